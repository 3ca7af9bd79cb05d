import BoardReader
import GameHistory
import Letterpress
import Strategy

/// The JSON of an `Answer` (`solve --json`, `batch --json`, the server's
/// `/api/solve`), written by `JSONDocument`: a Codable view, nothing
/// computed that the answer does not hold.
///
/// Tiles are named `r1c2` (row 1, column 2, from 1 at the top left), words
/// are upper case, and keys without a value are left out.
public struct AnswerDocument: Codable, Sendable {
  /// The board as letters and colour codes.
  package struct LettersAndColors: Codable, Sendable {
    /// 25 letters, row by row.
    package let letters: String
    /// 25 colour codes (`w`, `b`, `B`, `r`, `R`), row by row.
    package let colors: String
  }

  /// A count for each side.
  package struct BySeat: Codable, Sendable, Equatable {
    package let player: Int
    package let opponent: Int

    init(_ score: Answer.Score) {
      player = score.player
      opponent = score.opponent
    }
  }

  /// The word list and what it gave on this board.
  package struct WordListFigures: Codable, Sendable {
    /// The list's name (`letterpress`, `system`, a path).
    package let name: String
    /// Words in the list.
    package let words: Int
    /// Words the board can spell that the played words still allow.
    package let playable: Int
    /// The words treated as played, upper case.
    package let played: [String]
    /// Distinct tile-level moves.
    package let moves: Int
  }

  /// One suggested move.
  package struct Move: Codable, Sendable {
    /// The word, upper case.
    package let word: String
    /// The tiles in tap order.
    package let tiles: [String]
    /// Tiles held after the move.
    package let score: BySeat
    /// Defended tiles after the move.
    package let defended: BySeat
    package let endsGame: Bool
    package let wins: Bool
    /// Whether the opponent can end the game and win with their next word.
    package let givesOpponentWin: Bool
    /// Such a word, when there is one.
    package let opponentWinningReply: String?
    /// The look-ahead's expected answer (`pass` for a pass), when it looked
    /// at the opponent's answers.
    package let reply: String?
    /// Tiles held after that answer.
    package let scoreAfterReply: BySeat?
    /// The look-ahead's value for you, in its own units.
    package let value: Int?
    /// Your chance to win after the move, 0 to 1 (exactly 0 or 1 only
    /// when `proven`).
    package let winChance: Double
    /// Whether a full-width proof stands behind the move's outcome.
    package let proven: Bool
  }

  /// What the look-ahead search did.
  package struct Search: Codable, Sendable {
    /// Plies searched (the proof's horizon when `proven`).
    package let depth: Int
    package let nodes: Int
    package let seconds: Double
    /// Whether `outcome` is proved exactly.
    package let proven: Bool
    /// What is proved for you.
    package let outcome: ForcedResult?
    /// The proof's line of play, alternating from you (`pass` for a pass).
    package let line: [String]?
    /// Whether the search prefers passing to every word it looked at.
    package let prefersPass: Bool
    /// In an unproved endgame: the plies the exact solver searched through
    /// without finding a forced result.
    package let endgameHorizon: Int?
    /// Whether the time cap cut the search short (the answer may then
    /// differ from run to run).
    package let cutByTime: Bool
  }

  /// What the opponent is likely to play when the screenshot shows them to
  /// move, and your best answer to it (`Answer.TheirTurn`).
  package struct TheirTurn: Codable, Sendable {
    /// Their likely word; absent when they must pass.
    package let word: String?
    /// Its tiles in tap order.
    package let tiles: [String]
    /// Tiles held after it.
    package let score: BySeat
    /// Your best answer to it, when the look-ahead looked at answers.
    package let answer: String?
    /// That answer's tiles in tap order.
    package let answerTiles: [String]
    /// Tiles held after that answer.
    package let scoreAfterAnswer: BySeat?
    /// Your chance to win, they to move, 0 to 1.
    package let winChance: Double
    /// Whether the time cap cut their look-ahead short.
    package let cutByTime: Bool
  }

  /// The document's version, `JSONDocument.schema`.
  package var schema = JSONDocument.schema
  /// The board before the move.
  package let board: LettersAndColors
  /// Tiles held before the move.
  package let score: BySeat
  /// Whose turn the screenshot showed, when it showed it.
  package let toMove: Owner?
  /// The "played" bubble's word, when one was read or given.
  package let lastPlayed: LastPlayed?
  package let dictionary: WordListFigures
  package let moves: [Move]
  /// The look-ahead search, when it ranked the moves.
  package let search: Search?
  /// Your chance to win, you to move, 0 to 1.
  package let winChance: Double
  /// What the game's history added: played words and answers in doubt.
  package let history: HistoryNote?
  /// When the screenshot shows the opponent to move: their likely move and
  /// your answer to it.
  package let theirTurn: TheirTurn?
  /// The answer in words, as `solve` prints it (`AnswerSentences`).
  package let sentences: AnswerSentences

  /// The document of `answer`.
  public init(_ answer: Answer) {
    board = LettersAndColors(letters: answer.board.letterString, colors: answer.board.colorString)
    score = BySeat(answer.score)
    toMove = answer.toMove
    lastPlayed = answer.lastPlayed
    let dictionary = answer.dictionary
    self.dictionary = WordListFigures(
      name: dictionary.name, words: dictionary.words, playable: dictionary.playable,
      played: dictionary.played, moves: dictionary.moves)
    moves = answer.moves.map { move in
      Move(
        word: move.word, tiles: move.tileNames, score: BySeat(move.score),
        defended: BySeat(move.defended), endsGame: move.endsGame, wins: move.wins,
        givesOpponentWin: move.opponentWinningReply != nil,
        opponentWinningReply: move.opponentWinningReply, reply: move.reply.map(\.text),
        scoreAfterReply: move.scoreAfterReply.map(BySeat.init), value: move.value,
        winChance: move.winChance, proven: move.proven)
    }
    search = answer.search.map { search in
      Search(
        depth: search.depth, nodes: search.nodes, seconds: search.seconds,
        proven: search.proven, outcome: search.outcome, line: search.line?.map(\.text),
        prefersPass: search.prefersPass, endgameHorizon: search.endgameHorizon,
        cutByTime: search.cutByTime)
    }
    winChance = answer.winChance
    history = answer.history
    theirTurn = answer.theirTurn.map { their in
      TheirTurn(
        word: their.word, tiles: their.tapOrder.map(Board.tileName), score: BySeat(their.score),
        answer: their.answer, answerTiles: their.answerTapOrder.map(Board.tileName),
        scoreAfterAnswer: their.scoreAfterAnswer.map(BySeat.init), winChance: their.winChance,
        cutByTime: their.cutByTime)
    }
    sentences = AnswerSentences(answer)
  }
}

extension Answer.Reply {
  /// The word, upper case, or `pass` in lower case (PASS is a word too).
  public var text: String {
    switch self {
    case .word(let word): word
    case .pass: "pass"
    }
  }
}
