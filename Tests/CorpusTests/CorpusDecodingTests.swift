import Foundation
import Pixels
import Testing
import _TestSupport

/// Real screenshots from ../shared/corpus (skipped when it is absent).
@Suite(.corpus, .enabled(if: Fixtures.shared != nil, Comment(rawValue: Fixtures.sharedMissing)))
struct CorpusDecodingTests {
  static func corpus() throws -> (folder: URL, entries: [CorpusEntry]) {
    (CorpusManifest.folder, try CorpusManifest.load())
  }

  @Test func everyCorpusImageDecodesToItsManifestSize() throws {
    let (folder, entries) = try Self.corpus()
    #expect(entries.contains { $0.file.hasSuffix(".jpg") })
    for entry in entries {
      let image = try Image(contentsOfFile: folder.appendingPathComponent(entry.file).path)
      #expect(
        image.width == entry.width && image.height == entry.height,
        "\(entry.file): \(image.width)x\(image.height)")
    }
  }

  @Test func aKnownScreenshotHasItsKnownColours() throws {
    let (folder, _) = try Self.corpus()
    // Checked once with Pillow: the light theme's background and, inside
    // the board, a light-blue tile.
    let path = folder.appendingPathComponent("images/rickychang-iphone5-test-board1.png").path
    let image = try Image(contentsOfPNG: path)
    #expect(image.width == 640 && image.height == 1136)
    #expect(image[10, 10] == RGBA(red: 240, green: 239, blue: 236))
    #expect(image[320, 600] == RGBA(red: 120, green: 200, blue: 245))
  }

  @Test func aCorpusJPEGHasItsKnownColours() throws {
    let (folder, _) = try Self.corpus()
    // The same board as above, shared as a downscaled JPEG; libjpeg-turbo
    // and Pillow (also libjpeg-turbo) agree on these pixels.
    let path = folder.appendingPathComponent("images/rickychang-iphone5-twitter-board2.jpg").path
    let image = try Image(contentsOfFile: path)
    #expect(image[10, 10] == RGBA(red: 240, green: 239, blue: 235))
    #expect(image[320, 600] == RGBA(red: 247, green: 153, blue: 141))
  }
}
