import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

/// The labelled screenshots of ../shared/corpus, for tests of the glyph
/// matcher.
///
/// Tiles are cut with the manifest's board rectangle: only tests do
/// that, the product finds the board itself.
struct LabelledScreenshot: Sendable, CustomStringConvertible {
  var file: String
  var letters: String
  var category: String
  var boardRect: [Double]

  var description: String { file }

  /// The labelled screenshots (PNG and JPEG) that show a board.
  static let all: [LabelledScreenshot] = CorpusManifest.entries.compactMap { entry in
    guard entry.letters.count == 25, let rect = entry.boardRect, rect.count == 4 else { return nil }
    return LabelledScreenshot(
      file: entry.file, letters: entry.letters, category: entry.category, boardRect: rect)
  }

  /// The 25 tiles, row-major, each with its label (`nil` for an empty slot).
  func tiles() throws -> [(tile: Image, letter: Letter?)] {
    let image = try Image(contentsOfFile: CorpusManifest.folder.appendingPathComponent(file).path)
    let labels = Array(letters)
    return (0..<25).map { index in
      let row = Double(index / 5)
      let column = Double(index % 5)
      let tile = boardRect[2] / 5
      let x0 = Int((boardRect[0] + column * tile).rounded())
      let y0 = Int((boardRect[1] + row * tile).rounded())
      let x1 = Int((boardRect[0] + (column + 1) * tile).rounded())
      let y1 = Int((boardRect[1] + (row + 1) * tile).rounded())
      let rect = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
      return (image.cropped(to: rect), Letter(labels[index]))
    }
  }
}

extension CorpusEntry {
  /// The screenshot, decoded.
  func image() throws -> Image {
    try Image(contentsOfFile: url.path)
  }
}
