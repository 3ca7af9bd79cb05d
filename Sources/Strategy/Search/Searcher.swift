import Dispatch
import Foundation
import Letterpress
import Words

/// Looks ahead from a position: exact endgames, and a heuristic alpha-beta
/// search elsewhere, within a work budget (the default), a depth or a time
/// budget.
///
/// 1. A move that wins at once is played (proved).
/// 2. With at most `endgameTiles` unclaimed tiles, `EndgameSolver` tries to
///    prove a win, a loss or a draw, deepening its horizon within its share
///    of the work (two threads in step, one horizon at a time: one looks
///    for a win or a draw, the other for a loss).
/// 3. Otherwise (and to rank moves after a proof) a negamax alpha-beta
///    search with iterative deepening and a transposition table: the root
///    moves are split between threads, each with its own table, so a fixed
///    depth always gives the same result. Inner nodes keep `width` moves
///    (see `AlphaBetaWorker`); its values are heuristic unless decided.
///
///     let searcher = Searcher(generator: generator)
///     let result = searcher.search(position, limits: SearchLimits(seconds: 2))
///     result.moves.first?.evaluated?.move
public struct Searcher: Sendable {
  /// The board's words and moves.
  public let generator: MoveGenerator
  let blocking: WordBlocking

  /// A searcher for the words of `generator` (index once per board).
  public init(generator: MoveGenerator) {
    self.generator = generator
    blocking = WordBlocking(words: generator.words)
  }

  /// Searches `position` (on the generator's board) within `limits`.
  ///
  /// Four steps, one function each: a move that wins at once ends the
  /// search (`immediateWin`); an endgame goes to the exact solver
  /// (`solveEndgame`); the heuristic search ranks the root moves (`rank`);
  /// a proof, when there is one, then reorders and re-values them (`settle`).
  public func search(_ position: Position, limits: SearchLimits) -> SearchResult {
    let start = ContinuousClock.now
    guard !position.isOver else {
      return SearchResult(moves: [], depth: 0, nodes: 0, seconds: 0, outcome: nil)
    }
    let root = SearchState(
      ownership: position.ownership, toMove: position.toMove, passes: position.consecutivePasses,
      blocked: blocking.blocked(by: position.played))
    let moves = generator.moves(in: position)
    if let won = immediateWin(moves, limits: limits, start: start) { return won }

    var replies = ReplyFinder(generator: generator)
    let walkDeadline = Self.rootWalkDeadline(limits, start: start)
    let candidates = rootCandidates(
      moves, limit: limits.rootPool, replies: &replies, blocked: root.blocked,
      until: walkDeadline)
    let walkReachedTheCap =
      !limits.isTimeBudget && walkDeadline.map { ContinuousClock.now >= $0 } ?? false
    let endgame =
      root.ownership.unclaimed.count <= limits.endgameTiles
      ? solveEndgame(root, limits: limits, start: start) : EndgameReport()
    // After a proof the heuristic search only orders the moves: one ply.
    let heuristicLimits =
      endgame.outcome == nil
      ? limits
      : SearchLimits(depth: 1, rootWidth: limits.rootWidth, width: limits.width, threads: 1)
    let context = SearchContext(
      generator: generator, blocking: blocking, width: limits.width,
      deadline: heuristicLimits.isTimed ? start + Self.budget(limits) : nil,
      tableLimits: TableLimits(bytes: limits.tableMemory), moveWeights: limits.moveWeights)
    var ranked = rank(root, candidates: candidates, limits: heuristicLimits, context: context)
    if walkReachedTheCap { ranked.cutByTime = true }
    return settle(ranked, endgame: endgame, root: root, start: start)
  }

  /// When the root's walk (`rootCandidates`) stops: a quarter of a time
  /// budget, leaving the rest to the search; for a work budget or a timed
  /// depth, their time cap, so that the walk, like the rest of the search,
  /// does the same work on a loaded machine and is cut only where the cap
  /// is reported (`SearchResult.cutByTime`); never for an untimed depth.
  package static func rootWalkDeadline(
    _ limits: SearchLimits, start: ContinuousClock.Instant
  ) -> ContinuousClock.Instant? {
    guard limits.isTimed else { return nil }
    return limits.isTimeBudget
      ? start + budget(limits) / 4 : start + budget(limits)
  }

  /// What the search may spend of `limits.seconds`: 5% is kept for building
  /// the result after the deadline.
  private static func budget(_ limits: SearchLimits) -> Duration {
    .seconds(limits.seconds * 0.95)
  }

