import Letterpress

/// The moves of endgame positions, enumerated once per kind of word rather
/// than once per word.
///
/// Only the letters that have capturable tiles decide what a word can
/// capture: words that need as many of each of those letters (and can be
/// spelled on the board) have exactly the same results. So the words are
/// sorted into classes per set of capturable letters (cached: the positions
/// of one endgame share few such sets), and a position's results are
/// enumerated once per class, keeping only those maximal in steals (see
/// `LetterChoices`).
struct EndgameMoves {
  let generator: MoveGenerator
  /// Per word: whether the board holds enough tiles of each of its letters.
  private let spellable: [Bool]
  /// Per spellable word, its letter counts packed five bits a letter (see
  /// `LetterCounts`): masked to a set of letters, the key of its class.
  private let countsOfWord: [LetterCounts]
  private var classesByLetters: [UInt32: [WordClass]] = [:]
  /// `results`' working memory, kept from position to position (no
  /// dictionary and no allocation per position).
  private var choices = NeedChoices()
  private var resultOfCaptured = CaptureIndex()

  /// Words with the same needs of a set of letters.
  struct WordClass {
    /// What the words need of the letters, one entry per letter they use
    /// in letter order, as indices into `generator.pairs`.
    let pairs: [Int]
    /// The words, in list order.
    let words: [Int32]
  }

  /// One distinct result of a position: the tiles captured, and the classes
  /// whose words reach it.
  struct Capture {
    let captured: UInt32
    /// In class order, a class once for each of its combinations that
    /// reaches the result (a slice of one array shared by a position's
    /// results).
    let classes: ArraySlice<Int>
  }

  init(generator: MoveGenerator) {
    self.generator = generator
    spellable = generator.words.indices.map { generator.canSpell($0, on: .all) }
    countsOfWord = generator.words.indices.map { word in
      var counts = LetterCounts()
      // A spellable word needs at most 25 of a letter: five bits hold it.
      for group in generator.groupStart[word]..<generator.groupStart[word + 1] {
        let need = generator.pairs[generator.groupPair[group]]
        counts.set(letter: need.letter, count: min(need.count, 31))
      }
      return counts
    }
  }

  /// The classes of words for the letters of `capturable`, and the distinct
  /// steal-maximal results of the mover who can capture `capturable`
  /// (`stealable` being those of its tiles that are not unclaimed).
  ///
  /// Once `deadline` has passed the results may be incomplete: a caller
  /// that gives one must check it afterwards and abandon the node.
  mutating func results(
    capturable: TileSet, stealable: TileSet, until deadline: ContinuousClock.Instant? = nil
  ) -> (classes: [WordClass], results: [Capture]) {
    var letters: UInt32 = 0
    for tile in capturable { letters |= 1 << UInt32(generator.letters[tile].index) }
    let classes = self.classes(letters: letters)
    choices.clear(pairCount: generator.pairs.count)
    var resultOfCaptured = self.resultOfCaptured
    self.resultOfCaptured = CaptureIndex()  // keeps the moved table unique
    resultOfCaptured.clear()
    // Each result's tiles, and every (result, class) reached, in order.
    var captures: [UInt32] = []
    var reached: [(result: Int, wordClass: Int)] = []
    for (classIndex, wordClass) in classes.enumerated() {
      if classIndex & 63 == 63, let deadline, ContinuousClock.now >= deadline { break }
      for pair in wordClass.pairs where !choices.has(pair: pair) {
        choices.set(
          captureChoices(generator.pairs[pair], capturable: capturable, stealable: stealable),
          pair: pair)
      }
      choices.forEachCombination(of: wordClass.pairs) { captured in
        let (index, isNew) = resultOfCaptured.index(of: captured, next: captures.count)
        if isNew { captures.append(captured) }
        reached.append((index, classIndex))
      }
    }
    self.resultOfCaptured = resultOfCaptured
    return (classes, Self.results(captures, reached: reached))
  }

  /// The results of `captures` (in first-reached order), each with the
  /// classes that `reached` it, in the order reached.
  private static func results(
    _ captures: [UInt32], reached: [(result: Int, wordClass: Int)]
  ) -> [Capture] {
    // A counting sort by result, stable: each result's classes in order.
    var start = [Int](repeating: 0, count: captures.count + 1)
    for hit in reached { start[hit.result + 1] += 1 }
    for index in captures.indices { start[index + 1] += start[index] }
    var next = start
    var classes = [Int](repeating: 0, count: reached.count)
    for hit in reached {
      classes[next[hit.result]] = hit.wordClass
      next[hit.result] += 1
    }
    return captures.indices.map {
      Capture(captured: captures[$0], classes: classes[start[$0]..<start[$0 + 1]])
    }
  }

