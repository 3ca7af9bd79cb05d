import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

@testable import BoardReader

/// Display P3 copies of the real screenshots, made here with Little CMS,
/// read their colours like the originals.
@Suite(.corpus, .enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissing)"))
struct ColourSpaceCorpusTests {
  /// The corpus in Display P3, tagged and untagged: the board is found and
  /// every colour is read as labelled (glyphs are matched on luma, which
  /// the corpus-check of `corpus-p3` copies covers end to end).
  @Test(arguments: CorpusManifest.entries.filter { $0.boardRect != nil })
  func displayP3CopiesOfTheCorpusReadTheirColours(_ shot: CorpusEntry) throws {
    let original = try shot.image()
    // Screenshots with a profile of their own are P3 already.
    guard !original.colourSpace.isTagged || original.colourSpace.name == .srgb else { return }
    // The tagged and untagged copies hold the same values: the board is
    // located once, its colours read as each (the PNG round trip of a tagged
    // copy is the samples' test's).
    let p3 = original.convertedFromSRGB(to: .displayP3)
    let (_, measurement) = try GridLocator.locateMeasured(in: p3)
    for space in [ColourSpace.displayP3, .untagged] {
      let (colours, _) = ScreenshotReader.classifyColours(
        backgrounds: measurement.backgrounds.map { $0?.color },
        surroundings: measurement.surroundings, colourSpace: space)
      let read = String(
        colours.tiles.map { tile in
          tile.confidence >= ScreenshotReader.colorConfidentFrom ? tile.color?.code ?? "?" : "!"
        })
      #expect(read == shot.colors, "\(space.isTagged ? "tagged" : "untagged")")
      #expect(colours.theme.rawValue == shot.theme)
    }
  }
}
