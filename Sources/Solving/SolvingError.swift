import BoardReader
import GameHistory
import Letterpress
import Pixels
import Strategy
import Words

/// Why a use case of Solving failed: its kind, which a front end maps to an
/// exit code or an HTTP status, and the one-line message of the module
/// underneath, kept word for word.
///
///     do { ... } catch let error as SolvingError where error.kind == .imageTooLarge { ... }
public struct SolvingError: Error, Sendable, CustomStringConvertible {
  /// What went wrong, in the terms a front end answers.
  public enum Kind: Sendable, Hashable {
    /// A file or upload that is not a PNG or JPEG image it can decode.
    case badImage
    /// An image over the decoding limits (its file or its pixels).
    case imageTooLarge
    /// An image that shows no Letterpress board.
    case noBoard
    /// A board whose tiles could not all be read (`reading` holds them).
    case unsureBoard
    /// Boards that do not fit together: of different games (also a kept
    /// history's), the same, or a change no legal moves explain.
    case unexplainedChange
    /// A board given as text that is not one.
    case badBoard
    /// A word list that cannot be used, or a word that is not one.
    case wordList
    /// A game history that cannot be used.
    case history
    /// Work stopped before its end by its `WorkStop`: cancelled from
    /// outside, or past its deadline.
    case stopped(WorkStop.Reason)
    /// A failure of the program itself.
    case `internal`
  }

  /// What went wrong.
  public let kind: Kind
  /// The one-line message, as the module underneath words it.
  public let message: String
  /// The board as far as it was read, for `.unsureBoard`.
  public let reading: ReadingReport?

  package init(_ kind: Kind, _ message: String, reading: ReadingReport? = nil) {
    self.kind = kind
    self.message = message
    self.reading = reading
  }

  /// The kind and message of `error`, an error of Solving or of a module
  /// under it (a `SolvingError` is kept as it is): the one place where the
  /// lower modules' errors become Solving's.
  init(_ error: any Error) {
    switch error {
    case let error as SolvingError: self = error
    case let error as UnsureBoard:
      self.init(.unsureBoard, error.description, reading: ReadingReport(error.reading))
    case let error as ImageError:
      switch error {
      case .tooLarge, .fileTooLarge: self.init(.imageTooLarge, error.description)
      default: self.init(.badImage, error.description)
      }
    case let error as ReadingError: self.init(.noBoard, error.description)
    case let error as BoardChangeError: self.init(.unexplainedChange, error.description)
    case let error as OtherGameError: self.init(.unexplainedChange, error.description)
    case let error as BoardTextError: self.init(.badBoard, error.description)
    case let error as WordListError: self.init(.wordList, error.description)
    case let error as HistoryError: self.init(.history, error.description)
    default: self.init(.internal, "\(error)")
    }
  }

  /// The kind of `error`, its message after the name of `file` (the
  /// screenshot it is about) when there is one: `shot.png: no Letterpress
  /// board found in this 64x64 image`.
  init(_ error: any Error, file: String?) {
    let error = SolvingError(error)
    self.init(
      error.kind, file.map { "\($0): \(error.message)" } ?? error.message, reading: error.reading)
  }

  /// The result of `body`, whose errors (of Solving or of a module under
  /// it) are thrown as `SolvingError`.
  static func converting<Value>(_ body: () throws -> Value) throws(SolvingError) -> Value {
    do {
      return try body()
    } catch {
      throw SolvingError(error)
    }
  }

  public var description: String { message }
}
