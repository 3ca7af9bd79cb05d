import Foundation
import GRDB
import GameHistory
import Letterpress
import Testing
import _TestSupport

/// The history database on temporary folders: what is recorded comes back,
/// writers at once lose nothing, and a broken database is an error the
/// caller can warn about (never a crash).
@Suite struct HistoryStoreTests {
  static let letters = QuiltBoard.letters

  /// A new empty folder, removed by the caller.
  static func temporaryFolder() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
  }

  static func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
  }

  @Test func aGameHoldsAtMostItsLimitOfPlayedWords() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let store = try HistoryStore(folder: root + "/state")
    try store.record(
      RecordedState(
        colors: String(repeating: "w", count: 25), takenAt: Date(), inferredWords: ["quilt"]),
      letters: Self.letters)
    try store.add(playedWords: ["dish", "open"], letters: Self.letters, limit: 5)
    // A word the game has already counts once.
    try store.add(playedWords: ["cart", "DISH", "open"], letters: Self.letters, limit: 5)
    func words() throws -> [String] {
      try #require(try store.game(letters: Self.letters)).games.last?.playedWords.map(\.word) ?? []
    }
    #expect(try words() == ["QUILT", "DISH", "OPEN", "CART"])
    #expect(
      throws: HistoryError.tooManyPlayedWords(letters: Self.letters, known: 4, total: 6, limit: 5)
    ) {
      try store.add(playedWords: ["radish", "sedan"], letters: Self.letters, limit: 5)
    }
    // Nothing of the refused add is written.
    #expect(try words() == ["QUILT", "DISH", "OPEN", "CART"])
    try store.add(playedWords: ["radish"], letters: Self.letters, limit: 5)
    #expect(try words().count == 5)
  }

  @Test func recordsStatesAndWordsWithTheirOrigins() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let store = try HistoryStore(folder: root + "/state")
    let early = Date(timeIntervalSince1970: 1_700_000_000)
    try store.record(
      RecordedState(
        colors: String(repeating: "w", count: 25), takenAt: early.addingTimeInterval(60),
        source: "b.png", bubble: LastPlayed(word: "quilt", by: .opponent), answer: "SEDAN",
        unknownMoves: 1, inferredWords: ["quilt"], possibleWords: ["horse", "shore"]),
      letters: Self.letters)
    try store.record(
      RecordedState(colors: String(repeating: "b", count: 25), takenAt: early, source: "a.png"),
      letters: Self.letters)
    try store.record(
      RecordedState(
        colors: String(repeating: "r", count: 25), takenAt: early.addingTimeInterval(120),
        source: "c.png", unknownMoves: 0, possibleWords: []),
      letters: Self.letters)
    try store.add(playedWords: ["dish"], letters: Self.letters)
    let game = try #require(try store.game(letters: Self.letters))
    // Oldest first, whatever the order of recording.
    #expect(game.states.map(\.source) == ["a.png", "b.png", "c.png"])
    #expect(game.states[1].bubble == LastPlayed(word: "QUILT", by: .opponent))
    #expect(game.states[1].answer == "SEDAN" && game.states[1].unknownMoves == 1)
    // The words the unknown moves may have been: none worked out, some, none.
    #expect(game.states.map(\.possibleWords) == [nil, ["HORSE", "SHORE"], []])
    #expect(game.states[1].inferredWords == ["QUILT"] && game.states[0].inferredWords.isEmpty)
    // Recorded as following no board, each is a game of its own; a word
    // learnt twice is listed once, under its most direct origin; an added
    // word goes with the latest board.
    #expect(
      game.games.map(\.playedWords) == [
        [], [PlayedWord(word: "QUILT", origin: .bubble)],
        [PlayedWord(word: "DISH", origin: .player)],
      ])
    #expect(try store.games().map(\.letters) == Array(repeating: Self.letters, count: 3))
    #expect(try store.game(letters: String(repeating: "A", count: 25)) == nil)
    #expect(try store.forget(letters: Self.letters))
    #expect(try store.game(letters: Self.letters) == nil)
    #expect(try !store.forget(letters: Self.letters))
  }

  @Test func theFolderAndDatabaseAreOwnerOnly() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let store = try HistoryStore(folder: root + "/deep/state")
    try store.record(
      RecordedState(colors: String(repeating: "w", count: 25)), letters: Self.letters)
    #expect(try Self.mode(root + "/deep/state") == 0o700)
    #expect(try Self.mode(store.path) == 0o600)
    for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: store.path + suffix)
    {
      #expect(try Self.mode(store.path + suffix) == 0o600)
    }
  }

  @Test func writersAtOnceLoseNothing() async throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = root + "/state"
    let writers = 6
    let recordsEach = 25
    // The database exists, as after the first solve. Each writer opens its
    // own connection, as separate processes do, and waits for the others as
    // long as it takes: on a machine loaded by the whole test run, the
    // default timeout can pass, which the store reports (tested below) but
    // which is not what this test is about.
    _ = try HistoryStore(folder: folder)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for writer in 0..<writers {
        group.addTask {
          let store = try HistoryStore(folder: folder, busyTimeout: Self.patientTimeout)
          for record in 0..<recordsEach {
            try store.record(
              RecordedState(
                colors: String(repeating: "w", count: 25), source: "\(writer)-\(record).png",
                inferredWords: ["w\(writer)r\(record)".replacingOccurrences(of: "0", with: "a")]),
              letters: record.isMultiple(of: 2) ? Self.letters : String(Self.letters.reversed()))
          }
        }
      }
      try await group.waitForAll()
    }
    let store = try HistoryStore(folder: folder)
    let games = try store.games()
    #expect(Set(games.map(\.letters)).count == 2)
    #expect(games.map(\.states).reduce(0, +) == writers * recordsEach)
    #expect(games.map(\.playedWords).reduce(0, +) == writers * recordsEach)
  }

  /// Seconds a writer of the concurrency test waits for the others.
  static let patientTimeout: TimeInterval = 120

  @Test func aCorruptDatabaseIsAnError() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    try Data(repeating: 0x5A, count: 4096).write(
      to: URL(fileURLWithPath: root + "/" + HistoryStore.fileName))
    #expect(throws: HistoryError.self) {
      let store = try HistoryStore(folder: root)
      try store.record(
        RecordedState(colors: String(repeating: "w", count: 25)), letters: Self.letters)
    }
  }

  @Test func aFolderThatCannotBeCreatedIsAnError() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    // A file where the folder should be.
    try Data().write(to: URL(fileURLWithPath: root + "/file"))
    #expect(throws: HistoryError.self) { try HistoryStore(folder: root + "/file/state") }
  }

  @Test(.enabled(if: getuid() != 0, "root writes through any file mode; skipped"))
  func aReadOnlyDatabaseIsAnErrorOnWrite() throws {
    let root = try Self.temporaryFolder()
    defer {
      chmod(root, 0o700)
      try? FileManager.default.removeItem(atPath: root)
    }
    let store = try HistoryStore(folder: root)
    try store.record(
      RecordedState(colors: String(repeating: "w", count: 25)), letters: Self.letters)
    chmod(store.path, 0o400)
    chmod(root, 0o500)
    #expect(throws: HistoryError.self) {
      try HistoryStore(folder: root).record(
        RecordedState(colors: String(repeating: "b", count: 25)), letters: Self.letters)
    }
  }

  @Test func aDatabaseLockedPastTheTimeoutIsAnError() throws {
    let root = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let store = try HistoryStore(folder: root, busyTimeout: 0.2)
    // Another connection holds the write lock for longer than the timeout.
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    let other = try DatabaseQueue(path: store.path, configuration: configuration)
    try other.inDatabase { db in try db.execute(sql: "BEGIN IMMEDIATE") }
    #expect(throws: HistoryError.self) {
      try store.record(
        RecordedState(colors: String(repeating: "w", count: 25)), letters: Self.letters)
    }
    try other.inDatabase { db in try db.execute(sql: "ROLLBACK") }
    try store.record(
      RecordedState(colors: String(repeating: "w", count: 25)), letters: Self.letters)
    #expect(try store.game(letters: Self.letters)?.states.count == 1)
  }

  @Test func theFolderFollowsTheEnvironment() {
    #expect(HistoryStore.defaultFolder(environment: ["LETTERSOLVE_STATE": "/x"]) == "/x")
    #expect(
      HistoryStore.defaultFolder(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])
        == "/s/lettersolve")
    #expect(
      HistoryStore.defaultFolder(environment: ["HOME": "/h"]) == "/h/.local/state/lettersolve")
  }

  @Test func aStoreInMemoryKeepsItsOwnGamesOnly() throws {
    let first = try HistoryStore()
    let second = try HistoryStore()
    try first.record(
      RecordedState(colors: String(repeating: "w", count: 25), inferredWords: ["quilt"]),
      letters: Self.letters)
    let game = try #require(try first.game(letters: Self.letters))
    #expect(game.states.map(\.colors) == [String(repeating: "w", count: 25)])
    #expect(game.games.map(\.playedWords) == [[PlayedWord(word: "QUILT", origin: .inferred)]])
    #expect(try second.games().isEmpty)
    #expect(first.path == ":memory:")
  }
}
