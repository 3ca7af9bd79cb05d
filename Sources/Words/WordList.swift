import FileSystem
import Letterpress

/// A word's place in its `WordList`, which is also its rank in the list order
/// (longest first, then alphabetical).
public struct WordID: Hashable, Comparable, Sendable {
  /// The position in the list, from 0.
  public let index: Int

  /// The word at `index` in a list.
  public init(_ index: Int) { self.index = index }

  public static func < (lhs: WordID, rhs: WordID) -> Bool { lhs.index < rhs.index }
}

/// A normalised, compiled word list: the distinct words of 2 to 25 letters
/// a-z, longest first, then alphabetical.
///
/// Loading a list from a file uses a compiled index kept beside it (see
/// `WordList.load(_:locations:)`), memory-mapped in a few milliseconds and
/// rebuilt when the source file changes.
///
///     let locations = DictionaryLocations.standard(environment: [:])
///     let list = try WordList.load(.letterpress(language: "en"), locations: locations)
///     let finder = WordFinder(list: list)
///     finder.words(on: board.letters)  // longest first: ["tattletales", ...]
public struct WordList: Sendable {
  /// The name it was chosen by: `letterpress`, `letterpress-fr`, `system`, a
  /// path, or the name given to an in-memory list.
  public let name: String
  /// The source file, or `nil` for a list built from words in memory.
  public let path: String?
  let index: WordIndex

  /// Reads the word list at `path`, using the compiled index at `indexPath`
  /// when it was built from this very file (same size and modification time)
  /// and otherwise normalising the file and writing the index there (an atomic
  /// replace; a failed write only costs the next load its speed).
  ///
  /// - Parameters:
  ///   - path: A text file, one word per line.
  ///   - name: How to report the list; the path when `nil`.
  ///   - indexPath: Where the compiled index is cached; `nil` for none.
  /// - Throws: `WordListError` when the file is missing, a directory,
  ///   unreadable, or holds no playable word.
  public init(contentsOf path: String, name: String? = nil, indexPath: String?)
    throws(WordListError)
  {
    self.name = name ?? path
    self.path = path
    let stamp = try SourceFile.stamp(of: path)
    if let indexPath, let storage = IndexStorage(mapping: indexPath),
      let cached = WordIndex(storage: storage), cached.stamp == stamp
    {
      index = cached
      return
    }
    let bytes = try SourceFile.contents(of: path)
    let (keys, stats) = bytes.withUnsafeBytes { Normaliser.normalise($0) }
    guard !keys.isEmpty else { throw .noPlayableWords(path: path, stats: stats) }
    let indexBytes = WordIndex.build(keys: keys, stats: stats, stamp: stamp)
    if let indexPath { try? AtomicFile.write(indexBytes, to: indexPath, creatingFolders: true) }
    index = Self.compile(indexBytes)
  }

  /// A list of `words`, normalised like a file (capitalised, non a-z, too
  /// short or too long words and duplicates are dropped).
  public init(words: some Sequence<some StringProtocol>, name: String) {
    var bytes: [UInt8] = []
    for word in words {
      bytes.append(contentsOf: word.utf8)
      bytes.append(UInt8(ascii: "\n"))
    }
    let (keys, stats) = bytes.withUnsafeBytes { Normaliser.normalise($0) }
    self.name = name
    path = nil
    index = Self.compile(WordIndex.build(keys: keys, stats: stats, stamp: .none))
  }

  private static func compile(_ bytes: [UInt8]) -> WordIndex {
    guard let index = WordIndex(storage: IndexStorage(copying: bytes)) else {
      preconditionFailure("a freshly built index of \(bytes.count) bytes failed its own checks")
    }
    return index
  }

  /// The number of words.
  public var count: Int { index.count }

  /// How many lines of the source were kept and dropped.
  public var stats: NormalisationStats { index.stats }

  /// Every word's identifier, in list order.
  public var ids: [WordID] { (0..<count).map(WordID.init) }

  /// The word, in lowercase.
  public subscript(id: WordID) -> String {
    let range = textRange(of: id)
    let bytes = UnsafeBufferPointer(start: index.text + range.lowerBound, count: range.count)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The number of letters in the word.
  package func length(of id: WordID) -> Int { textRange(of: id).count }

  /// The word's letters, first to last.
  public func letters(of id: WordID) -> [Letter] {
    textRange(of: id).map { Letter(index: index.letterIndex(at: $0)) }
  }

  /// Where the word's letters lie in the index's text.
  private func textRange(of id: WordID) -> Range<Int> {
    precondition(id.index >= 0 && id.index < count, "word \(id.index) is not in a list of \(count)")
    return index.textRange(ofWord: id.index)
  }

  /// The identifier of `word` (any case), or `nil` when the list lacks it.
  ///
  /// - Complexity: O(log *n*) comparisons.
  public func id(of word: some StringProtocol) -> WordID? {
    let query = Array(word.lowercased().utf8)
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      switch compare(query, toWordAt: middle) {
      case 0: return WordID(middle)
      case ..<0: high = middle
      default: low = middle + 1
      }
    }
    return nil
  }

  /// Whether the list holds `word` (any case).
  public func contains(_ word: some StringProtocol) -> Bool { id(of: word) != nil }

  /// Whether some word of `length` letters begins with `prefix` (any case).
  ///
  /// - Complexity: O(log *n*) comparisons.
  package func hasWord(length: Int, startingWith prefix: some StringProtocol) -> Bool {
    let query = Array(prefix.lowercased().utf8)
    guard query.count <= length else { return false }
    // The first word in list order (longest first, then alphabetical) that
    // is not before `query` among the words of `length` letters.
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      let wordLength = self.length(of: WordID(middle))
      let before =
        wordLength == length
        ? precedes(wordAt: middle, query) : wordLength > length
      if before { low = middle + 1 } else { high = middle }
    }
    guard low < count, self.length(of: WordID(low)) == length else { return false }
    let start = index.textRange(ofWord: low).lowerBound
    return query.indices.allSatisfy { index.text[start + $0] == query[$0] }
  }

  /// Whether the first `query.count` letters of word `position` (which has
  /// at least that many) come before `query` alphabetically.
  private func precedes(wordAt position: Int, _ query: [UInt8]) -> Bool {
    let start = index.textRange(ofWord: position).lowerBound
    for offset in query.indices where index.text[start + offset] != query[offset] {
      return index.text[start + offset] < query[offset]
    }
    return false
  }

  /// Negative when `query` comes before word `position` in list order, zero
  /// when equal, positive after.
  private func compare(_ query: [UInt8], toWordAt position: Int) -> Int {
    let range = index.textRange(ofWord: position)
    let (start, length) = (range.lowerBound, range.count)
    guard query.count == length else { return length - query.count }
    for offset in 0..<length where query[offset] != index.text[start + offset] {
      return Int(query[offset]) - Int(index.text[start + offset])
    }
    return 0
  }
}
