import Foundation
import GameHistory
import Letterpress

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

  /// The games of the letters `letters` (upper case), the earliest first
  /// (`history show` numbers them), as `review` takes them; empty when none
  /// was recorded.
  ///
  /// - Throws: `HistoryError` when the history cannot be read.
  package func reviewGames(letters: String) throws(HistoryError) -> [GameReview.RememberedGame] {
    try store.game(letters: letters)?.games.map(GameReview.RememberedGame.init) ?? []
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

extension GameSummary {
  /// The game's line in `history`: `QUILTSEDRADISHOPENCARTXYZ  3 boards, 1
  /// played word, last 2026-11-28T21:04:05Z`.
  package var listing: String {
    "\(letters)  \(states) \(AnswerWording.noun("board", count: states)), "
      + "\(playedWords) \(AnswerWording.noun("played word", count: playedWords))"
      + (lastSeen.map { ", last \(ISO8601DateFormatter().string(from: $0))" } ?? "")
  }
}

extension GameReview {
  /// A game of the history as `review` takes it: its boards in time order
  /// and the words known played in it.
  package struct RememberedGame: Sendable {
    fileprivate let game: RecordedGame

    /// The words known played in it, upper case.
    package var playedWords: [String] { game.playedWords.map(\.word) }

    /// Its boards in time order, each with whose turn it showed, its
    /// bubble's word and the answer given on it.
    ///
    /// - Throws: `BoardTextError` when a recorded board is not a board.
    package func steps() throws(BoardTextError) -> [Step] {
      try game.states.map { state throws(BoardTextError) in
        Step(
          try Board(letters: game.letters, colors: state.colors), toMove: state.toMove,
          lastPlayed: state.bubble, answered: state.answer)
      }
    }
  }
}
