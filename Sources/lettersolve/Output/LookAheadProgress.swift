import Dispatch

/// Notes on standard error while a look-ahead with no time limit runs long.
///
/// `--depth` alone can take minutes on an open board: each note says how
/// long it has run so far, and how to limit or stop it. Silent for the first
/// `firstNote` seconds.
final class LookAheadProgress: @unchecked Sendable {
  /// Seconds before the first note.
  static let firstNote = 5
  /// Seconds between notes after it.
  static let interval = 15

  private let timer: any DispatchSourceTimer

  /// Starts the notes for a search `plies` deep; they stop with `stop()`.
  init(plies: Int) {
    timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
    let start = ContinuousClock.now
    timer.schedule(
      deadline: .now() + .seconds(Self.firstNote), repeating: .seconds(Self.interval))
    timer.setEventHandler {
      let seconds = (ContinuousClock.now - start).components.seconds
      Terminal.warn(
        "lettersolve: still looking \(plies) plies ahead (\(seconds) s); "
          + "--time SECONDS limits it, Ctrl-C stops it")
    }
    timer.resume()
  }

  /// Ends the notes.
  func stop() { timer.cancel() }
}
