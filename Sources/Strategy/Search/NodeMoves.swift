import Letterpress

/// The moves of one search state, straight from the generator's letter
/// choices (no `EvaluatedMove` or `String` per move).
struct NodeMoves {
  /// Moves that do not end the game: the best distinct results by one-move
  /// value, best first (ties in generation order).
  var moves: [Candidate]
  /// A move that ends the game with the mover ahead, the largest final
  /// difference among them; `nil` when there is none.
  var winningEnd: Candidate?
}

extension MoveGenerator {
  /// The `count` best moves of `state` for its side to move, one per
  /// distinct result, by one-move value (`weights`).
  ///
  /// Moves that end the game with the mover behind are left out: they lose at once, and
  /// a pass (always legal) is never worse for the game's outcome.
  ///
  /// The result is exactly that of enumerating every tile choice of every
  /// allowed word in generation order (words in order, then
  /// `LetterChoices.forEachCombination`'s order), keeping the best `count`
  /// distinct captured sets with ties in that order; but most words are never
  /// enumerated (see `NodeScan`).
  ///
  /// Once `deadline` has passed the moves may be incomplete: a caller that
  /// gives one must check it afterwards and abandon the node.
  func nodeMoves(
    in state: SearchState, keeping count: Int, until deadline: ContinuousClock.Instant? = nil,
    weights: MoveWeights = Evaluator.moveWeights
  ) -> NodeMoves {
    let scan = NodeScan(
      generator: self, ownership: state.ownership, mover: state.toMove, weights: weights)
    let winningEnd = scan.winningEnd(blocked: state.blocked)
    guard let moves = scan.best(count, blocked: state.blocked, until: deadline) else {
      return NodeMoves(moves: [], winningEnd: nil)
    }
    return NodeMoves(moves: moves, winningEnd: winningEnd)
  }
}

/// One search node's moves for its side to move, found without enumerating
/// most words' tile choices.
///
/// The one-move value (`EvaluatedMove.value`, or other `MoveWeights`) only grows when a move captures
/// more: the mover's tiles and defended tiles can only grow, the other
/// seat's can only shrink. So a word's value is at most what its letters
/// could capture at best: for each letter, as many capturable tiles as the
/// word has of that letter (and as many of them from the other seat), and
/// the defence of the mover holding, and the other seat losing, every
/// capturable tile of the word's letters. Words are visited best bound
/// first; once the list of the best `count` is full, words whose bound cannot
/// beat its last entry are skipped, and the scan stops at the first bound
/// below it.
struct NodeScan {
  let generator: MoveGenerator
  /// The mover's tiles and the other seat's, before the move.
  let mine: TileSet
  let theirs: TileSet
  let unclaimed: TileSet
  let choices: LetterChoices
  /// The one-move evaluation moves are ranked by.
  let weights: MoveWeights
  /// Per letter, the tiles of that letter the mover can capture.
  private let capturableOfLetter: [UInt32]
  /// Per need (`generator.pairs`), the most tiles it can capture, and the
  /// most it can take from the other seat.
  private let mostCaptured: [Int]
  private let mostRetaken: [Int]

  init(
    generator: MoveGenerator, ownership: Ownership, mover: Owner,
    weights: MoveWeights = Evaluator.moveWeights
  ) {
    self.generator = generator
    self.weights = weights
    mine = ownership.tiles(of: mover)
    theirs = ownership.tiles(of: mover.other)
    unclaimed = ownership.unclaimed
    let capturable = ownership.capturable(by: mover)
    choices = LetterChoices(generator: generator, capturable: capturable)
    let capturableOfLetter = generator.tilesOfLetter.map { $0.intersection(capturable).rawValue }
    self.capturableOfLetter = capturableOfLetter
    let theirs = theirs.rawValue
    mostCaptured = generator.pairs.map {
      min($0.count, capturableOfLetter[$0.letter].nonzeroBitCount)
    }
    mostRetaken = generator.pairs.map {
      min($0.count, (capturableOfLetter[$0.letter] & theirs).nonzeroBitCount)
    }
  }

