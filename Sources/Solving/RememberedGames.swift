import Foundation
import GameHistory

/// The games lettersolve remembers (each board `solve`, `batch` and `watch`
/// are given, and the words learnt), as `history` lists, shows and
/// corrects them and `review` replays them: the same store `GameMemory`
/// solves with.
///
///     let history = try RememberedGames(environment: ProcessInfo.processInfo.environment)
///     let timeline = try history.game(letters: "QUILTSEDRADISHOPENCARTXYZ")
package struct RememberedGames: Sendable {
  private let store: HistoryStore

  /// The history in `LETTERSOLVE_STATE`, else `$XDG_STATE_HOME/lettersolve`,
  /// else `~/.local/state/lettersolve`.
  ///
  /// - Throws: `HistoryError` when it cannot be created or opened.
  package init(environment: [String: String]) throws(HistoryError) {
    store = try HistoryStore(folder: HistoryStore.defaultFolder(environment: environment))
  }

  /// One line a game, the latest first.
  ///
  /// - Throws: `HistoryError` when the history cannot be read.
  package func games() throws(HistoryError) -> [GameSummary] { try store.games() }

  /// Every board of the letters `letters` (upper case), in time order, by
  /// game; `nil` when none was recorded.
  ///
  /// - Throws: `HistoryError` when the history cannot be read.
  package func game(letters: String) throws(HistoryError) -> GameTimeline? {
    try store.game(letters: letters)
  }

  /// Adds `given` to the latest game of `letters`: a game holds at most
  /// `GivenWords.limit` played words in all.
  ///
  /// - Throws: `HistoryError.tooManyPlayedWords` when the game would hold
  ///   more, and nothing is added; `.unusable` when the history cannot be
  ///   written.
  package func add(_ given: GivenWords, letters: String) throws(HistoryError) {
    try store.add(playedWords: given.words, letters: letters, limit: GivenWords.limit)
  }

  /// Forgets the games of `letters`; `false` when there was none.
  ///
  /// - Throws: `HistoryError` when the history cannot be written.
  package func forget(letters: String) throws(HistoryError) -> Bool {
    try store.forget(letters: letters)
  }

  /// Forgets every game, and says how many there were.
  ///
  /// - Throws: `HistoryError` when the history cannot be written.
  package func forgetAll() throws(HistoryError) -> Int { try store.forgetAll() }
}
