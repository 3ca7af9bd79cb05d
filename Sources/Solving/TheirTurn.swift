import Letterpress
import Strategy
import Words

extension Answer {
  /// What the opponent is likely to play when the screenshot shows them to
  /// move, and your best answer to that: the look-ahead run from their
  /// side (its best move and the reply it expects from you).
  public struct TheirTurn: Sendable {
    /// Their likely move, upper case; `nil` when they have no playable word
    /// (or the look-ahead prefers that they pass).
    public let word: String?
    /// Its tiles' row-major indices 0-24, in tap order.
    public let tapOrder: [Int]
    /// Tiles held after it.
    public let score: Score
    /// Whether it ends the game with them ahead.
    public let theyWin: Bool
    /// Whether it ends the game.
    public let endsGame: Bool
    /// Your best answer to it, as the look-ahead expects it; `nil` when it
    /// did not look at your answers (or expects you to pass).
    public let answer: String?
    /// That answer's tiles, in tap order.
    public let answerTapOrder: [Int]
    /// Tiles held after that answer.
    public let scoreAfterAnswer: Score?
    /// Defended tiles after that answer.
    public let defendedAfterAnswer: Score?
    /// Your chance to win, they to move, 0 to 1: exactly 1 or 0 (0.5 a
    /// draw) when the look-ahead proved the outcome, else an estimate within
    /// 0.001...0.999.
    public let winChance: Double
    /// Whether the time cap cut their look-ahead short (it may then name
    /// another move on another run).
    public let cutByTime: Bool

    /// The look-ahead from the opponent's side of `board` (they to move),
    /// with the played words `played`, within `limits`.
    init(board: Board, list: WordList, played: PlayedWords, limits: SearchLimits) {
      let words = played.filter(WordFinder(list: list).words(on: board.letters))
      let generator = MoveGenerator(letters: board.letters, words: words)
      let position = Position(board: board, toMove: .opponent, played: played)
      let result = Searcher(generator: generator).search(position, limits: limits)
      let best = result.moves.first?.evaluated
      word = best?.move.word.uppercased()
      tapOrder = best?.move.tapOrder(on: board.letters) ?? []
      let after = best?.after ?? Ownership(board)
      score = Score(after)
      theyWin = best?.wins ?? false
      endsGame = best?.endsGame ?? false
      let reply = best == nil || best?.endsGame == true ? nil : result.moves.first?.reply
      answer = reply?.word.uppercased()
      answerTapOrder = reply?.tapOrder(on: board.letters) ?? []
      let afterAnswer = reply.map { after.playing($0.tiles, by: .player) }
      scoreAfterAnswer = afterAnswer.map { Score($0) }
      defendedAfterAnswer = afterAnswer.map { Score(defendedOn: $0) }
      let theirChance =
        result.outcome?.result.winChance ?? Evaluator.winChance(board, toMove: .opponent)
      winChance = Answer.chance(1 - theirChance)
      cutByTime = result.cutByTime
    }
  }
}
