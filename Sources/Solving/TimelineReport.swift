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

  /// `history show`'s text: each game's heading (numbered when there are
  /// several), a line a board (when it was seen, its colours, its file, its
  /// bubble and the answer given on it), then its played words.
  package var lines: [String] {
    let formatter = ISO8601DateFormatter()
    var lines: [String] = []
    for (number, game) in games.enumerated() {
      lines.append(
        "Game \(letters)" + (games.count > 1 ? ", \(number + 1) of \(games.count)" : ""))
      for state in game.states {
        var line = "  \(formatter.string(from: state.takenAt))  \(state.colors)"
        if let source = state.source { line += "  \(source)" }
        if let bubble = state.lastPlayed { line += "  bubble: \(bubble.by.rawValue) \(bubble.word)" }
        if let answer = state.answer { line += "  answer: \(answer)" }
        lines.append(line)
      }
      lines.append(
        game.playedWords.isEmpty
          ? "No played word known."
          : "Played words: " + game.playedWords.map(\.shown).joined(separator: ", "))
    }
    return lines
  }

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