  /// Seconds since `start`.
  private static func seconds(since start: ContinuousClock.Instant) -> Double {
    let duration = ContinuousClock.now - start
    return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  /// Every move that wins at once, largest margin first (ties in generation
  /// order), as a proved result; `nil` when no move wins at once.
  private func immediateWin(
    _ moves: [EvaluatedMove], limits: SearchLimits, start: ContinuousClock.Instant
  ) -> SearchResult? {
    let wins = moves.filter(\.wins).enumerated().sorted {
      ($0.element.scoreDifference, -$0.offset) > ($1.element.scoreDifference, -$1.offset)
    }.map(\.element)
    guard let win = wins.first else { return nil }
    let searched = wins.prefix(max(limits.rootWidth, 1)).map {
      SearchedMove(
        evaluated: $0, value: SearchValue.final(difference: $0.scoreDifference, ply: 1),
        reply: nil, proven: true)
    }
    return SearchResult(
      moves: searched, depth: 1, nodes: 1, seconds: Self.seconds(since: start),
      outcome: ForcedOutcome(result: .win, line: [win.move], plies: 1))
  }

  /// What the endgame solver found: a proof with its solver (whose tables
  /// hold the proving answers), or how far it looked without one.
  private struct EndgameReport {
    var outcome: ForcedOutcome?
    /// The proof's horizon, in plies.
    var depth = 0
    var solver: EndgameSolver?
    /// Without a proof: the plies searched through.
    var horizon = 0
    var nodes = 0
    /// Whether the time cap stopped a prover before its work ran out.
    var cutByTime = false
  }

  /// Endgame nodes allowed per node of the heuristic search's work budget
  /// (an endgame node is cheaper: few unclaimed tiles, few words).
  static let endgameNodesPerSearchNode = 20

  /// The exact solver on two threads, one looking for a win or a draw, the
  /// other for a loss (at most one can exist), each within half the work
  /// budget (`limits.work`; half the time of a time budget).
  ///
  /// The two go one horizon at a time in step: each searches the next ply
  /// of horizon, and after both have finished it (or run out of work) a
  /// proof of either ends the search. So which proof is found, and the nodes
  /// each visits, depend on the position only, not on which thread runs
  /// faster. Only a pure time budget lets the first proof stop the other
  /// thread at once. A work budget's time cap still applies, half of it (a
  /// cut there is reported): on a machine too busy for the work, the
  /// heuristic search keeps the other half, not the scraps (a cut search
  /// that ends at one ply plays far worse than one cut at four).
  private func solveEndgame(
    _ root: SearchState, limits: SearchLimits, start: ContinuousClock.Instant
  ) -> EndgameReport {
    let stop = limits.isTimeBudget ? StopSignal() : nil
    let deadline = limits.isTimed ? start + Self.budget(limits) / 2 : nil
    let maximumNodes = nodeBudget(limits).map { $0 * Self.endgameNodesPerSearchNode / 2 }
    let provers = [ProofKind.winOrDraw, .loss].map { kind in
      ProverBox(
        kind: kind,
        solver: EndgameSolver(
          context: SearchContext(
            generator: generator, blocking: blocking, width: limits.width,
            deadline: deadline, stop: stop, maximumNodes: maximumNodes,
            tableLimits: TableLimits(bytes: limits.tableMemory)),
          rootBlocked: root.blocked))
    }
    for plies in 1...max(1, limits.depth ?? 64) {
      DispatchQueue.concurrentPerform(iterations: provers.count) { thread in
        let prover = provers[thread]
        guard !prover.isDone else { return }
        do {
          if let outcome = try prove(root, solver: &prover.solver, plies: plies, looksFor: prover.kind)
          {
            prover.outcome = outcome
            stop?.raise()
          } else {
            prover.completed = plies
          }
        } catch {
          prover.isDone = true
        }
      }
      if provers.contains(where: { $0.outcome != nil }) || provers.allSatisfy(\.isDone) { break }
    }
    var report = EndgameReport(nodes: provers.reduce(0) { $0 + $1.solver.nodes })
    // At most one kind of proof exists; the win-or-draw prover is asked first.
    if let proving = provers.first(where: { $0.outcome != nil }), let outcome = proving.outcome {
      report.outcome = outcome
      report.depth = outcome.plies
      report.solver = proving.solver
    } else {
      report.horizon = provers.map(\.completed).min() ?? 0
      // Stopped by the clock, not by its work: a cut.
      report.cutByTime =
        deadline != nil && !limits.isTimeBudget
        && provers.contains { prover in
          prover.isDone && maximumNodes.map { prover.solver.nodes <= $0 } ?? true
        }
    }
    return report
  }

  /// The ranked moves with what a proof adds: a proved win's first move goes
  /// first; after a proved loss every move gets the loss's value and, where
  /// the proof's table has it, the opponent's proving answer; a proved
  /// draw's first move goes first, worth a tie, and no other move is worth
  /// more. Every other value is the narrowed search's: proven only where
  /// `SearchedMove.settlingHeuristicValue` says so, else kept out of the
  /// win band.
  private func settle(
    _ ranked: RootRanking, endgame: EndgameReport, root: SearchState,
    start: ContinuousClock.Instant
  ) -> SearchResult {
    var searched = ranked.moves.map { $0.settlingHeuristicValue() }
    let nodes = endgame.nodes + ranked.nodes
    if let outcome = endgame.outcome, outcome.result != .loss {
      let first = outcome.line.first ?? nil
      let reply = outcome.line.count > 1 ? outcome.line[1] : nil
      let evaluated = first.map {
        EvaluatedMove(
          move: $0, mover: root.toMove, after: root.ownership.playing($0.tiles, by: root.toMove))
      }
      let depth = searched.first { $0.evaluated?.move == first }?.depth ?? 0
      searched.removeAll { $0.evaluated?.move == first }
      if outcome.result == .draw {
        // Every move lets the opponent force at least a tie.
        searched = searched.map {
          var move = $0
          move.value = min(move.value, 0)
          return move
        }
      }
      searched.insert(
        SearchedMove(
          evaluated: evaluated, value: outcome.result == .win ? SearchValue.win : 0, reply: reply,
          depth: depth, proven: true),
        at: 0)
    }
    if let outcome = endgame.outcome, outcome.result == .loss, var solver = endgame.solver {
      let lost = SearchValue.final(difference: -1, ply: outcome.plies)
      searched = searched.map { searched in
        // The proving answer is stored (the proof checked every move): one
        // look-up per root move, no line rebuilt.
        let child = root.playing(candidate(searched.evaluated, root: root), in: blocking)
        let proving =
          child.isOver
          ? nil
          : solver.witness(in: child, target: 1).flatMap {
            $0.isWord && child.blocked.contains(Int($0.word)) ? nil : $0
          }
        return SearchedMove(
          evaluated: searched.evaluated, value: lost,
          reply: proving.map { $0.move(words: generator.words) } ?? searched.reply,
          depth: searched.depth, proven: true)
      }
      return SearchResult(
        moves: searched, depth: endgame.depth, nodes: nodes, seconds: Self.seconds(since: start),
        outcome: lossLine(outcome, root: root, best: searched.first, solver: &solver))
    }
    var result = SearchResult(
      moves: searched, depth: endgame.outcome == nil ? ranked.depth : endgame.depth, nodes: nodes,
      seconds: Self.seconds(since: start), outcome: endgame.outcome)
    result.endgameHorizon = endgame.horizon
    result.cutByTime = endgame.outcome == nil && (ranked.cutByTime || endgame.cutByTime)
    return result
  }

  /// The root moves to search: the engine's `best` ranking (which puts moves
  /// that let the opponent win at once after all others), one move per
  /// distinct result, `limit` of them; then a pass.
  ///
  /// Late in a game nearly every move may hand the opponent a win, and the
  /// ranking then checks every move (232,676 on a corpus board with 3
  /// unclaimed tiles: 0.9-1.3 s, past a 0.5 s budget, with the played words
  /// looked up as strings); so the played-word rule is looked up in
  /// `blocked` and the word's own blocks, and the walk stops at `deadline`
  /// (`rootWalkDeadline`).
  private func rootCandidates(
    _ moves: [EvaluatedMove], limit: Int, replies: inout ReplyFinder, blocked: BlockedWords,
    until deadline: ContinuousClock.Instant?
  ) -> [EvaluatedMove?] {
    // The word index of the last move asked about (moves are asked about
    // one after another).
    var lastWord = ""
    var lastIndex = -1
    let suggestions = Ranking.best.suggestions(
      moves, limit: 4 * limit, replies: &replies, until: deadline
    ) { move, reply in
      if move.move.word != lastWord {
        lastWord = move.move.word
        lastIndex = blocking.indexOfWord[lastWord] ?? -1
      }
      return !blocked.contains(reply)
        && (lastIndex < 0 || !blocking.blocks[lastIndex].contains(Int32(reply)))
    }
    var seenResults = Set<Ownership>()
    var candidates: [EvaluatedMove?] = []
    for suggestion in suggestions.map(\.evaluated) where candidates.count < limit {
      if seenResults.insert(suggestion.after).inserted { candidates.append(suggestion) }
    }
    candidates.append(nil)
    return candidates
  }

  /// The root move as a search candidate.
  func candidate(_ move: EvaluatedMove?, root: SearchState) -> Candidate {
    guard let move, let word = blocking.indexOfWord[move.move.word] else { return .pass }
    let captured = move.after.tiles(of: root.toMove).subtracting(
      root.ownership.tiles(of: root.toMove))
    return Candidate(
      word: Int32(word), used: move.move.tiles.rawValue, captured: captured.rawValue, value: 0)
  }

  /// Tries to prove what `kind` names (a win or a draw, or a loss) with a
  /// horizon of exactly `plies` (the solver's tables keep what shallower
  /// horizons found).
  ///
  /// - Throws: `SearchTimeout` when the solver's work, deadline or stop
  ///   signal ends it.
  private func prove(
    _ root: SearchState, solver: inout EndgameSolver, plies: Int, looksFor kind: ProofKind
  ) throws(SearchTimeout) -> ForcedOutcome? {
    if kind == .loss {
      guard plies % 2 == 0, try solver.defenderCannotAvoid(root, target: 1, depth: plies) != nil
      else { return nil }
      return ForcedOutcome(result: .loss, line: [], plies: plies)
    }
    if plies % 2 == 1, try solver.canForce(root, target: 1, depth: plies) != nil {
      let line = solver.line(from: root, attacker: root.toMove, target: 1)
      return ForcedOutcome(
        result: .win, line: line.map { $0.move(words: generator.words) }, plies: plies)
    }
    if plies >= 2, try solver.canForce(root, target: 0, depth: plies) != nil,
      try solver.defenderCannotAvoid(root, target: 0, depth: plies) != nil
    {
      let line = solver.line(from: root, attacker: root.toMove, target: 0)
      return ForcedOutcome(
        result: .draw, line: line.map { $0.move(words: generator.words) }, plies: plies)
    }
    return nil
  }

  /// A proved loss's line, from the move the heuristic search prefers: that
  /// move, then the opponent's proving answer and so on (from the proof's
  /// table, so nothing is searched again).
  private func lossLine(
    _ outcome: ForcedOutcome, root: SearchState, best: SearchedMove?, solver: inout EndgameSolver
  ) -> ForcedOutcome {
    guard outcome.result == .loss, let best else { return outcome }
    let first = candidate(best.evaluated, root: root)
    // The proof checked every move, this one included: its answer is stored.
    let line =
      [first]
      + solver.line(from: root.playing(first, in: blocking), attacker: root.toMove.other, target: 1)
    return ForcedOutcome(
      result: .loss, line: line.map { $0.move(words: generator.words) }, plies: outcome.plies)
  }

  /// The heuristic search's ranking of the root moves.
  struct RootRanking {
    var moves: [SearchedMove]
    /// The deepest completed iteration, in plies.
    var depth: Int
    var nodes: Int
    /// Whether the deadline stopped an iteration that the depth or the work
    /// budget allowed.
    var cutByTime: Bool
  }

  /// The nodes `limits.work` allows on this board.
  func nodeBudget(_ limits: SearchLimits) -> Int? {
    limits.work.map { max($0 / max(generator.spellable.count, 1), 1) }
  }
}

/// What one endgame thread tries to prove.
private enum ProofKind {
  /// A win for the side to move, or a draw.
  case winOrDraw
  /// A loss for the side to move.
  case loss
}

/// One endgame thread's solver and what it proved; each thread touches only
/// its own box.
private final class ProverBox: @unchecked Sendable {
  let kind: ProofKind
  var solver: EndgameSolver
  /// What it proved.
  var outcome: ForcedOutcome?
  /// The last horizon it searched through without a proof.
  var completed = 0
  /// Whether its work, deadline or stop signal ended it.
  var isDone = false

  init(kind: ProofKind, solver: EndgameSolver) {
    self.kind = kind
    self.solver = solver
  }
}
