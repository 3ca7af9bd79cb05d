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
    // Several games on the same letters: each state names the board it
    // follows (a game's first board none; until now each letters' states
    // were one game, in time order), and a word is learnt once per state,
    // not once per letters, so that a second game learns its words again.
    // Each state keeps whose turn it showed (you, opponent; NULL: not shown).
    migrator.registerMigration("v3") { db in
      try db.execute(
        sql: """
          ALTER TABLE state ADD COLUMN parent_id INTEGER REFERENCES state(id) ON DELETE SET NULL;
          ALTER TABLE state ADD COLUMN to_move TEXT;
          UPDATE state SET parent_id = (
            SELECT earlier.id FROM state AS earlier
            WHERE earlier.game_id = state.game_id
              AND (earlier.taken_at < state.taken_at
                OR (earlier.taken_at = state.taken_at AND earlier.id < state.id))
            ORDER BY earlier.taken_at DESC, earlier.id DESC LIMIT 1)
          WHERE state.colors GLOB '*[bBrR]*';
          CREATE TABLE played_word_v3 (
            id INTEGER PRIMARY KEY,
            game_id INTEGER NOT NULL REFERENCES game(id) ON DELETE CASCADE,
            word TEXT NOT NULL,
            origin TEXT NOT NULL,
            state_id INTEGER REFERENCES state(id) ON DELETE CASCADE,
            UNIQUE (game_id, word, origin, state_id)
          );
          INSERT INTO played_word_v3 (id, game_id, word, origin, state_id)
            SELECT id, game_id, word, origin, state_id FROM played_word;
          DROP TABLE played_word;
          ALTER TABLE played_word_v3 RENAME TO played_word;
          CREATE INDEX played_word_state ON played_word(state_id);
          """)
    }
    return migrator
  }
}
