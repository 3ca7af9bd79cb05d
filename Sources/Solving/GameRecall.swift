import GameHistory
import Letterpress
import Strategy
import Words

/// What is known of a game's played words before a solve.
package struct GameRecall: Sendable {
  /// The words known played, each with where it came from.
  package let known: [PlayedWord]
  /// The same words with the rule they impose.
  package let played: PlayedWords
  /// The words worked out from the previous board to this one.
  package let inferredNow: [String]
  /// The words the unknown moves from the previous board to this one may
  /// have been, the answer given on the previous board among them when it
  /// may have been played; `nil` when they were not worked out.
  package let possibleNow: [String]?
  /// The words the unknown moves of the recorded boards may have been (lower
  /// case): each explains a change the history saw, so it is likely played.
  package let possiblyPlayed: [String]
  /// Whether `possiblyPlayed` holds every word any unknown move may have
  /// been (the game was followed from its start and each change explained).
  package let knowsEveryPossiblyPlayed: Bool
  /// Moves between the previous board and this one not known exactly.
  package let unknownStep: Int?
  /// Moves of the whole game not known exactly: 0 when the history is
  /// complete, `nil` when how many is unknown.
  package let unknownMoves: Int?
  /// Whether a history was used at all.
  package let usesHistory: Bool
  /// The recorded board this one follows in its game; `nil` when it starts
  /// a game.
  package let follows: Int64?
  /// The words given with this board that it can have had.
  package let givenNow: [String]
  /// Whose turn the board shows, `nil` when not shown.
  package let toMove: Owner?
  /// The rule the possibly played words impose (made from
  /// `possiblyPlayed` once).
  let likelyRule: PlayedWords

  /// The known words and the possibly played ones: the words the answer
  /// first and the look-ahead avoid.
  package var avoided: PlayedWords {
    (try? PlayedWords(played.words + possiblyPlayed)) ?? played
  }

  /// Whether `word` is, or begins, a word an unknown move of the recorded
  /// boards may have been.
  package func isLikelyPlayed(_ word: String) -> Bool { !likelyRule.allows(word) }

  /// Whether `word` might already be played, on a board whose coloured
  /// tiles `doubt` counts: never when the history is complete; when every
  /// unknown move's words are known, only those and their prefixes;
  /// otherwise any word the coloured tiles spell.
  package func mightHaveBeenPlayed(_ word: String, doubt: PlayedWordDoubt) -> Bool {
    guard unknownMoves != 0 else { return false }
    if isLikelyPlayed(word) { return true }
    return !knowsEveryPossiblyPlayed && doubt.mightHaveBeenPlayed(word)
  }

  /// Why a word might already be played, or `nil` when the history is
  /// complete.
  package var doubtReason: String? {
    switch unknownMoves {
    case 0: nil
    case 1? where knowsEveryPossiblyPlayed:
      "the earlier move not known may have been it or a word starting with it"
    case let count? where knowsEveryPossiblyPlayed:
      "one of the \(count) earlier moves not known may have been it or a word starting with it"
    case let count?:
      "the coloured tiles spell it and \(count) earlier \(count == 1 ? "move is" : "moves are") unknown"
    case nil: "the coloured tiles spell it and earlier moves are unknown"
    }
  }
}
