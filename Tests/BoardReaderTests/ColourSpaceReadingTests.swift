import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

@testable import BoardReader

/// Display P3 copies, made here with Little CMS (the P3 primaries, D65, the
/// sRGB curve), read exactly like the originals: with the profile kept
/// (converted) and stripped (the reading that explains the tiles).
@Suite struct ColourSpaceReadingTests {
  /// A Display P3 screenshot with its profile, through PNG bytes.
  static func tagged(_ image: Image) throws -> Image {
    try Image(pngData: try image.convertedFromSRGB(to: .displayP3).pngData())
  }

  /// The same values, the profile stripped.
  static func untagged(_ image: Image) -> Image {
    var p3 = image.convertedFromSRGB(to: .displayP3)
    p3.colourSpace = .untagged
    return p3
  }

  static func sample(_ name: String) throws -> (image: Image, truth: Board) {
    let folder = Fixtures.samples
    let truth = try BoardText.parse(
      try String(contentsOf: folder.appendingPathComponent(name + ".txt"), encoding: .utf8)
    ).board
    return (try Image(contentsOfFile: folder.appendingPathComponent(name + ".png").path), truth)
  }

  @Test(arguments: SampleReadingTests.names)
  func displayP3CopiesOfASampleReadExactly(name: String) throws {
    let (image, truth) = try Self.sample(name)
    let reader = ScreenshotReader(templates: .builtIn)
    for (copy, space) in [
      (try Self.tagged(image), "display-p3"), (Self.untagged(image), "display-p3 (untagged)"),
    ] {
      let reading = try reader.read(copy)
      #expect(reading.letterString == truth.letterString, "\(space)")
      #expect(reading.colorString == truth.colorString, "\(space)")
      #expect(reading.unsureTiles.isEmpty, "\(space)")
      // A board of greys alone reads the same in either space: sRGB is kept.
      if space == "display-p3" || reading.colourSpace.name == .displayP3 {
        #expect(reading.colourSpaceName == space)
      }
    }
  }

  /// A JPEG re-encode of a P3 screenshot, profile kept (ICC_PROFILE
  /// segments) and stripped, as messengers send them.
  @Test func displayP3JPEGsReadExactly() throws {
    let (image, truth) = try Self.sample("light-iphone5")
    let p3 = image.convertedFromSRGB(to: .displayP3)
    let stripped = try TestJPEG.encode(p3, quality: 90, subsampled: true)
    let profile = try #require(ColourSpace.displayP3.iccProfile)
    let reader = ScreenshotReader(templates: .builtIn)
    for (bytes, space) in [
      (TestJPEG.embedding(profile, in: stripped), "display-p3"),
      (stripped, "display-p3 (untagged)"),
    ] {
      let reading = try reader.read(try Image(jpegData: bytes))
      #expect(reading.letterString == truth.letterString, "\(space)")
      #expect(reading.colorString == truth.colorString, "\(space)")
      #expect(reading.colourSpaceName == space)
    }
  }

  @Test func anSRGBSampleReportsSRGB() throws {
    let reading = try ScreenshotReader(templates: .builtIn).read(
      try Self.sample("light-iphone5").image)
    #expect(reading.colourSpaceName == "srgb")
  }
}
