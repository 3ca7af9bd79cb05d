import Foundation
import Letterpress
import Strategy
import Words

/// The answer for one board: the board, the dictionary, and the top moves.
///
/// The moves are for the player (the local player, to move). Encodes (with
/// `JSONDocument`) as `solve --json` and the server's `/api/solve`.
public struct Solution: Codable, Sendable {
  /// The board as letters and colour codes.
  package struct BoardSummary: Codable, Sendable {
    package let letters: String
    package let colors: String
  }

  /// The word list and what it gave on this board.
  package struct DictionarySummary: Codable, Sendable {
    /// The list's name (`letterpress`, `system`, a path).
    package let name: String
    /// Words in the list.
    package let words: Int
    /// Words the board can spell that the played words still allow.
    package let playable: Int
    /// The words already played, upper case.
    package let played: [String]
    /// Distinct tile-level moves.
    public let moves: Int
  }

  /// A count for each seat.
  package struct BySeat: Codable, Sendable {
    package let player: Int
    package let opponent: Int
  }

  /// One suggested move.
  package struct SuggestedMove: Codable, Sendable {
    /// The word, upper case.
    package let word: String
    /// The tiles in tap order, named `r1c2` (row 1, column 2).
    package let tiles: [String]
    /// Tiles held after the move.
    public let score: BySeat
    /// Defended tiles after the move.
    package let defended: BySeat
    public let endsGame: Bool
    public let wins: Bool
    /// Whether the opponent can win the game with their next word.
    package let givesOpponentWin: Bool
    /// Such a word, when there is one.
    package let opponentWinningReply: String?
    /// The look-ahead search's expected answer from the opponent (`pass`
    /// for a pass).
    package var reply: String? = nil
    /// Tiles held after that answer.
    package var scoreAfterReply: BySeat? = nil
    /// The look-ahead search's value for you.
    public var value: Int? = nil

    /// The move `evaluated` on a board with these letters, and the
    /// opponent's winning answer to it, if any.
    init(_ evaluated: EvaluatedMove, letters: [Letter], opponentWinningReply: Move?) {
      word = evaluated.move.word.uppercased()
      tiles = evaluated.move.tapOrder(on: letters).map(Board.tileName)
      score = BySeat(player: evaluated.score(of: .player), opponent: evaluated.score(of: .opponent))
      defended = BySeat(
        player: evaluated.defendedCount(of: .player),
        opponent: evaluated.defendedCount(of: .opponent))
      endsGame = evaluated.endsGame
      wins = evaluated.wins
      givesOpponentWin = opponentWinningReply != nil
      self.opponentWinningReply = opponentWinningReply?.word.uppercased()
    }

    /// The tiles' row-major indices 0-24, in tap order.
    package var tapOrder: [Int] { tiles.compactMap(Board.tileIndex(named:)) }
  }

  /// The document's version, `JSONDocument.schema`.
  package var schema = JSONDocument.schema
  package let board: BoardSummary
  package internal(set) var dictionary: DictionarySummary
  package internal(set) var moves: [SuggestedMove]
  /// The look-ahead search, when it ranked the moves.
  package var search: SearchSummary? = nil
  /// What the game's history added: played words and answers in doubt.
  package var history: HistoryNote? = nil

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
  package static func solve(
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
        name: list.name, words: list.count, playable: words.count,
        played: played.words.map { $0.uppercased() },
        moves: moves.count),
      moves: suggestions.map { suggestion in
        SuggestedMove(
          suggestion.evaluated, letters: board.letters,
          opponentWinningReply: suggestion.opponentWinningReply)
      })
  }
}
