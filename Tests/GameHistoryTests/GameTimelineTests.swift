import Foundation
import GRDB
import GameHistory
import Testing

/// A set of letters' boards split into games: chains of boards that follow
/// one another, a blank board starting each, in time order with ties
/// ordered by what the boards show.
@Suite struct GameTimelineTests {
  static let letters = HistoryStoreTests.letters
  static let blank = String(repeating: "w", count: 25)
  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  static func state(_ colors: String, id: Int64, parent: Int64? = nil, minute: Double = 0)
    -> RecordedState
  {
    RecordedState(
      id: id, parentID: parent, colors: colors, takenAt: start.addingTimeInterval(minute * 60))
  }

  @Test func aBoardFollowsAnotherWhenNoTileBecomesUnclaimed() {
    let earlier = Self.state("bbrww" + String(repeating: "w", count: 20), id: 1)
    for later in ["bbrww", "rrbww", "bbrbw", "BBRrr"] {
      #expect(Self.state(later + String(repeating: "w", count: 20), id: 2).canFollow(earlier))
    }
    for later in ["bwrww", "wbrbb"] {
      #expect(!Self.state(later + String(repeating: "w", count: 20), id: 2).canFollow(earlier))
    }
  }

  @Test func boardsAtTheSameTimeComeAfterThoseTheyFollow() {
    let two = Self.state("bb" + String(repeating: "w", count: 23), id: 1, minute: 5)
    let one = Self.state("b" + String(repeating: "w", count: 24), id: 2, minute: 5)
    let first = Self.state(Self.blank, id: 3, minute: 1)
    let timeline = GameTimeline(letters: Self.letters, states: [two, one, first])
    #expect(timeline.states.map(\.id) == [3, 2, 1])
  }

  @Test func aBlankBoardStartsAGameAndASideLineStaysInItsGame() {
    let colours = (1...4).map {
      String(repeating: "b", count: $0) + String(repeating: "w", count: 25 - $0)
    }
    let states = [
      Self.state(Self.blank, id: 1, minute: 0),
      Self.state(colours[0], id: 2, parent: 1, minute: 1),
      // Changed by hand: a side line of the game.
      Self.state(colours[2], id: 3, parent: 2, minute: 2),
      Self.state(colours[1], id: 4, parent: 2, minute: 3),
      // A new game, whatever it was recorded after.
      Self.state(Self.blank, id: 5, parent: 4, minute: 4),
      Self.state(colours[0], id: 6, parent: 5, minute: 5),
    ]
    let timeline = GameTimeline(letters: Self.letters, states: states)
    #expect(timeline.games.map { $0.states.map(\.id) } == [[1, 2, 3, 4], [5, 6]])
    #expect(timeline.line(to: 4).map(\.id) == [1, 2, 4])
    #expect(timeline.line(to: 6).map(\.id) == [5, 6])
    #expect(timeline.line(to: 99).isEmpty)
  }

  /// A database of the schema before games on the same letters were told
  /// apart: its states become one game in time order, and a word can be
  /// learnt again by a later game.
  @Test func anOlderDatabaseBecomesOneGamePerLetters() throws {
    let root = try HistoryStoreTests.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/" + HistoryStore.fileName
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
          INSERT INTO grdb_migrations VALUES ('v1'), ('v2');
          CREATE TABLE game (id INTEGER PRIMARY KEY, letters TEXT NOT NULL UNIQUE,
            first_seen DOUBLE NOT NULL);
          CREATE TABLE state (id INTEGER PRIMARY KEY,
            game_id INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
            colors TEXT NOT NULL, taken_at DOUBLE NOT NULL, source TEXT, bubble_word TEXT,
            bubble_by TEXT, answer TEXT, unknown_moves INTEGER, possible_words TEXT);
          CREATE TABLE played_word (id INTEGER PRIMARY KEY,
            game_id INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
            word TEXT NOT NULL, origin TEXT NOT NULL,
            state_id INTEGER REFERENCES state(id) ON DELETE CASCADE,
            UNIQUE (game_id, word, origin));
          INSERT INTO game VALUES (1, '\(Self.letters)', 0);
          INSERT INTO state (id, game_id, colors, taken_at) VALUES
            (1, 1, '\(Self.blank)', 10), (3, 1, 'b\(Self.blank.dropFirst())', 20),
            (2, 1, 'bb\(Self.blank.dropFirst(2))', 30);
          INSERT INTO played_word (game_id, word, origin, state_id) VALUES (1, 'QUILT', 'inferred', 3);
          """)
    }
    try queue.close()
    let store = try HistoryStore(folder: root)
    let timeline = try #require(try store.game(letters: Self.letters))
    #expect(timeline.games.map { $0.states.compactMap(\.id) } == [[1, 3, 2]])
    #expect(timeline.line(to: 2).compactMap(\.id) == [1, 3, 2])
    // A second game learns QUILT again.
    let second = try store.record(
      RecordedState(colors: Self.blank, takenAt: Self.start), letters: Self.letters)
    try store.record(
      RecordedState(
        parentID: second, colors: "b" + Self.blank.dropFirst(), takenAt: Self.start,
        inferredWords: ["quilt"]),
      letters: Self.letters)
    let games = try #require(try store.game(letters: Self.letters)).games
    #expect(
      games.map(\.playedWords)
        == Array(repeating: [PlayedWord(word: "QUILT", origin: .inferred)], count: 2))
  }
}
