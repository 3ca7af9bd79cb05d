import Foundation
import Pixels
import Testing
import _TestSupport

/// The command line's small promises (issue 14, item 7): `-` for standard
/// input, conflicting options refused, exit 74 for unwritable output, real
/// messages for bad numbers, the screenshot named in every error.
@Suite(.endToEnd) struct CommandLineTests {
  static let board = QuiltBoard.letters + ":bbwrrbbwrRwwwrrrwwbwwwwbb"
  static let sample = Fixtures.samples.appendingPathComponent("light-iphone5.png").path

  @Test func aDashReadsTheScreenshotFromStandardInput() throws {
    let fromFile = try CommandRunner.run([Self.sample, "--json", "--depth", "1"])
    let fromInput = try CommandRunner.run(["-", "--json", "--depth", "1"], input: Self.sample)
    #expect(fromInput.status == 0, "stderr: \(fromInput.standardError)")
    #expect(fromInput.standardOutput == fromFile.standardOutput)
    let read = try CommandRunner.run(["read", "-"], input: Self.sample)
    #expect(read.status == 0)
    #expect(read.lines.count == 5)
    let notAnImage = try CommandRunner.run(["-"], input: "/dev/null")
    #expect(notAnImage.status == 1)
    #expect(notAnImage.standardError.hasPrefix("Error: standard input: "))
  }

  @Test(arguments: [
    (["--rank", "length", "--depth", "5"], "--depth 5 sets the look-ahead"),
    (["--rank", "score", "--time", "5"], "--time limits the look-ahead"),
    (["--depth", "1", "--time", "5"], "--time limits the look-ahead"),
    (["--every-tile-choice"], "--every-tile-choice lists the one-move ranking"),
    (["--limit", "-3"], "--limit must be at least 1"),
    (["--time", "-1"], "--time must be more than 0"),
    (["--depth", "-2"], "--depth must be between 1"),
    (["--cap", "0"], "--cap must be more than 0"),
    (["--cap", "5", "--time", "5"], "--cap limits the default look-ahead"),
    (["--cap", "5", "--depth", "1"], "--cap limits the default look-ahead"),
  ])
  func usageErrorsSayWhatIsWrong(arguments: [String], message: String) throws {
    let run = try CommandRunner.run(["--board", Self.board] + arguments)
    #expect(run.status == 64)
    #expect(run.standardError.hasPrefix("Error: " + message), "stderr: \(run.standardError)")
    #expect(!run.standardError.contains("Missing value"))
  }

  @Test func unwritableOutputExits74() throws {
    let annotate = try CommandRunner.run([
      "--board", Self.board, "--depth", "1", "--annotate", "/nonexistent/dir/x.png",
    ])
    #expect(annotate.status == 74)
    #expect(annotate.standardError.hasPrefix("Error: /nonexistent/dir/x.png: "))
    let render = try CommandRunner.run([
      "render", String(Self.board.prefix(25)), "-o", "/nonexistent/dir/x.png",
    ])
    #expect(render.status == 74)
  }

  @Test func aScreenshotWithoutABoardIsNamed() throws {
    try withTemporaryFolder { folder in
      let blank = folder.appendingPathComponent("blank.png").path
      try Image(width: 64, height: 64, filledWith: RGBA(red: 255, green: 255, blue: 255))
        .writePNG(toFile: blank)
      for arguments in [[blank], ["read", blank], ["words", blank]] {
        let run = try CommandRunner.run(arguments)
        #expect(run.status == 1)
        #expect(
          run.standardError == "Error: \(blank): no Letterpress board found in this 64x64 image\n")
      }
    }
  }
}
