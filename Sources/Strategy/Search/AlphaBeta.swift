import Letterpress
import Synchronization

/// Thrown inside a search when its deadline passes or its work runs out;
/// the iteration in progress is discarded.
struct SearchTimeout: Error {}

/// What a search worker shares with every other: the board's words and
/// moves, and when to stop.
struct SearchContext: Sendable {
  let generator: MoveGenerator
  let blocking: WordBlocking
  /// Moves kept at each inner node of the heuristic search.
  let width: Int
  /// When to give up; `nil` for a search to a fixed depth.
  let deadline: ContinuousClock.Instant?
  /// Raised when another thread has settled the search.
  var stop: StopSignal?
  /// The nodes each endgame solver may visit; `nil` for no work limit.
  var maximumNodes: Int?
  /// The most entries each table may hold.
  var tableLimits = TableLimits(bytes: SearchLimits.defaultTableMemory)
  /// The one-move evaluation that picks the moves of inner nodes.
  var moveWeights = Evaluator.moveWeights

  func checkDeadline() throws(SearchTimeout) {
    if let deadline, ContinuousClock.now >= deadline { throw SearchTimeout() }
    if let stop, stop.isRaised { throw SearchTimeout() }
  }

  /// Stops a solver that has visited `nodes`, past `maximumNodes`, or whose
  /// deadline has passed.
  func check(nodes: Int) throws(SearchTimeout) {
    if let maximumNodes, nodes > maximumNodes { throw SearchTimeout() }
    try checkDeadline()
  }
}

/// Tells the threads of one search to stop, once one of them has settled
/// it.
final class StopSignal: Sendable {
  private let raised = Atomic<Bool>(false)

  func raise() { raised.store(true, ordering: .relaxed) }

  var isRaised: Bool { raised.load(ordering: .relaxed) }
}

extension ReplyFinder {
  /// A move that wins `state` at once for its side to move, with the final
  /// tile difference; `nil` when there is none.
  ///
  /// The move takes the last unclaimed tiles while ahead, or passes while
  /// ahead right after a pass. Exact: the finder
  /// considers every word the blocked set allows.
  mutating func winNow(in state: SearchState, blocking: WordBlocking) -> (Candidate, Int)? {
    guard !state.isOver else { return nil }
    if state.passes == 1, state.scoreDifference > 0 { return (.pass, state.scoreDifference) }
    let mover = state.toMove
    let before = EvaluatedMove(
      move: Move(word: "", tiles: .empty), mover: mover.other, after: state.ownership)
    let blocked = state.blocked
    guard let move = winningReply(after: before, isAllowed: { !blocked.contains($0) }),
      let word = blocking.indexOfWord[move.word]
    else { return nil }
    let after = state.ownership.playing(move.tiles, by: mover)
    let captured = after.tiles(of: mover).subtracting(state.ownership.tiles(of: mover))
    let difference = after.score(of: mover) - after.score(of: mover.other)
    return (
      Candidate(
        word: Int32(word), used: move.tiles.rawValue, captured: captured.rawValue,
        value: Int32(difference)),
      difference
    )
  }
}

/// One thread's heuristic search: negamax with alpha-beta, a transposition
/// table, and a width limit at inner nodes.
///
/// Inner nodes search the `width` best distinct results by the engine's
/// one-move evaluation, then a pass; a move that ends the game with the
/// mover ahead is found among *all* moves and ends the node at once. Leaves
/// score `Evaluator.leafValue`, except that a side that can win at once
/// (found exactly by the `ReplyFinder`) scores the win. So no line the search
/// looks at misses a win in one or overlooks an immediate winning reply.
struct AlphaBetaWorker {
  let context: SearchContext
  var replies: ReplyFinder
  var nodes = 0
  /// Whether the context's deadline applies.
  var isTimed = true
  /// The search stops (throws) once `nodes` passes this.
  var nodeLimit = Int.max
  private var table: BoundedTable<SearchKey, Entry>

  private struct Entry {
    var depth: Int
    var value: Int
    var bound: Bound
    var best: Candidate?
  }

  private enum Bound { case exact, lower, upper }

  init(context: SearchContext) {
    self.context = context
    replies = ReplyFinder(generator: context.generator)
    table = BoundedTable(capacity: context.tableLimits.transpositionEntries)
  }

  /// The entries its transposition table holds.
  var tableEntries: Int { table.count }

  /// The value of `state` for its side to move, searched `depth` plies deep.
  mutating func search(
    _ state: SearchState, depth: Int, ply: Int, alpha: Int, beta: Int
  ) throws(SearchTimeout) -> Int {
    nodes += 1
    if nodes > nodeLimit { throw SearchTimeout() }
    if isTimed { try context.checkDeadline() }
    if state.isOver { return SearchValue.final(difference: state.scoreDifference, ply: ply) }
    if depth == 0 {
      if let (_, difference) = replies.winNow(in: state, blocking: context.blocking) {
        return SearchValue.final(difference: difference, ply: ply + 1)
      }
      return Evaluator.leafValue(state.ownership, toMove: state.toMove)
    }
    let key = state.key
    var hint: Candidate?
    if let entry = table[key] {
      hint = entry.best
      if entry.depth >= depth {
        switch entry.bound {
        case .exact: return entry.value
        case .lower where entry.value >= beta: return entry.value
        case .upper where entry.value <= alpha: return entry.value
        default: break
        }
      }
    }
    let node = context.generator.nodeMoves(
      in: state, keeping: context.width, until: isTimed ? context.deadline : nil,
      weights: context.moveWeights)
    if isTimed { try context.checkDeadline() }
    if let end = node.winningEnd {
      let value = SearchValue.final(difference: Int(end.value), ply: ply + 1)
      table[key] = Entry(depth: Int.max, value: value, bound: .exact, best: end)
      return value
    }
    var children = node.moves
    children.append(.pass)
    if let hint,
      let index = children.firstIndex(where: {
        $0.word == hint.word && $0.captured == hint.captured
      })
    {
      children.swapAt(0, index)
    }
    var best = -SearchValue.infinity
    var bestMove: Candidate?
    var lower = alpha
    for child in children {
      let value = try -search(
        state.playing(child, in: context.blocking), depth: depth - 1, ply: ply + 1, alpha: -beta,
        beta: -lower)
      if value > best {
        best = value
        bestMove = child
      }
      lower = max(lower, value)
      if lower >= beta { break }
    }
    let bound: Bound = best <= alpha ? .upper : best >= beta ? .lower : .exact
    table[key] = Entry(depth: depth, value: best, bound: bound, best: bestMove)
    return best
  }

  /// The move the search expects from the side to move in `state` (the best
  /// move stored for it), else an immediate win when it has one.
  mutating func expectedMove(in state: SearchState) -> Candidate? {
    guard !state.isOver else { return nil }
    if let best = table[state.key]?.best { return best }
    return replies.winNow(in: state, blocking: context.blocking)?.0
  }
}
