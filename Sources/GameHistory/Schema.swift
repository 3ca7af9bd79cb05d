import GRDB

/// The history database's schema, one GRDB migration per version.
enum Schema {
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.execute(
        sql: """
          CREATE TABLE game (
            id INTEGER PRIMARY KEY,
            letters TEXT NOT NULL UNIQUE,
            first_seen DOUBLE NOT NULL
          );
          CREATE TABLE state (
            id INTEGER PRIMARY KEY,
            game_id INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
            colors TEXT NOT NULL,
            taken_at DOUBLE NOT NULL,
            source TEXT,
            bubble_word TEXT,
            bubble_by TEXT,
            answer TEXT,
            unknown_moves INTEGER
          );
          CREATE INDEX state_game ON state(game_id, taken_at);
          CREATE TABLE played_word (
            id INTEGER PRIMARY KEY,
            game_id INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
            word TEXT NOT NULL,
            origin TEXT NOT NULL,
            state_id INTEGER REFERENCES state(id) ON DELETE CASCADE,
            UNIQUE (game_id, word, origin)
          );
          """)
    }
    // The words the unknown moves since the previous state may have been,
    // upper case, space-separated; NULL when they were not worked out.
    migrator.registerMigration("v2") { db in
      try db.execute(sql: "ALTER TABLE state ADD COLUMN possible_words TEXT")
    }
    return migrator
  }
}
