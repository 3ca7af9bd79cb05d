import BoardReader
import BoardRendering
import Foundation
import Letterpress
import Pixels

/// Whole processes on one 640x1136 corpus screenshot, against the C decode.
///
/// Interleaved round by round: start-up alone (`lettersolve --version`),
/// `lettersolve read --json`, `lettersolve shot.png --depth 1` (solve with the
/// one-move ranking: read, find the words, rank the moves, print), and the C
/// process that only decodes the PNG with libpng (`png-decode`), the
/// baseline. The reader's target is 2.5x the C decode; the one-move answer's
/// is 50 ms. Then the same pair on a Display P3 screenshot of today's iPhones
/// (1170x2532, with its ICC profile), made here: a rendered mid-game board
/// whose sRGB colours are converted to P3 by Little CMS, as the phone saves. The default `lettersolve shot.png` looks ahead until its time
/// budget (2 s) runs out or the result is proven, so it is timed apart, over
/// a few runs, with no target. Beside them, in this process, the parse of the
/// built-in glyph templates that every `read` starts with.
struct ProcessSuite: BenchmarkSuite {
  let name = "process"

  /// The one-move solver's whole-process target.
  static let solveTarget = Duration.milliseconds(50)
  /// The reader's target, as a multiple of the C decode process.
  static let readTargetRatio = 2.5
  /// The size of a modern iPhone's screenshot (iPhone 12 to 14).
  static let modernScreenshot = (width: 1170, height: 2532)

  func run() throws -> [BenchmarkRow] {
    let (release, decoder) = try ReadSuite.executables()
    let path = try BenchmarkInputs.corpusImage(width: 640, height: 1136)
    let gameList = ReadSuite.checkout.appendingPathComponent("Dictionaries/letterpress-en.txt")
    let list =
      FileManager.default.fileExists(atPath: gameList.path)
      ? "game list" : "system list: `make setup` for the game's"
    // The warm-up round also compiles the word list's index, once.
    let runs = try timings(
      iterations: 41,
      [
        { try ReadSuite.runToEnd(decoder, [path]) },
        { try ReadSuite.runToEnd(release, ["--version"]) },
        { try ReadSuite.runToEnd(release, ["read", "--json", path]) },
        { try ReadSuite.runToEnd(release, [path, "--depth", "1"]) },
      ])
    let (decode, startUp, read, solve) = (runs[0], runs[1], runs[2], runs[3])
    let readRatio = read.median.seconds / decode.median.seconds
    let lookAhead = try timings(iterations: 5, [{ try ReadSuite.runToEnd(release, [path]) }])[0]
    let p3Path = try Self.writeDisplayP3Screenshot()
    defer { try? FileManager.default.removeItem(atPath: p3Path) }
    let p3Runs = try timings(
      iterations: 41,
      [
        { try ReadSuite.runToEnd(decoder, [p3Path]) },
        { try ReadSuite.runToEnd(release, ["read", "--json", p3Path]) },
      ])
    let (p3Decode, p3Read) = (p3Runs[0], p3Runs[1])
    let p3Ratio = p3Read.median.seconds / p3Decode.median.seconds
    let templatesText = GlyphTemplates.builtIn.text
    let templates = try measure(iterations: 41) {
      blackHole(try GlyphTemplates(text: templatesText))
    }
    return [
      BenchmarkRow(
        benchmark: "parse the built-in templates (in process)", median: templates,
        note: "\(templatesText.utf8.count / 1024) KiB of text"),
      BenchmarkRow(benchmark: "png-decode 640x1136 (C process)", median: decode.median),
      BenchmarkRow(
        benchmark: "lettersolve --version (start-up)", median: startUp.median,
        note: ReadSuite.ratio(startUp, decode, to: "C decode process")),
      BenchmarkRow(
        benchmark: "lettersolve read --json 640x1136", median: read.median,
        note: ReadSuite.ratio(read, decode, to: "C decode process")
          + (readRatio <= Self.readTargetRatio ? ", within" : ", over")
          + " the \(Self.readTargetRatio)x target"),
      BenchmarkRow(
        benchmark: "png-decode 1170x2532 P3 PNG (C process)", median: p3Decode.median),
      BenchmarkRow(
        benchmark: "lettersolve read --json 1170x2532 P3 PNG", median: p3Read.median,
        note: ReadSuite.ratio(p3Read, p3Decode, to: "C decode process")
          + (p3Ratio <= Self.readTargetRatio ? ", within" : ", over")
          + " the \(Self.readTargetRatio)x target"),
      BenchmarkRow(
        benchmark: "lettersolve 640x1136 --depth 1 (solve)", median: solve.median,
        note: (solve.median < Self.solveTarget ? "under" : "over")
          + " the 50 ms target (fastest run \(solve.minimum.milliseconds)); \(list)"),
      BenchmarkRow(
        benchmark: "lettersolve 640x1136 (look-ahead)", median: lookAhead.median,
        note: "default --time 2; 5 runs; \(list)"),
    ]
  }

  /// Writes a 1170x2532 Display P3 screenshot with its profile to a
  /// temporary file: a mid-game Light board rendered in the iPhone X layout,
  /// its colours converted from sRGB, cut to the modern height.
  static func writeDisplayP3Screenshot() throws -> String {
    let board = try BoardText.parse(
      "SB Ab Tb Or NR\nEb L I R Ar\nP U C D E\nO M G H T\nW Y N S K\n"
    ).board
    let (width, height) = modernScreenshot
    let rendered = BoardRenderer.render(
      board: board, theme: .light, width: width, layout: .tallPhone,
      shapes: GlyphTemplates.builtIn.shape(of:)
    ).image
    let screenshot = rendered.cropped(to: Rect(x: 0, y: 0, width: width, height: height))
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("lettersolve-bench-p3-\(getpid()).png").path
    try screenshot.convertedFromSRGB(to: .displayP3).writePNG(toFile: path)
    return path
  }
}
