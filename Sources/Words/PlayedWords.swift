/// The words played so far in a game, and the rule they impose.
///
/// A word may not be played if it was played before or is a prefix of a
/// word played before. Longer words that extend a played word stay legal.
///
/// This is the one implementation of the rule; the `words` command and the
/// engine both use it.
///
///     var played = PlayedWords()
///     try played.insert("QUILTS")
///     played.allows("quilt")    // false: a prefix of QUILTS
///     played.allows("quilted")  // true
public struct PlayedWords: Hashable, Sendable {
  /// The played words, lowercase, in the order they were inserted.
  public private(set) var words: [String] = []
  /// Every prefix of every played word, the words included.
  private var blocked: Set<String> = []

  /// No word played yet.
  public init() {}

  /// The words in `played`, in order.
  ///
  /// - Throws: `WordListError.invalidPlayedWord` for a word that is not
  ///   made of the letters a-z (either case).
  public init(_ played: some Sequence<some StringProtocol>) throws(WordListError) {
    for word in played { try insert(word) }
  }

  /// Records a played word (either case).
  ///
  /// - Throws: `WordListError.invalidPlayedWord` when `word` is empty or
  ///   holds anything but the letters a-z.
  public mutating func insert(_ word: some StringProtocol) throws(WordListError) {
    let lowercase = word.lowercased()
    guard !lowercase.isEmpty, lowercase.utf8.allSatisfy({ (97...122).contains($0) }) else {
      throw .invalidPlayedWord(String(word))
    }
    words.append(lowercase)
    for length in 1...lowercase.count {
      blocked.insert(String(lowercase.prefix(length)))
    }
  }

  /// Whether `word` (either case) may still be played.
  public func allows(_ word: some StringProtocol) -> Bool {
    !blocked.contains(word.lowercased())
  }

  /// The words of `candidates` that may still be played, in their order.
  public func filter(_ candidates: [String]) -> [String] {
    candidates.filter { allows($0) }
  }

  /// The words of `list` that may no longer be played: each played word and
  /// each of its prefixes that the list holds.
  ///
  /// - Complexity: O(*p* log *n*) for *p* prefixes and *n* words.
  package func blockedIDs(in list: WordList) -> Set<WordID> {
    Set(blocked.compactMap { list.id(of: $0) })
  }
}
