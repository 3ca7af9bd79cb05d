import GameHistory
import Letterpress
import Strategy

/// What the game's history added to an answer.
///
/// The words treated as played (each with where it came from) and the
/// answers that might already be played. Encodes as `solve --json`'s
/// `"history"`.
public struct HistoryNote: Codable, Sendable {
  /// The words treated as played, upper case, with their origin.
  public let playedWords: [PlayedWord]
  /// Moves of the game not known exactly (absent when how many is unknown).
  public let unknownMoves: Int?
  /// Whether every move of the game is known, so no answer is in doubt.
  public let complete: Bool
  /// The answers, upper case, that the coloured tiles spell while moves are
  /// unknown: they might already be played.
  public let mightBePlayed: [String]
  /// The best answer that surely was never played, when the first might be.
  public let surelyLegal: String?
  /// Why the answers in `mightBePlayed` are in doubt.
  public let doubt: String?

  /// The note for the answers `words` (best first) on `board`; the surely
  /// legal answer is taken from `words`, then from `alsoRanked`.
  public init(recall: GameRecall, words: [String], board: Board, alsoRanked: [String] = []) {
    playedWords = recall.known
    unknownMoves = recall.unknownMoves
    complete = recall.unknownMoves == 0
    doubt = recall.doubtReason
    guard doubt != nil else {
      (mightBePlayed, surelyLegal) = ([], nil)
      return
    }
    let bound = PlayedWordDoubt(letters: board.letters, ownership: Ownership(board))
    mightBePlayed = words.filter(bound.mightHaveBeenPlayed).map { $0.uppercased() }
    surelyLegal =
      mightBePlayed.first == words.first?.uppercased()
      ? (words + alsoRanked).first { !bound.mightHaveBeenPlayed($0) }?.uppercased() : nil
  }
}
