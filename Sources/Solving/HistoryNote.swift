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
  /// The answers, upper case, that might already be played while moves are
  /// unknown: words an unknown move may have been (and their prefixes),
  /// and, when not every unknown move's words are known, any the coloured
  /// tiles spell.
  public let mightBePlayed: [String]
  /// The best answer that surely was never played, when the first might be.
  public let surelyLegal: String?
  /// Why the answers in `mightBePlayed` are in doubt.
  public let doubt: String?
  /// The words, upper case, an unknown move of the game may have been:
  /// likely played, so neither answered first nor counted on as replies.
  public let possiblyPlayed: [String]
  /// Whether `possiblyPlayed` holds every word any unknown move may have
  /// been.
  public let knowsEveryPossiblyPlayed: Bool

  /// The note for the answers `words` (best first) on `board`; the surely
  /// legal answer is taken from `words`, then from `alsoRanked`.
  public init(recall: GameRecall, words: [String], board: Board, alsoRanked: [String] = []) {
    playedWords = recall.known
    unknownMoves = recall.unknownMoves
    complete = recall.unknownMoves == 0
    doubt = recall.doubtReason
    possiblyPlayed = recall.possiblyPlayed.map { $0.uppercased() }
    knowsEveryPossiblyPlayed = recall.knowsEveryPossibleWord
    guard doubt != nil else {
      (mightBePlayed, surelyLegal) = ([], nil)
      return
    }
    let bound = PlayedWordDoubt(letters: board.letters, ownership: Ownership(board))
    let inDoubt = { recall.mightHaveBeenPlayed($0, doubt: bound) }
    mightBePlayed = words.filter(inDoubt).map { $0.uppercased() }
    surelyLegal =
      mightBePlayed.first == words.first?.uppercased()
      ? (words + alsoRanked).first { !inDoubt($0) }?.uppercased() : nil
  }
}
