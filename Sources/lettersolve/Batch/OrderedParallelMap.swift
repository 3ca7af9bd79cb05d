import Foundation

/// Runs `work` on every index of `0..<count` on `jobs` threads and hands
/// each result to `emit` on the calling thread, in index order, as soon as
/// it and every earlier one are done.
///
/// The threads take the next index as they become free, so a slow item holds
/// back only the printing of later ones, never the work. A result is dropped
/// once emitted; at most the results finished ahead of the next one to print
/// are held.
///
///     orderedParallelMap(count: files.count, jobs: 2) { solve(files[$0]) } emit: { _, line in
///       print(line)
///     }
///
/// - Parameters:
///   - count: the number of items.
///   - jobs: how many threads work at once (at least 1).
///   - work: the work for one item; called once per index, on any thread.
///   - emit: called `count` times on the calling thread, indices 0, 1, 2…
func orderedParallelMap<Result: Sendable>(
  count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Result,
  emit: (Int, Result) -> Void
) {
  precondition(jobs >= 1, "jobs must be at least 1, got \(jobs)")
  let board = ResultBoard<Result>(count: count)
  for _ in 0..<min(jobs, count) {
    let thread = Thread {
      while let index = board.takeIndex() {
        board.post(work(index), at: index)
      }
    }
    // The pipeline's recursion needs more than the default 512 KiB.
    thread.stackSize = 8 << 20
    thread.start()
  }
  for index in 0..<count {
    emit(index, board.wait(for: index))
  }
}

/// The state the worker threads and the emitting thread share, behind one
/// condition lock.
private final class ResultBoard<Result: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private let count: Int
  private var nextIndex = 0
  private var finished: [Int: Result] = [:]

  init(count: Int) { self.count = count }

  /// The next index nobody has taken, or nil when all are taken.
  func takeIndex() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    guard nextIndex < count else { return nil }
    defer { nextIndex += 1 }
    return nextIndex
  }

  /// Stores the result for `index` and wakes the emitting thread.
  func post(_ result: Result, at index: Int) {
    condition.lock()
    finished[index] = result
    condition.broadcast()
    condition.unlock()
  }

  /// Blocks until the result for `index` is posted, then removes it.
  func wait(for index: Int) -> Result {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let result = finished.removeValue(forKey: index) { return result }
      condition.wait()
    }
  }
}
