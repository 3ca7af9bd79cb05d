import Foundation
import Solving

/// The order `batch` solves files in when it keeps the game history: each
/// game's screenshots one after another in the order they were taken, so
/// that every board is recorded before the next one of its game is solved;
/// different games in parallel.
///
/// A game is its board's letters, learnt by reading each file once first
/// (in parallel); when a screenshot was taken is its EXIF date, else the
/// file's time (`GameMemory.takenAt(file:)`).
///
///     GameOrder.units(entries, solver: solver, jobs: 2)
///     // [[0, 2, 1], [3]]: files 0, 2 and 1 are one game, in time order
enum GameOrder {
  /// The indices of `entries` in groups, one group per game.
  ///
  /// Each group holds one game's files in the order taken (ties by
  /// position); the groups come by their first position. An entry that
  /// cannot be read is a group of its own.
  static func units(_ entries: [ImageFiles.Entry], solver: Solver, jobs: Int) -> [[Int]] {
    var keys: [(game: String?, takenAt: Date)] = []
    orderedParallelMap(count: entries.count, jobs: jobs) { index in
      guard case .file(let path) = entries[index] else { return (String?.none, Date()) }
      let game = (try? solver.read(screenshot: path))?.board.letterString
      return (game, GameMemory.takenAt(file: path))
    } emit: { _, key in
      keys.append(key)
    }
    var groups: [String: [Int]] = [:]
    var units: [[Int]] = []
    for (index, key) in keys.enumerated() {
      if let game = key.game {
        groups[game, default: []].append(index)
      } else {
        units.append([index])
      }
    }
    units += groups.values.map { indices in
      indices.sorted { (keys[$0].takenAt, $0) < (keys[$1].takenAt, $1) }
    }
    return units.sorted { ($0.min() ?? 0) < ($1.min() ?? 0) }
  }
}
