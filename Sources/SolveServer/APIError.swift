import HTTPTypes
import Solving

/// A request the server refuses, with its status and a one-line message in
/// the CLI's words; the partial reading when some tiles could not be read.
struct APIError: Error, Sendable {
  let status: HTTPResponse.Status
  let message: String
  /// The board as far as it was read, for a 422 on unsure tiles.
  var reading: ReadingReport?
  /// Whether the connection closes after the answer: the request's body
  /// was not read.
  var closesConnection = false

  init(_ status: HTTPResponse.Status, _ message: String, reading: ReadingReport? = nil) {
    self.status = status
    self.message = message
    self.reading = reading
  }

  /// The status and message that fit a failure of Solving: the one place
  /// where its kinds become statuses.
  init(_ error: SolvingError) {
    switch error.kind {
    case .badImage, .badBoard, .wordList: self.init(.badRequest, error.message)
    case .imageTooLarge: self.init(.contentTooLarge, error.message)
    case .noBoard, .unexplainedChange: self.init(.unprocessableContent, error.message)
    case .unsureBoard: self.init(.unprocessableContent, error.message, reading: error.reading)
    case .stopped: self.init(.serviceUnavailable, Self.stopping)
    case .history, .internal: self = .internal(error.message)
    }
  }

  /// A failure of the program itself: `internal error: message` (500).
  static func `internal`(_ message: String) -> APIError {
    APIError(.internalServerError, "internal error: \(message)")
  }

  /// What a request whose work a shutdown stopped is told (503).
  static let stopping = "the server is stopping; try again shortly"

  /// The JSON body: `{"error": ..., "status": ..., "reading": ...}`.
  struct Body: Codable, Sendable {
    let error: String
    let status: Int
    let reading: ReadingReport?
  }

  var body: Body { Body(error: message, status: status.code, reading: reading) }
}
