import Letterpress

/// A sparring partner modelled on a published engine (Go, 2014) that
/// searches exactly two plies, exhaustively, for the arena.
///
/// Its word list is the board's playable words less every word that appears
/// inside a longer playable word (CAT inside CATS, ART inside DARTS). It
/// examines every distinct move and, after each, every distinct reply, and
/// plays the move whose worst reply leaves it the most: the classic value of
/// +1 a tile and +2 a defended tile for its side, minus the same for the other
/// (`MoveWeights.narrowing`), a hundred times that on a full board. Alpha-beta
/// at the root is exact: a reply only takes tiles, so a move's value after its
/// worst reply is at most its value before it, and moves are visited by that
/// bound. No clock: the same position always gives the same move.
package struct TwoPlySearch: Sendable {
  /// The board's words (the prefix rule and the played words are applied per move).
  let searcher: Searcher

  /// A full board's value is this many times the same board's leaf value.
  static let fullBoardWeight = 100

  /// The engine for the words of `searcher`.
  package init(searcher: Searcher) {
    self.searcher = searcher
  }

  /// The move it plays in `position`; `nil` to pass (no word left, or the
  /// game is over).
  package func move(in position: Position) -> Move? {
    guard !position.isOver else { return nil }
    let words = Self.outermost(searcher.generator.words.filter { position.played.allows($0) })
    let sparring = Searcher(generator: MoveGenerator(letters: position.letters, words: words))
    let mover = position.toMove
    let root = SearchState(
      ownership: position.ownership, toMove: mover, passes: position.consecutivePasses,
      blocked: sparring.blocking.blocked(by: position.played))
    let scan = NodeScan(
      generator: sparring.generator, ownership: root.ownership, mover: mover, weights: .narrowing)
    var best: (candidate: Candidate, value: Int)?
    if let end = scan.winningEnd(blocked: root.blocked) {
      best = (end, value(ofFullBoard: root.playing(end, in: sparring.blocking), for: mover))
    }
    for (candidate, bound) in NarrowingSearch(searcher: sparring).rootMoves(position) {
      if let best, bound <= best.value { break }
      let value = worstReply(after: root.playing(candidate, in: sparring.blocking), in: sparring)
      if best.map({ value > $0.value }) ?? true { best = (candidate, value) }
    }
    return best?.candidate.move(words: sparring.generator.words)
  }

  /// The value, for the side that just moved, of `state` after the other
  /// side's best reply (every distinct reply considered); the state itself
  /// when the other side has no word.
  private func worstReply(after state: SearchState, in sparring: Searcher) -> Int {
    let mover = state.toMove.other
    if state.isOver { return value(ofFullBoard: state, for: mover) }
    let scan = NodeScan(
      generator: sparring.generator, ownership: state.ownership, mover: state.toMove,
      weights: .narrowing)
    var worst: Int?
    if let end = scan.winningEnd(blocked: state.blocked) {
      worst = value(ofFullBoard: state.playing(end, in: sparring.blocking), for: mover)
    }
    if let reply = scan.best(1, blocked: state.blocked, until: nil)?.first {
      worst = min(worst ?? .max, -Int(reply.value))
    }
    return worst ?? NarrowingSearch.leafValue(state.ownership, toMove: mover)
  }

  /// A finished board's value for `side`.
  private func value(ofFullBoard state: SearchState, for side: Owner) -> Int {
    Self.fullBoardWeight * NarrowingSearch.leafValue(state.ownership, toMove: side)
  }

  /// `words` less every word that appears inside a longer one of them, in
  /// their order.
  package static func outermost(_ words: [String]) -> [String] {
    let all = Set(words)
    var inside = Set<String>()
    for word in words {
      let letters = Array(word.utf8)
      for start in letters.indices {
        // Every shorter run of letters from `start`, at least 2 long.
        let longest = start == 0 ? letters.count - 1 : letters.count - start
        guard longest >= 2 else { continue }
        for end in (start + 2)...(start + longest) {
          let run = String(decoding: letters[start..<end], as: UTF8.self)
          if all.contains(run) { inside.insert(run) }
        }
      }
    }
    return words.filter { !inside.contains($0) }
  }
}
