import Foundation

// Test builds only: a plain `swift build` builds this target too, without
// the Testing module.
#if canImport(Testing)
import Testing

/// Runs the built `lettersolve` binary, as a user would, for the
/// end-to-end, browser and system tests.
package enum CommandRunner {
  /// What one run printed and how it ended.
  package struct Outcome {
    /// The exit status, or the signal number when `crashed`.
    package var status: Int32
    /// Whether the process was ended by a signal (a crash, for our purposes).
    package var crashed: Bool
    package var standardOutput: String
    package var standardError: String

    /// Standard output's lines, without the empty one after the last newline.
    package var lines: [String] { standardOutput.split(separator: "\n").map(String.init) }
  }

  /// The binary `swift test` built beside the test bundle.
  package static let binary: URL = {
    let besideTests = Bundle.main.bundleURL.appendingPathComponent("lettersolve")
    if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
    return Fixtures.projectRoot.appendingPathComponent(".build/debug/lettersolve")
  }()

  /// The 50-word fixture list of the solve tests: every run uses it (through
  /// `LETTERSOLVE_DICT`) unless `environment` says otherwise.
  package static let fixtureWords = Fixtures.projectRoot.appendingPathComponent(
    "Tests/Snapshots/solve-words.txt"
  ).path

  /// Runs `lettersolve arguments…` to the end and returns what it printed.
  ///
  /// - Parameters:
  ///   - arguments: the command line after `lettersolve`.
  ///   - environment: variables added to this process's environment, or the
  ///     whole environment when `inheritingEnvironment` is false.
  ///   - inheritingEnvironment: whether the run sees this process's
  ///     environment and the fixture list; false for a clean one.
  ///   - directory: the run's working directory; this process's when `nil`.
  ///   - memoryLimitKB: when given, the run's address space is limited to
  ///     this (`ulimit -v`), so a runaway allocation fails instead of
  ///     swapping.
  ///   - launcher: when given, this command line runs instead, and is
  ///     expected to start the binary itself.
  ///   - input: a file to give the run as its standard input.
  /// - Returns: the exit status and what was printed.
  /// - Throws: an error when the process cannot be started.
  package static func run(
    _ arguments: [String], environment: [String: String] = [:],
    inheritingEnvironment: Bool = true, directory: URL? = nil, memoryLimitKB: Int? = nil,
    launcher: [String]? = nil, input: String? = nil
  ) throws -> Outcome {
    let process = Process()
    if let launcher {
      process.executableURL = URL(fileURLWithPath: launcher[0])
      process.arguments = Array(launcher.dropFirst())
    } else if let memoryLimitKB {
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments =
        ["-c", "ulimit -v \(memoryLimitKB) && exec \"$0\" \"$@\"", binary.path] + arguments
    } else {
      process.executableURL = binary
      process.arguments = arguments
    }
    // Each run keeps its game history in a folder of its own, never the
    // user's.
    let state = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lettersolve-state-\(UUID())")
    defer { try? FileManager.default.removeItem(at: state) }
    process.environment =
      inheritingEnvironment
      ? ProcessInfo.processInfo.environment
        .merging(["LETTERSOLVE_DICT": fixtureWords, "LETTERSOLVE_STATE": state.path]) { $1 }
        .merging(environment) { $1 }
      : ["LETTERSOLVE_STATE": state.path].merging(environment) { $1 }
    if let directory { process.currentDirectoryURL = directory }
    process.standardInput =
      try input.map { try FileHandle(forReadingFrom: URL(fileURLWithPath: $0)) }
      ?? FileHandle.nullDevice
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes to the end before waiting, so that neither fills up.
    let errorData = Locked<Data>()
    let errorRead = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      errorData.set(error.fileHandleForReading.readDataToEndOfFile())
      errorRead.signal()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    errorRead.wait()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus,
      crashed: process.terminationReason == .uncaughtSignal,
      standardOutput: String(decoding: outputData, as: UTF8.self),
      standardError: String(decoding: errorData.value ?? Data(), as: UTF8.self))
  }

  /// Starts `lettersolve arguments…` and reads its standard output until
  /// `enough` holds of all it printed, the output ends, or two minutes pass
  /// (a debug build starts slowly); the caller stops the process.
  ///
  /// - Parameters:
  ///   - arguments: the command line after `lettersolve`.
  ///   - environment: variables added to this process's environment.
  ///   - enough: whether what was printed so far is all the test waits for.
  /// - Returns: the running process and what it printed.
  /// - Throws: an error when the process cannot be started.
  package static func start(
    _ arguments: [String], environment: [String: String] = [:],
    until enough: (String) -> Bool
  ) throws -> (process: Process, printed: String) {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var printed = ""
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline, process.isRunning, !enough(printed) {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      printed += String(decoding: data, as: UTF8.self)
    }
    return (process, printed)
  }

  /// The JSON object on one line of `--json` output.
  package static func object(_ line: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
    return try #require(value as? [String: Any], "not a JSON object: \(line)")
  }
}

/// A value shared between threads behind a lock.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Value?

  package init(_ value: Value? = nil) { stored = value }

  package var value: Value? { lock.withLock { stored } }
  package func set(_ value: Value) { lock.withLock { stored = value } }
  package func update(_ body: (inout Value?) -> Void) { lock.withLock { body(&stored) } }
}

/// Calls `body` with a new empty folder, removed afterwards.
package func withTemporaryFolder<Result>(_ body: (URL) throws -> Result) throws -> Result {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("lettersolve-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  return try body(folder)
}

/// The hostile images the CLI tests use (see HostileImages/make-hostile.py).
package enum HostileImages {
  package static let folder = Fixtures.projectRoot
    .appendingPathComponent("Tests/LettersolveTests/HostileImages")

  /// The path of the hostile image `name`.
  package static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
}
#endif
