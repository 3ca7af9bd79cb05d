import BoardReader
import GameHistory
import Letterpress
import Strategy

/// The pipeline's answer for one board: what was read, the board before the
/// move, and the best moves for you, best first.
///
/// Every front end renders this one value (text, JSON through
/// `AnswerDocument`, the page); none recounts or re-parses it.
///
///     let answer = try solver.answer(SolveRequest(.file("shot.png")))
///     if let best = answer.moves.first { print(best.word, best.tapOrder) }
public struct Answer: Sendable {
  /// Tiles held by each side.
  public struct Score: Sendable, Hashable {
    /// Yours.
    public let player: Int
    /// The opponent's.
    public let opponent: Int

    /// Tiles `ownership` gives each side.
    init(_ ownership: Ownership) {
      player = ownership.score(of: .player)
      opponent = ownership.score(of: .opponent)
    }

    /// The defended tiles of each side on `ownership`.
    init(defendedOn ownership: Ownership) {
      player = ownership.defended(.player).count
      opponent = ownership.defended(.opponent).count
    }

    /// A count for each side.
    package init(player: Int, opponent: Int) {
      self.player = player
      self.opponent = opponent
    }
  }

  /// What the opponent is expected to answer a move with.
  public enum Reply: Sendable, Hashable {
    /// A word, upper case.
    case word(String)
    /// A pass.
    case pass
  }

  /// One suggested move.
  public struct Move: Sendable {
    /// The word, upper case.
    public let word: String
    /// The tiles' row-major indices 0-24, in tap order.
    public let tapOrder: [Int]
    /// Tiles held after the move.
    public let score: Score
    /// Defended tiles after the move.
    public let defended: Score
    /// Whether the move ends the game.
    public let endsGame: Bool
    /// Whether it ends the game won.
    public let wins: Bool
    /// A word with which the opponent could end the game and win after it.
    public let opponentWinningReply: String?
    /// The answer the look-ahead expects; `nil` when it did not look at
    /// the opponent's answers to this move (or the move ends the game).
    public internal(set) var reply: Reply?
    /// Tiles held after that answer.
    public internal(set) var scoreAfterReply: Score?
    /// Defended tiles after that answer.
    public internal(set) var defendedAfterReply: Score?
    /// The look-ahead's value for you (internal units), when it ranked the
    /// move.
    public internal(set) var value: Int?
    /// Your chance to win after the move, 0 to 1
    /// (`Evaluator.winChance(after:opponentCanWinAtOnce:searchValue:afterReply:)`):
    /// exactly 1 or 0 only when `proven`; else an estimate, within
    /// 0.001...0.999, after `reply` when the look-ahead expects one (you to
    /// move again, as in `Answer.winChance`).
    public internal(set) var winChance: Double
    /// Whether a full-width proof stands behind the move's outcome (every
    /// reply examined at every node, nothing narrowed away, no cut inside
    /// it): the move ends the game, the opponent can then win at once, or
    /// the endgame solver proved its value. Only a proven move may be said
    /// to win or lose by force.
    public internal(set) var proven: Bool

    /// The move `evaluated` on a board with these letters, and the
    /// opponent's winning answer to it, if any.
    init(_ evaluated: EvaluatedMove, letters: [Letter], opponentWinningReply: Letterpress.Move?) {
      word = evaluated.move.word.uppercased()
      tapOrder = evaluated.move.tapOrder(on: letters)
      score = Score(evaluated.after)
      defended = Score(defendedOn: evaluated.after)
      endsGame = evaluated.endsGame
      wins = evaluated.wins
      self.opponentWinningReply = opponentWinningReply?.word.uppercased()
      winChance = Answer.chance(
        Evaluator.winChance(after: evaluated, opponentCanWinAtOnce: opponentWinningReply != nil))
      proven = evaluated.endsGame || opponentWinningReply != nil
    }

    /// The tiles in tap order, named as `Board.tileName` names them
    /// (`r1c2`).
    public var tileNames: [String] { tapOrder.map(Board.tileName) }
  }

  /// What the look-ahead search did.
  public struct Search: Sendable {
    /// Plies searched (the proof's horizon when an outcome is proven).
    public let depth: Int
    /// Positions visited.
    public let nodes: Int
    /// Wall-clock seconds, to the millisecond.
    public let seconds: Double
    /// What is proved for you, when something is.
    public let outcome: ForcedResult?
    /// The proof's line of play, alternating from you (`.pass` for a
    /// pass).
    public let line: [Reply]?
    /// Whether the search prefers passing to every word it looked at.
    public let prefersPass: Bool
    /// In an unproved endgame: the plies the exact solver searched through
    /// without finding a forced result.
    public let endgameHorizon: Int?
    /// Whether the time cap stopped the search before its work budget or
    /// depth: the answer may then differ from run to run.
    public let cutByTime: Bool

    /// Whether the outcome is proved exactly.
    public var proven: Bool { outcome != nil }
  }

  /// The word list and what it gave on this board.
  public struct WordListFigures: Sendable {
    /// The list's name (`letterpress`, `system`, a path).
    public let name: String
    /// Words in the list.
    public let words: Int
    /// Words the board can spell that the played words still allow.
    public let playable: Int
    /// The words treated as played, upper case.
    public let played: [String]
    /// Distinct tile-level moves.
    public let moves: Int
  }

  /// The board before the move, you to move.
  public let board: Board
  /// The screenshot it was read from, when it came from one.
  public let screenshot: ReadScreenshot?
  /// Whose turn the screenshot showed (`nil` when it showed none, or for a
  /// board given as text without it).
  package let toMove: Owner?
  /// The "played" bubble's word, read from the screenshot or given with the
  /// board.
  package let lastPlayed: LastPlayed?
  /// The word list's figures.
  public let dictionary: WordListFigures
  /// The best moves, best first.
  public internal(set) var moves: [Move]
  /// The look-ahead search, when it ranked the moves.
  public let search: Search?
  /// Your chance to win, you to move, 0 to 1: exactly 1, 0 (or 0.5 for a
  /// draw) when the look-ahead proved the outcome, a move wins at once or
  /// the game is over; else `Evaluator.winChance` of the board, an
  /// estimate within 0.001...0.999.
  public let winChance: Double
  /// What the game's history added: played words and answers in doubt.
  package internal(set) var history: HistoryNote?
  /// When the screenshot shows the opponent to move: what they are likely
  /// to play, and your best answer to it.
  public internal(set) var theirTurn: TheirTurn?

  /// Tiles held by each side on `board`.
  public var score: Score { Score(Ownership(board)) }

  /// Defended tiles of each side on `board`.
  public var defended: Score { Score(defendedOn: Ownership(board)) }

  /// Unclaimed tiles on `board`.
  public var freeTiles: Int { Board.tileCount - score.player - score.opponent }

  /// Whether the game is over on `board` (no unclaimed tile).
  public var isOver: Bool { freeTiles == 0 }

  /// The first move, when there is one.
  public var best: Move? { moves.first }

  /// `chance` to three decimals, an estimate (strictly between 0 and 1)
  /// kept within 0.001...0.999 so that only a proof reads as certain.
  static func chance(_ chance: Double) -> Double {
    guard chance > 0, chance < 1 else { return chance }
    return min(max((chance * 1000).rounded() / 1000, 0.001), 0.999)
  }

  /// Whether the history marks `move` as possibly played already.
  public func mightBePlayed(_ move: Move) -> Bool {
    history?.mightBePlayed.contains(move.word) ?? false
  }
}
