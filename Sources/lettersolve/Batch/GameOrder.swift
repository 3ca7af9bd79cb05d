import Foundation
import Solving

/// The order `batch` solves files in when it keeps the game history: each
/// game's screenshots one after another in the order they were taken, so
/// that every board is recorded before the next one of its game is solved;
/// different games in parallel.
///
/// A game is its board's letters, learnt by reading each file once (in
/// parallel; the readings are kept for the solve); when a screenshot was
/// taken is its EXIF date, else the file's time
/// (`GameMemory.takenAt(exif:file:)`).
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
    var groups: [String: [(index: Int, takenAt: Date)]] = [:]
    var units: [[Int]] = []
    for (index, read) in reads.enumerated() {
      guard case .file(let path) = entries[index], case .success(let screenshot)? = read else {
        units.append([index])
        continue
      }
      let takenAt = GameMemory.takenAt(exif: screenshot.dateTaken, file: path)
      groups[screenshot.board.letterString, default: []].append((index, takenAt))
    }
    units += groups.values.map { files in
      files.sorted { ($0.takenAt, $0.index) < ($1.takenAt, $1.index) }.map(\.index)
    }
    self.units = units.sorted { ($0.min() ?? 0) < ($1.min() ?? 0) }
    self.reads = reads
  }
}
