import Letterpress

/// Finds every word of a list that a set of tiles can spell, each tile used
/// at most once (positions do not matter in Letterpress).
///
/// A single pass over the compiled index: a 26-bit mask rejects words using
/// a letter the board lacks, then two subtractions compare all 26 letter
/// counts at once (4-bit fields with a guard bit, so a borrow shows a letter
/// the board has too few of). Measured faster than a trie walk; see
/// Benchmarks/README.md.
///
///     let finder = WordFinder(list: list)
///     finder.words(on: board.letters)  // longest first, then alphabetical
public struct WordFinder: Sendable {
  /// The list searched.
  public let list: WordList

  /// Creates a finder over `list`.
  public init(list: WordList) { self.list = list }

  /// The identifiers of every word `letters` can spell.
  ///
  /// - Parameter letters: The tiles, usually a board's 25; any number works.
  /// - Returns: The words in list order (longest first, then alphabetical).
  /// - Complexity: O(*n*) in the size of the list, with a small constant.
  public func wordIDs(on letters: [Letter]) -> [WordID] {
    let index = list.index
    var available = [Int](repeating: 0, count: 26)
    for letter in letters { available[Int(letter.index)] += 1 }
    let (mask, low, high) = WordIndex.packed(letters.map(\.index))
    // Words flagged for overflow always take the exact path.
    let notOnBoard = ~mask & 0x03FF_FFFF | WordIndex.overflowBit
    let guardBits = WordIndex.guardBits
    let boardLow = low | guardBits
    let boardHigh = high | guardBits
    var found: [WordID] = []
    for word in 0..<index.count {
      let wordMask = index.masks[word]
      if wordMask & notOnBoard != 0 {
        guard wordMask & notOnBoard == WordIndex.overflowBit,
          spells(word, from: available)
        else { continue }
        found.append(WordID(word))
        continue
      }
      // A guard bit survives the subtraction when the board has enough of
      // that letter.
      let survivingGuards =
        (boardLow &- index.counts[2 * word]) & (boardHigh &- index.counts[2 * word + 1])
        & guardBits
      if survivingGuards == guardBits { found.append(WordID(word)) }
    }
    return found
  }

  /// Every word `letters` can spell, longest first, then alphabetical.
  public func words(on letters: [Letter]) -> [String] {
    wordIDs(on: letters).map { list[$0] }
  }

  /// The exact check for the rare words with a letter more than 7 times,
  /// which the 3-bit packed counts cannot hold.
  private func spells(_ word: Int, from available: [Int]) -> Bool {
    var remaining = available
    let index = list.index
    for offset in index.textRange(ofWord: word) {
      let letter = Int(index.letterIndex(at: offset))
      remaining[letter] -= 1
      if remaining[letter] < 0 { return false }
    }
    return true
  }
}
