/// The plain-text board format shared by `train`, `--board FILE` and the
/// samples' truth files.
///
/// Either 25 letters row-major (white space and case ignored), or 25
/// white-space-separated tokens, each a letter with an optional owner mark:
/// `b` player, `B` player defended, `r` opponent, `R` opponent defended.
///
///     Q  Ab ZR C  D
///     …
public enum BoardText {
  /// Parses a board in either form.
  ///
  /// A board without owner marks is all unclaimed; `hasOwners` tells whether
  /// any mark was given.
  ///
  /// - Throws: `BoardTextError` describing the first problem.
  public static func parse(_ text: String) throws(BoardTextError) -> (board: Board, hasOwners: Bool)
  {
    let tokens = text.split(whereSeparator: \.isWhitespace)
    let markedTokens = tokens.count == Board.tileCount && tokens.contains { $0.count > 1 }
    if markedTokens {
      var letters: [Letter] = []
      var owners: [Owner?] = []
      for (position, token) in tokens.enumerated() {
        guard token.count <= 2, let first = token.first, let letter = Letter(first) else {
          throw .invalidToken(String(token), position: position)
        }
        var owner: Owner?
        if token.count == 2, let mark = token.last {
          guard let color = TileColor(rawValue: mark), color != .unclaimed else {
            throw .invalidToken(String(token), position: position)
          }
          owner = color.owner
        }
        letters.append(letter)
        owners.append(owner)
      }
      return (Board(letters: letters, owners: owners), true)
    }
    return (Board(letters: try letters(from: text)), false)
  }

  /// Parses 25 letters, ignoring white space and case.
  public static func letters(from text: String) throws(BoardTextError) -> [Letter] {
    var letters: [Letter] = []
    for character in text where !character.isWhitespace {
      guard let letter = Letter(character) else { throw .notALetter(character) }
      letters.append(letter)
    }
    guard letters.count == Board.tileCount else { throw .wrongCount(letters.count) }
    return letters
  }

  /// Parses 25 colour codes (`wbBrR`) into owners.
  public static func owners(from text: String) throws(BoardTextError) -> [Owner?] {
    var owners: [Owner?] = []
    for character in text where !character.isWhitespace {
      guard let color = TileColor(rawValue: character) else { throw .notAColor(character) }
      owners.append(color.owner)
    }
    guard owners.count == Board.tileCount else { throw .wrongColorCount(owners.count) }
    return owners
  }

  /// Formats a board as 5 lines of 5 tokens with owner marks.
  public static func format(_ board: Board) -> String {
    let colors = board.tileColors
    var lines: [String] = []
    for row in 0..<Board.side {
      let tokens = (0..<Board.side).map { column -> String in
        let index = row * Board.side + column
        let mark = colors[index] == .unclaimed ? "" : String(colors[index].code)
        let token = String(board.letters[index].character) + mark
        return column == Board.side - 1 || !mark.isEmpty ? token : token + " "
      }
      lines.append(tokens.joined(separator: " ").trimmingTrailingSpaces())
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Why a board text could not be parsed.
public enum BoardTextError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text holds a character that is not a letter A-Z.
  case notALetter(Character)
  /// The text holds this many letters instead of 25.
  case wrongCount(Int)
  /// A colour string holds a character other than `wbBrR`.
  case notAColor(Character)
  /// A colour string holds this many codes instead of 25.
  case wrongColorCount(Int)
  /// A token of the 5x5 grid form is not a letter with an optional owner mark.
  case invalidToken(String, position: Int)

  public var description: String {
    switch self {
    case .notALetter(let character):
      "'\(character)' is not a letter A-Z"
    case .wrongCount(let count):
      "a board has 25 letters, found \(count)"
    case .notAColor(let character):
      "'\(character)' is not a tile colour (one of w b B r R)"
    case .wrongColorCount(let count):
      "a board has 25 tile colours, found \(count)"
    case .invalidToken(let token, let position):
      "tile \(position + 1) ('\(token)') is not a letter with an optional owner mark b, B, r or R"
    }
  }
}

extension String {
  /// The text without the spaces at its end (lines of boards and grids are
  /// printed without them).
  public func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
