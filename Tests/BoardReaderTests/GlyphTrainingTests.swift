import BoardReader
import BoardRendering
import Foundation
import Letterpress
import Pixels
import Testing

/// Training from a labelled screenshot, on rendered boards.
@Suite struct GlyphTrainingTests {
  static let board = GlyphTemplatesTests.alphabetBoards[0]

  static func screenshot(_ board: Board) -> (image: Image, folder: String) {
    let image = BoardRenderer.render(
      board: board, theme: .light, width: 400, shapes: GlyphTemplates.builtIn.shape(of:)
    ).image
    return (image, NSTemporaryDirectory() + "lettersolve-training-\(UUID().uuidString)")
  }

  @Test func addsEveryTileAndSavesThem() throws {
    let (image, folder) = Self.screenshot(Self.board)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = try GlyphTraining.train(
      screenshot: image, labels: Self.board, directory: folder, force: false)
    #expect(report.added == 25 && report.trainedTileCount == 25 && report.emptySlots.isEmpty)
    #expect(try GlyphTemplates(directory: folder).trainedTileCount == 25)
  }

  /// Training a screenshot again replaces its tiles: with the same labels
  /// the saved file is unchanged, and corrected labels move each relabelled
  /// tile to its right letter.
  @Test func retrainingAScreenshotReplacesItsTiles() throws {
    let (image, folder) = Self.screenshot(Self.board)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/" + GlyphTemplates.fileName
    _ = try GlyphTraining.train(
      screenshot: image, labels: Self.board, directory: folder, force: false)
    let once = try String(contentsOfFile: path, encoding: .utf8)
    let again = try GlyphTraining.train(
      screenshot: image, labels: Self.board, directory: folder, force: false)
    #expect(again.trainedTileCount == 25)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == once)

    let relabelled = Self.screenshot(Self.board).folder
    defer { try? FileManager.default.removeItem(atPath: relabelled) }
    var wrong = Self.board
    wrong.letters.swapAt(0, 1)  // A and B
    _ = try GlyphTraining.train(
      screenshot: image, labels: wrong, directory: relabelled, force: true)
    let fixed = try GlyphTraining.train(
      screenshot: image, labels: Self.board, directory: relabelled, force: true)
    #expect(fixed.trainedTileCount == 25)
    // Each template's letter, polarity and tile count, and every sample line,
    // as after training the right labels once (the glyphs' bytes may differ
    // by rounding).
    func summary(_ text: String) -> [String] {
      text.split(separator: "\n").map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        + text.split(separator: "\n").filter { $0.hasPrefix("sample ") }.map(String.init)
    }
    #expect(
      summary(
        try String(contentsOfFile: relabelled + "/" + GlyphTemplates.fileName, encoding: .utf8))
        == summary(once))
  }

  @Test func contradictingLabelsStopTrainingUnlessForced() throws {
    let (image, folder) = Self.screenshot(Self.board)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var wrong = Self.board
    wrong.letters.swapAt(0, 1)  // A and B
    let error = #expect(throws: ReadingError.self) {
      try GlyphTraining.train(screenshot: image, labels: wrong, directory: folder, force: false)
    }
    guard case .labelsDisagree(let conflicts) = error else {
      Issue.record("expected labelsDisagree, got \(String(describing: error))")
      return
    }
    #expect(conflicts.map(\.tile) == [0, 1])
    #expect(conflicts.map(\.read) == [Letter("A"), Letter("B")])
    #expect(conflicts.map(\.label) == [Letter("B"), Letter("A")])
    #expect(!FileManager.default.fileExists(atPath: folder))
    let forced = try GlyphTraining.train(
      screenshot: image, labels: wrong, directory: folder, force: true)
    #expect(forced.trainedTileCount == 25)
  }
}
