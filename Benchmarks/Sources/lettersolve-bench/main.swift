import Foundation

// lettersolve-bench [suite ...]: one table of medians, all suites by default.
// Add a suite with one file (a `BenchmarkSuite`) and one line here.
let suites: [any BenchmarkSuite] = [
  // One line per suite, in the order of the table.
  PNGDecodeSuite(),
  GlyphMatchSuite(),
  WordsSuite(),
  MoveGenerationSuite(),
  ReadSuite(),
  BatchSuite(),
  ProcessSuite(),
  SearchSuite(),
  PlayoutSuite(),
  TuningSuite(),
  ServeSuite(),
  PlayedSuite(),
  PlayedSimulationSuite(),
  WinChanceSuite(),
]

// The processes benchmarked keep their game history in a folder of their
// own, never the user's.
setenv(
  "LETTERSOLVE_STATE",
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "lettersolve-bench-state-\(getpid())"
  ).path, 1)

runBenchmarks(suites, arguments: Array(CommandLine.arguments.dropFirst()))
