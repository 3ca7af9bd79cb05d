import Foundation
import Letterpress
import Strategy
import Words

/// The answer for one board: the board, the dictionary, and the top moves.
///
/// The moves are for the player (the local player, to move). Encodes as
/// `solve --json`.
struct Solution: Encodable, Sendable {
  /// The board as letters and colour codes.
  struct BoardSummary: Encodable, Sendable {
    let letters: String
    let colors: String
  }

  /// The word list and what it gave on this board.
  struct DictionarySummary: Encodable, Sendable {
    /// The list's name (`letterpress`, `system`, a path).
    let name: String
    /// Words in the list.
    let words: Int
    /// Words the board can spell that the played words still allow.
    let playable: Int
    /// The words already played.
    let played: [String]
    /// Distinct tile-level moves.
    let moves: Int
  }

  /// A count for each seat.
  struct BySeat: Encodable, Sendable {
    let player: Int
    let opponent: Int
  }

  /// One suggested move.
  struct SuggestedMove: Encodable, Sendable {
    let word: String
    /// Row-major tile indices 0-24, in tap order.
    let tiles: [Int]
    /// Tiles held after the move.
    let score: BySeat
    /// Defended tiles after the move.
    let defended: BySeat
    let endsGame: Bool
    let wins: Bool
    /// Whether the opponent can win the game with their next word.
    let givesOpponentWin: Bool
    /// Such a word, when there is one.
    let opponentWinningReply: String?
    /// The look-ahead search's expected answer from the opponent (`pass`).
    var reply: String? = nil
    /// The look-ahead search's value for you.
    var value: Int? = nil

    /// The move `evaluated` on a board with these letters, and the
    /// opponent's winning answer to it, if any.
    init(_ evaluated: EvaluatedMove, letters: [Letter], opponentWinningReply: Move?) {
      word = evaluated.move.word
      tiles = evaluated.move.tapOrder(on: letters)
      score = BySeat(player: evaluated.score(of: .player), opponent: evaluated.score(of: .opponent))
      defended = BySeat(
        player: evaluated.defendedCount(of: .player),
        opponent: evaluated.defendedCount(of: .opponent))
      endsGame = evaluated.endsGame
      wins = evaluated.wins
      givesOpponentWin = opponentWinningReply != nil
      self.opponentWinningReply = opponentWinningReply?.word
    }
  }

  let board: BoardSummary
  let dictionary: DictionarySummary
  let moves: [SuggestedMove]
  /// The look-ahead search, when it ranked the moves.
  var search: SearchSummary? = nil
  /// What the game's history added: played words and answers in doubt.
  var history: HistoryNote? = nil

  /// Solves `board` for the player to move.
  ///
  /// - Parameters:
  ///   - board: the board, the player to move.
  ///   - list: the word list.
  ///   - played: the words already played.
  ///   - ranking: how to order the moves.
  ///   - limit: how many moves to keep.
  ///   - everyTileChoice: list every distinct choice of tiles, not only each
  ///     word's best.
  /// - Returns: the board, the list's figures and the ranked moves.
  static func solve(
    board: Board, list: WordList, played: PlayedWords, ranking: Ranking, limit: Int,
    everyTileChoice: Bool = false
  ) -> Solution {
    let words = played.filter(WordFinder(list: list).words(on: board.letters))
    let generator = MoveGenerator(letters: board.letters, words: words)
    let position = Position(board: board, toMove: .player, played: played)
    let moves = generator.moves(in: position)
    var replies = ReplyFinder(generator: generator)
    let suggestions = ranking.suggestions(
      moves, limit: limit, replies: &replies, played: played, distinctWords: !everyTileChoice)
    return Solution(
      board: BoardSummary(letters: board.letterString, colors: board.colorString),
      dictionary: DictionarySummary(
        name: list.name, words: list.count, playable: words.count, played: played.words,
        moves: moves.count),
      moves: suggestions.map { suggestion in
        SuggestedMove(
          suggestion.evaluated, letters: board.letters,
          opponentWinningReply: suggestion.opponentWinningReply)
      })
  }

  /// The JSON of `solve --json`: snake_case keys, sorted.
  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}
