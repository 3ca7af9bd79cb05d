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
  PlayedSuite(),
]

runBenchmarks(suites, arguments: Array(CommandLine.arguments.dropFirst()))