  /// The one-move value, by `weights`, of capturing `captured` where the
  /// mover holds `mine` and the other seat `theirs`.
  ///
  /// Static, on plain masks: the closure of `best`'s hot loop then captures
  /// no copy of the scan (whose arrays were retained and released for every
  /// tile choice: 85% of a search's time on a large board).
  @inline(__always)
  static func value(captured: UInt32, mine: UInt32, theirs: UInt32, weights: MoveWeights) -> Int {
    let mine = TileSet(rawValue: mine | captured)
    let theirs = TileSet(rawValue: theirs & ~captured)
    return weights.value(
      mine: mine.count, theirs: theirs.count, mineDefended: mine.defendedTiles.count,
      theirsDefended: theirs.defendedTiles.count)
  }

  /// An upper bound on the one-move value of every move of word `word`,
  /// within `weights.valueRange` (`EvaluatorTests` checks both).
  func bound(word: Int) -> Int {
    var reach: UInt32 = 0
    var captured = 0
    var retaken = 0
    for group in generator.groupStart[word]..<generator.groupStart[word + 1] {
      let pair = generator.groupPair[group]
      reach |= capturableOfLetter[generator.pairs[pair].letter]
      captured += mostCaptured[pair]
      retaken += mostRetaken[pair]
    }
    let mostMine = mine.count + captured
    return weights.value(
      mine: mostMine, theirs: theirs.count - retaken,
      mineDefended: min(mostMine, TileSet(rawValue: mine.rawValue | reach).defendedTiles.count),
      theirsDefended: TileSet(rawValue: theirs.rawValue & ~reach).defendedTiles.count)
  }

  /// The move that ends the game with the largest lead for the mover, the
  /// first in generation order among equals; `nil` when no move ends it
  /// with the mover ahead.
  ///
  /// Only words whose letters cover every unclaimed tile are enumerated.
  func winningEnd(blocked: BlockedWords) -> Candidate? {
    var unclaimedLetters: UInt32 = 0
    for tile in unclaimed { unclaimedLetters |= 1 << UInt32(generator.letters[tile].index) }
    var best: Candidate?
    var bestDifference = 0
    // Plain values for the closure below (see `value(captured:mine:theirs:weights:)`).
    let (mineCount, theirsCount) = (mine.count, theirs.count)
    let (theirsMask, unclaimedMask) = (theirs.rawValue, unclaimed.rawValue)
    for word in generator.spellable
    where generator.letterMask[word] & unclaimedLetters == unclaimedLetters
      && !blocked.contains(word)
    {
      let groups = generator.groupStart[word]..<generator.groupStart[word + 1]
      // The word must have a letter for each unclaimed tile of that letter.
      guard
        groups.allSatisfy({
          let need = generator.pairs[generator.groupPair[$0]]
          return need.count
            >= generator.tilesOfLetter[need.letter].intersection(unclaimed).count
        })
      else { continue }
      choices.forEachCombination(groups: groups, groupPair: generator.groupPair) {
        captured, used in
        guard captured & unclaimedMask == unclaimedMask else { return }
        let difference =
          mineCount + captured.nonzeroBitCount
          - (theirsCount - (captured & theirsMask).nonzeroBitCount)
        if difference > bestDifference {
          bestDifference = difference
          best = Candidate(
            word: Int32(word), used: used, captured: captured, value: Int32(difference))
        }
      }
    }
    return best
  }

