import Foundation
import Synchronization

/// Threads that keep cores busy until stopped: a loaded machine, inside a
/// test (issue 41: no answer may depend on the machine's speed).
///
///     let spinning = Spinners(count: 2)
///     defer { spinning.stop() }
package final class Spinners: Sendable {
  private let running = Atomic<Bool>(true)

  /// Starts `count` threads that spin until `stop()`.
  package init(count: Int) {
    for _ in 0..<count {
      Thread { [self] in
        var spins = 0
        while running.load(ordering: .relaxed) { spins &+= 1 }
      }.start()
    }
  }

  /// Ends the spinning threads.
  package func stop() { running.store(false, ordering: .relaxed) }
}
