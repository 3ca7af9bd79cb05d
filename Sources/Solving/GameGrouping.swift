import Foundation

/// Screenshots sorted into games, each game's in the order taken, so that
/// `batch` and `review` record every board before the next one of its game
/// is solved.
///
/// A game is its board's letters; when a screenshot was taken is its EXIF
/// date, else the file's time (`GameMemory.takenAt(exif:file:)`).
///
///     GameGrouping.inOrderTaken([a, nil, b, c])
///     // [[0, 2], [1], [3]]: a and b are one game, b taken after a
package enum GameGrouping {
  /// The indices of `screenshots` in groups, one group per game.
  ///
  /// Each group holds one game's screenshots in the order taken (ties by
  /// position); the groups come by their first position. An entry that is
  /// `nil` (a file not read) is a group of its own.
  package static func inOrderTaken(_ screenshots: [(path: String, read: ReadScreenshot)?])
    -> [[Int]]
  {
    var groups: [String: [(index: Int, takenAt: Date)]] = [:]
    var units: [[Int]] = []
    for (index, screenshot) in screenshots.enumerated() {
      guard let screenshot else {
        units.append([index])
        continue
      }
      let takenAt = GameMemory.takenAt(exif: screenshot.read.dateTaken, file: screenshot.path)
      groups[screenshot.read.board.letterString, default: []].append((index, takenAt))
    }
    units += groups.values.map { files in
      files.sorted { ($0.takenAt, $0.index) < ($1.takenAt, $1.index) }.map(\.index)
    }
    return units.sorted { ($0.min() ?? 0) < ($1.min() ?? 0) }
  }
}
