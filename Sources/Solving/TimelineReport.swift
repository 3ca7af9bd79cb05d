import Foundation
import GameHistory
import Letterpress

/// `history show --json`: the games of one set of letters, each its boards
/// and played words.
package struct TimelineReport: Encodable {
  /// One board of a game.
  package struct State: Encodable {
    let colors: String
    let takenAt: Date
    let source: String?
    let lastPlayed: LastPlayed?
    let answer: String?
  }

  /// One game: its boards in time order, and the words known played.
  package struct Game: Encodable {
    let states: [State]
    let playedWords: [PlayedWord]
  }

  let letters: String
  let games: [Game]

  /// The report of `timeline`.
  package init(_ timeline: GameTimeline) {
    letters = timeline.letters
    games = timeline.games.map { game in
      Game(
        states: game.states.map {
          State(
            colors: $0.colors, takenAt: $0.takenAt, source: $0.source, lastPlayed: $0.bubble,
            answer: $0.answer)
        }, playedWords: game.playedWords)
    }
  }
}
