import Letterpress
import Strategy
import Words

/// `arena`: two bots playing each other on seeded random boards, each
/// board twice (each bot moving first once), tallied in an `ArenaReport`
/// from the first listed bot's side.
///
///     let match = ArenaMatch(
///       first: "search", second: "greedy", boards: 50, seed: 1, time: nil,
///       opponentTime: nil, depth: nil, list: list)
///     let report = match.play { game, report in print(report.overall.record) }
package struct ArenaMatch: Sendable {
  /// One game played.
  package struct Game: Sendable {
    /// The board's number, from 0.
    package let number: Int
    /// The board's letters.
    package let letters: [Letter]
    /// The seat of the first listed bot.
    package let firstListedSeat: Owner
    /// The name of the bot that moved first.
    package let firstMover: String
    /// The game's moves and final position.
    let record: GameRecord

    /// Each move (`nil` word: a pass), with the board and the score after
    /// it and its time, as `arena --verbose` lists them.
    package var steps: [(word: String?, board: Board, player: Int, opponent: Int, seconds: Double)]
    {
      var position = Position(letters: letters, ownership: .unclaimedBoard)
      return record.moves.enumerated().map { index, move in
        position = move.map(position.applying) ?? position.passing()
        let board = Board(
          letters: letters, owners: (0..<Board.tileCount).map(position.ownership.owner(of:)))
        return (
          move?.word, board, position.score(of: .player), position.score(of: .opponent),
          record.moveSeconds[index]
        )
      }
    }

    /// The game in one line, as `arena` reports its progress: `board 3/50
    /// QUILT…: search first, 14-11 in 12 moves, search wins; search 4-1-0`
    /// (the last, the first listed bot's record so far in `report`).
    package func summary(in report: ArenaReport) -> String {
      let final = record.final
      let winner = final.winner.map {
        $0 == firstListedSeat ? report.instances[0] : report.instances[1]
      }
      return "board \(number + 1)/\(report.boards) \(String(letters.map(\.character))): "
        + "\(firstMover) first, \(final.score(of: .player))-\(final.score(of: .opponent)) "
        + "in \(record.moves.count) moves, \(winner ?? "nobody") wins; "
        + "\(report.instances[0]) \(report.overall.record)"
    }
  }

  /// The bots' names, as `arena --bots` takes them.
  package static let botNames = Bot.allCases.map(\.rawValue)

  private let arena: Arena
  private let contestants: (Contestant, Contestant)
  private let boards: Int
  private let seed: UInt64
  private let emptyReport: ArenaReport

  /// A match of the bots named `first` and `second` (each one of
  /// `botNames`) on `boards` boards drawn with `seed`, with words of
  /// `list`: each searching for `time` seconds a move (the second bot for
  /// `opponentTime` when given) or `depth` plies, else the default work
  /// budget.
  package init(
    first: String, second: String, boards: Int, seed: UInt64, time: Double?,
    opponentTime: Double?, depth: Int?, list: WordList
  ) {
    guard let firstBot = Bot(rawValue: first), let secondBot = Bot(rawValue: second) else {
      preconditionFailure("unknown bot in \(first),\(second); bots are \(Self.botNames)")
    }
    let limits =
      depth == nil && time == nil
      ? SearchLimits() : SearchLimits(depth: depth, seconds: time ?? SearchLimits().seconds)
    contestants = (
      Contestant(firstBot, limits: limits),
      Contestant(
        secondBot, limits: opponentTime.map { SearchLimits(depth: depth, seconds: $0) } ?? limits)
    )
    arena = Arena(list: list, limits: limits)
    self.boards = boards
    self.seed = seed
    emptyReport = ArenaReport(
      first: firstBot, second: secondBot, boards: boards, seed: seed, time: time,
      opponentTime: opponentTime, depth: depth)
  }

  /// Plays every game, handing each to `progress` with the report so far,
  /// and returns the report.
  package func play(progress: (Game, ArenaReport) -> Void) -> ArenaReport {
    var report = emptyReport
    for (number, letters) in Arena.boards(count: boards, seed: seed).enumerated() {
      for (firstListedSeat, (a, b)) in [
        (Owner.player, (contestants.0, contestants.1)), (.opponent, (contestants.1, contestants.0)),
      ] {
        let record = arena.play(letters: letters, first: a, second: b)
        report.add(record, firstListedSeat: firstListedSeat)
        progress(
          Game(
            number: number, letters: letters, firstListedSeat: firstListedSeat,
            firstMover: a.bot.rawValue, record: record),
          report)
      }
    }
    return report
  }
}
