import Letterpress
import Words

/// Every distinct tile-level move of a list of words on one board.
///
/// A word can be played on any choice of tiles that spells it; choices that
/// lead to the same position are one move. Only the tiles a word *captures*
/// change the position (tiles the mover holds stay theirs, the opponent's
/// defended tiles do not flip), so for each letter of a word the generator
/// picks which of that letter's capturable tiles to take and fills the rest
/// of the letter's count with any non-capturable tile of that letter. Each
/// distinct captured set is produced exactly once, with one representative
/// tile choice; no hashing or merging is needed.
///
/// Build one generator per board (it indexes the words' letter counts), then
/// ask it for the moves of any ownership and seat.
///
///     let generator = MoveGenerator(letters: board.letters, words: ["tea", "eat"])
///     let moves = generator.moves(for: Ownership(board), mover: .player)
public struct MoveGenerator: Sendable {
  /// The board's letters.
  public let letters: [Letter]
  /// The words, in the order given; `EvaluatedMove`s come out word by word.
  public let words: [String]

  /// The tiles holding each letter A...Z.
  let tilesOfLetter: [TileSet]
  /// Per word, a range into `groupPair`: one entry per distinct letter.
  let groupStart: [Int]
  /// Per group, an index into `pairs`.
  let groupPair: [Int]
  /// The distinct (letter, count) needs of all words.
  let pairs: [LetterNeed]
  /// Per word, its distinct letters as a mask (bit `i` is letter `i`, A = 0).
  let letterMask: [UInt32]
  /// The indices of the words the board has enough tiles to spell, in order.
  let spellable: [Int]

  struct LetterNeed: Hashable {
    let letter: Int
    let count: Int
  }

  /// Indexes `words` (lower- or upper-case a-z) for the board `letters`.
  ///
  /// Words that cannot be spelled on the board simply yield no move.
  public init(letters: [Letter], words: [String]) {
    precondition(letters.count == 25, "a board has 25 letters, got \(letters.count)")
    self.letters = letters
    self.words = words
    var tilesOfLetter = [TileSet](repeating: .empty, count: 26)
    for (tile, letter) in letters.enumerated() { tilesOfLetter[Int(letter.index)].insert(tile) }
    self.tilesOfLetter = tilesOfLetter

    // The index in `pairs` of each (letter, count), -1 while unseen; counts
    // above 25 cannot be spelled on a board and share the last slot.
    var pairIndex = [Int](repeating: -1, count: 26 * 27)
    var pairs: [LetterNeed] = []
    var groupStart = [0]
    var groupPair: [Int] = []
    groupStart.reserveCapacity(words.count + 1)
    groupPair.reserveCapacity(words.count * 6)
    var counts = [Int](repeating: 0, count: 26)
    var letterMask: [UInt32] = []
    letterMask.reserveCapacity(words.count)
    for word in words {
      var mask: UInt32 = 0
      for byte in word.utf8 {
        let letter = Int(byte | 0x20) - Int(UInt8(ascii: "a"))
        precondition(
          (0..<26).contains(letter), "'\(word)' holds a character that is not a letter a-z")
        counts[letter] += 1
      }
      // Each distinct letter once, in order of first appearance.
      for byte in word.utf8 {
        let letter = Int(byte | 0x20) - Int(UInt8(ascii: "a"))
        guard counts[letter] > 0 else { continue }
        let slot = letter * 27 + min(counts[letter], 26)
        if pairIndex[slot] < 0 {
          pairIndex[slot] = pairs.count
          pairs.append(LetterNeed(letter: letter, count: counts[letter]))
        }
        groupPair.append(pairIndex[slot])
        counts[letter] = 0
        mask |= 1 << UInt32(letter)
      }
      groupStart.append(groupPair.count)
      letterMask.append(mask)
    }
    self.groupStart = groupStart
    self.groupPair = groupPair
    self.pairs = pairs
    self.letterMask = letterMask
    spellable = words.indices.filter { word in
      (groupStart[word]..<groupStart[word + 1]).allSatisfy {
        pairs[groupPair[$0]].count <= tilesOfLetter[pairs[groupPair[$0]].letter].count
      }
    }
  }

  /// Every distinct move of every word for `mover` on `ownership`, evaluated,
  /// word by word in the order of `words`.
  ///
  /// - Complexity: O(number of distinct moves) after a per-call set-up that
  ///   is linear in the number of distinct (letter, count) needs.
  public func moves(for ownership: Ownership, mover: Owner) -> [EvaluatedMove] {
    moves(for: ownership, mover: mover, allowing: nil)
  }

  /// Every distinct move in `position` for the seat to move, of the words
  /// its played words still allow; none once the game is over.
  public func moves(in position: Position) -> [EvaluatedMove] {
    precondition(position.letters == letters, "the position is on another board")
    guard !position.isOver else { return [] }
    let played = position.played
    return moves(
      for: position.ownership, mover: position.toMove,
      allowing: played.words.isEmpty ? nil : { played.allows(words[$0]) })
  }

