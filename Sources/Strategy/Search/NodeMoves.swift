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
  /// Calls `body(word index, captured tiles, used tiles)` for every distinct
  /// move of every word not in `blocked`, capturing within `capturable`;
  /// stops early once `deadline` has passed (checked every 512 words).
  func forEachMove(
    capturable: TileSet, blocked: BlockedWords, until deadline: ContinuousClock.Instant?,
    _ body: (Int, UInt32, UInt32) -> Void
  ) {
    let choices = LetterChoices(generator: self, capturable: capturable)
    for wordIndex in words.indices where !blocked.contains(wordIndex) {
      if wordIndex & 511 == 0, let deadline, ContinuousClock.now >= deadline { return }
      let groups = groupStart[wordIndex]..<groupStart[wordIndex + 1]
      guard groups.allSatisfy({ choices.count(pair: groupPair[$0]) > 0 }) else { continue }
      choices.forEachCombination(groups: groups, groupPair: groupPair) { body(wordIndex, $0, $1) }
    }
  }

  /// The `count` best moves of `state` for its side to move, one per
  /// distinct result, by one-move value.
  ///
  /// Moves that end the game with the mover behind are left out: they lose at once, and
  /// a pass (always legal) is never worse for the game's outcome.
  ///
  /// Once `deadline` has passed the moves may be incomplete: a caller that
  /// gives one must check it afterwards and abandon the node.
  func nodeMoves(
    in state: SearchState, keeping count: Int, until deadline: ContinuousClock.Instant? = nil
  ) -> NodeMoves {
    let ownership = state.ownership
    let mover = state.toMove
    var winningEnd: Candidate?
    var winningDifference = 0
    var kept: [Candidate] = []
    kept.reserveCapacity(count + 1)

    forEachMove(
      capturable: ownership.capturable(by: mover), blocked: state.blocked, until: deadline
    ) {
      word, captured, used in
      let after = ownership.taking(TileSet(rawValue: captured), by: mover)
      if after.isFull {
        let difference = after.score(of: mover) - after.score(of: mover.other)
        if difference > winningDifference {
          winningDifference = difference
          winningEnd = Candidate(
            word: Int32(word), used: used, captured: captured, value: Int32(difference))
        }
        return
      }
      let value = Int32(SearchValue.oneMove(after, mover: mover))
      let candidate = Candidate(word: Int32(word), used: used, captured: captured, value: value)
      // A bounded list, best first; a result already kept is not kept twice.
      if kept.count == count, value <= kept[count - 1].value { return }
      if kept.contains(where: { $0.captured == captured }) { return }
      var slot = kept.count
      while slot > 0, kept[slot - 1].value < value { slot -= 1 }
      kept.insert(candidate, at: slot)
      if kept.count > count { kept.removeLast() }
    }
    if let deadline, ContinuousClock.now >= deadline {
      return NodeMoves(moves: [], winningEnd: nil)
    }
    return NodeMoves(moves: kept, winningEnd: winningEnd)
  }
}
