/// A dictionary with a size limit, for a search's caches: once it holds
/// `capacity` entries, storing a new key first empties it.
///
/// A search's tables only save work (a lost entry is searched again), so
/// emptying one never changes what a search can prove, only how fast; and it
/// keeps a search of any length within its memory.
struct BoundedTable<Key: Hashable, Value> {
  /// The most entries held at once.
  let capacity: Int
  private var storage: [Key: Value] = [:]
  /// How many times the table was emptied to make room.
  private(set) var clears = 0

  init(capacity: Int) {
    precondition(capacity >= 1, "a table holds at least one entry")
    self.capacity = capacity
  }

  /// The entries held.
  var count: Int { storage.count }

  subscript(key: Key) -> Value? {
    get { storage[key] }
    set {
      if newValue != nil, storage.count >= capacity, storage[key] == nil {
        storage.removeAll(keepingCapacity: true)
        clears += 1
      }
      storage[key] = newValue
    }
  }
}

/// How many entries each of a search's tables may hold, from a memory limit
/// for all of them together.
///
/// A search has at most two heuristic workers' transposition tables (then)
/// and two endgame solvers with two proof tables and a word cache each
/// (before); the sizes per entry are measured upper bounds including the
/// dictionary's spare capacity.
struct TableLimits: Sendable {
  let transpositionEntries: Int
  let proofEntries: Int
  let wordCacheEntries: Int

  /// Bytes per entry, dictionary overhead included: a transposition entry
  /// (24-byte key, 40-byte entry), a proof entry (16-byte key, 64-byte entry
  /// and a short array of words), a word-cache entry (4-byte key, 1-byte
  /// value).
  static let transpositionEntryBytes = 96
  static let proofEntryBytes = 200
  static let wordCacheEntryBytes = 16

  /// Limits for tables sharing `bytes`: 40% for the two transposition
  /// tables, 50% for the four proof tables, 10% for the two word caches.
  init(bytes: Int) {
    transpositionEntries = max(1, bytes * 4 / 10 / 2 / Self.transpositionEntryBytes)
    proofEntries = max(1, bytes * 5 / 10 / 4 / Self.proofEntryBytes)
    wordCacheEntries = max(1, bytes / 10 / 2 / Self.wordCacheEntryBytes)
  }
}
