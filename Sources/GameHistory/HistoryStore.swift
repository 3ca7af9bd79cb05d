import Foundation
import GRDB
import Letterpress

/// Each game's boards and played words, kept in a local SQLite database.
///
/// The boards are kept by their 25 letters; one set of letters may hold
/// several games, each a chain of boards that follow one another (each
/// state names the board it follows: `GameTimeline.games`). Each recorded
/// state keeps its colours, when it was taken, the source file's name, the
/// "played" bubble's word and the answer given; the played words learnt with
/// it each say where they came from. No image is stored. The database is in WAL mode with a busy timeout, and
/// every record is one transaction, so several processes can write at once
/// and lose nothing; it and its folder are created owner-only.
///
///     let store = try HistoryStore(folder: HistoryStore.defaultFolder(environment: env))
///     try store.record(RecordedState(colors: board.colorString), letters: board.letterString)
///     let games = try store.game(letters: board.letterString)?.games   // states and words
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
    } catch let error as HistoryError {
      // A refusal of the body's own (the transaction is rolled back).
      throw error
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

  /// Records one board of the letters `letters` (25 upper-case letters),
  /// following the state `state.parentID`, and the words learnt with it, in
  /// one transaction; the new state's id.
  @discardableResult
  package func record(_ state: RecordedState, letters: String) throws(HistoryError) -> Int64 {
    try write { db in
      let game = try Self.gameID(db, letters: letters, now: Date())
      try db.execute(
        sql: """
          INSERT INTO state (game_id, parent_id, colors, taken_at, source, bubble_word, bubble_by,
            answer, unknown_moves, possible_words, to_move)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          game, state.parentID, state.colors, state.takenAt.timeIntervalSince1970, state.source,
          state.bubble?.word, state.bubble?.by.rawValue, state.answer, state.unknownMoves,
          state.possibleWords.map { $0.map { $0.uppercased() }.joined(separator: " ") },
          state.toMove?.rawValue,
        ])
      let stateID = db.lastInsertedRowID
      for word in state.learntWords {
        try Self.insert(db, word: word.word, origin: word.origin, game: game, state: stateID)
      }
      return stateID
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

  /// Adds words the player says were played in the latest game of the
  /// letters `letters` (with its latest board; before any board, with the
  /// first game to come), as long as that game then has at most `limit`
  /// played words in all (the words it has from any origin and the new
  /// ones, each once).
  ///
  /// - Throws: `HistoryError.tooManyPlayedWords` when the game would have
  ///   more than `limit`, and nothing is added; `.unusable` when the
  ///   database cannot be written.
  package func add(
    playedWords words: [String], letters: String, limit: Int = .max
  ) throws(HistoryError) {
    try write { db in
      let game = try Self.gameID(db, letters: letters, now: Date())
      let latest = try Int64.fetchOne(
        db, sql: "SELECT id FROM state WHERE game_id = ? ORDER BY taken_at DESC, id DESC LIMIT 1",
        arguments: [game])
      let timeline = try Self.timeline(db, letters: letters)
      let known =
        latest.flatMap { id in
          timeline?.games.first { $0.states.contains { $0.id == id } }?.playedWords
        } ?? timeline?.looseWords ?? []
      let total = Set(known.map(\.word) + words.map { $0.uppercased() }).count
      guard total <= limit else {
        throw HistoryError.tooManyPlayedWords(
          letters: letters, known: Set(known.map(\.word)).count, total: total, limit: limit)
      }
      for word in words {
        try Self.insert(db, word: word, origin: .player, game: game, state: latest)
      }
    }
  }

  /// Every board of the letters `letters`, oldest first; `nil` when none
  /// was ever recorded.
  package func game(letters: String) throws(HistoryError) -> GameTimeline? {
    try read { db in try Self.timeline(db, letters: letters) }
  }

  private static func timeline(_ db: Database, letters: String) throws -> GameTimeline? {
    guard
      let id = try Int64.fetchOne(
        db, sql: "SELECT id FROM game WHERE letters = ?", arguments: [letters])
    else { return nil }
    var words: [Int64?: [PlayedWord]] = [:]
    for row in try Row.fetchAll(
      db, sql: "SELECT word, origin, state_id FROM played_word WHERE game_id = ? ORDER BY id",
      arguments: [id])
    {
      guard let origin = WordOrigin(rawValue: row["origin"]) else { continue }
      words[row["state_id"], default: []].append(PlayedWord(word: row["word"], origin: origin))
    }
    let states = try Row.fetchAll(
      db,
      sql: """
        SELECT id, parent_id, colors, taken_at, source, bubble_word, bubble_by, answer,
          unknown_moves, possible_words, to_move
        FROM state WHERE game_id = ?
        """, arguments: [id]
    ).map { row in
      let learnt = words[row["id"] as Int64] ?? []
      var bubble: LastPlayed?
      if let word: String = row["bubble_word"], let by = Owner(rawValue: row["bubble_by"] ?? "") {
        bubble = LastPlayed(word: word, by: by)
      }
      return RecordedState(
        id: row["id"], parentID: row["parent_id"], colors: row["colors"],
        takenAt: Date(timeIntervalSince1970: row["taken_at"]), source: row["source"],
        bubble: bubble, answer: row["answer"], unknownMoves: row["unknown_moves"],
        inferredWords: learnt.filter { $0.origin == .inferred }.map(\.word),
        possibleWords: (row["possible_words"] as String?).map {
          $0.split(separator: " ").map(String.init)
        },
        playerWords: learnt.filter { $0.origin == .player }.map(\.word),
        toMove: (row["to_move"] as String?).flatMap(Owner.init(rawValue:)))
    }
    return GameTimeline(letters: letters, states: states, looseWords: words[nil] ?? [])
  }

  /// Every game, the most recently seen first (a game with no board, only
  /// words added, as of when its letters were first named).
  package func games() throws(HistoryError) -> [GameSummary] {
    try read { db in
      try Row.fetchAll(db, sql: "SELECT letters, first_seen FROM game").flatMap {
        row -> [(summary: GameSummary, seen: Date)] in
        let letters: String = row["letters"]
        return try (Self.timeline(db, letters: letters)?.games ?? []).map { game in
          let last = game.states.last?.takenAt
          let summary = GameSummary(
            letters: letters, states: game.states.count, playedWords: game.playedWords.count,
            lastSeen: last)
          return (summary, last ?? Date(timeIntervalSince1970: row["first_seen"]))
        }
      }
      .sorted { $0.seen > $1.seen }.map(\.summary)
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
