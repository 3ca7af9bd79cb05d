import Letterpress

/// An exact proof search for positions near the end.
///
/// It answers one kind of question: can the *attacker* force a final result
/// of at least `target` for itself (1: a win, 0: at least a tie) with the
/// game over within `depth` plies, whatever the other side does? Every
/// answer other than `nil` is a proof, found in a game that is only ever
/// harder for the attacker than the real one:
///
/// - the defender may play any word allowed at the root, even one played
///   since (more choice can only help it);
/// - where the attacker chooses (∃), one move per distinct result is tried,
///   and none whose captured tiles lie inside another move's with the same
///   unclaimed tiles taken (`dominates`: such a move is never better); a
///   pass only where it can help (`passCanHelp`);
/// - where the defender chooses (∀), its moves are grouped by result, the
///   pass included, keeping only moves that steal as much as their word can
///   (`EndgameMoves`). One proof per group stands for every word of it: a
///   proof returns the attacker's words it relies on, and a defender's word
///   that rules one of them out (rule 3) gets a proof of its own. A group
///   whose result lies inside a proved group's is answered by that proof;
/// - an immediate win is found exactly by the `ReplyFinder` over all words
///   the side may play.
///
/// A proof's words also make the tables independent of the played words: a
/// proof stored for a position holds wherever none of its words is ruled
/// out. `nil` only means that no proof was found within `depth` (the game
/// need not end: players can keep stealing tiles), never that none exists.
struct EndgameSolver {
  let context: SearchContext
  /// The words ruled out at the root: all the defender is held to.
  let rootBlocked: BlockedWords
  var replies: ReplyFinder
  var moves: EndgameMoves
  var nodes = 0
  /// Per (position, target): proofs and failures, for the attacker's and the
  /// defender's turn.
  private var attackerTable: BoundedTable<ProofKey, ProofEntry>
  private var defenderTable: BoundedTable<ProofKey, ProofEntry>
  /// Per depth, the defender's last refuting move, tried first at the next
  /// defender node of that depth, and the attacker's last proving move.
  private var defenderKillers: [Int: Candidate] = [:]
  private var attackerKillers: [Int: Candidate] = [:]
  /// Per tile set, whether the defender has a word spelled on it alone.
  private var defenderWordWithin: BoundedTable<UInt32, Bool>

  private struct ProofKey: Hashable {
    let player: UInt32
    let opponent: UInt32
    let turn: UInt8
    let target: Int8

    init(_ state: SearchState, target: Int) {
      player = state.ownership.player.rawValue
      opponent = state.ownership.opponent.rawValue
      turn = UInt8(state.toMove == .player ? 0 : 1) | UInt8(min(state.passes, 2)) << 1
      self.target = Int8(target)
    }
  }

  /// A question the tables have answered already.
  private enum Known {
    /// Proved, relying on these words.
    case proved([Int32])
    case failed

    /// The proof's words, `nil` for a failure.
    var words: [Int32]? {
      if case .proved(let words) = self { return words }
      return nil
    }
  }

  private struct ProofEntry {
    /// The shallowest depth proved, and the attacker's words its proof uses.
    var proved = Int.max
    var words: [Int32] = []
    var witness: Candidate?
    /// The deepest depth searched without a proof, for the attacker's
    /// blocked words of that search.
    var failed = -1
    var failedBlockedHash: UInt64 = 0

    /// What the entry settles `depth` plies deep with `blocked` ruled out
    /// for the attacker: a proof (it holds when none of its words is ruled
    /// out), a failure, or nothing (`nil`).
    func known(depth: Int, blocked: BlockedWords) -> Known? {
      if proved <= depth, words.allSatisfy({ !blocked.contains(Int($0)) }) {
        return .proved(words)
      }
      if failed >= depth, failedBlockedHash == blocked.hash { return .failed }
      return nil
    }

    mutating func recordFailure(depth: Int, blocked: BlockedWords) {
      if failedBlockedHash != blocked.hash || depth > failed {
        failed = depth
        failedBlockedHash = blocked.hash
      }
    }
  }

  /// A solver for the words of `context`, from a root where `rootBlocked`
  /// are ruled out.
  init(context: SearchContext, rootBlocked: BlockedWords) {
    self.context = context
    self.rootBlocked = rootBlocked
    replies = ReplyFinder(generator: context.generator)
    moves = EndgameMoves(generator: context.generator)
    attackerTable = BoundedTable(capacity: context.tableLimits.proofEntries)
    defenderTable = BoundedTable(capacity: context.tableLimits.proofEntries)
    defenderWordWithin = BoundedTable(capacity: context.tableLimits.wordCacheEntries)
  }

