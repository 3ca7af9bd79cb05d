import Letterpress
import Solving
import Words

/// A solve request's options, from the query string: `played`, `time`,
/// `limit`, `dict` and `depth`, each checked against the server's limits.
struct SolveRequest: Sendable {
  /// The word list's name; `nil` for the server's default.
  var dict: String?
  var played: PlayedWords
  var options: SolveOptions

  /// The options of `query` (name to value).
  ///
  /// - Throws: `APIError` (400) for a value out of range or not a number, or
  ///   a played word that is not made of letters.
  init(query: [String: String], limits: ServerLimits) throws(APIError) {
    dict = query["dict"].flatMap { $0.isEmpty ? nil : $0 }
    do {
      played = try PlayedWords(
        (query["played"] ?? "").split { $0 == "," || $0 == " " || $0 == "+" })
    } catch {
      throw APIError(.badRequest, error.description)
    }
    let limit = try Self.number(query, "limit", Int.self, in: 1...limits.maxMoves) ?? 10
    let depth = try Self.number(query, "depth", Int.self, in: 1...limits.maxDepth)
    let time = try Self.number(query, "time", Double.self, in: 0...limits.maxSearchSeconds)
    // `time=0` asks for no look-ahead, as `depth=1` does.
    let plies = time == 0 ? 1 : depth
    // A fixed depth always runs under the time cap.
    let seconds = time == 0 ? nil : time ?? (depth == nil ? nil : limits.maxSearchSeconds)
    options = SolveOptions(limit: limit, depth: plies, time: seconds)
  }

  /// The value of `name` in `query` as a `T` within `range`, or `nil` when absent.
  private static func number<T: LosslessStringConvertible & Comparable>(
    _ query: [String: String], _ name: String, _ type: T.Type, in range: ClosedRange<T>
  ) throws(APIError) -> T? {
    guard let text = query[name], !text.isEmpty else { return nil }
    guard let value = T(text), range.contains(value) else {
      throw APIError(
        .badRequest, "\(name) must be a number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }
}

/// A board sent as JSON to `/api/solve`: 25 letters and, optionally, 25
/// colour codes (`w`, `b`, `B`, `r`, `R`), as `Solution.board` writes them.
struct BoardDocument: Codable, Sendable {
  let letters: String
  let colors: String?

  /// The board.
  ///
  /// - Throws: `APIError` (400) for a bad board.
  func board() throws(APIError) -> Board {
    do {
      return try Board(letters: letters, colors: colors)
    } catch {
      throw APIError(.badRequest, error.description)
    }
  }
}