  /// The tiles `word` is played on to capture exactly `captured`, the rest
  /// of each letter taken from tiles outside `capturable`.
  func tiles(of word: Int32, capturing captured: UInt32, capturable: TileSet) -> UInt32 {
    var used = captured
    for group in generator.groupStart[Int(word)]..<generator.groupStart[Int(word) + 1] {
      let need = generator.pairs[generator.groupPair[group]]
      let ofLetter = generator.tilesOfLetter[need.letter]
      var missing = need.count - ofLetter.intersection(TileSet(rawValue: captured)).count
      for tile in ofLetter.subtracting(capturable) where missing > 0 {
        used |= 1 << UInt32(tile)
        missing -= 1
      }
    }
    return used
  }

  /// The word classes for the capturable letters `letters` (a bit per
  /// letter), built once per set.
  private mutating func classes(letters: UInt32) -> [WordClass] {
    if let cached = classesByLetters[letters] { return cached }
    let mask = LetterCounts(mask: letters)
    var classOfCounts: [LetterCounts: Int] = [:]
    var pairs: [[Int]] = []
    var words: [[Int32]] = []
    for word in generator.words.indices where spellable[word] {
      let key = countsOfWord[word].masked(by: mask)
      if let index = classOfCounts[key] {
        words[index].append(Int32(word))
      } else {
        classOfCounts[key] = pairs.count
        pairs.append(
          (generator.groupStart[word]..<generator.groupStart[word + 1])
            .map { generator.groupPair[$0] }
            .filter { letters & 1 << UInt32(generator.pairs[$0].letter) != 0 }
            .sorted { generator.pairs[$0].letter < generator.pairs[$1].letter })
        words.append([Int32(word)])
      }
    }
    let classes = zip(pairs, words).map { WordClass(pairs: $0, words: $1) }
    classesByLetters[letters] = classes
    return classes
  }

  /// The sets of capturable tiles a need can take, maximal in steals.
  private func captureChoices(
    _ need: MoveGenerator.LetterNeed, capturable: TileSet, stealable: TileSet
  ) -> [UInt32] {
    let ofLetter = generator.tilesOfLetter[need.letter]
    let take = Array(ofLetter.intersection(capturable))
    let keepCount = ofLetter.subtracting(capturable).count
    let stealableOfLetter = ofLetter.intersection(stealable).rawValue
    var choices: [UInt32] = []
    let fewest = max(0, need.count - keepCount)
    let most = min(need.count, take.count)
    guard fewest <= most else { return [] }
    // Every subset of `take` by bit pattern; at most 2^6 per letter.
    for pattern in 0..<(1 << take.count) where (fewest...most).contains(pattern.nonzeroBitCount) {
      var subset: UInt32 = 0
      for (bit, tile) in take.enumerated() where pattern >> bit & 1 != 0 {
        subset |= 1 << UInt32(tile)
      }
      if pattern.nonzeroBitCount < need.count, stealableOfLetter & ~subset != 0 { continue }
      choices.append(subset)
    }
    return choices
  }

}

/// A word's count of each letter, five bits a letter (a word the board can
/// spell needs at most 25 of one), in three words of 12 letters.
///
/// Two words have the same needs of a set of letters exactly when their
/// counts masked to those letters are equal.
private struct LetterCounts: Hashable {
  private var parts: (UInt64, UInt64, UInt64) = (0, 0, 0)

  init() {}

  /// Every bit of each letter of `letters` (a bit per letter) set.
  init(mask letters: UInt32) {
    for letter in 0..<26 where letters & 1 << UInt32(letter) != 0 {
      set(letter: letter, count: 31)
    }
  }

  mutating func set(letter: Int, count: Int) {
    let bits = UInt64(count) << UInt64(5 * (letter % 12))
    switch letter / 12 {
    case 0: parts.0 |= bits
    case 1: parts.1 |= bits
    default: parts.2 |= bits
    }
  }

  func masked(by mask: LetterCounts) -> LetterCounts {
    var masked = LetterCounts()
    masked.parts = (parts.0 & mask.parts.0, parts.1 & mask.parts.1, parts.2 & mask.parts.2)
    return masked
  }

  static func == (left: LetterCounts, right: LetterCounts) -> Bool {
    left.parts == right.parts
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(parts.0)
    hasher.combine(parts.1)
    hasher.combine(parts.2)
  }
}
