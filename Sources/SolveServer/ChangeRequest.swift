import Foundation
import HTTPTypes
import Letterpress
import Solving

/// A `/api/played` request's options, from the query string: `plies`,
/// `limit`, `played` and `dict`, each checked against the server's limits.
struct ChangeRequest: Sendable {
  /// The word list's name; `nil` for the server's default.
  var dict: String?
  /// Words played before the earlier board: they cannot explain the change.
  var played: GivenWords
  /// Exactly this many moves (1 or 2); `nil` for the fewest.
  var plies: Int?
  /// How many explanations to list.
  var limit: Int

  /// The options of `query` (name to value).
  ///
  /// - Throws: `APIError` (400) for a value out of range or not a number, or
  ///   a played word that is not 2-25 letters a-z, or too many of them.
  init(query: [String: String], limits: ServerLimits) throws(APIError) {
    dict = SolveQuery.list(query)
    played = try SolveQuery.played(query)
    plies = try SolveQuery.number(query, "plies", Int.self, in: 1...2)
    limit = try SolveQuery.number(query, "limit", Int.self, in: 1...limits.maxMoves) ?? 20
  }
}

/// One of the two boards sent to `/api/played`: a screenshot, or a board
/// with whose turn it showed (`nil` when not said).
enum BoardUpload: Sendable {
  case image([UInt8])
  case board(Board, toMove: Owner?)

  /// The two boards of a body: the parts `before` and `after` of a form
  /// (each a PNG or JPEG file, or a text field `LETTERS:COLORS`), or JSON
  /// `{"before": {"letters": ..., "colors": ...}, "after": {...}}`.
  ///
  /// - Throws: `APIError`: 415 for a single image, 400 for a body without
  ///   both boards or with a bad one.
  static func pair(body: [UInt8], kind: Upload.Kind) throws(APIError) -> (Self, Self) {
    switch kind {
    case .image:
      throw APIError(
        .unsupportedMediaType,
        "two boards are needed: send multipart/form-data with the parts before and after, "
          + "or application/json")
    case .board:
      let document = try Upload.decode(
        BoardPairDocument.self, from: body,
        otherwise: "the boards are not JSON of the form {\"before\": {\"letters\": ..., "
          + "\"colors\": ...}, \"after\": {...}}")
      return (
        .board(try document.before.board(), toMove: document.before.toMove?.owner),
        .board(try document.after.board(), toMove: document.after.toMove?.owner)
      )
    case .form(let boundary):
      let parts = try Upload.parts(of: body, boundary: Array(boundary.utf8))
      let named = try ["before", "after"].map { name throws(APIError) in
        guard let part = parts.first(where: { $0.name == name }) else {
          throw APIError(
            .badRequest,
            "the form has no part \(name): send before and after, each a screenshot or LETTERS:COLORS"
          )
        }
        return part
      }
      func upload(_ part: Upload.FormPart) throws(APIError) -> Self {
        if part.isFile { return .image(part.body) }
        let text = String(decoding: part.body, as: UTF8.self)
          .trimmingCharacters(in: .whitespacesAndNewlines)
        return .board(try BoardDocument(text: text).board(), toMove: nil)
      }
      return (try upload(named[0]), try upload(named[1]))
    }
  }

  /// The board and whose turn it shows (`nil` when not shown): as given,
  /// or read from the screenshot by `solver` (`name` names it in errors),
  /// as `played` reads its arguments.
  ///
  /// - Throws: `SolvingError` for bytes that do not decode, no board or
  ///   unsure tiles.
  func board(named name: String, solver: Solver, limits: ImageLimits) throws(SolvingError)
    -> (board: Board, toMove: Owner?)
  {
    switch self {
    case .board(let board, let toMove): return (board, toMove)
    case .image(let bytes):
      let image = try ScreenshotImage(bytes: bytes, limits: limits)
      return try ScreenshotReading(image, reader: solver.reader).board(file: name)
    }
  }
}

/// Two boards sent as JSON to `/api/played`.
struct BoardPairDocument: Codable, Sendable {
  let before: BoardDocument
  let after: BoardDocument
}
