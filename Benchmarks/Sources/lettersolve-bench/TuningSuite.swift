import Foundation
import Letterpress
import Strategy
import Words

/// Self-play tuning of the search's evaluation (`Evaluator`): the
/// inner-node weights (`Evaluator.moveWeights`).
///
/// Each candidate plays the engine's defaults on seeded boards of the real
/// letter distribution, each board twice (both seats), at a fixed depth so
/// that a run is repeatable, and gets its score (a draw counts half) with a
/// 95% Wilson interval, overall and moving first and second. A candidate
/// replaces the engine's setting only when its interval lies above 50%.
///
/// Opt-in (long): `make bench SUITE=tuning`; `TUNING_BOARDS` (default 6)
/// and `TUNING_DEPTH` (default 2) set the size of a run, `TUNING_ONLY` keeps
/// the candidates whose name contains it (`weights`).
struct TuningSuite: BenchmarkSuite {
  let name = "tuning"
  var runsByDefault: Bool { false }

  /// A setting of the search to play against the engine's defaults.
  struct Candidate {
    let name: String
    let apply: @Sendable (inout SearchLimits) -> Void
  }

  /// Weights near the engine's (`Evaluator.moveWeights`: 3, 3, 4, 2): per tile and per defended tile
  /// of the mover, per tile and per defended tile of the other seat.
  static let candidates: [Candidate] =
    [
      MoveWeights(mine: 4, mineDefended: 2, theirs: 4, theirsDefended: 2),
      MoveWeights(mine: 3, mineDefended: 4, theirs: 4, theirsDefended: 3),
      MoveWeights(mine: 1, mineDefended: 1, theirs: 1, theirsDefended: 1),
    ].map { weights in
      Candidate(
        name:
          "weights \(weights.mine),\(weights.mineDefended),\(weights.theirs),\(weights.theirsDefended)"
      ) { $0.moveWeights = weights }
    }

  func run() throws -> [BenchmarkRow] {
    let environment = ProcessInfo.processInfo.environment
    let boards = Int(environment["TUNING_BOARDS"] ?? "") ?? 6
    let depth = Int(environment["TUNING_DEPTH"] ?? "") ?? 2
    let list = try BenchmarkInputs.gameList()
    let letters = Arena.boards(count: boards, seed: 16)
    let only = environment["TUNING_ONLY"]
    let engine = Candidate(name: "engine") { _ in }
    var rows: [BenchmarkRow] = []
    for candidate in Self.candidates where only.map({ candidate.name.contains($0) }) ?? true {
      var tally = [(wins: 0.0, games: 0), (wins: 0.0, games: 0)]
      let clock = ContinuousClock()
      let time = clock.measure {
        for board in letters {
          for candidateMovesFirst in [true, false] {
            let seats = candidateMovesFirst ? (candidate, engine) : (engine, candidate)
            let winner = Self.play(board, list: list, depth: depth, first: seats.0, second: seats.1)
            let candidateSeat: Owner = candidateMovesFirst ? .player : .opponent
            let seat = candidateMovesFirst ? 0 : 1
            tally[seat].games += 1
            tally[seat].wins += winner == nil ? 0.5 : winner == candidateSeat ? 1 : 0
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
          benchmark: "\(candidate.name) vs engine, depth \(depth)",
          median: time,
          note:
            "all \(summary(tally[0].wins + tally[1].wins, tally[0].games + tally[1].games)); "
            + "first \(summary(tally[0].wins, tally[0].games)); "
            + "second \(summary(tally[1].wins, tally[1].games))"))
    }
    return rows
  }

  /// Plays one game, the player's seat searching with `first`'s setting
  /// of the engine's limits, the opponent's with `second`'s; the winner,
  /// `nil` for a draw.
  static func play(
    _ letters: [Letter], list: WordList, depth: Int, first: Candidate, second: Candidate
  ) -> Owner? {
    let searcher = Searcher(
      generator: MoveGenerator(letters: letters, words: WordFinder(list: list).words(on: letters)))
    var position = Position(letters: letters, ownership: .unclaimedBoard)
    var moves = 0
    while !position.isOver, moves < Arena.moveCap {
      var limits = SearchLimits(depth: depth)
      (position.toMove == .player ? first : second).apply(&limits)
      let move = searcher.search(position, limits: limits).moves.first?.evaluated?.move
      position = move.map(position.applying) ?? position.passing()
      moves += 1
    }
    return position.isOver ? position.winner : nil
  }
}
