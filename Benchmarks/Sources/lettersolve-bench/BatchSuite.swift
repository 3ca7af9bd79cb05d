import Foundation

/// `lettersolve batch` over the corpus, whole process, in alternating
/// rounds: the default answer (the look-ahead `solve` gives) at `--jobs 1`
/// and `--jobs 2` (the speed-up from a second core), and the one-move
/// ranking (`--depth 1`) at `--jobs 2`, what the look-ahead costs a folder.
///
/// Runs the release binary of the checkout (`make release` builds it; `make
/// bench` does first) with the game's word list, as a user would.
struct BatchSuite: BenchmarkSuite {
  let name = "batch"

  /// Rounds of the two runs; each run solves every corpus image.
  let rounds = 5

  func run() throws -> [BenchmarkRow] {
    guard let shared = BenchmarkInputs.shared else {
      throw BenchmarkSkipped(reason: "../shared/corpus is not beside the checkout")
    }
    let checkout = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // lettersolve-bench
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // Benchmarks
      .deletingLastPathComponent()
    let binary = checkout.appendingPathComponent(".build/release/lettersolve")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw BenchmarkSkipped(reason: "no release build at \(binary.path); run make release")
    }
    let images = shared.appendingPathComponent("corpus/images").path
    let files = try FileManager.default.contentsOfDirectory(atPath: images).count
    func batch(jobs: Int, depth: Int? = nil) -> () throws -> Void {
      {
        let process = Process()
        process.executableURL = binary
        process.arguments =
          ["batch", "--jobs", String(jobs), images] + (depth.map { ["--depth", String($0)] } ?? [])
        // A history of its own each run: earlier runs would change the answers.
        let state = FileManager.default.temporaryDirectory
          .appendingPathComponent("lettersolve-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        process.environment = ProcessInfo.processInfo.environment.merging([
          "LETTERSOLVE_STATE": state.path
        ]) { $1 }
        process.currentDirectoryURL = checkout
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        // The corpus has one image with no board and two with lifted tiles.
        guard process.terminationReason == .exit, process.terminationStatus <= 1 else {
          throw BenchmarkSkipped(reason: "batch ended with status \(process.terminationStatus)")
        }
      }
    }
    let timed = try timings(
      iterations: rounds, [batch(jobs: 1), batch(jobs: 2), batch(jobs: 2, depth: 1)])
    let (one, two, oneMove) = (timed[0], timed[1], timed[2])
    func perSecond(_ duration: Duration) -> String {
      String(format: "%.1f files/s", Double(files) / duration.seconds)
    }
    return [
      BenchmarkRow(
        benchmark: "corpus (\(files) files), --jobs 1", median: one.median,
        note: perSecond(one.median) + ", min " + one.minimum.milliseconds),
      BenchmarkRow(
        benchmark: "corpus (\(files) files), --jobs 2", median: two.median,
        note: perSecond(two.median) + ", min " + two.minimum.milliseconds
          + String(
            format: ", speed-up %.2fx (min %.2fx)", one.median / two.median,
            one.minimum / two.minimum)),
      BenchmarkRow(
        benchmark: "corpus (\(files) files), --jobs 2 --depth 1 (one-move ranking)",
        median: oneMove.median,
        note: perSecond(oneMove.median) + ", min " + oneMove.minimum.milliseconds
          + String(format: "; the look-ahead costs %.2fx", two.median / oneMove.median)),
    ]
  }
}