  /// The entries its tables hold, for tests of the memory limit.
  var tableEntries: (proofs: Int, words: Int) {
    (attackerTable.count + defenderTable.count, defenderWordWithin.count)
  }

  /// Whether the side to move in `state` can force a result of at least
  /// `target` within `depth` plies, `state.blocked` being the words it may
  /// not play: the words its proof relies on, or `nil`.
  mutating func canForce(_ state: SearchState, target: Int, depth: Int) throws(SearchTimeout)
    -> [Int32]?
  {
    if state.isOver { return state.scoreDifference.signum() >= target ? [] : nil }
    if depth <= 0 { return nil }
    let key = ProofKey(state, target: target)
    if let known = attackerTable[key]?.known(depth: depth, blocked: state.blocked) {
      return known.words
    }
    nodes += 1
    try context.check(nodes: nodes)
    var found: (move: Candidate, words: [Int32], depth: Int)?
    if let (win, _) = replies.winNow(in: state, blocking: context.blocking) {
      found = (win, win.isWord ? [win.word] : [], 1)
    } else if target <= 0, state.passes == 1, state.scoreDifference >= 0 {
      found = (.pass, [], 1)
    } else if depth >= 3 {
      var moves = try attackerMoves(in: state)
      if passCanHelp(state, target: target) { moves.append(.pass) }
      // The last proving move at this depth first: the same plan often
      // answers many defences.
      if let killer = attackerKillers[depth],
        let index = moves.firstIndex(where: { $0.captured == killer.captured })
      {
        moves.swapAt(0, index)
      }
      for move in moves {
        if let words = try defenderCannotAvoid(
          state.playing(move, in: context.blocking), target: target, depth: depth - 1)
        {
          found = (move, move.isWord ? union(words, [move.word]) : words, depth)
          break
        }
      }
    }
    var entry = attackerTable[key] ?? ProofEntry()
    if let found {
      if found.depth == depth, found.move.isWord { attackerKillers[depth] = found.move }
      entry.proved = found.depth
      entry.words = found.words
      entry.witness = found.move
    } else {
      entry.recordFailure(depth: depth, blocked: state.blocked)
    }
    attackerTable[key] = entry
    return found?.words
  }

  /// Whether every move of the side to move in `state` (the defender) lets
  /// the other side force a result of at least `target` for itself within
  /// `depth` plies, `state.blocked` being the words the *other* side may
  /// not play: the words the proof relies on, or `nil`.
  mutating func defenderCannotAvoid(
    _ state: SearchState, target: Int, depth: Int
  ) throws(SearchTimeout) -> [Int32]? {
    if state.isOver { return (-state.scoreDifference).signum() >= target ? [] : nil }
    if depth <= 1 { return nil }
    let key = ProofKey(state, target: target)
    if let known = defenderTable[key]?.known(depth: depth, blocked: state.blocked) {
      return known.words
    }
    nodes += 1
    try context.check(nodes: nodes)
    let words = try proveEveryDefence(state, target: target, depth: depth)
    var entry = defenderTable[key] ?? ProofEntry()
    if let words {
      entry.proved = depth
      entry.words = words
    } else {
      entry.recordFailure(depth: depth, blocked: state.blocked)
    }
    defenderTable[key] = entry
    return words
  }

  /// `defenderCannotAvoid` without the tables: the defender's immediate
  /// win, its pass, its last refuting move at this depth, then every group
  /// of its moves.
  private mutating func proveEveryDefence(
    _ state: SearchState, target: Int, depth: Int
  ) throws(SearchTimeout) -> [Int32]? {
    var defenderView = state
    defenderView.blocked = rootBlocked
    if replies.winNow(in: defenderView, blocking: context.blocking) != nil { return nil }
    guard var words = try canForce(state.passing(), target: target, depth: depth - 1) else {
      return nil
    }
    let capturable = state.ownership.capturable(by: state.toMove)
    if let killer = defenderKillers[depth], !rootBlocked.contains(Int(killer.word)),
      try canForce(
        state.capturing(killer.used & capturable.rawValue), target: target, depth: depth - 1)
        == nil
    {
      return nil
    }
    let (classes, groups) = defenderGroups(in: state, capturable: capturable)
    try context.checkDeadline()
    // Proofs for results that take the same unclaimed tiles and more: they
    // stand for any result they contain (see `dominates`).
    var provedResults: [(captured: UInt32, words: [Int32])] = []
    let unclaimed = state.ownership.unclaimed.rawValue
    for group in groups {
      try context.checkDeadline()
      let child = state.capturing(group.captured)
      let dominating = provedResults.first {
        dominates($0.captured, group.captured, unclaimed: unclaimed)
      }
      var proof = dominating?.words
      if proof == nil { proof = try canForce(child, target: target, depth: depth - 1) }
      guard let groupWords = proof else {
        defenderKillers[depth] = Candidate(
          word: group.firstWord,
          used: moves.tiles(of: group.firstWord, capturing: group.captured, capturable: capturable),
          captured: group.captured, value: 0)
        return nil
      }
      if dominating == nil { provedResults.append((group.captured, groupWords)) }
      words = union(words, groupWords)
      // A word that rules out a word of the proof needs a proof of its own.
      for word in group.classes.lazy.flatMap({ classes[$0].words })
      where !rootBlocked.contains(Int(word))
        && context.blocking.blocks[Int(word)].contains(where: { groupWords.contains(sorted: $0) })
      {
        var wordChild = child
        wordChild.blocked = child.blocked.playing(Int(word), in: context.blocking)
        guard let wordWords = try canForce(wordChild, target: target, depth: depth - 1) else {
          return nil
        }
        words = union(words, wordWords)
      }
    }
    return words
  }

