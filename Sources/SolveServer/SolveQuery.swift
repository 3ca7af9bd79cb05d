import Foundation
import HTTPTypes
import Letterpress
import Solving

/// A solve request's options, from the query string: `played`, `time`,
/// `limit`, `dict` and `depth`, each checked against the server's limits,
/// and the game's history the client keeps: `previous`, `previous_answer`,
/// `previous_to_move`,
/// `learnt`, `unknown_moves`, `possibly_played` and
/// `knows_every_possibly_played`.
struct SolveQuery: Sendable {
  /// The word list's name; `nil` for the server's default.
  var dict: String?
  var played: GivenWords
  var options: SolveOptions
  /// The game's history as the client sent it, when it sent its previous
  /// board.
  var history: KeptHistory?
  /// The previous board's letters, when the client named them.
  var previousLetters: String?

  /// The pipeline's request for `input` with these options.
  func request(_ input: SolveRequest.Input) -> SolveRequest {
    var request = SolveRequest(input, given: played, options: options)
    request.kept = history
    request.keptLetters = previousLetters
    return request
  }

  /// The options of `query` (name to value).
  ///
  /// - Throws: `APIError` (400) for a value out of range or not a number, or
  ///   a played word that is not 2-25 letters a-z, or too many of them.
  init(query: [String: String], limits: ServerLimits) throws(APIError) {
    dict = Self.list(query)
    played = try Self.played(query)
    let limit = try Self.number(query, "limit", Int.self, in: 1...limits.maxMoves) ?? 10
    let depth = try Self.number(query, "depth", Int.self, in: 1...limits.maxDepth)
    let time = try Self.number(query, "time", Double.self, in: 0...limits.maxSearchSeconds)
    // `time=0` asks for no look-ahead, as `depth=1` does.
    let plies = time == 0 ? 1 : depth
    // A fixed depth always runs under the time cap.
    let seconds = time == 0 ? nil : time ?? (depth == nil ? nil : limits.maxSearchSeconds)
    options = SolveOptions(limit: limit, depth: plies, time: seconds, cap: limits.defaultCap)
    try readHistory(query)
  }

  /// The game's history in `query`: `previous` (the game's previous board:
  /// 25 colour codes, or `LETTERS:COLORS`), `previous_answer` (the word
  /// answered for it), `previous_to_move` (whose turn it showed), `learnt`
  /// (words learnt from earlier boards), `unknown_moves` (moves up to the previous board not known exactly),
  /// `possibly_played` (the words those moves may have been) and
  /// `knows_every_possibly_played` (`true` when that list is whole).
  ///
  /// - Throws: `APIError` (400) for a bad board, word, number or flag, or
  ///   history without a previous board.
  private mutating func readHistory(_ query: [String: String]) throws(APIError) {
    let names = [
      "previous_answer", "previous_to_move", "learnt", "unknown_moves", "possibly_played",
      "knows_every_possibly_played",
    ]
    guard let previous = query["previous"], !previous.isEmpty else {
      if let name = names.first(where: { !(query[$0] ?? "").isEmpty }) {
        throw APIError(.badRequest, "\(name) needs previous, the game's previous board")
      }
      return
    }
    let colors: String
    if previous.contains(":") {
      let board = try BoardDocument(text: previous).board()
      (previousLetters, colors) = (board.letterString, board.colorString)
    } else {
      do {
        _ = try BoardText.owners(from: previous)
      } catch {
        throw APIError(.badRequest, "previous: \(error)")
      }
      colors = previous.filter { !$0.isWhitespace }
    }
    let answer: String?
    let learnt: [String]
    let possible: [String]
    do {
      answer = try GivenWords(query["previous_answer"].map { [$0] } ?? []).words.first
      learnt = try GivenWords(list: query["learnt"] ?? "").words
      possible = try GivenWords(list: query["possibly_played"] ?? "").words
    } catch {
      throw APIError(.badRequest, error.description)
    }
    history = KeptHistory(
      previousColors: colors, previousAnswer: answer, learntWords: learnt,
      unknownMoves: try Self.number(query, "unknown_moves", Int.self, in: 0...Self.mostMoves),
      possiblyPlayed: possible,
      knowsEveryPossiblyPlayed: try Self.flag(query, "knows_every_possibly_played"),
      previousToMove: try Self.seat(query, "previous_to_move"))
  }

