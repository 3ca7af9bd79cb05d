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
