import Foundation

/// A `lettersolve serve --port 0` process, and the port it listens on.
package final class ServerProcess: @unchecked Sendable {
  package let process: Process
  package let port: Int

  private init(process: Process, port: Int) {
    self.process = process
    self.port = port
  }

  /// Starts the server with `options`, with `environment` added to this
  /// process's, and waits (up to two minutes: a debug build loads the lists
  /// slowly) for the line that gives its port.
  package static func start(
    environment: [String: String] = [:], options: [String] = ["--jobs", "2"]
  ) throws -> ServerProcess {
    let pattern = #/http://127\.0\.0\.1:(\d+)//#
    let (process, text) = try CommandRunner.start(
      ["serve", "--port", "0"] + options, environment: environment
    ) { $0.firstMatch(of: pattern) != nil }
    if let match = text.firstMatch(of: pattern) {
      return ServerProcess(process: process, port: Int(match.1) ?? 0)
    }
    process.terminate()
    throw BrowserTestError("lettersolve serve did not start: \(text)")
  }

  /// The server's resident memory now and at its peak (`VmRSS` and
  /// `VmHWM`), in bytes.
  package func memory() -> (resident: Int, peak: Int) {
    let status =
      (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8))
      ?? ""
    func kibibytes(_ field: String) -> Int {
      let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return (kibibytes("VmRSS") << 10, kibibytes("VmHWM") << 10)
  }

  /// Stops the server (if it still runs) and waits for it to end.
  package func stop() {
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
  }
}

/// What went wrong talking to a process the tests started (the server,
/// chromedriver, the browser).
package struct BrowserTestError: Error, CustomStringConvertible {
  package let description: String
  package init(_ description: String) { self.description = description }
}
