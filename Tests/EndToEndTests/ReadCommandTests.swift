import Foundation
import Pixels
import Testing
import _TestSupport

/// `lettersolve read` end to end, through the built binary.
@Suite(.endToEnd) struct ReadCommandTests {
  /// Runs `lettersolve read arguments…` with only `NO_COLOR` set.
  func read(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let outcome = try CommandRunner.run(
      ["read"] + arguments, environment: ["NO_COLOR": "1"], inheritingEnvironment: false)
    return (outcome.status, outcome.standardOutput, outcome.standardError)
  }

  /// A menu-like screen: a dark page with rows of light text-like bars.
  func writeMenuScreen() throws -> String {
    var image = Image(width: 320, height: 568, filledWith: RGBA(hex: 0x313131))
    for row in 0..<10 {
      for y in (40 + row * 50)..<(54 + row * 50) {
        for x in 15..<(165 + row * 7) { image[x, y] = RGBA(hex: 0xEEEEEE) }
      }
    }
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("lettersolve-menu-\(ProcessInfo.processInfo.processIdentifier).png")
      .path
    try image.writePNG(toFile: path)
    return path
  }

  @Test func refusesImageWithoutBoard() throws {
    let path = try writeMenuScreen()
    defer { try? FileManager.default.removeItem(atPath: path) }
    for arguments in [[path], ["--json", path], ["--partial", path]] {
      let run = try read(arguments)
      #expect(run.status == 1)
      #expect(run.output.isEmpty)
      let lines = run.error.split(separator: "\n")
      #expect(lines.count == 1)
      #expect(run.error.contains("no Letterpress board found in this 320x568 image"))
    }
  }

  /// Unsure tiles (here: a greyscale copy of a sample) are an error, and
  /// with --partial only a note beside the board shown with `?`.
  @Test func unsureTilesAreAnErrorUnlessPartial() throws {
    let sample = try Image(
      contentsOfFile: Fixtures.samples.appendingPathComponent("light-iphone5.png").path)
    let grey = Image(
      width: sample.width, height: sample.height,
      pixels: sample.pixels.map { UInt8($0.luma) }.map { RGBA(red: $0, green: $0, blue: $0) })
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("lettersolve-grey-\(ProcessInfo.processInfo.processIdentifier).png")
      .path
    try grey.writePNG(toFile: path)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let refused = try read([path])
    #expect(refused.status == 1)
    #expect(refused.error.split(separator: "\n").last?.hasPrefix("Error: unsure tiles: ") == true)
    let partial = try read(["--partial", path])
    #expect(partial.status == 0)
    #expect(partial.error.split(separator: "\n").last?.hasPrefix("unsure tiles: ") == true)
    #expect(partial.output.contains("?"))
  }

  @Test func refusesMissingFile() throws {
    let run = try read(["/nonexistent/shot.png"])
    #expect(run.status == 1)
    #expect(run.error.split(separator: "\n").count == 1)
  }

  @Test func printsSampleAsText() throws {
    let sample = Fixtures.samples.appendingPathComponent("dark-iphone6")
    let truth = try String(contentsOf: sample.appendingPathExtension("txt"), encoding: .utf8)
    let run = try read([sample.appendingPathExtension("png").path])
    #expect(run.status == 0)
    // Standard output is the board file, exactly; the summary is on standard error.
    #expect(run.output == truth)
    #expect(run.error.hasPrefix("dark theme, srgb, board "))
    #expect(run.error.hasSuffix(", to move: unknown\n"))
  }

  /// `read shot.png > board.txt; lettersolve --board board.txt` works.
  @Test func outputIsABoardFile() throws {
    let sample = Fixtures.samples.appendingPathComponent("light-iphone5.png")
    let run = try read([sample.path])
    #expect(run.status == 0)
    try withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("board.txt")
      try run.output.write(to: file, atomically: true, encoding: .utf8)
      let fromFile = try CommandRunner.run(["--board", file.path, "--json", "--depth", "1"])
      let fromImage = try CommandRunner.run([sample.path, "--json", "--depth", "1"])
      #expect(fromFile.status == 0)
      #expect(fromFile.standardOutput == fromImage.standardOutput)
    }
  }

  @Test func printsSampleAsJSON() throws {
    let sample = Fixtures.samples.appendingPathComponent("pop-iphonex")
    let truth = try String(contentsOf: sample.appendingPathExtension("txt"), encoding: .utf8)
    let run = try read(["--json", sample.appendingPathExtension("png").path])
    #expect(run.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "letters", "colors", "theme", "board", "confidence", "tiles", "colour_space", "to_move",
        "schema",
      ])
    #expect(object["colour_space"] as? String == "srgb")
    #expect(object["to_move"] as? String == "unknown")
    let letters = truth.split(whereSeparator: \.isWhitespace).compactMap(\.first)
    #expect(object["letters"] as? String == String(letters))
    #expect((object["colors"] as? String)?.count == 25)
    #expect(object["theme"] as? String == "pop")
    let tiles = try #require(object["tiles"] as? [[String: Any]])
    #expect(tiles.count == 25)
    #expect(tiles.allSatisfy { Set($0.keys) == ["letter", "color", "confidence"] })
    let board = try #require(object["board"] as? [String: Double])
    #expect(Set(board.keys) == ["x", "y", "tile"])
  }
}
