import Letterpress

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

  /// The lengths a played word can have: 2 to 25 letters.
  ///
  /// No word is shorter than 2 letters or longer than the board's 25
  /// tiles. Checking the length first keeps the cost of a word (its
  /// prefixes) bounded, whatever a user or a client sends.
  public static let wordLengths = 2...25

  /// The most words a user or a client may give at once: 500.
  ///
  /// One request's list, one command's, one `history add`'s. A game between
  /// people has at most a few dozen moves, but games that trade tiles back
  /// and forth run to a couple of hundred (seen in self-play with a small
  /// list: 202), so 500 leaves room for every word of the longest game.
  public static let maxGivenWords = 500

  /// The words in `played`, in order.
  ///
  /// - Throws: `WordListError.invalidPlayedWord` for a word that is not
  ///   2-25 of the letters a-z (either case).
  public init(_ played: some Sequence<some StringProtocol>) throws(WordListError) {
    for word in played { try insert(word) }
  }

  /// The words a user or a client gave, in order: at most `maxGivenWords`,
  /// each checked as `insert(_:)` checks it, before any is recorded.
  ///
  /// - Throws: `WordListError.tooManyPlayedWords` for more than
  ///   `maxGivenWords` words, `.invalidPlayedWord` for a word that is not
  ///   2-25 of the letters a-z.
  /// - Complexity: O(*n*) for *n* letters in all.
  public init(given: some Collection<some StringProtocol>) throws(WordListError) {
    guard given.count <= Self.maxGivenWords else {
      throw .tooManyPlayedWords(given.count, limit: Self.maxGivenWords)
    }
    try self.init(given)
  }

  /// The words of a list as a person types it (separated by commas, white
  /// space or `+`, as a query string's spaces arrive), then as
  /// `init(given:)` checks them.
  ///
  /// - Throws: as `init(given:)`.
  public init(list: some StringProtocol) throws(WordListError) {
    try self.init(given: list.split { $0 == "," || $0 == "+" || $0.isWhitespace })
  }

  /// Records a played word (either case).
  ///
  /// - Throws: `WordListError.invalidPlayedWord` when `word` is not 2-25
  ///   of the letters a-z; the error quotes at most the start of a long one.
  /// - Complexity: O(*n*) for *n* letters, at most 25 prefixes recorded.
  public mutating func insert(_ word: some StringProtocol) throws(WordListError) {
    // The letters are single UTF-8 bytes: a longer word is refused before
    // it is looked at.
    guard Self.wordLengths.contains(word.utf8.count),
      word.utf8.allSatisfy({ (97...122).contains($0 | 0x20) })
    else {
      throw .invalidPlayedWord(word.excerpt())
    }
    let lowercase = word.lowercased()
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