  /// The `count` best distinct results of moves that do not end the game,
  /// best first, ties in generation order; `nil` when `deadline` passed
  /// during the scan (checked every 512 words).
  func best(_ count: Int, blocked: BlockedWords, until deadline: ContinuousClock.Instant?)
    -> [Candidate]?
  {
    var kept = BestMoves(count: count)
    let words = wordsByBound(blocked: blocked)
    let (mine, theirs, unclaimed, weights) =
      (mine.rawValue, theirs.rawValue, unclaimed.rawValue, weights)
    for (visited, (word, bound)) in words.enumerated() {
      if visited & 511 == 0, let deadline, ContinuousClock.now >= deadline { return nil }
      if let last = kept.last {
        if bound < Int(last.value) { break }
        // Equal at best, and later in generation order than the last kept.
        if bound == Int(last.value), word > Int(last.word) { continue }
      }
      var sequence: UInt32 = 0
      choices.forEachCombination(
        groups: generator.groupStart[word]..<generator.groupStart[word + 1],
        groupPair: generator.groupPair
      ) { captured, used in
        sequence += 1
        // A move that ends the game is not a node's move (see `winningEnd`).
        guard captured & unclaimed != unclaimed else { return }
        let value = Self.value(captured: captured, mine: mine, theirs: theirs, weights: weights)
        kept.offer(
          Candidate(word: Int32(word), used: used, captured: captured, value: Int32(value)),
          sequence: sequence)
      }
    }
    if let deadline, ContinuousClock.now >= deadline { return nil }
    return kept.moves
  }

  /// The spellable words that `blocked` allows with their bounds, highest
  /// bound first, in word order among equal bounds (a counting sort: bounds
  /// are small integers).
  private func wordsByBound(blocked: BlockedWords) -> [(word: Int, bound: Int)] {
    // Values, bounds included, lie within the weights' range.
    let lowest = weights.valueRange.lowerBound
    let bucketCount = weights.valueRange.count
    var bounds: [(word: Int, bound: Int)] = []
    bounds.reserveCapacity(generator.spellable.count)
    var perBucket = [Int](repeating: 0, count: bucketCount + 1)
    for word in generator.spellable where !blocked.contains(word) {
      let bound = bound(word: word)
      bounds.append((word, bound))
      perBucket[bound - lowest] += 1
    }
    // Bucket starts, highest bound first.
    var start = [Int](repeating: 0, count: bucketCount)
    var next = 0
    for bucket in stride(from: bucketCount - 1, through: 0, by: -1) {
      start[bucket] = next
      next += perBucket[bucket]
    }
    var ordered = [(word: Int, bound: Int)](repeating: (0, 0), count: bounds.count)
    for entry in bounds {
      let bucket = entry.bound - lowest
      ordered[start[bucket]] = entry
      start[bucket] += 1
    }
    return ordered
  }
}

/// The best `count` distinct captured sets offered, by value and then by
/// generation order (word index, then the move's place in its word's
/// enumeration), whatever order they are offered in.
struct BestMoves {
  private let count: Int
  private var kept: [(candidate: Candidate, order: UInt64)] = []

  init(count: Int) {
    self.count = count
    kept.reserveCapacity(count + 1)
  }

  /// The kept moves, best first.
  var moves: [Candidate] { kept.map(\.candidate) }

  /// The worst kept move once `count` are kept: only a better one can still
  /// enter.
  var last: Candidate? { kept.count == count ? kept.last?.candidate : nil }

  /// Offers `candidate`, the `sequence`-th move of its word.
  mutating func offer(_ candidate: Candidate, sequence: UInt32) {
    let order = UInt64(UInt32(candidate.word)) << 32 | UInt64(sequence)
    func precedes(_ value: Int32, _ order: UInt64, _ other: (candidate: Candidate, order: UInt64))
      -> Bool
    {
      value != other.candidate.value ? value > other.candidate.value : order < other.order
    }
    guard count > 0 else { return }
    if let same = kept.firstIndex(where: { $0.candidate.captured == candidate.captured }) {
      // The same result (so the same value): the first in generation order
      // stands for it.
      guard order < kept[same].order else { return }
      kept.remove(at: same)
    } else if kept.count == count, let worst = kept.last, !precedes(candidate.value, order, worst) {
      return
    }
    var slot = kept.count
    while slot > 0, precedes(candidate.value, order, kept[slot - 1]) { slot -= 1 }
    kept.insert((candidate, order), at: slot)
    if kept.count > count { kept.removeLast() }
  }
}
