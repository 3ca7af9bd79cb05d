import Foundation
import Letterpress

/// Where a played word came from.
package enum WordOrigin: String, Sendable, Codable, Hashable, CaseIterable {
  /// Read from a "played" bubble.
  case bubble
  /// Worked out from two consecutive boards of the game.
  case inferred
  /// Given by the player (`--played`, `history add`).
  case player

  /// How direct the origin is, the most direct (the player's word) first.
  var rank: Int {
    switch self {
    case .player: 0
    case .bubble: 1
    case .inferred: 2
    }
  }
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
  /// The row's id, once stored (`nil` in a state not yet recorded).
  package let id: Int64?
  /// The id of the earlier board this one follows in its game (the moves
  /// since then are the ones worked out); `nil` for a game's first board.
  package let parentID: Int64?
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
  /// How many moves between the board it follows (the empty board, for a
  /// game's first) and this one are not known exactly; `nil` when unknown.
  package let unknownMoves: Int?
  /// Words worked out from the previous state (upper case when read back).
  package let inferredWords: [String]
  /// Every word the unknown moves since the previous state may have been
  /// (upper case when read back); `nil` when they were not worked out.
  package let possibleWords: [String]?
  /// Words the player gave as played in the game with this board (upper
  /// case when read back).
  package let playerWords: [String]
  /// Whose turn the board showed; `nil` when it did not show it.
  package let toMove: Owner?

  /// A state; only the colours are required.
  package init(
    id: Int64? = nil, parentID: Int64? = nil, colors: String, takenAt: Date = Date(),
    source: String? = nil, bubble: LastPlayed? = nil, answer: String? = nil,
    unknownMoves: Int? = nil, inferredWords: [String] = [], possibleWords: [String]? = nil,
    playerWords: [String] = [], toMove: Owner? = nil
  ) {
    self.id = id
    self.parentID = parentID
    self.colors = colors
    self.takenAt = takenAt
    self.source = source
    self.bubble = bubble
    self.answer = answer
    self.unknownMoves = unknownMoves
    self.inferredWords = inferredWords
    self.possibleWords = possibleWords
    self.playerWords = playerWords
    self.toMove = toMove
  }

  /// Whether no tile is coloured: a game's start, which follows no board.
  package var isBlank: Bool { colors.allSatisfy { $0 == "w" } }

  /// How many tiles are coloured.
  package var colouredCount: Int { colors.count { $0 != "w" } }

  /// Whether this board can come later in the same game as `earlier`.
  ///
  /// A tile once coloured never becomes unclaimed again, and any other
  /// change of a tile's owner some moves can make. A board can follow
  /// itself.
  package func canFollow(_ earlier: RecordedState) -> Bool {
    zip(earlier.colors, colors).allSatisfy { before, after in before == "w" || after != "w" }
  }

  /// Whether this state comes before `other` in time: taken earlier; at the
  /// same time, the one with fewer coloured tiles (a board comes after those
  /// it can follow), then the one recorded first.
  package func precedes(_ other: RecordedState) -> Bool {
    if takenAt != other.takenAt { return takenAt < other.takenAt }
    if colouredCount != other.colouredCount { return colouredCount < other.colouredCount }
    return (id ?? .max) < (other.id ?? .max)
  }

  /// The words learnt with this board: those worked out, the bubble's, then
  /// the player's.
  package var learntWords: [PlayedWord] {
    inferredWords.map { PlayedWord(word: $0, origin: .inferred) }
      + (bubble.map { [PlayedWord(word: $0.word, origin: .bubble)] } ?? [])
      + playerWords.map { PlayedWord(word: $0, origin: .player) }
  }
}

