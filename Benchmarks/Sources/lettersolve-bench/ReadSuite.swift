import BoardReader
import CPNGBaseline
import Foundation
import Pixels

/// Reading a screenshot, per device size: `lettersolve read --json` as a
/// whole process (start-up, decode, locate, classify, match 25 glyphs,
/// print) beside a C process that only decodes the PNG with libpng
/// (`png-decode`); and, in process, `ScreenshotReader.read` after
/// `Image(contentsOfFile:)` beside libpng's decode alone.
struct ReadSuite: BenchmarkSuite {
  let name = "read"

  /// The corpus's device sizes (the first PNG of each).
  static let sizes = [
    (640, 960), (640, 1136), (720, 1280), (750, 1334), (1125, 2436), (1536, 2048), (2048, 1536),
  ]

  /// The checkout this file is in.
  static let checkout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // lettersolve-bench
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()  // Benchmarks
    .deletingLastPathComponent()

  /// The release `lettersolve` of this checkout and the `png-decode` built
  /// beside this benchmark; skips when either is missing.
  static func executables() throws -> (lettersolve: URL, pngDecode: URL) {
    let release = checkout.appendingPathComponent(".build/release/lettersolve")
    guard FileManager.default.isExecutableFile(atPath: release.path) else {
      throw BenchmarkSkipped(reason: "no \(release.path): run `make release` first")
    }
    let decoder = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent("png-decode")
    guard FileManager.default.isExecutableFile(atPath: decoder.path) else {
      throw BenchmarkSkipped(reason: "no \(decoder.path): `swift build -c release` in Benchmarks")
    }
    return (release, decoder)
  }

  func run() throws -> [BenchmarkRow] {
    let (release, decoder) = try Self.executables()
    let reader = ScreenshotReader(templates: .builtIn)
    var rows: [BenchmarkRow] = []
    for (width, height) in Self.sizes {
      let path = try BenchmarkInputs.corpusImage(width: width, height: height)
      let size = "\(width)x\(height)"
      let processes = try timings(
        iterations: 15,
        [
          { try Self.runToEnd(release, ["read", "--json", path]) },
          { try Self.runToEnd(decoder, [path]) },
        ])
      let readCPU = try Self.medianCPUTime(iterations: 15) {
        try Self.runToEnd(release, ["read", "--json", path])
      }
      let decodeCPU = try Self.medianCPUTime(iterations: 15) { try Self.runToEnd(decoder, [path]) }
      let cpu = String(
        format: "; CPU %.1f / %.1f ms = %.2fx", readCPU.seconds * 1000, decodeCPU.seconds * 1000,
        readCPU.seconds / decodeCPU.seconds)
      rows.append(
        BenchmarkRow(
          benchmark: "read --json \(size) (process)", median: processes[0].median,
          note: Self.ratio(processes[0], processes[1], to: "C decode process") + cpu))
      rows.append(
        BenchmarkRow(benchmark: "png-decode \(size) (C process)", median: processes[1].median))
      let image = try Image(contentsOfFile: path)
      let inProcess = try timings(
        iterations: 15,
        [
          { blackHole(try reader.read(try Image(contentsOfFile: path))) },
          { precondition(baseline_decode_png_file(path) == width * height, "libpng failed") },
          { blackHole(try GridLocator.locate(in: image)) },
        ])
      rows.append(
        BenchmarkRow(
          benchmark: "decode + ScreenshotReader.read \(size)", median: inProcess[0].median,
          note: Self.ratio(inProcess[0], inProcess[1], to: "libpng decode")))
      rows.append(
        BenchmarkRow(
          benchmark: "GridLocator.locate \(size)", median: inProcess[2].median,
          note: Self.ratio(inProcess[2], inProcess[1], to: "libpng decode")))
    }
    return rows
  }

  /// "2.10x C decode process (fastest runs: 1.95x)".
  static func ratio(_ timing: Timing, _ baseline: Timing, to name: String) -> String {
    String(
      format: "%.2fx %@ (fastest runs: %.2fx)", timing.median.seconds / baseline.median.seconds,
      name, timing.minimum.seconds / baseline.minimum.seconds)
  }

  /// The median CPU time (user and system) of the child processes `body`
  /// runs: unlike wall time, hardly moved by other processes' load.
  static func medianCPUTime(iterations: Int, _ body: () throws -> Void) throws -> Duration {
    func childrenCPU() -> Duration {
      var usage = rusage()
      getrusage(RUSAGE_CHILDREN.rawValue, &usage)
      let microseconds =
        (Int64(usage.ru_utime.tv_sec) + Int64(usage.ru_stime.tv_sec)) * 1_000_000
        + Int64(usage.ru_utime.tv_usec) + Int64(usage.ru_stime.tv_usec)
      return .microseconds(microseconds)
    }
    var samples: [Duration] = []
    for _ in 0..<iterations {
      let before = childrenCPU()
      try body()
      samples.append(childrenCPU() - before)
    }
    return samples.sorted()[iterations / 2]
  }

  /// Runs `executable` with output discarded and checks that it succeeded.
  ///
  /// With `posix_spawn` and `waitpid`: Foundation's `Process` polls for the
  /// child's exit and rounds every run up to about 50 ms here.
  static func runToEnd(_ executable: URL, _ arguments: [String]) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
    guard spawned == 0 else {
      let reason = String(cString: strerror(spawned))
      throw BenchmarkSkipped(reason: "cannot run \(executable.path): \(reason)")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // Exited normally with status 0.
    precondition(status == 0, "\(executable.lastPathComponent) \(arguments) failed")
  }
}
