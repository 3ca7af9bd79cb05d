import Letterpress
import Words

/// A way of choosing moves, for games between programs.
public enum Bot: String, CaseIterable, Sendable {
  /// `Searcher` under the arena's limits.
  case search
  /// The largest tile difference after the move (`Ranking.score`).
  case greedy
  /// The longest word, with its best tiles (`Ranking.length`).
  case longest
  /// The engine's one-move ranking with the winning-reply check (`Ranking.best`).
  case ranked
  /// `NarrowingSearch`, a model of the best published engine, for the
  /// arena's time per move.
  case narrowing
  /// `TwoPlySearch`, a model of a published exhaustive two-ply engine.
  case twoPly = "twoply"

  /// This bot's move in `position` (`nil`: it passes, having no word).
  public func move(in position: Position, searcher: Searcher, limits: SearchLimits) -> Move? {
    let generator = searcher.generator
    switch self {
    case .search:
      return searcher.search(position, limits: limits).moves.first?.evaluated?.move
    case .greedy:
      return Ranking.score.order(generator.moves(in: position)).first?.move
    case .longest:
      return Ranking.length.order(generator.moves(in: position)).first?.move
    case .narrowing:
      return NarrowingSearch(searcher: searcher).move(in: position, seconds: limits.seconds)
    case .twoPly:
      return TwoPlySearch(searcher: searcher).move(in: position)
    case .ranked:
      var replies = ReplyFinder(generator: generator)
      return Ranking.best.suggestions(
        generator.moves(in: position), limit: 1, replies: &replies, played: position.played
      ).first?.evaluated.move
    }
  }
}

/// One game between two bots.
public struct GameRecord: Sendable {
  /// The board's letters.
  package let letters: [Letter]
  /// The bot in the player's seat, who moves first.
  package let first: Bot
  /// The bot in the opponent's seat.
  package let second: Bot
  /// The moves in order (`nil` for a pass).
  public let moves: [Move?]
  /// The final position.
  package let final: Position
  /// Seconds spent choosing each move (the first bot's at even indices).
  package let moveSeconds: [Double]

  /// The winning bot; `nil` for a tie and for a game stopped at
  /// `Arena.moveCap`.
  package var winner: Bot? {
    final.winner.map { $0 == .player ? first : second }
  }

  /// The positions of the game, first (the empty board) to last, each
  /// move (or pass) replayed by the rules.
  public var positions: [Position] {
    var positions = [Position(letters: letters, ownership: .unclaimedBoard)]
    for move in moves {
      let last = positions[positions.count - 1]
      positions.append(move.map(last.applying) ?? last.passing())
    }
    return positions
  }

  /// Seconds per move of the bot in `seat` (`.player` moved first).
  package func seconds(ofSeat seat: Owner) -> [Double] {
    moveSeconds.indices.filter { ($0 % 2 == 0) == (seat == .player) }.map { moveSeconds[$0] }
  }
}

/// A bot with the limits it moves within: one side of an arena game.
public struct Contestant: Sendable {
  /// How it chooses its moves.
  public let bot: Bot
  /// The search bot's limits; the narrowing bot's time per move is their
  /// `seconds`.
  public let limits: SearchLimits

  /// `bot` moving within `limits`.
  public init(_ bot: Bot, limits: SearchLimits) {
    self.bot = bot
    self.limits = limits
  }
}

/// Games between bots on random boards drawn from the real letter
/// distribution (`BoardLetterDistribution`).
public struct Arena: Sendable {
  /// The word list games are played with.
  public let list: WordList
  /// The limits of bots played without their own (`play(letters:first:second:)`).
  public let limits: SearchLimits
  /// A game that reaches this many moves (passes included) is stopped; it
  /// did not end, so nobody won it (a draw, as in the tuning suite).
  public static let moveCap = 200

  /// An arena with these words and search limits.
  public init(list: WordList, limits: SearchLimits) {
    self.list = list
    self.limits = limits
  }

  /// `count` boards from the seed: the same seed gives the same boards.
  public static func boards(count: Int, seed: UInt64) -> [[Letter]] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in BoardLetterDistribution.randomBoard(using: &random) }
  }

  /// Plays one game on `letters`, `first` moving first, both bots within
  /// the arena's limits.
  public func play(letters: [Letter], first: Bot, second: Bot) -> GameRecord {
    play(
      letters: letters, first: Contestant(first, limits: limits),
      second: Contestant(second, limits: limits))
  }

  /// Plays one game on `letters`, `first` moving first, each bot within
  /// its own limits.
  public func play(letters: [Letter], first: Contestant, second: Contestant) -> GameRecord {
    let words = WordFinder(list: list).words(on: letters)
    let searcher = Searcher(generator: MoveGenerator(letters: letters, words: words))
    var position = Position(letters: letters, ownership: .unclaimedBoard)
    var moves: [Move?] = []
    var moveSeconds: [Double] = []
    let clock = ContinuousClock()
    while !position.isOver, moves.count < Self.moveCap {
      let side = position.toMove == .player ? first : second
      var move: Move?
      let duration = clock.measure {
        move = side.bot.move(in: position, searcher: searcher, limits: side.limits)
      }
      moveSeconds.append(
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18)
      moves.append(move)
      position = move.map(position.applying) ?? position.passing()
    }
    return GameRecord(
      letters: letters, first: first.bot, second: second.bot, moves: moves, final: position,
      moveSeconds: moveSeconds)
  }
}

/// A 95% Wilson score interval for a proportion.
public struct WilsonInterval: Sendable, Equatable {
  /// The bounds, within 0...1.
  public let lower: Double
  public let upper: Double

  /// The interval for `successes` out of `trials` (0...1 for no trial).
  public init(successes: Double, trials: Int) {
    guard trials > 0 else {
      (lower, upper) = (0, 1)
      return
    }
    let z = 1.959964
    let n = Double(trials)
    let p = successes / n
    let denominator = 1 + z * z / n
    let centre = (p + z * z / (2 * n)) / denominator
    let half = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot() / denominator
    (lower, upper) = (max(0, centre - half), min(1, centre + half))
  }
}
