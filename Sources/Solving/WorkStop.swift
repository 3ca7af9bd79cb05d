import Synchronization

/// When a piece of work must stop before its end: cancelled from outside (a
/// server's client gone, a shutdown) or past its deadline.
///
/// The work bound to it (`WorkStop.$current.withValue(stop) { ... }`, on the
/// thread that does it) checks it between look-aheads: `Solver.answer(_:)`
/// calls `checkCurrent()` first, so a review (one look-ahead after another)
/// stops at its next one.
public final class WorkStop: Sendable {
  /// Why the work stopped.
  public enum Reason: Sendable, Hashable {
    /// Stopped from outside: `cancel()`, or no longer wanted.
    case cancelled
    /// Past its deadline.
    case deadline
  }

  /// The stop of the work on this thread (or task), if any.
  @TaskLocal public static var current: WorkStop?

  private let deadline: ContinuousClock.Instant?
  private let isWanted: (@Sendable () -> Bool)?
  private let cancelled = Mutex(false)

  /// A stop that `cancel()` triggers, and also `deadline`, and `isWanted`
  /// once it says `false` (asked at each check: the client is gone).
  public init(
    deadline: ContinuousClock.Instant? = nil, isWanted: (@Sendable () -> Bool)? = nil
  ) {
    self.deadline = deadline
    self.isWanted = isWanted
  }

  /// Asks the work to stop at its next check.
  public func cancel() {
    cancelled.withLock { $0 = true }
  }

  /// Whether the work is to stop, and why.
  public var reason: Reason? {
    if cancelled.withLock({ $0 }) || isWanted?() == false { return .cancelled }
    if let deadline, ContinuousClock.now >= deadline { return .deadline }
    return nil
  }

  /// - Throws: `SolvingError` (`.stopped`, with the reason) once the work
  ///   is to stop.
  public func check() throws(SolvingError) {
    guard let reason else { return }
    let message =
      switch reason {
      case .cancelled: "the work was cancelled"
      case .deadline: "the work ran past its deadline"
      }
    throw SolvingError(.stopped(reason), message)
  }

  /// Checks the current stop, if there is one.
  ///
  /// - Throws: `SolvingError` (`.stopped`) once the work bound to it is to
  ///   stop.
  public static func checkCurrent() throws(SolvingError) {
    try current?.check()
  }
}
