import Foundation
import Letterpress
import Strategy

/// Wins, losses and draws of one side in the arena, with its score and
/// 95% Wilson interval (a draw counts half).
package struct ArenaTally: Encodable, Sendable {
  package private(set) var wins = 0
  package private(set) var losses = 0
  package private(set) var draws = 0

  package init() {}

  /// Counts a game that `winner` won (`nil`: a draw), seen from `side`.
  package mutating func add(winner: Owner?, side: Owner) {
    switch winner {
    case nil: draws += 1
    case side: wins += 1
    default: losses += 1
    }
  }

  package var games: Int { wins + losses + draws }
  /// Wins plus half the draws, over games.
  package var score: Double {
    games == 0 ? 0 : (Double(wins) + Double(draws) / 2) / Double(games)
  }
  package var interval: WilsonInterval {
    WilsonInterval(successes: Double(wins) + Double(draws) / 2, trials: games)
  }
  /// `wins-losses-draws`.
  package var record: String { "\(wins)-\(losses)-\(draws)" }

  /// The tally in words, as `arena` prints it: "wins 3, loses 1, draws 0:
  /// 75.0% (95% Wilson interval 30.1%-95.4%)".
  package var text: String {
    "wins \(wins), loses \(losses), draws \(draws): \(Self.percent(score)) "
      + "(95% Wilson interval \(Self.percent(interval.lower))-\(Self.percent(interval.upper)))"
  }

  private static func percent(_ value: Double) -> String { String(format: "%.1f%%", 100 * value) }

  private enum CodingKeys: String, CodingKey { case games, wins, losses, draws, score, wilson95 }

  package func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(games, forKey: .games)
    try container.encode(wins, forKey: .wins)
    try container.encode(losses, forKey: .losses)
    try container.encode(draws, forKey: .draws)
    try container.encode(score, forKey: .score)
    try container.encode([interval.lower, interval.upper], forKey: .wilson95)
  }
}

/// The results of an arena run, from the side of the first bot listed (an
/// instance: with two bots of the same kind, the first of the two), overall
/// and by the seat it played in.
package struct ArenaReport: Encodable, Sendable {
  /// Time per move of one bot instance.
  package struct Timing: Encodable, Sendable {
    package let bot: String
    package let moves: Int
    package let meanSeconds: Double
    package let maxSeconds: Double
  }

  package let bots: [String]
  package let boards: Int
  package let seed: UInt64
  /// The time per move; `nil` for the default work budget.
  package let time: Double?
  /// The second bot's time per move, when it has its own.
  package let opponentTime: Double?
  package let depth: Int?
  /// The first listed bot's games, all, moving first, and moving second.
  package private(set) var overall = ArenaTally()
  package private(set) var movingFirst = ArenaTally()
  package private(set) var movingSecond = ArenaTally()
  /// Per instance (listed order), seconds per move.
  private var seconds: [[Double]] = [[], []]

  package init(
    first: Bot, second: Bot, boards: Int, seed: UInt64, time: Double?, opponentTime: Double?,
    depth: Int?
  ) {
    bots = [first.rawValue, second.rawValue]
    self.boards = boards
    self.seed = seed
    self.time = time
    self.opponentTime = opponentTime
    self.depth = depth
  }

  /// The two instances' names: the bots' names, numbered when they are the
  /// same kind ("search #1", "search #2").
  package var instances: [String] {
    bots[0] == bots[1] ? bots.indices.map { "\(bots[$0]) #\($0 + 1)" } : bots
  }

  /// Counts `game`, in which the first listed bot sat in `firstListedSeat`.
  package mutating func add(_ game: GameRecord, firstListedSeat seat: Owner) {
    let winner = game.final.winner
    overall.add(winner: winner, side: seat)
    if seat == .player {
      movingFirst.add(winner: winner, side: seat)
    } else {
      movingSecond.add(winner: winner, side: seat)
    }
    seconds[0] += game.seconds(ofSeat: seat)
    seconds[1] += game.seconds(ofSeat: seat.other)
  }

  package var games: Int { overall.games }
  package var timings: [Timing] {
    instances.indices.map { index in
      let times = seconds[index]
      return Timing(
        bot: instances[index], moves: times.count,
        meanSeconds: times.isEmpty ? 0 : times.reduce(0, +) / Double(times.count),
        maxSeconds: times.max() ?? 0)
    }
  }

  /// The report in words, as `arena` prints it: the run, the first
  /// listed bot's tally overall and in each seat, each bot's time per move.
  package var text: String {
    let budget =
      (depth.map { "depth \($0)" } ?? time.map { "\($0) s per move" } ?? "default work budget")
      + (opponentTime.map { ", \(instances[1]) \($0) s per move" } ?? "")
    var lines = [
      "\(instances[0]) vs \(instances[1]): \(boards) \(AnswerWording.noun("board", count: boards)) x 2 seats = \(games) games, seed \(seed), \(budget)",
      "\(instances[0]) \(overall.text)",
      "  moving first: \(movingFirst.text)",
      "  moving second: \(movingSecond.text)",
    ]
    for timing in timings {
      lines.append(
        "  \(timing.bot): \(timing.moves) moves, \(String(format: "%.3f", timing.meanSeconds)) s per move "
          + "(max \(String(format: "%.3f", timing.maxSeconds)) s)")
    }
    return lines.joined(separator: "\n")
  }

  private enum CodingKeys: String, CodingKey {
    case bots, boards, seed, time, opponentTime, depth, timePerMove, movingFirst, movingSecond
  }

  /// The overall tally's keys (games, wins, losses, draws, score, wilson95)
  /// at the top, beside the run's.
  package func encode(to encoder: Encoder) throws {
    try overall.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(bots, forKey: .bots)
    try container.encode(boards, forKey: .boards)
    try container.encode(seed, forKey: .seed)
    try container.encode(time, forKey: .time)
    try container.encode(opponentTime, forKey: .opponentTime)
    try container.encode(depth, forKey: .depth)
    try container.encode(movingFirst, forKey: .movingFirst)
    try container.encode(movingSecond, forKey: .movingSecond)
    try container.encode(timings, forKey: .timePerMove)
  }

}