  /// Every distinct move for `mover` on `ownership` of the words whose index
  /// in `words` passes `isAllowed` (all words when it is `nil`); a search
  /// that tracks played words by index filters this way without string
  /// work.
  public func moves(
    for ownership: Ownership, mover: Owner, allowing isAllowed: ((Int) -> Bool)?
  ) -> [EvaluatedMove] {
    let choices = LetterChoices(generator: self, capturable: ownership.capturable(by: mover))
    // Count first, so the result is allocated once.
    var moveCounts = [Int](repeating: 0, count: words.count)
    for wordIndex in words.indices {
      var product = 1
      for group in groupStart[wordIndex]..<groupStart[wordIndex + 1] {
        let pair = groupPair[group]
        guard !choices.isEmpty(pair: pair) else {
          product = 0
          break
        }
        product *= choices.count(pair: pair)
      }
      if product > 0, let isAllowed, !isAllowed(wordIndex) { product = 0 }
      moveCounts[wordIndex] = product
    }
    var result: [EvaluatedMove] = []
    result.reserveCapacity(moveCounts.reduce(0, +))
    for wordIndex in words.indices where moveCounts[wordIndex] > 0 {
      let word = words[wordIndex]
      choices.forEachCombination(
        groups: groupStart[wordIndex]..<groupStart[wordIndex + 1], groupPair: groupPair
      ) { captured, used in
        result.append(
          EvaluatedMove(
            move: Move(word: word, tiles: TileSet(rawValue: used)), mover: mover,
            after: ownership.taking(TileSet(rawValue: captured), by: mover)))
      }
    }
    return result
  }

  /// Whether word `index` can be spelled on `tiles` alone.
  func canSpell(_ index: Int, on tiles: TileSet) -> Bool {
    (groupStart[index]..<groupStart[index + 1]).allSatisfy {
      let need = pairs[groupPair[$0]]
      return need.count <= tilesOfLetter[need.letter].intersection(tiles).count
    }
  }

  /// The number of word-and-tile plays before merging: for every word, the
  /// number of ways to choose its tiles (a product of binomials over its
  /// letters), summed.
  public func tilePlayCount() -> Int {
    var total = 0
    for wordIndex in words.indices {
      var product = 1
      for group in groupStart[wordIndex]..<groupStart[wordIndex + 1] {
        let need = pairs[groupPair[group]]
        product *= binomial(tilesOfLetter[need.letter].count, need.count)
      }
      total += product
    }
    return total
  }
}

/// n choose k, 0 when k > n.
func binomial(_ n: Int, _ k: Int) -> Int {
  guard k >= 0, k <= n else { return 0 }
  var result = 1
  for step in 0..<min(k, n - k) { result = result * (n - step) / (step + 1) }
  return result
}

/// For one position and seat, the ways to cover each (letter, count) need:
/// every distinct set of capturable tiles of that letter, each with one full
/// choice of tiles.
struct LetterChoices {
  /// Per need, a range into `captured` and `used`.
  private var start: [Int]
  private var captured: [UInt32]
  private var used: [UInt32]

  init(generator: MoveGenerator, capturable: TileSet) {
    start = [0]
    start.reserveCapacity(generator.pairs.count + 1)
    captured = []
    used = []
    for need in generator.pairs {
      let ofLetter = generator.tilesOfLetter[need.letter]
      let take = Array(ofLetter.intersection(capturable))
      let keep = Array(ofLetter.subtracting(capturable))
      let fewest = max(0, need.count - keep.count)
      let most = min(need.count, take.count)
      if fewest <= most {
        for takenCount in fewest...most {
          var filler: UInt32 = 0
          for tile in keep.prefix(need.count - takenCount) { filler |= 1 << UInt32(tile) }
          Self.forEachSubset(of: take, size: takenCount) { subset in
            captured.append(subset)
            used.append(subset | filler)
          }
        }
      }
      start.append(captured.count)
    }
  }

  /// Calls `body` with every `size`-element subset of `tiles` as a mask.
  private static func forEachSubset(of tiles: [Int], size: Int, _ body: (UInt32) -> Void) {
    func extend(from first: Int, remaining: Int, mask: UInt32) {
      if remaining == 0 { return body(mask) }
      guard tiles.count - first >= remaining else { return }
      for position in first...(tiles.count - remaining) {
        extend(
          from: position + 1, remaining: remaining - 1, mask: mask | 1 << UInt32(tiles[position]))
      }
    }
    extend(from: 0, remaining: size, mask: 0)
  }

  /// Whether need `pair` cannot be met on this board.
  func isEmpty(pair: Int) -> Bool { start[pair] == start[pair + 1] }

  /// The number of choices for need `pair`.
  func count(pair: Int) -> Int { start[pair + 1] - start[pair] }

  /// Calls `body(captured, used)` for every combination of one choice per
  /// group.
  @inline(__always)
  func forEachCombination(
    groups: Range<Int>, groupPair: [Int], _ body: (UInt32, UInt32) -> Void
  ) {
    captured.withUnsafeBufferPointer { captured in
      used.withUnsafeBufferPointer { used in
        start.withUnsafeBufferPointer { start in
          groupPair.withUnsafeBufferPointer { groupPair in
            func extend(group: Int, capturedSoFar: UInt32, usedSoFar: UInt32) {
              if group == groups.upperBound { return body(capturedSoFar, usedSoFar) }
              let pair = groupPair[group]
              for choice in start[pair]..<start[pair + 1] {
                extend(
                  group: group + 1, capturedSoFar: capturedSoFar | captured[choice],
                  usedSoFar: usedSoFar | used[choice])
              }
            }
            extend(group: groups.lowerBound, capturedSoFar: 0, usedSoFar: 0)
          }
        }
      }
    }
  }
}
