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
  private var classesByLetters: [UInt32: [WordClass]] = [:]

  /// Words with the same needs of a set of letters.
  struct WordClass {
    /// What the words need of the letters, one entry per letter they use.
    let needs: [MoveGenerator.LetterNeed]
    /// The words, in list order.
    let words: [Int32]
  }

  /// One distinct result of a position: the tiles captured, and the classes
  /// whose words reach it.
  struct Result {
    let captured: UInt32
    var classes: [Int]
  }

  init(generator: MoveGenerator) {
    self.generator = generator
    spellable = generator.words.indices.map { generator.canSpell($0, on: .all) }
  }

  /// The classes of words for the letters of `capturable`, and the distinct
  /// steal-maximal results of the mover who can capture `capturable`
  /// (`stealable` being those of its tiles that are not unclaimed).
  ///
  /// Once `deadline` has passed the results may be incomplete: a caller
  /// that gives one must check it afterwards and abandon the node.
  mutating func results(
    capturable: TileSet, stealable: TileSet, until deadline: ContinuousClock.Instant? = nil
  ) -> (classes: [WordClass], results: [Result]) {
    var letters: UInt32 = 0
    for tile in capturable { letters |= 1 << UInt32(generator.letters[tile].index) }
    let classes = self.classes(letters: letters)
    var choicesOfNeed: [MoveGenerator.LetterNeed: [UInt32]] = [:]
    var resultOfCaptured: [UInt32: Int] = [:]
    var results: [Result] = []
    for (classIndex, wordClass) in classes.enumerated() {
      if classIndex & 63 == 63, let deadline, ContinuousClock.now >= deadline { break }
      let choices = wordClass.needs.map { need in
        if let cached = choicesOfNeed[need] { return cached }
        let choices = captureChoices(need, capturable: capturable, stealable: stealable)
        choicesOfNeed[need] = choices
        return choices
      }
      forEachCombination(of: choices) { captured in
        if let index = resultOfCaptured[captured] {
          results[index].classes.append(classIndex)
        } else {
          resultOfCaptured[captured] = results.count
          results.append(Result(captured: captured, classes: [classIndex]))
        }
      }
    }
    return (classes, results)
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
    var classOfNeeds: [[MoveGenerator.LetterNeed]: Int] = [:]
    var needs: [[MoveGenerator.LetterNeed]] = []
    var words: [[Int32]] = []
    for word in generator.words.indices where spellable[word] {
      let wordNeeds = (generator.groupStart[word]..<generator.groupStart[word + 1])
        .map { generator.pairs[generator.groupPair[$0]] }
        .filter { letters & 1 << UInt32($0.letter) != 0 }
        .sorted { $0.letter < $1.letter }
      if let index = classOfNeeds[wordNeeds] {
        words[index].append(Int32(word))
      } else {
        classOfNeeds[wordNeeds] = needs.count
        needs.append(wordNeeds)
        words.append([Int32(word)])
      }
    }
    let classes = zip(needs, words).map { WordClass(needs: $0, words: $1) }
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

  /// Calls `body` with the union of every combination of one choice per
  /// list.
  private func forEachCombination(of choices: [[UInt32]], _ body: (UInt32) -> Void) {
    func extend(_ index: Int, _ captured: UInt32) {
      if index == choices.count { return body(captured) }
      for choice in choices[index] { extend(index + 1, captured | choice) }
    }
    extend(0, 0)
  }
}
