import Foundation

/// Decisions about how to print for the terminal at hand.
enum Terminal {
  /// Whether to print ANSI colours on standard output: only to a terminal,
  /// never when `--no-color` was given or `NO_COLOR` is set (no-color.org).
  static func usesColor(noColorFlag: Bool) -> Bool {
    guard !noColorFlag, getenv("NO_COLOR") == nil else { return false }
    return isatty(STDOUT_FILENO) != 0
  }

  /// Whether standard error is a terminal (progress bars go there).
  static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

  /// Writes one line to standard output unbuffered, so that a reader at
  /// the other end of a pipe sees each line as soon as it is printed.
  static func printLine(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Writes one line to standard error.
  static func warn(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
