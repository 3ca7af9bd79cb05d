import Foundation
import Testing
import _TestSupport

/// Images nobody planned for, through the command line: each gives a clear
/// one-line error and exit status 1, never a crash, within a memory bound.
@Suite(.endToEnd) struct HostileImageTests {
  /// Each hostile image and a part of the error it must give (either
  /// alternative of `a|b`).
  static let cases: [(name: String, error: String)] = [
    ("huge-dimensions.png", "image is 100000x100000 pixels; the limit is"),
    ("huge-valid.png", "image is 30000x30000 pixels; the limit is"),
    ("one-pixel.png", "no Letterpress board found in this 1x1 image"),
    ("one-pixel.jpg", "no Letterpress board found in this 1x1 image"),
    ("tiny.png", "no Letterpress board found in this 5x9 image"),
    ("one-colour.png", "no Letterpress board found in this 640x1136 image"),
    ("noise.png", "no Letterpress board found in this 640x1136 image"),
    ("noise.jpg", "no Letterpress board found in this 640x1136 image"),
    ("grid-without-letters.png", "no Letterpress board found in this 640x1136 image"),
    ("bad-profile.png", "no Letterpress board found in this 640x1136 image"),
    ("bad-profile.jpg", "no Letterpress board found in this 640x1136 image"),
    ("truncated.png", "truncated PNG data"),
    ("not-an-image.png", "not a PNG or JPEG image"),
    ("empty.png", "empty file"),
  ]

  /// 1.5 GB of address space: far more than a screenshot needs, far less
  /// than decoding any of the huge images would take.
  static let memoryLimitKB = 1_500_000

  @Test(arguments: cases)
  func batchReportsAClearErrorWithoutCrashing(name: String, error: String) throws {
    let path = HostileImages.path(name)
    let outcome = try CommandRunner.run(
      ["batch", "--json", path], memoryLimitKB: Self.memoryLimitKB)
    #expect(!outcome.crashed, "\(outcome.standardError)")
    #expect(outcome.status == 1)
    #expect(outcome.lines.count == 1)
    let object = try CommandRunner.object(try #require(outcome.lines.first))
    #expect(object["file"] as? String == path)
    let message = try #require(object["error"] as? String)
    #expect(Self.matches(message, error), "\(message)")
    #expect(!message.contains("\n"))
  }

  @Test(arguments: cases)
  func readExitsOneWithTheErrorOnStandardError(name: String, error: String) throws {
    let outcome = try CommandRunner.run(
      ["read", HostileImages.path(name)], memoryLimitKB: Self.memoryLimitKB)
    #expect(!outcome.crashed, "\(outcome.standardError)")
    #expect(outcome.status == 1)
    #expect(Self.matches(outcome.standardError, error), "\(outcome.standardError)")
  }

  /// A damaged ICC profile is ignored with a note on standard error before
  /// the image is read as it is.
  @Test(arguments: ["bad-profile.png", "bad-profile.jpg"])
  func aDamagedProfileIsIgnoredWithANote(name: String) throws {
    let outcome = try CommandRunner.run(
      ["read", HostileImages.path(name)], memoryLimitKB: Self.memoryLimitKB)
    #expect(!outcome.crashed)
    #expect(outcome.standardError.contains("Note: ignored the"), "\(outcome.standardError)")
  }

  private static func matches(_ message: String, _ expected: String) -> Bool {
    expected.split(separator: "|").contains { message.contains($0) }
  }

  @Test func aBatchOfEveryHostileImageGoesOnToTheEnd() throws {
    let paths = Self.cases.map { HostileImages.path($0.name) } + [RenderedScreenshot.path]
    let outcome = try CommandRunner.run(
      ["batch", "--json", "--jobs", "2"] + paths, memoryLimitKB: Self.memoryLimitKB)
    #expect(!outcome.crashed)
    #expect(outcome.status == 1)
    let objects = try outcome.lines.map(CommandRunner.object)
    #expect(objects.map { $0["file"] as? String } == paths)
    #expect(objects.filter { $0["error"] == nil }.count == 1)
  }
}
