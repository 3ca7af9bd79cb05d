import GameHistory
import Letterpress
import Strategy

/// What the game's history added to an answer.
///
/// The words treated as played (each with where it came from) and the
/// answers that might already be played. Encodes as `solve --json`'s
/// `"history"`.
package struct HistoryNote: Codable, Sendable {
  /// The words treated as played, upper case, with their origin.
  package let playedWords: [PlayedWord]
  /// Moves of the game not known exactly (absent when how many is unknown).
  package let unknownMoves: Int?
  /// Whether every move of the game is known, so no answer is in doubt.
  package let complete: Bool
  /// The answers, upper case, that might already be played while moves are
  /// unknown: words an unknown move may have been (and their prefixes),
  /// and, when not every unknown move's words are known, any the coloured
  /// tiles spell.
  package let mightBePlayed: [String]
  /// The best answer that surely was never played, when the first might be.
  package let surelyLegal: String?
  /// Why the answers in `mightBePlayed` are in doubt.
  package let doubt: String?
  /// The words, upper case, an unknown move of the game may have been:
  /// likely played, so neither answered first nor counted on as replies.
  package let possiblyPlayed: [String]
  /// Whether `possiblyPlayed` holds every word any unknown move may have
  /// been.
  package let knowsEveryPossiblyPlayed: Bool

  /// The note for the answers `words` (best first) on `board`; the surely
  /// legal answer is taken from `words`, then from `alsoRanked`.
  package init(recall: GameRecall, words: [String], board: Board, alsoRanked: [String] = []) {
    playedWords = recall.known
    unknownMoves = recall.unknownMoves
    complete = recall.unknownMoves == 0
    doubt = recall.doubtReason
    possiblyPlayed = recall.possiblyPlayed.map { $0.uppercased() }
    knowsEveryPossiblyPlayed = recall.knowsEveryPossiblyPlayed
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
