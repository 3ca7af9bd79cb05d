import Solving

/// The order `batch` solves files in when it keeps the game history: each
/// game's screenshots one after another in the order they were taken
/// (`GameGrouping.inOrderTaken`); different games in parallel.
///
/// Each file is read once, in parallel, to learn its game; the readings are
/// kept for the solve.
///
///     GameOrder(entries, solver: solver, jobs: 2).units
///     // [[0, 2, 1], [3]]: files 0, 2 and 1 are one game, in time order
struct GameOrder {
  /// The indices of the entries in groups, one group per game.
  ///
  /// Each group holds one game's files in the order taken (ties by
  /// position); the groups come by their first position. An entry that
  /// cannot be read is a group of its own.
  let units: [[Int]]
  /// Each entry's reading, or why it failed; `nil` for an entry that is not
  /// a usable file.
  let reads: [Result<ReadScreenshot, FileFailure>?]

  /// The order of `entries`, each read by `solver`, `jobs` at a time.
  init(_ entries: [ImageFiles.Entry], solver: Solver, jobs: Int) {
    var reads: [Result<ReadScreenshot, FileFailure>?] = []
    orderedParallelMap(count: entries.count, jobs: jobs) {
      index -> Result<ReadScreenshot, FileFailure>? in
      guard case .file(let path) = entries[index] else { return nil }
      return FileFailure.reading(path, with: solver)
    } emit: { _, read in
      reads.append(read)
    }
    units = GameGrouping.inOrderTaken(
      reads.indices.map { index in
        guard case .file(let path) = entries[index], case .success(let read)? = reads[index]
        else { return nil }
        return (path, read)
      })
    self.reads = reads
  }
}
