import Foundation
import Letterpress
import Strategy
import Words

/// Every tile-level move of the real positions in ../shared/corpus (letters
/// and colours from manifest.json), generated and fully evaluated, against a
/// naive baseline in the same run that enumerates every word-and-tile play
/// and merges equal results in a hash set.
struct MoveGenerationSuite: BenchmarkSuite {
  let name = "moves"

  /// One corpus board with its playable words.
  struct RealPosition {
    let board: Board
    let words: [String]
    let tilePlays: Int
  }

  private struct Entry: Decodable {
    var letters: String?
    var colors: String?
  }

  func run() throws -> [BenchmarkRow] {
    let positions = try Self.realPositions()
    var rows: [BenchmarkRow] = []

    // Generation plus evaluation, per position.
    var perPosition: [(position: RealPosition, time: Duration, moves: Int)] = []
    for position in positions {
      var count = 0
      let time = try measure(iterations: 7) { count = Self.generateAndEvaluate(position) }
      perPosition.append((position, time, count))
    }
    perPosition.sort { $0.time < $1.time }
    guard let largestRun = perPosition.max(by: { $0.position.tilePlays < $1.position.tilePlays })
    else {
      throw BenchmarkSkipped(reason: "no complete board in the corpus manifest")
    }
    let largest = largestRun.position
    let median = perPosition[perPosition.count / 2]
    let totalTime = perPosition.map(\.time).reduce(.zero, +)
    let totalMoves = perPosition.map(\.moves).reduce(0, +)
    let totalPlays = positions.map(\.tilePlays).reduce(0, +)
    func rate(_ moves: Int, _ time: Duration) -> String {
      String(format: "%.1f M moves/s", Double(moves) / time.seconds / 1e6)
    }
    rows.append(
      BenchmarkRow(
        benchmark: "median position: generate + evaluate", median: median.time,
        note: "\(median.position.tilePlays) plays -> \(median.moves) moves, "
          + rate(median.moves, median.time)))
    rows.append(
      BenchmarkRow(
        benchmark: "largest position: generate + evaluate", median: largestRun.time,
        note: "\(largest.tilePlays) plays -> \(largestRun.moves) moves, "
          + rate(largestRun.moves, largestRun.time)))
    if let slowest = perPosition.last {
      rows.append(
        BenchmarkRow(
          benchmark: "slowest position: generate + evaluate", median: slowest.time,
          note: "\(slowest.position.tilePlays) plays -> \(slowest.moves) moves, "
            + "\(slowest.position.words.count) words"))
    }
    rows.append(
      BenchmarkRow(
        benchmark: "all \(positions.count) positions (sum of medians)", median: totalTime,
        note: "\(totalPlays) plays -> \(totalMoves) moves, " + rate(totalMoves, totalTime)))

    // The naive baseline on the largest and the median position.
    for (label, position, time) in [
      ("median", median.position, median.time), ("largest", largest, largestRun.time),
    ] {
      var count = 0
      let naive = try measure(iterations: 3) { count = Self.naiveDistinctMoves(position) }
      precondition(
        count == Self.generateAndEvaluate(position), "the baseline disagrees on the move count")
      rows.append(
        BenchmarkRow(
          benchmark: "\(label) position: naive enumerate + merge", median: naive,
          note: String(format: "%.1fx the generator's time", naive.seconds / time.seconds)))
    }

    // What `solve` adds: the top 10 with the winning-reply check.
    for (label, position) in [("median", median.position), ("largest", largest)] {
      let generator = MoveGenerator(letters: position.board.letters, words: position.words)
      let moves = generator.moves(for: Ownership(position.board), mover: .player)
      let time = try measure(iterations: 7) {
        var replies = ReplyFinder(generator: generator)
        blackHole(
          Ranking.best.suggestions(moves, limit: 10, replies: &replies, played: PlayedWords()))
      }
      rows.append(
        BenchmarkRow(benchmark: "\(label) position: rank best 10 + reply check", median: time))
    }
    return rows
  }

  /// Builds the generator, generates every distinct move and computes every
  /// evaluated quantity of each (tiles and defended tiles per seat, game end,
  /// win, ranking value); returns the number of moves.
  static func generateAndEvaluate(_ position: RealPosition) -> Int {
    let generator = MoveGenerator(letters: position.board.letters, words: position.words)
    let moves = generator.moves(for: Ownership(position.board), mover: .player)
    var checksum = 0
    for move in moves {
      checksum &+= move.value &+ move.score(of: .opponent) &+ move.defendedCount(of: .player)
      checksum &+=
        move.defendedCount(of: .opponent) &+ (move.wins ? 1 : 0) &+ (move.endsGame ? 2 : 0)
    }
    blackHole(checksum)
    return moves.count
  }

  /// Every choice of tiles for every word (letter by letter, each
  /// combination of that letter's tiles), each played with
  /// `Ownership.playing`, merged in a set of (word, result).
  static func naiveDistinctMoves(_ position: RealPosition) -> Int {
    let ownership = Ownership(position.board)
    var tilesOfLetter = [[Int]](repeating: [], count: 26)
    for (tile, letter) in position.board.letters.enumerated() {
      tilesOfLetter[Int(letter.index)].append(tile)
    }
    struct DistinctMove: Hashable {
      let word: Int
      let after: Ownership
    }
    var seen = Set<DistinctMove>()
    for (wordIndex, word) in position.words.enumerated() {
      var counts = [Int](repeating: 0, count: 26)
      for byte in word.utf8 { counts[Int(byte - UInt8(ascii: "a"))] += 1 }
      let needs = counts.indices.filter { counts[$0] > 0 }
      func extend(_ need: Int, _ used: TileSet) {
        guard need < needs.count else {
          seen.insert(DistinctMove(word: wordIndex, after: ownership.playing(used, by: .player)))
          return
        }
        let letter = needs[need]
        forEachCombination(of: tilesOfLetter[letter], size: counts[letter]) {
          extend(need + 1, used.union($0))
        }
      }
      extend(0, .empty)
    }
    return seen.count
  }

  private static func forEachCombination(of tiles: [Int], size: Int, _ body: (TileSet) -> Void) {
    func pick(_ start: Int, _ remaining: Int, _ chosen: TileSet) {
      if remaining == 0 { return body(chosen) }
      guard tiles.count - start >= remaining else { return }
      for index in start...(tiles.count - remaining) {
        var next = chosen
        next.insert(tiles[index])
        pick(index + 1, remaining - 1, next)
      }
    }
    pick(0, size, .empty)
  }

  /// The distinct complete boards of the corpus with their colours, and the
  /// game's list's playable words on each.
  static func realPositions() throws -> [RealPosition] {
    guard let shared = BenchmarkInputs.shared else {
      throw BenchmarkSkipped(reason: "../shared/corpus is not beside the checkout")
    }
    let list = try BenchmarkInputs.gameList()
    let finder = WordFinder(list: list)
    let manifest = try Data(contentsOf: shared.appendingPathComponent("corpus/manifest.json"))
    var seen = Set<String>()
    var positions: [RealPosition] = []
    for entry in try JSONDecoder().decode([Entry].self, from: manifest) {
      guard let letters = entry.letters, let colors = entry.colors,
        let board = try? Board(letters: letters, colors: colors),
        seen.insert(letters + colors).inserted
      else { continue }
      let words = finder.words(on: board.letters)
      positions.append(
        RealPosition(
          board: board, words: words,
          tilePlays: MoveGenerator(letters: board.letters, words: words).tilePlayCount()))
    }
    return positions
  }
}
