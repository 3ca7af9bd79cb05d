import BoardReader
import Foundation

/// Whole processes on one 640x1136 corpus screenshot, against the C decode.
///
/// Interleaved round by round: start-up alone (`lettersolve --version`),
/// `lettersolve read --json`, `lettersolve shot.png --depth 1` (solve with the
/// one-move ranking: read, find the words, rank the moves, print), and the C
/// process that only decodes the PNG with libpng (`png-decode`), the
/// baseline. The reader's target is 3x the C decode; the one-move answer's is
/// 50 ms. The default `lettersolve shot.png` looks ahead until its time
/// budget (2 s) runs out or the result is proven, so it is timed apart, over
/// a few runs, with no target. Beside them, in this process, the parse of the
/// built-in glyph templates that every `read` starts with.
struct ProcessSuite: BenchmarkSuite {
  let name = "process"

  /// The one-move solver's whole-process target.
  static let solveTarget = Duration.milliseconds(50)
  /// The reader's target, as a multiple of the C decode process.
  static let readTargetRatio = 3

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
          + (readRatio <= Double(Self.readTargetRatio) ? ", within" : ", over")
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
}
