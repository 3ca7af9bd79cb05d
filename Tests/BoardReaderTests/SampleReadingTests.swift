import BoardReader
import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

/// The screenshots in Samples/ (drawn by `make samples`) read exactly as
/// their truth files say, with every tile sure.
@Suite struct SampleReadingTests {
  /// The sample names listed in Samples/samples.list.
  static let names: [String] = {
    let list = Fixtures.samples.appendingPathComponent("samples.list")
    guard let text = try? String(contentsOf: list, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
      line.hasPrefix("#") ? nil : line.split(separator: " ").first.map(String.init)
    }
  }()

  @Test func thereAreAtLeastEightSamples() {
    #expect(Self.names.count >= 8)
  }

  @Test(arguments: SampleReadingTests.names)
  func sampleReadsExactly(name: String) throws {
    let truthText = try String(
      contentsOf: Fixtures.samples.appendingPathComponent(name + ".txt"), encoding: .utf8)
    let truth = try BoardText.parse(truthText).board
    let image = try Image(
      contentsOfFile: Fixtures.samples.appendingPathComponent(name + ".png").path)
    let reading = try ScreenshotReader(templates: .builtIn).read(image)
    #expect(reading.letterString == truth.letterString)
    #expect(reading.colorString == truth.colorString)
    #expect(reading.unsureTiles.isEmpty)
    #expect(
      BoardText.format(truth) == truthText, "the truth file is not in BoardText.format's form")
  }
}

/// Screenshots turned greyscale: their greys could stand for any owner.
@Suite struct GreyscaleReadingTests {
  static func greyscale(_ name: String) throws -> Image {
    let image = try Image(contentsOfFile: Fixtures.samples.appendingPathComponent(name).path)
    let pixels = image.pixels.map { pixel in
      let luma = UInt8(pixel.luma)
      return RGBA(red: luma, green: luma, blue: luma)
    }
    return Image(width: image.width, height: image.height, pixels: pixels)
  }

  /// Every claimed tile is unsure, never read as some owner; the letters
  /// are still read.
  @Test(arguments: [
    "light-iphone5.png", "dark-iphone6.png", "contrast-iphone6.png", "glow-ipad.png",
  ])
  func claimedTilesAreUnsure(_ name: String) throws {
    let reading = try ScreenshotReader(templates: .builtIn).read(try Self.greyscale(name))
    #expect(reading.board == nil)
    #expect(reading.tiles.allSatisfy { $0.color == nil || $0.color == .unclaimed })
    #expect(reading.tiles.contains { $0.color == nil && !$0.isEmptySlot })
  }

  /// A new game shows only the unclaimed greys, the same in greyscale.
  @Test func newGameStillReads() throws {
    let reading = try ScreenshotReader(templates: .builtIn).read(
      try Self.greyscale("light-newgame-small.png"))
    #expect(reading.colorString == String(repeating: "w", count: 25))
    #expect(reading.unsureTiles.isEmpty)
  }
}
