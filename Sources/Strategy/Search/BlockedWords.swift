import Letterpress
import Words

/// The played-word rule on a generator's word indices, for a search that
/// plays many words below its root.
///
/// Playing word *w* blocks *w* and every word of the list that is a prefix
/// of *w* (rule 3). Each word also has a random 64-bit key, so that a set of
/// blocked words hashes to the XOR of its keys, independent of the order the
/// words were played in.
struct WordBlocking: Sendable {
  /// The generator's words.
  let words: [String]
  /// Per word index: the indices it blocks when played (itself and its
  /// prefixes in the list).
  let blocks: [[Int32]]
  /// Per word index, a random key (fixed seed, so hashes are reproducible).
  let keys: [UInt64]
  /// Lowercase word to index.
  let indexOfWord: [String: Int]

  init(words: [String]) {
    self.words = words
    var indexOfWord: [String: Int] = [:]
    indexOfWord.reserveCapacity(words.count)
    for (index, word) in words.enumerated() { indexOfWord[word.lowercased()] = index }
    self.indexOfWord = indexOfWord
    blocks = words.indices.map { index in
      let word = words[index].lowercased()
      var blocked: [Int32] = [Int32(index)]
      for length in stride(from: word.count - 1, through: 1, by: -1) {
        if let prefix = indexOfWord[String(word.prefix(length))] { blocked.append(Int32(prefix)) }
      }
      return blocked
    }
    var random = SplitMix64(seed: 0x5EA2C4)
    keys = words.map { _ in random.next() }
  }

  /// The blocked set at the root of a search: every word `played` rules out.
  func blocked(by played: PlayedWords) -> BlockedWords {
    var blocked = BlockedWords(wordCount: words.count)
    guard !played.words.isEmpty else { return blocked }
    for index in words.indices where !played.allows(words[index]) {
      blocked.insert(index, keys: keys)
    }
    return blocked
  }
}

/// A set of word indices that may no longer be played, with an
/// order-independent hash (the transposition table's view of the played
/// words).
struct BlockedWords: Sendable {
  private var bits: [UInt64]
  /// The XOR of the keys of the blocked words.
  private(set) var hash: UInt64 = 0

  init(wordCount: Int) { bits = [UInt64](repeating: 0, count: (wordCount + 63) / 64) }

  /// Whether word `index` is blocked.
  @inline(__always) func contains(_ index: Int) -> Bool {
    bits[index >> 6] >> UInt64(index & 63) & 1 != 0
  }

  mutating func insert(_ index: Int, keys: [UInt64]) {
    guard !contains(index) else { return }
    bits[index >> 6] |= 1 << UInt64(index & 63)
    hash ^= keys[index]
  }

  /// The set after word `index` is played.
  func playing(_ index: Int, in blocking: WordBlocking) -> BlockedWords {
    var next = self
    for blocked in blocking.blocks[index] { next.insert(Int(blocked), keys: blocking.keys) }
    return next
  }
}