  /// Whether the attacker's pass in `state` can be part of a proof.
  ///
  /// The defender can pass back, ending the game at the current score: so
  /// a pass behind (or level, for a win) is lost at once. Ahead, the pass
  /// makes the defender act; but a defender with a word that captures
  /// nothing (on its own tiles and the attacker's defended ones) plays it
  /// and brings back the same tiles with the attacker to move: any proof
  /// through the pass is then a proof from here without it.
  private mutating func passCanHelp(_ state: SearchState, target: Int) -> Bool {
    let difference = state.scoreDifference
    guard difference > 0 else { return difference == 0 && target <= 0 }
    let defender = state.toMove.other
    let keptByDefender = state.ownership.capturable(by: defender).complement
    return !hasDefenderWord(within: keptByDefender)
  }

  /// Whether a word the defender may play can be spelled on `tiles` alone.
  private mutating func hasDefenderWord(within tiles: TileSet) -> Bool {
    if let cached = defenderWordWithin[tiles.rawValue] { return cached }
    let generator = context.generator
    let found = generator.words.indices.contains {
      !rootBlocked.contains($0) && generator.canSpell($0, on: tiles)
    }
    defenderWordWithin[tiles.rawValue] = found
    return found
  }

  /// The attacker's moves in `state`, maximal in steals, one per distinct
  /// result that does not end the game (a win was looked for already), with
  /// the first word it may play; the best by one-move value first.
  private mutating func attackerMoves(in state: SearchState) throws(SearchTimeout) -> [Candidate] {
    let ownership = state.ownership
    let mover = state.toMove
    let capturable = ownership.capturable(by: mover)
    let (classes, results) = moves.results(
      capturable: capturable, stealable: capturable.subtracting(ownership.unclaimed),
      until: context.deadline)
    try context.checkDeadline()
    var candidates: [Candidate] = []
    for result in results {
      let after = ownership.taking(TileSet(rawValue: result.captured), by: mover)
      guard !after.isFull,
        let word = result.classes.lazy.compactMap({
          classes[$0].words.first { !state.blocked.contains(Int($0)) }
        }).first
      else { continue }
      candidates.append(
        Candidate(
          word: word,
          used: moves.tiles(of: word, capturing: result.captured, capturable: capturable),
          captured: result.captured, value: Int32(Evaluator.moveValue(after, mover: mover))))
    }
    // A result inside another that takes the same unclaimed tiles is never
    // better for the attacker (see `dominates`): larger captures first, each
    // kept unless a kept one with the same unclaimed tiles contains it.
    let unclaimed = ownership.unclaimed.rawValue
    var keptOfUnclaimed: [UInt32: [UInt32]] = [:]
    var undominated: [Candidate] = []
    for (index, candidate) in candidates.sorted(by: {
      $0.captured.nonzeroBitCount > $1.captured.nonzeroBitCount
    }).enumerated() {
      if index & 255 == 255 { try context.checkDeadline() }
      let part = candidate.captured & unclaimed
      let kept = keptOfUnclaimed[part, default: []]
      if kept.contains(where: { dominates($0, candidate.captured, unclaimed: unclaimed) }) {
        continue
      }
      keptOfUnclaimed[part, default: []].append(candidate.captured)
      undominated.append(candidate)
    }
    // Best value first; ties by the larger capture.
    return undominated.enumerated().sorted {
      ($0.element.value, -$0.offset) > ($1.element.value, -$1.offset)
    }.map(\.element)
  }

