import Foundation

/// A seat, as the "played" bubble names it.
public enum Seat: String, Sendable, Codable, Hashable {
  /// "You played …".
  case you
  /// "<name> played …".
  case opponent
}

/// The word of a "played" bubble and who played it.
public struct LastPlayed: Sendable, Codable, Hashable {
  /// The word, upper case.
  public let word: String
  /// Who played it.
  public let by: Seat

  /// A bubble's word (any case) and its player.
  public init(word: String, by: Seat) {
    self.word = word.uppercased()
    self.by = by
  }
}

/// Where a played word came from.
public enum WordOrigin: String, Sendable, Codable, Hashable, CaseIterable {
  /// Read from a "played" bubble.
  case bubble
  /// Worked out from two consecutive boards of the game.
  case inferred
  /// Given by the player (`history add`).
  case player
}

/// A played word of a game and where it came from.
public struct PlayedWord: Sendable, Codable, Hashable {
  /// The word, upper case.
  public let word: String
  public let origin: WordOrigin

  /// A word (any case) and its origin.
  public init(word: String, origin: WordOrigin) {
    self.word = word.uppercased()
    self.origin = origin
  }
}

/// One board of a game as recorded.
public struct RecordedState: Sendable, Hashable {
  /// The 25 colour codes (`wbBrR`).
  public let colors: String
  /// When the board was seen: the image's date, the file's time, or now.
  public let takenAt: Date
  /// The source file's name, when the board came from a file.
  public let source: String?
  /// The "played" bubble's word, when one was read.
  public let bubble: LastPlayed?
  /// The answer given (the first suggested word), when there was one.
  public let answer: String?
  /// How many moves between the previous recorded state and this one are not
  /// known exactly (`nil`: this is the game's first state, or unknown).
  public let unknownMoves: Int?
  /// Words worked out from the previous state (upper case when read back).
  public let inferredWords: [String]
  /// Every word the unknown moves since the previous state may have been
  /// (upper case when read back); `nil` when they were not worked out.
  public let possibleWords: [String]?

  /// A state; only the colours are required.
  public init(
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
public struct GameTimeline: Sendable, Hashable {
  /// The 25 letters.
  public let letters: String
  public let states: [RecordedState]
  /// Each played word once per origin, in the order learnt.
  public let playedWords: [PlayedWord]
}

/// One line of `history`: a game and how much is known of it.
public struct GameSummary: Sendable, Hashable, Codable {
  /// The 25 letters.
  public let letters: String
  /// The number of recorded states.
  public let states: Int
  /// The number of played words known.
  public let playedWords: Int
  /// When its latest state was taken.
  public let lastSeen: Date?
}

/// Why the history cannot be used; callers warn and go on without it.
public enum HistoryError: Error, Sendable, CustomStringConvertible, Equatable {
  /// The database at `path` cannot be created, opened, read or written.
  case unusable(path: String, reason: String)

  public var description: String {
    switch self {
    case .unusable(let path, let reason): "the game history \(path) cannot be used (\(reason))"
    }
  }
}
