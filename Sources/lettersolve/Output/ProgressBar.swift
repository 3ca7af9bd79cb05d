import Foundation

/// A one-line progress bar on standard error, redrawn in place.
///
/// Only for a terminal: callers make one when
/// `Terminal.standardErrorIsTerminal`.
///
///     [##########..........] 33/66, 2 failed
struct ProgressBar {
  /// How many items the run has.
  let total: Int
  /// How many are done so far.
  private(set) var done = 0
  /// How many of those failed.
  private(set) var failed = 0

  private static let width = 30

  init(total: Int) { self.total = total }

  /// Counts one more item done and redraws.
  mutating func advance(failed itemFailed: Bool) {
    done += 1
    if itemFailed { failed += 1 }
    draw()
  }

  /// Draws the bar over the current line.
  func draw() {
    let filled = total == 0 ? Self.width : Self.width * done / total
    let bar =
      String(repeating: "#", count: filled) + String(repeating: ".", count: Self.width - filled)
    let failures = failed == 0 ? "" : ", \(failed) failed"
    write("\r\u{1B}[K[\(bar)] \(done)/\(total)\(failures)")
  }

  /// Erases the bar, so that other output can take the line.
  func clear() { write("\r\u{1B}[K") }

  private func write(_ text: String) {
    Terminal.writeToStandardError(text)
  }
}
