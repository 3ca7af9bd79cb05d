import Foundation

/// Decisions about how to print for the terminal at hand.
enum Terminal {
  /// Whether to print ANSI colours on standard output: only to a terminal,
  /// never when `--no-color` was given or `NO_COLOR` is set to a non-empty
  /// value (no-color.org).
  static func usesColor(noColorFlag: Bool) -> Bool {
    let noColorVariable = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
    guard !noColorFlag, noColorVariable.isEmpty else { return false }
    return isatty(STDOUT_FILENO) != 0
  }

  /// Whether standard error is a terminal (progress bars go there).
  static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// Writes one line to standard output unbuffered, so that a reader at
  /// the other end of a pipe sees each line as soon as it is printed.
  static func printLine(_ line: String) {
    printText(line + "\n")
  }

  /// Writes `text` to standard output as it is, unbuffered.
  ///
  /// When that fails (a full disk, a closed output), says so and exits with
  /// status 74 (EX_IOERR): the output is incomplete.
  static func printText(_ text: String) {
    guard write(text, to: STDOUT_FILENO) else {
      warn("Error: cannot write the output: \(String(cString: strerror(errno)))")
      exit(74)
    }
  }

  /// Exits with status 74 when standard output is closed: a file opened
  /// later would take its descriptor and receive the output.
  static func requireStandardOutput() {
    guard fcntl(STDOUT_FILENO, F_GETFD) == -1 else { return }
    warn("Error: cannot write the output: standard output is closed")
    exit(74)
  }

  /// Writes one line to standard error (dropped when that cannot be written).
  static func warn(_ message: String) {
    writeToStandardError(message + "\n")
  }

  /// Writes `text` to standard error as it is (dropped when that cannot be
  /// written: there is nowhere left to say so).
  static func writeToStandardError(_ text: String) {
    _ = write(text, to: STDERR_FILENO)
  }

  /// Writes all of `text` to a file descriptor, unbuffered; false (with
  /// `errno` set) when the system refused.
  private static func write(_ text: String, to descriptor: Int32) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      bytes = bytes.dropFirst(written)
    }
    return true
  }
}