extension PlayedWord {
  /// `words` with one entry per word, where it was first learnt, under the
  /// most direct origin it was learnt from (the player's word, then the
  /// bubble's, then one worked out).
  package static func unique(_ words: [PlayedWord]) -> [PlayedWord] {
    var best: [String: WordOrigin] = [:]
    for word in words where best[word.word].map({ $0.rank > word.origin.rank }) ?? true {
      best[word.word] = word.origin
    }
    var seen = Set<String>()
    return words.compactMap { word in
      guard seen.insert(word.word).inserted, let origin = best[word.word] else { return nil }
      return PlayedWord(word: word.word, origin: origin)
    }
  }
}

/// Every board recorded with one set of 25 letters: one game or several
/// (games on the same letters), each a chain of boards that can follow one
/// another.
package struct GameTimeline: Sendable, Hashable {
  /// The 25 letters.
  package let letters: String
  /// Every state, in time order (`RecordedState.precedes`).
  package let states: [RecordedState]
  /// Words the player added when no board of these letters was recorded:
  /// the first game's.
  package let looseWords: [PlayedWord]

  /// The timeline of `states` (any order) and `looseWords`.
  package init(letters: String, states: [RecordedState], looseWords: [PlayedWord] = []) {
    self.letters = letters
    self.states = states.sorted { $0.precedes($1) }
    self.looseWords = looseWords
  }

  /// The states from the start of its game to the state `id`, following
  /// each board's `parentID` (a blank board starts a game whatever it was
  /// recorded after); empty when there is no such state.
  package func line(to id: Int64) -> [RecordedState] {
    let byID = Dictionary(states.compactMap { state in state.id.map { ($0, state) } }) { a, _ in a }
    var line: [RecordedState] = []
    var next = byID[id]
    while let state = next, line.count < states.count {
      line.append(state)
      next = state.isBlank ? nil : state.parentID.flatMap { byID[$0] }
    }
    return line.reversed()
  }

  /// The words added with no board that belong to the game of `line` (its
  /// boards from the start): the first game's, or, when no board was
  /// recorded yet, the first board's.
  package func looseWords(of line: [RecordedState]) -> [PlayedWord] {
    line.first?.id == games.first?.states.first?.id ? looseWords : []
  }

  /// The games, the earliest first: each its states (in time order, side
  /// lines such as a board changed by hand included) and played words; the
  /// words added before any board are a game with no board yet.
  package var games: [RecordedGame] {
    guard !states.isEmpty else {
      return looseWords.isEmpty
        ? []
        : [RecordedGame(letters: letters, states: [], playedWords: PlayedWord.unique(looseWords))]
    }
    var gameOfState: [Int64: Int] = [:]
    var members: [[RecordedState]] = []
    for state in states {
      let first = state.id.flatMap { line(to: $0).first?.id }
      if let first, let game = gameOfState[first] {
        members[game].append(state)
        if let id = state.id { gameOfState[id] = game }
      } else {
        if let id = state.id { gameOfState[id] = members.count }
        members.append([state])
      }
    }
    return members.enumerated().map { index, states in
      RecordedGame(
        letters: letters, states: states,
        playedWords: PlayedWord.unique(
          (index == 0 ? looseWords : []) + states.flatMap(\.learntWords)))
    }
  }
}

/// One game: a chain of boards of one set of letters that follow one
/// another, and the words known played in it.
package struct RecordedGame: Sendable, Hashable {
  /// The 25 letters.
  package let letters: String
  /// Its states in time order.
  package let states: [RecordedState]
  /// Each played word once, in the order learnt (board by board), with
  /// its most direct origin.
  package let playedWords: [PlayedWord]
}

/// One line of `history`: a game and how much is known of it (several
/// games on the same letters are a line each).
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
  /// Words added to the game of `letters`, which has `known` played words,
  /// would make `total`, more than `limit`.
  case tooManyPlayedWords(letters: String, known: Int, total: Int, limit: Int)

  package var description: String {
    switch self {
    case .unusable(let path, let reason): "the game history \(path) cannot be used (\(reason))"
    case .tooManyPlayedWords(let letters, let known, let total, let limit):
      "the game \(letters) would have \(total) played words; at most \(limit) (it has \(known));"
        + " nothing added"
    }
  }
}
