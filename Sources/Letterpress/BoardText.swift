/// The plain-text board format shared by `read`'s output, `train`,
/// `--board` and the samples' truth files.
///
/// Either 25 letters row-major (white space and case ignored), or 25
/// white-space-separated tokens, each a letter with an optional colour code:
/// `b` yours, `B` yours defended, `r` the opponent's, `R` the opponent's
/// defended, `w` (or nothing) unclaimed. A `#` starts a comment that runs to
/// the end of its line.
///
///     Q  Ab ZR C  D
///     …
public enum BoardText {
  /// A piece of board text: a run of non-space characters and its line
  /// (1-based).
  private struct Token {
    let text: Substring
    let line: Int
  }

  /// Parses a board in either form.
  ///
  /// A board without owner marks is all unclaimed; `hasOwners` tells whether
  /// any mark was given.
  ///
  /// - Throws: `BoardTextError` describing the first problem.
  public static func parse(_ text: String) throws(BoardTextError) -> (board: Board, hasOwners: Bool)
  {
    let tokens = Self.tokens(text)
    // Tokens of one or two characters, some with a colour code: the tile form.
    let isTileForm =
      tokens.count == Board.tileCount
      || (tokens.allSatisfy { $0.text.count <= 2 }
        && tokens.contains { $0.text.count == 2 && $0.text.last.flatMap(TileColor.init) != nil }
        && tokens.reduce(0) { $0 + $1.text.count } != Board.tileCount)
    guard isTileForm else {
      return (Board(letters: try letters(in: tokens)), false)
    }
    var letters: [Letter] = []
    var owners: [Owner?] = []
    var hasOwners = false
    for (position, token) in tokens.enumerated() {
      guard position < Board.tileCount else { throw .wrongTileCount(tokens.count) }
      guard token.text.count <= 2, let first = token.text.first, let letter = Letter(first) else {
        throw .invalidToken(String(token.text), tile: position, line: token.line)
      }
      var owner: Owner?
      if token.text.count == 2, let mark = token.text.last {
        guard let color = TileColor(rawValue: mark) else {
          throw .invalidToken(String(token.text), tile: position, line: token.line)
        }
        owner = color.owner
        hasOwners = true
      }
      letters.append(letter)
      owners.append(owner)
    }
    guard letters.count == Board.tileCount else { throw .wrongTileCount(letters.count) }
    return (Board(letters: letters, owners: owners), hasOwners)
  }

  /// Parses 25 letters, ignoring white space, case and comments.
  public static func letters(from text: String) throws(BoardTextError) -> [Letter] {
    try letters(in: tokens(text))
  }

  private static func letters(in tokens: [Token]) throws(BoardTextError) -> [Letter] {
    var letters: [Letter] = []
    for token in tokens {
      for character in token.text {
        guard let letter = Letter(character) else {
          throw .notALetter(character, line: token.line)
        }
        letters.append(letter)
      }
    }
    guard letters.count == Board.tileCount else { throw .wrongCount(letters.count) }
    return letters
  }

  /// The text's tokens with their lines, comments left out.
  private static func tokens(_ text: String) -> [Token] {
    var tokens: [Token] = []
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let content = line.prefix { $0 != "#" }
      tokens += content.split(whereSeparator: \.isWhitespace).map {
        Token(text: $0, line: number + 1)
      }
    }
    return tokens
  }

  /// Parses 25 colour codes (`wbBrR`) into owners.
  package static func owners(from text: String) throws(BoardTextError) -> [Owner?] {
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
  /// The text holds a character that is not a letter A-Z, on this line.
  case notALetter(Character, line: Int)
  /// The text holds this many letters instead of 25.
  case wrongCount(Int)
  /// The tile form holds this many tiles instead of 25.
  case wrongTileCount(Int)
  /// A colour string holds a character other than `wbBrR`.
  case notAColor(Character)
  /// A colour string holds this many codes instead of 25.
  case wrongColorCount(Int)
  /// A token of the tile form (tile index 0-24, on this line) is not a
  /// letter with an optional colour code.
  case invalidToken(String, tile: Int, line: Int)

  /// The line the problem is on, when it is on one.
  package var line: Int? {
    switch self {
    case .notALetter(_, let line), .invalidToken(_, _, let line): line
    default: nil
    }
  }

  public var description: String {
    switch self {
    case .notALetter(let character, _):
      "'\(character)' is not a letter A-Z"
    case .wrongCount(let count):
      "a board has 25 letters, found \(count)"
    case .wrongTileCount(let count):
      "a board has 25 tiles, found \(count)"
    case .notAColor(let character):
      "'\(character)' is not a tile colour (one of w b B r R)"
    case .wrongColorCount(let count):
      "a board has 25 tile colours, found \(count)"
    case .invalidToken(let token, let tile, _):
      "tile \(Board.tileName(tile)) ('\(token.excerpt())') is not a letter with an optional colour w, b, B, r or R"
    }
  }
}

extension String {
  /// The text without the spaces at its end (lines of boards and grids are
  /// printed without them).
  package func trimmingTrailingSpaces() -> String {
    var result = self
    while result.last == " " { result.removeLast() }
    return result
  }
}
