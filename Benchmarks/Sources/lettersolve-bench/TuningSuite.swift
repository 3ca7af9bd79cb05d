import Foundation
import Letterpress
import Strategy
import Words

/// Self-play tuning of the search's inner-node weights (`MoveWeights`).
///
/// Each candidate plays the current weights (`MoveWeights.engine`) on seeded
/// boards of the real letter distribution, each board twice (both seats), at
/// a fixed depth so that a run is repeatable, and gets its score (a draw
/// counts half) with a 95% Wilson interval, overall and moving first and
/// second. A candidate replaces the engine's weights only when its interval
/// lies above 50%.
///
/// Opt-in (long): `make bench SUITE=tuning`; `TUNING_BOARDS` (default 6)
/// and `TUNING_DEPTH` (default 2) set the size of a run.
struct TuningSuite: BenchmarkSuite {
  let name = "tuning"
  var runsByDefault: Bool { false }

  /// Candidates near the engine's (3, 3, 4, 2): per tile and per defended
  /// tile of the mover, per tile and per defended tile of the other seat.
  static let candidates: [MoveWeights] = [
    MoveWeights(mine: 4, mineDefended: 2, theirs: 4, theirsDefended: 2),
    MoveWeights(mine: 3, mineDefended: 4, theirs: 4, theirsDefended: 3),
    MoveWeights(mine: 1, mineDefended: 1, theirs: 1, theirsDefended: 1),
  ]

  func run() throws -> [BenchmarkRow] {
    let environment = ProcessInfo.processInfo.environment
    let boards = Int(environment["TUNING_BOARDS"] ?? "") ?? 6
    let depth = Int(environment["TUNING_DEPTH"] ?? "") ?? 2
    let list = try BenchmarkInputs.gameList()
    let letters = Arena.boards(count: boards, seed: 16)
    var rows: [BenchmarkRow] = []
    for candidate in Self.candidates {
      var seats = [(wins: 0.0, games: 0), (wins: 0.0, games: 0)]
      let clock = ContinuousClock()
      let time = clock.measure {
        for board in letters {
          for candidateMovesFirst in [true, false] {
            let winner = Self.play(
              board, list: list, depth: depth,
              weights: candidateMovesFirst
                ? (candidate, MoveWeights.engine) : (MoveWeights.engine, candidate))
            let candidateSeat: Owner = candidateMovesFirst ? .player : .opponent
            let seat = candidateMovesFirst ? 0 : 1
            seats[seat].games += 1
            seats[seat].wins += winner == nil ? 0.5 : winner == candidateSeat ? 1 : 0
          }
        }
      }
      func summary(_ wins: Double, _ games: Int) -> String {
        let interval = WilsonInterval(successes: wins, trials: games)
        return String(
          format: "%.1f/%d (%.0f%%-%.0f%%)", wins, games, 100 * interval.lower,
          100 * interval.upper)
      }
      rows.append(
        BenchmarkRow(
          benchmark:
            "weights \(candidate.mine),\(candidate.mineDefended),\(candidate.theirs),\(candidate.theirsDefended) vs engine, depth \(depth)",
          median: time,
          note:
            "all \(summary(seats[0].wins + seats[1].wins, seats[0].games + seats[1].games)); "
            + "first \(summary(seats[0].wins, seats[0].games)); "
            + "second \(summary(seats[1].wins, seats[1].games))"))
    }
    return rows
  }

  /// Plays one game, the player's seat searching with `weights.0`; the
  /// winner, `nil` for a draw.
  static func play(
    _ letters: [Letter], list: WordList, depth: Int, weights: (MoveWeights, MoveWeights)
  ) -> Owner? {
    let searcher = Searcher(
      generator: MoveGenerator(letters: letters, words: WordFinder(list: list).words(on: letters)))
    var position = Position(letters: letters, ownership: .unclaimedBoard)
    var moves = 0
    while !position.isOver, moves < Arena.moveCap {
      var limits = SearchLimits(depth: depth)
      limits.moveWeights = position.toMove == .player ? weights.0 : weights.1
      let move = searcher.search(position, limits: limits).moves.first?.evaluated?.move
      position = move.map(position.applying) ?? position.passing()
      moves += 1
    }
    return position.isOver ? position.winner : nil
  }
}
