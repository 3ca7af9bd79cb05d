import Foundation
import Letterpress
import Strategy
import Words

/// `BoardChange` on arena games with every state recorded: on each pair of
/// states one ply apart and two plies apart, whether the true words are
/// among the explanations (they must always be), how often they are the only
/// one (exact), and how long an explanation takes.
///
/// 200 games by default (`PLAYED_GAMES` sets another number), seeded, the
/// greedy bot against the longest-word bot, seats alternating.
struct PlayedSuite: BenchmarkSuite {
  let name = "played"
  let runsByDefault = false

  /// Tallies for one distance between states.
  private struct Tally {
    var pairs = 0
    var containsTruth = 0
    var exact = 0
    /// Changes with more explanations than are kept: the truth is checked
    /// word by word (each ply's word among that ply's words).
    var cut = 0
    var times: [Duration] = []

    var median: Duration { times.sorted()[times.count / 2] }
  }

  func run() throws -> [BenchmarkRow] {
    let listPath = ReadSuite.checkout.appendingPathComponent("Dictionaries/letterpress-en.txt")
    guard FileManager.default.fileExists(atPath: listPath.path) else {
      throw BenchmarkSkipped(reason: "the game's list is not installed (make setup)")
    }
    let list = try WordList(contentsOf: listPath.path, name: "letterpress", indexPath: nil)
    let gameCount = ProcessInfo.processInfo.environment["PLAYED_GAMES"].flatMap(Int.init) ?? 200
    let arena = Arena(list: list, limits: SearchLimits(depth: 1))
    let clock = ContinuousClock()
    var tallies = [Tally(), Tally()]
    var setUpTimes: [Duration] = []
    for (game, letters) in Arena.boards(count: gameCount, seed: 20).enumerated() {
      let (first, second) = game % 2 == 0 ? (Bot.greedy, Bot.longest) : (.longest, .greedy)
      let record = arena.play(letters: letters, first: first, second: second)
      var states = [Position(letters: letters, ownership: .unclaimedBoard)]
      for move in record.moves {
        let last = states[states.count - 1]
        states.append(move.map(last.applying) ?? last.passing())
      }
      var generator: MoveGenerator?
      setUpTimes.append(
        clock.measure {
          generator = MoveGenerator(
            letters: letters, words: WordFinder(list: list).words(on: letters))
        })
      guard let generator else { continue }
      for plies in [1, 2] {
        for start in 0..<max(0, states.count - plies) {
          let before = states[start]
          let after = states[start + plies]
          let truth = Array(after.played.words.suffix(from: before.played.words.count))
          guard truth.count == plies else { continue }  // a pass in between
          var change: BoardChange?
          let time = clock.measure {
            change = try? BoardChange(
              from: before.ownership, to: after.ownership, generator: generator,
              played: before.played, plies: plies)
          }
          tallies[plies - 1].pairs += 1
          tallies[plies - 1].times.append(time)
          guard let change else { continue }
          if !change.isComplete { tallies[plies - 1].cut += 1 }
          let found =
            change.isComplete
            ? change.explanations.contains { $0.map(\.move.word) == truth }
            : zip(change.wordsAtPly, truth).allSatisfy { $0.contains($1) }
          if found { tallies[plies - 1].containsTruth += 1 }
          if change.isExact { tallies[plies - 1].exact += 1 }
        }
      }
    }
    guard !setUpTimes.isEmpty, !tallies[0].times.isEmpty else {
      throw BenchmarkSkipped(reason: "no game")
    }
    var rows = [
      BenchmarkRow(
        benchmark: "words + generator per board (once per game)",
        median: setUpTimes.sorted()[setUpTimes.count / 2], note: "\(gameCount) games")
    ]
    for (index, tally) in tallies.enumerated() where !tally.times.isEmpty {
      let share = Double(tally.exact) / Double(tally.pairs) * 100
      rows.append(
        BenchmarkRow(
          benchmark: "explain \(index + 1) ply (median)", median: tally.median,
          note: "true words found \(tally.containsTruth) of \(tally.pairs); exact "
            + String(format: "%d (%.1f%%)", tally.exact, share)
            + ", slowest " + (tally.times.max() ?? .zero).milliseconds
            + (tally.cut > 0
              ? "; \(tally.cut) over \(BoardChange.maximumExplanations) explanations" : "")))
    }
    return rows
  }
}
