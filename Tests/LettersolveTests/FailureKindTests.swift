import BoardReader
import Foundation
import GameHistory
import Letterpress
import Pixels
import Testing
import Words
import _TestSupport

@testable import SolveServer
@testable import Solving
@testable import lettersolve

/// A representative failure of each kind of `SolvingError` reaches the
/// CLI's exit status (`Lettersolve.main`) and the server's status
/// (`APIError`) through `SolvingError`, its message kept.
@Suite struct FailureKindTests {
  static let solver = Solver(
    reader: ScreenshotReader(templates: .builtIn), list: WordList(words: ["ox", "pox"], name: "x"))

  /// One failure: how it is made, the kind it is, and the HTTP status the
  /// server answers it with.
  struct Failure: Sendable, CustomTestStringConvertible {
    let kind: SolvingError.Kind
    let status: Int
    /// Whether the server words the message as it is (not `internal
    /// error: ...`, nor a stop's own words).
    var keepsMessage = true
    let fail: @Sendable () throws -> Void

    var testDescription: String { "\(kind)" }
  }

  /// The failures: a call of Solving where one makes the kind; for kinds
  /// no call of Solving makes today (`.badBoard`, `.wordList`, `.history`)
  /// a lower module's error, as Solving converts it.
  static let failures: [Failure] = [
    Failure(kind: .badImage, status: 400) {
      _ = try solver.read(screenshot: invalidSample("not-an-image.png"))
    },
    Failure(kind: .imageTooLarge, status: 413) {
      _ = try solver.read(screenshot: invalidSample("huge-dimensions.png"))
    },
    Failure(kind: .noBoard, status: 422) {
      _ = try solver.reading(
        Image(width: 64, height: 64, filledWith: RGBA(red: 255, green: 255, blue: 255)))
    },
    Failure(kind: .unsureBoard, status: 422) {
      _ = try solver.answer(SolveRequest(.image(try unsureScreenshot(), file: nil, name: nil)))
    },
    Failure(kind: .unexplainedChange, status: 422) {
      let board = try Board(letters: QuiltBoard.letters)
      _ = try solver.explain(board, toMove: nil, board, toMove: nil, limit: 5)
    },
    Failure(kind: .badBoard, status: 400) { throw SolvingError(BoardTextError.wrongCount(3)) },
    Failure(kind: .wordList, status: 400) {
      throw SolvingError(WordListError.invalidPlayedWord("x1"))
    },
    Failure(kind: .history, status: 500, keepsMessage: false) {
      throw SolvingError(HistoryError.unusable(path: "/x", reason: "gone"))
    },
    Failure(kind: .stopped(.cancelled), status: 503, keepsMessage: false) {
      let (board, stop) = (try Board(letters: QuiltBoard.letters), WorkStop())
      stop.cancel()
      try WorkStop.$current.withValue(stop) { _ = try solver.answer(SolveRequest(.board(board))) }
    },
    Failure(kind: .internal, status: 500, keepsMessage: false) {
      _ = try JSONDocument.string([Double.nan])
    },
  ]

  @Test(arguments: failures)
  func eachKindReachesItsExitStatusAndHTTPStatus(_ failure: Failure) throws {
    let error = try #require(throws: SolvingError.self) { try failure.fail() }
    #expect(error.kind == failure.kind, "\(error)")
    #expect(error.kind.exitCode == .failure)
    let answer = APIError(error)
    #expect(answer.status.code == failure.status)
    if failure.keepsMessage { #expect(answer.message == error.message) }
    #expect((answer.reading != nil) == (failure.kind == .unsureBoard))
  }

  /// The path of `name` in Samples/Invalid.
  static func invalidSample(_ name: String) -> String {
    Fixtures.samples.appendingPathComponent("Invalid").appendingPathComponent(name).path
  }

  /// pop-iphonex.png with the middle of tile r1c1 painted a colour no theme
  /// uses.
  static func unsureScreenshot() throws -> Image {
    let image = try Image(
      contentsOfFile: Fixtures.samples.appendingPathComponent("pop-iphonex.png").path)
    let location = try solver.read(image).location
    let (side, corner) = (Int(location.tileSize * 0.6), location.tileSize * 0.2)
    let (left, top) = (Int(location.x + corner), Int(location.y + corner))
    var pixels = image.pixels
    for y in top..<top + side {
      for x in left..<left + side {
        pixels[y * image.width + x] = RGBA(red: 30, green: 200, blue: 40)
      }
    }
    return Image(width: image.width, height: image.height, pixels: pixels)
  }
}
