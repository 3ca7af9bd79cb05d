import Foundation
import GRDB

/// Each game's boards and played words, kept in a local SQLite database.
///
/// A game is its 25 letters. Each recorded state keeps its colours, when it
/// was taken, the source file's name, the "played" bubble's word and the
/// answer given; a game's played words each say where they came from. No
/// image is stored. The database is in WAL mode with a busy timeout, and
/// every record is one transaction, so several processes can write at once
/// and lose nothing; it and its folder are created owner-only.
///
///     let store = try HistoryStore(folder: HistoryStore.defaultFolder(environment: env))
///     try store.record(RecordedState(colors: board.colorString), letters: board.letterString)
///     let game = try store.game(letters: board.letterString)   // states and words
package final class HistoryStore: Sendable {
  /// The database file's path.
  package let path: String
  private let database: any DatabaseWriter

  /// The database file's name inside the folder.
  package static let fileName = "games.sqlite"

  /// How long a write waits for another writer by default before giving up.
  package static let defaultBusyTimeout: TimeInterval = 5

  /// The folder of the database: `LETTERSOLVE_STATE` when set, else
  /// `$XDG_STATE_HOME/lettersolve`, else `~/.local/state/lettersolve`.
  package static func defaultFolder(environment: [String: String]) -> String {
    if let folder = environment["LETTERSOLVE_STATE"], !folder.isEmpty { return folder }
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return state + "/lettersolve"
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.local/state/lettersolve"
  }

  /// Opens the database in `folder`, creating the folder (mode 0700) and the
  /// file (0600) when missing, and bringing its schema up to date; a write
  /// waits up to `busyTimeout` seconds for other writers.
  ///
  /// - Throws: `HistoryError` when the folder or file cannot be created, or
  ///   the file is not a database this version can use.
  package init(
    folder: String, busyTimeout: TimeInterval = defaultBusyTimeout
  ) throws(HistoryError) {
    path = folder + "/" + Self.fileName
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw .unusable(path: folder, reason: "cannot create the folder")
    }
    // Created owner-only before SQLite opens it; SQLite gives its -wal and
    // -shm files the same mode.
    let descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
    if descriptor >= 0 { close(descriptor) }
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    configuration.label = "lettersolve history"
    do {
      database = try DatabasePool(path: path, configuration: configuration)
      try Self.migrate(database)
    } catch {
      throw .unusable(path: path, reason: Self.reason(error))
    }
  }

  /// A database in memory only, gone with the store.
  ///
  /// Nothing is written to disk. A stateless front end replays in one a
  /// game's history that its client keeps, so that the history is read as
  /// the one on disk would be.
  ///
  /// - Throws: `HistoryError` when SQLite cannot make it.
  package init() throws(HistoryError) {
    path = ":memory:"
    do {
      database = try DatabaseQueue()
      try Schema.migrator.migrate(database)
    } catch {
      throw .unusable(path: path, reason: Self.reason(error))
    }
  }

  /// Brings the schema up to date; a second try covers another process that
  /// migrated the same new file at the same moment.
  private static func migrate(_ database: any DatabaseWriter) throws {
    do {
      try Schema.migrator.migrate(database)
    } catch {
      try Schema.migrator.migrate(database)
    }
  }

  /// SQLite's message for an error, in a few words.
  static func reason(_ error: any Error) -> String {
    if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
    return "\(error)"
  }

  /// Runs `body` in one write transaction.
  private func write<T>(_ body: (Database) throws -> T) throws(HistoryError) -> T {
    do {
      return try database.write(body)
    } catch {
      throw .unusable(path: path, reason: Self.reason(error))
    }
  }

  /// Runs `body` on a read-only snapshot.
  private func read<T>(_ body: (Database) throws -> T) throws(HistoryError) -> T {
    do {
      return try database.read(body)
    } catch {
      throw .unusable(path: path, reason: Self.reason(error))
    }
  }

  /// The id of the game with these letters, created when new.
  private static func gameID(_ db: Database, letters: String, now: Date) throws -> Int64 {
    try db.execute(
      sql: "INSERT OR IGNORE INTO game (letters, first_seen) VALUES (?, ?)",
      arguments: [letters, now.timeIntervalSince1970])
    guard
      let id = try Int64.fetchOne(
        db, sql: "SELECT id FROM game WHERE letters = ?", arguments: [letters])
    else { throw HistoryError.unusable(path: "", reason: "the game row vanished") }
    return id
  }

  /// Records one board of the game `letters` (25 upper-case letters) and the
  /// words learnt with it, in one transaction.
  package func record(_ state: RecordedState, letters: String) throws(HistoryError) {
    try write { db in
      let game = try Self.gameID(db, letters: letters, now: Date())
      try db.execute(
        sql: """
          INSERT INTO state (game_id, colors, taken_at, source, bubble_word, bubble_by, answer,
            unknown_moves, possible_words)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          game, state.colors, state.takenAt.timeIntervalSince1970, state.source,
          state.bubble?.word, state.bubble?.by.rawValue, state.answer, state.unknownMoves,
          state.possibleWords.map { $0.map { $0.uppercased() }.joined(separator: " ") },
        ])
      let stateID = db.lastInsertedRowID
      var words = state.inferredWords.map { ($0, WordOrigin.inferred) }
      if let bubble = state.bubble { words.append((bubble.word, .bubble)) }
      for (word, origin) in words {
        try Self.insert(db, word: word, origin: origin, game: game, state: stateID)
      }
    }
  }

  private static func insert(
    _ db: Database, word: String, origin: WordOrigin, game: Int64, state: Int64?
  ) throws {
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO played_word (game_id, word, origin, state_id) VALUES (?, ?, ?, ?)
        """,
      arguments: [game, word.uppercased(), origin.rawValue, state])
  }

  /// Adds words the player says were played in the game `letters`.
  package func add(playedWords words: [String], letters: String) throws(HistoryError) {
    try write { db in
      let game = try Self.gameID(db, letters: letters, now: Date())
      for word in words { try Self.insert(db, word: word, origin: .player, game: game, state: nil) }
    }
  }

  /// The game with these letters, its states oldest first; `nil` when it was
  /// never recorded.
  package func game(letters: String) throws(HistoryError) -> GameTimeline? {
    try read { db in
      guard
        let row = try Row.fetchOne(
          db, sql: "SELECT id, first_seen FROM game WHERE letters = ?", arguments: [letters])
      else { return nil }
      let id: Int64 = row["id"]
      let states = try Row.fetchAll(
        db,
        sql: """
          SELECT id, colors, taken_at, source, bubble_word, bubble_by, answer, unknown_moves,
            possible_words
          FROM state WHERE game_id = ? ORDER BY taken_at, id
          """, arguments: [id]
      ).map { row in
        let inferred = try String.fetchAll(
          db,
          sql: "SELECT word FROM played_word WHERE state_id = ? AND origin = ? ORDER BY id",
          arguments: [row["id"] as Int64, WordOrigin.inferred.rawValue])
        var bubble: LastPlayed?
        if let word: String = row["bubble_word"], let by = Seat(rawValue: row["bubble_by"] ?? "") {
          bubble = LastPlayed(word: word, by: by)
        }
        return RecordedState(
          colors: row["colors"], takenAt: Date(timeIntervalSince1970: row["taken_at"]),
          source: row["source"], bubble: bubble, answer: row["answer"],
          unknownMoves: row["unknown_moves"], inferredWords: inferred,
          possibleWords: (row["possible_words"] as String?).map {
            $0.split(separator: " ").map(String.init)
          })
      }
      let words = try Row.fetchAll(
        db, sql: "SELECT word, origin FROM played_word WHERE game_id = ? ORDER BY id",
        arguments: [id]
      ).compactMap { row in
        WordOrigin(rawValue: row["origin"]).map { PlayedWord(word: row["word"], origin: $0) }
      }
      return GameTimeline(letters: letters, states: states, playedWords: words)
    }
  }

  /// Every game, the most recently seen first.
  package func games() throws(HistoryError) -> [GameSummary] {
    try read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT letters, COUNT(state.id) AS states, MAX(state.taken_at) AS last,
            (SELECT COUNT(*) FROM played_word WHERE played_word.game_id = game.id) AS words
          FROM game LEFT JOIN state ON state.game_id = game.id
          GROUP BY game.id ORDER BY COALESCE(last, first_seen) DESC, game.id DESC
          """
      ).map { row in
        GameSummary(
          letters: row["letters"], states: row["states"], playedWords: row["words"],
          lastSeen: (row["last"] as Double?).map(Date.init(timeIntervalSince1970:)))
      }
    }
  }

  /// Forgets the game `letters`; whether there was one.
  @discardableResult
  package func forget(letters: String) throws(HistoryError) -> Bool {
    try write { db in
      try db.execute(sql: "DELETE FROM game WHERE letters = ?", arguments: [letters])
      return db.changesCount > 0
    }
  }

  /// Forgets every game; how many there were.
  @discardableResult
  package func forgetAll() throws(HistoryError) -> Int {
    try write { db in
      try db.execute(sql: "DELETE FROM game")
      return db.changesCount
    }
  }
}
