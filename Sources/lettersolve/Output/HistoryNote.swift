import GameHistory
import Letterpress
import Strategy

/// What the game's history added to an answer.
///
/// The words treated as played (each with where it came from) and the
/// answers that might already be played. Encodes as `solve --json`'s
/// `"history"`.
struct HistoryNote: Encodable, Sendable {
  /// The words treated as played, upper case, with their origin.
  let playedWords: [PlayedWord]
  /// Moves of the game not known exactly (absent when how many is unknown).
  let unknownMoves: Int?
  /// Whether every move of the game is known, so no answer is in doubt.
  let complete: Bool
  /// The answers, upper case, that the coloured tiles spell while moves are
  /// unknown: they might already be played.
  let mightBePlayed: [String]
  /// The best answer that surely was never played, when the first might be.
  let surelyLegal: String?
  /// Why the answers in `mightBePlayed` are in doubt.
  let doubt: String?

  /// The note for the answers `words` (best first) on `board`; the surely
  /// legal answer is taken from `words`, then from `alsoRanked`.
  init(recall: GameRecall, words: [String], board: Board, alsoRanked: [String] = []) {
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

  /// The lines `solve` prints under the answer: the played words taken into
  /// account, and the answers in doubt with the best sure one.
  var lines: [String] {
    var lines: [String] = []
    if !playedWords.isEmpty {
      lines.append(
        "Treated as played: "
          + playedWords.map {
            "\($0.word) (\($0.origin == .player ? "yours" : $0.origin.rawValue))"
          }
          .joined(separator: ", "))
    }
    if let doubt, !mightBePlayed.isEmpty {
      var line = "Might already be played (\(doubt)): \(mightBePlayed.joined(separator: ", "))."
      if let surelyLegal { line += " Surely legal: \(surelyLegal)." }
      lines.append(line)
    }
    return lines
  }
}