  /// The seat `name` in `query`: `you` or `opponent`, absent for `nil`.
  ///
  /// - Throws: `APIError` (400) for any other value.
  static func seat(_ query: [String: String], _ name: String) throws(APIError) -> Owner? {
    guard let value = query[name], !value.isEmpty else { return nil }
    guard let seat = Owner(rawValue: value) else {
      throw APIError(.badRequest, "\(name) must be you or opponent")
    }
    return seat
  }

  /// The value of the flag `name` in `query`: `true` or `false`, absent
  /// for `false`.
  ///
  /// - Throws: `APIError` (400) for any other value.
  static func flag(_ query: [String: String], _ name: String) throws(APIError) -> Bool {
    switch query[name] ?? "" {
    case "", "false": return false
    case "true": return true
    default: throw APIError(.badRequest, "\(name) must be true or false")
    }
  }

  /// The word list `dict` names; `nil` for the server's default.
  static func list(_ query: [String: String]) -> String? {
    query["dict"].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The words `played` names (separated by commas, spaces or `+`).
  ///
  /// - Throws: `APIError` (400) for a word that is not 2-25 letters a-z, or
  ///   more words than `GivenWords.limit`.
  static func played(_ query: [String: String]) throws(APIError) -> GivenWords {
    do {
      return try GivenWords(list: query["played"] ?? "")
    } catch {
      throw APIError(.badRequest, error.description)
    }
  }

  /// Whether `text` is a number as JSON writes one, without a sign: digits,
  /// and for a non-integer a fraction and an exponent (`2`, `0.5`, `1e1`);
  /// not `+3`, `0x1p3`, `inf` or `nan`, which Swift's parsers take.
  static func isPlainNumber(_ text: String, integer: Bool) -> Bool {
    let pattern = integer ? "^[0-9]+$" : "^[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?$"
    return text.utf8.count <= 32 && text.range(of: pattern, options: .regularExpression) != nil
  }

  /// More moves than any game has (each claims at least one tile).
  static let mostMoves = 1000

  /// The value of `name` in `query` as a `T` within `range`, or `nil` when absent.
  static func number<T: LosslessStringConvertible & Comparable>(
    _ query: [String: String], _ name: String, _ type: T.Type, in range: ClosedRange<T>
  ) throws(APIError) -> T? {
    guard let text = query[name], !text.isEmpty else { return nil }
    guard isPlainNumber(text, integer: T.self is any BinaryInteger.Type), let value = T(text),
      range.contains(value)
    else {
      throw APIError(
        .badRequest, "\(name) must be a number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }
}

/// A board sent as JSON to `/api/solve`: 25 letters and, optionally, 25
/// colour codes (`w`, `b`, `B`, `r`, `R`), as the answer's `board` writes
/// them; and, for a board edited from a screenshot's, what the screenshot
/// showed (the answer's `last_played` and `to_move`), so that the answer is
/// the one the screenshot got.
struct BoardDocument: Codable, Sendable {
  let letters: String
  let colors: String?
  /// The screenshot's "played" bubble.
  var lastPlayed: LastPlayed? = nil
  /// Whose turn the screenshot showed.
  var toMove: Owner.Turn? = nil

  /// The board `text` gives as `LETTERS:COLORS`.
  ///
  /// - Throws: `APIError` (400) when it is not of that form.
  init(text: String) throws(APIError) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2 else {
      throw APIError(.badRequest, "a board as text is LETTERS:COLORS (25 letters, 25 of wbBrR)")
    }
    letters = String(parts[0])
    colors = String(parts[1])
  }

  /// What the screenshot showed, as sent.
  var seen: ScreenshotFacts {
    ScreenshotFacts(lastPlayed: lastPlayed, toMove: toMove?.owner)
  }

  /// The board.
  ///
  /// - Throws: `APIError` (400) for a bad board, or a bubble's word that
  ///   is not 2-25 letters a-z (as every played word).
  func board() throws(APIError) -> Board {
    if let lastPlayed {
      do {
        _ = try GivenWords([lastPlayed.word])
      } catch {
        throw APIError(.badRequest, "last_played: \(error.description)")
      }
    }
    do {
      return try Board(letters: letters, colors: colors)
    } catch {
      throw APIError(.badRequest, error.description)
    }
  }
}
