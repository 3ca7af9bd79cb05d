import Foundation

// Test builds only: a plain `swift build` builds this target too, without
// the Testing module.
#if canImport(Testing)
import Testing

/// The levels of the tests above the unit tests, which a plain `swift test`
/// skips: `make test` sets `LETTERSOLVE_TEST_LEVELS=all` and runs them all.
///
///     @Suite(.endToEnd) struct SolveCommandTests { … }
package enum TestLevel {
  /// The environment variable that lets the slow levels run.
  package static let variable = "LETTERSOLVE_TEST_LEVELS"

  /// Whether this run takes every level (`make test`), not the unit tests
  /// alone.
  package static let runsAll = ProcessInfo.processInfo.environment[variable] == "all"

  /// Why a suite of `level` is skipped.
  static func skipped(_ level: String) -> Comment {
    Comment(rawValue: "\(level): run by `make test` (or \(variable)=all swift test)")
  }
}

extension Trait where Self == ConditionTrait {
  /// An end-to-end suite: it starts the built `lettersolve` binary.
  package static var endToEnd: Self {
    .enabled(if: TestLevel.runsAll, TestLevel.skipped("end-to-end (starts lettersolve)"))
  }

  /// A browser suite: the page in headless Chromium through WebDriver and
  /// DevTools.
  package static var browser: Self {
    .enabled(if: TestLevel.runsAll, TestLevel.skipped("browser (headless Chromium)"))
  }

  /// A corpus suite: the real screenshots of `../shared/corpus` or the
  /// game's whole word list, in process.
  package static var corpus: Self {
    .enabled(if: TestLevel.runsAll, TestLevel.skipped("corpus (real screenshots, the game's list)"))
  }

  /// A system suite: nginx, stalled uploads, many connections, or the whole
  /// screenshot corpus.
  package static var system: Self {
    .enabled(if: TestLevel.runsAll, TestLevel.skipped("system (nginx, load, the whole corpus)"))
  }
}
#endif
