import Foundation

/// A seat, as the "played" bubble names it.
package enum Seat: String, Sendable, Codable, Hashable, CaseIterable {
  /// "You played …".
  case you
  /// "<name> played …".
  case opponent
}

/// The word of a "played" bubble and who played it.
public struct LastPlayed: Sendable, Codable, Hashable {
  /// The word, upper case.
  package let word: String
  /// Who played it.
  package let by: Seat

  /// A bubble's word (any case) and its player.
  package init(word: String, by: Seat) {
    self.word = word.uppercased()
    self.by = by
  }
}

/// Where a played word came from.
package enum WordOrigin: String, Sendable, Codable, Hashable, CaseIterable {
  /// Read from a "played" bubble.
  case bubble
  /// Worked out from two consecutive boards of the game.
  case inferred
  /// Given by the player (`history add`).
  case player
}

/// A played word of a game and where it came from.
package struct PlayedWord: Sendable, Codable, Hashable {
  /// The word, upper case.
  package let word: String
  package let origin: WordOrigin

  /// A word (any case) and its origin.
  package init(word: String, origin: WordOrigin) {
    self.word = word.uppercased()
    self.origin = origin
  }
}

/// One board of a game as recorded.
package struct RecordedState: Sendable, Hashable {
  /// The 25 colour codes (`wbBrR`).
  package let colors: String
  /// When the board was seen: the image's date, the file's time, or now.
  package let takenAt: Date
  /// The source file's name, when the board came from a file.
  package let source: String?
  /// The "played" bubble's word, when one was read.
  package let bubble: LastPlayed?
  /// The answer given (the first suggested word), when there was one.
  package let answer: String?
  /// How many moves between the previous recorded state and this one are not
  /// known exactly (`nil`: this is the game's first state, or unknown).
  package let unknownMoves: Int?
  /// Words worked out from the previous state (upper case when read back).
  package let inferredWords: [String]
  /// Every word the unknown moves since the previous state may have been
  /// (upper case when read back); `nil` when they were not worked out.
  package let possibleWords: [String]?

  /// A state; only the colours are required.
  package init(
    colors: String, takenAt: Date = Date(), source: String? = nil, bubble: LastPlayed? = nil,
    answer: String? = nil, unknownMoves: Int? = nil, inferredWords: [String] = [],
    possibleWords: [String]? = nil
  ) {
    self.colors = colors
    self.takenAt = takenAt
    self.source = source
    self.bubble = bubble
    self.answer = answer
    self.unknownMoves = unknownMoves
    self.inferredWords = inferredWords
    self.possibleWords = possibleWords
  }
}

/// A game's recorded states, oldest first, and its played words.
package struct GameTimeline: Sendable, Hashable {
  /// The 25 letters.
  package let letters: String
  package let states: [RecordedState]
  /// Each played word once per origin, in the order learnt.
  package let playedWords: [PlayedWord]
}

/// One line of `history`: a game and how much is known of it.
package struct GameSummary: Sendable, Hashable, Codable {
  /// The 25 letters.
  package let letters: String
  /// The number of recorded states.
  package let states: Int
  /// The number of played words known.
  package let playedWords: Int
  /// When its latest state was taken.
  package let lastSeen: Date?
}

/// Why the history cannot be used; callers warn and go on without it.
package enum HistoryError: Error, Sendable, CustomStringConvertible, Equatable {
  /// The database at `path` cannot be created, opened, read or written.
  case unusable(path: String, reason: String)

  package var description: String {
    switch self {
    case .unusable(let path, let reason): "the game history \(path) cannot be used (\(reason))"
    }
  }
}
