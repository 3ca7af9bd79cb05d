import Letterpress

/// An exact, full-width proof search for positions near the end.
///
/// It answers one kind of question: can the *attacker* force a final result
/// of at least `target` for itself (1: a win, 0: at least a tie) with the
/// game over within `depth` plies, whatever the other side does? Every
/// answer `true` is a proof:
///
/// - where the attacker chooses (∃), one move per distinct result is tried:
///   any move that works is a real move, so a proof needs no more;
/// - where the defender chooses (∀), *every* word with every distinct result
///   is tried, and the pass, because words with the same result block
///   different later words (rule 3);
/// - an immediate win is found exactly by the `ReplyFinder` over all allowed
///   words.
///
/// An answer `false` only means no proof was found within `depth` (the game
/// need not end: players can keep stealing tiles), never that none exists.
/// Proofs are keyed on the exact state (ownership, side to move, passes and
/// the blocked words, hashed to 64 bits).
struct EndgameSolver {
  let context: SearchContext
  var replies: ReplyFinder
  var nodes = 0
  /// Per (state, target): the shallowest depth proved and the deepest depth
  /// searched without a proof, for the attacker's and the defender's turn.
  private var attackerTable: [ProofKey: ProofEntry] = [:]
  private var defenderTable: [ProofKey: ProofEntry] = [:]

  private struct ProofKey: Hashable {
    let state: SearchKey
    let target: Int
  }

  private struct ProofEntry {
    var proved = Int.max
    var failed = -1
    var witness: Candidate?
  }

  init(context: SearchContext) {
    self.context = context
    replies = ReplyFinder(generator: context.generator)
  }

  /// Whether the side to move in `state` can force a result of at least
  /// `target` within `depth` plies.
  mutating func canForce(_ state: SearchState, target: Int, depth: Int) throws(SearchTimeout)
    -> Bool
  {
    if state.isOver { return state.scoreDifference.signum() >= target }
    if depth <= 0 { return false }
    let key = ProofKey(state: state.key, target: target)
    if let entry = attackerTable[key] {
      if entry.proved <= depth { return true }
      if entry.failed >= depth { return false }
    }
    nodes += 1
    try context.checkDeadline()
    if let (win, _) = replies.winNow(in: state, blocking: context.blocking) {
      attackerTable[key] = ProofEntry(proved: 1, witness: win)
      return true
    }
    if target <= 0, state.passes == 1, state.scoreDifference >= 0 {
      attackerTable[key] = ProofEntry(proved: 1, witness: .pass)
      return true
    }
    var witness: Candidate?
    if depth >= 2 {
      let moves = context.generator.nodeMoves(
        in: state, width: .distinctResults, until: context.deadline
      ).moves
      try context.checkDeadline()
      for move in moves + [.pass]
      where try defenderCannotAvoid(
        state.playing(move, in: context.blocking), target: target, depth: depth - 1)
      {
        witness = move
        break
      }
    }
    var entry = attackerTable[key] ?? ProofEntry()
    if let witness {
      entry.proved = depth
      entry.witness = witness
    } else {
      entry.failed = max(entry.failed, depth)
    }
    attackerTable[key] = entry
    return witness != nil
  }

  /// Whether every move of the side to move in `state` (the defender) lets
  /// the other side force a result of at least `target` for itself within
  /// `depth` plies.
  mutating func defenderCannotAvoid(
    _ state: SearchState, target: Int, depth: Int
  ) throws(SearchTimeout) -> Bool {
    if state.isOver { return (-state.scoreDifference).signum() >= target }
    if depth <= 1 { return false }
    let key = ProofKey(state: state.key, target: target)
    if let entry = defenderTable[key] {
      if entry.proved <= depth { return true }
      if entry.failed >= depth { return false }
    }
    nodes += 1
    try context.checkDeadline()
    var proved = false
    // The defender's own immediate win refutes; a pass is checked before the
    // costly generation of every word, as it refutes most positions.
    if replies.winNow(in: state, blocking: context.blocking) == nil,
      try canForce(state.passing(), target: target, depth: depth - 1)
    {
      proved = true
      let moves = context.generator.nodeMoves(in: state, width: .everyWord, until: context.deadline)
        .moves
      try context.checkDeadline()
      for move in moves
      where try !canForce(
        state.playing(move, in: context.blocking), target: target, depth: depth - 1)
      {
        proved = false
        break
      }
    }
    var entry = defenderTable[key] ?? ProofEntry()
    if proved { entry.proved = depth } else { entry.failed = max(entry.failed, depth) }
    defenderTable[key] = entry
    return proved
  }

  /// The move that proves `canForce(state, target:, depth:)`, once it has
  /// returned `true`.
  func witness(in state: SearchState, target: Int) -> Candidate? {
    attackerTable[ProofKey(state: state.key, target: target)]?.witness
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
        guard let witness = witness(in: state, target: target) else { break }
        move = witness
      } else {
        move = context.generator.nodeMoves(in: state, width: .top(1)).moves.first ?? .pass
      }
      line.append(move)
      state = state.playing(move, in: context.blocking)
    }
    return line
  }
}