  /// The defender's moves in `state`, maximal in steals, grouped by the
  /// tiles they capture; the groups most valuable to the defender by the
  /// one-move evaluation first.
  private mutating func defenderGroups(in state: SearchState, capturable: TileSet) -> (
    classes: [EndgameMoves.WordClass], groups: [ResultGroup]
  ) {
    let ownership = state.ownership
    let mover = state.toMove
    let (classes, results) = moves.results(
      capturable: capturable, stealable: capturable.subtracting(ownership.unclaimed),
      until: context.deadline)
    let rootBlocked = self.rootBlocked
    var groups: [ResultGroup] = []
    for result in results {
      guard
        let first = result.classes.lazy.compactMap({
          classes[$0].words.first { !rootBlocked.contains(Int($0)) }
        }).first
      else { continue }
      let after = ownership.taking(TileSet(rawValue: result.captured), by: mover)
      groups.append(
        ResultGroup(
          captured: result.captured, classes: result.classes, firstWord: first,
          value: Evaluator.moveValue(after, mover: mover)))
    }
    // Larger captures first, so that a proof for one can stand for the
    // results it contains; then by value; ties in the results' order. One
    // integer a group is sorted (the tiles captured, the value within
    // `Evaluator.packedKeyRange`, the place reversed), not the groups.
    let lowest = Evaluator.packedKeyRange.lowerBound
    let span = Evaluator.packedKeyRange.count
    var keys = groups.indices.map { index in
      assert(Evaluator.packedKeyRange.contains(groups[index].value))
      let key = groups[index].captured.nonzeroBitCount * span + groups[index].value - lowest
      return key << 32 | (Int(UInt32.max) - index)
    }
    keys.sort(by: >)
    return (classes, keys.map { groups[Int(UInt32.max) - ($0 & 0xFFFF_FFFF)] })
  }

  /// The defender's moves that capture the same tiles: the words of some
  /// classes (less those ruled out at the root).
  private struct ResultGroup {
    let captured: UInt32
    let classes: ArraySlice<Int>
    let firstWord: Int32
    /// The one-move value of the result for the defender.
    let value: Int
  }

  /// The move that proves `canForce(state, target:, depth:)`, once it has
  /// returned a proof.
  func witness(in state: SearchState, target: Int) -> Candidate? {
    attackerTable[ProofKey(state, target: target)]?.witness
  }

  /// A line of play from `state` where `attacker` forces the target: the
  /// attacker's proving moves, and for the defender its best move by the
  /// one-move evaluation (or a pass when it has none).
  mutating func line(from state: SearchState, attacker: Owner, target: Int) -> [Candidate] {
    var line: [Candidate] = []
    var state = state
    while !state.isOver, line.count < 40 {
      let move: Candidate
      if state.toMove == attacker {
        guard let witness = witness(in: state, target: target),
          !witness.isWord || !state.blocked.contains(Int(witness.word))
        else { break }
        move = witness
      } else {
        move = context.generator.nodeMoves(in: state, keeping: 1).moves.first ?? .pass
      }
      line.append(move)
      state = state.playing(move, in: context.blocking)
    }
    return line
  }
}

/// The sorted union of two sorted word lists.
private func union(_ first: [Int32], _ second: [Int32]) -> [Int32] {
  if first.isEmpty { return second }
  if second.isEmpty { return first }
  var result: [Int32] = []
  result.reserveCapacity(first.count + second.count)
  var (i, j) = (0, 0)
  while i < first.count || j < second.count {
    if j == second.count || (i < first.count && first[i] < second[j]) {
      result.append(first[i])
      i += 1
    } else if i == first.count || second[j] < first[i] {
      result.append(second[j])
      j += 1
    } else {
      result.append(first[i])
      i += 1
      j += 1
    }
  }
  return result
}

extension [Int32] {
  /// Whether this sorted array holds `value` (binary search).
  fileprivate func contains(sorted value: Int32) -> Bool {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < count && self[low] == value
  }
}

extension SearchState {
  /// The state after the side to move captures `captured` with a word the
  /// caller keeps track of: the blocked words stay as they are.
  fileprivate func capturing(_ captured: UInt32) -> SearchState {
    SearchState(
      ownership: ownership.taking(TileSet(rawValue: captured), by: toMove), toMove: toMove.other,
      passes: 0, blocked: blocked)
  }
}

/// Whether capturing `larger` is at least as good for the mover as capturing
/// `smaller`, whatever follows.
///
/// It takes the same unclaimed tiles and steals at least the same tiles.
/// With the same unclaimed tiles and the same words left, more tiles for one
/// side (and so fewer for the other) never hurt that side: every move keeps
/// its effect or does better, and defended tiles can only favour it.
private func dominates(_ larger: UInt32, _ smaller: UInt32, unclaimed: UInt32) -> Bool {
  larger & smaller == smaller && larger & unclaimed == smaller & unclaimed
}
