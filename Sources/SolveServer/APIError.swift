import BoardReader
import HTTPTypes
import Letterpress
import Pixels
import Solving
import Strategy
import Words

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

  /// The status and message that fit an error of the core.
  init(_ error: any Error) {
    switch error {
    case let error as APIError: self = error
    case let error as UnsureBoard:
      self.init(.unprocessableContent, error.description, reading: ReadingReport(error.reading))
    case let error as ImageError:
      switch error {
      case .tooLarge, .fileTooLarge: self.init(.contentTooLarge, error.description)
      default: self.init(.badRequest, error.description)
      }
    case let error as ReadingError: self.init(.unprocessableContent, error.description)
    case let error as BoardChangeError: self.init(.unprocessableContent, error.description)
    case let error as OtherGameError: self.init(.unprocessableContent, error.description)
    case let error as BoardTextError: self.init(.badRequest, error.description)
    case let error as WordListError: self.init(.badRequest, error.description)
    default: self.init(.internalServerError, "internal error: \(error)")
    }
  }

  /// The JSON body: `{"error": ..., "status": ..., "reading": ...}`.
  struct Body: Codable, Sendable {
    let error: String
    let status: Int
    let reading: ReadingReport?
  }

  var body: Body { Body(error: message, status: status.code, reading: reading) }
}
