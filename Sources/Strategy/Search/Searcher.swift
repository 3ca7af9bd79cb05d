import Dispatch
import Foundation
import Letterpress
import Words

/// How long and how wide a search may look: a fixed depth, a work budget,
/// or a time budget, with the time as a cap on the first two when asked.
///
/// The default (`SearchLimits()`) is bounded by work: the same position gives
/// the same answer on every run, however loaded the machine; the time is only
/// a cap, and `SearchResult.cutByTime` says when it cut the search.
public struct SearchLimits: Sendable {
  /// Search exactly this many plies (deterministic, no time limit unless
  /// `timeLimitsDepth`); `nil` to deepen iteratively.
  public var depth: Int?
  /// Without `depth`, the work the heuristic search may do (repeatable).
  ///
  /// The time is then a cap; `nil` deepens until `seconds` run out instead.
  /// In word scans: a node scans every word the board can spell, so the
  /// search may visit `work / spellable words` nodes (which take about the
  /// same time on any board).
  public var work: Int?
  /// The time budget when `depth` and `work` are `nil`, else the cap (for
  /// `depth`, only when `timeLimitsDepth`).
  public var seconds: Double
  /// Whether `seconds` also stops a search to a fixed `depth` (which then
  /// may end shallower, and is no longer deterministic).
  package var timeLimitsDepth: Bool
  /// Root moves searched past two plies (distinct results; see `rootPool`):
  /// the engine's choice, never the number of answers a front end shows, so
  /// that showing fewer or more answers cannot change the best one.
  package var rootWidth: Int
  /// Root moves searched to two plies (distinct results, best by the
  /// engine's `best` ranking, which puts moves that do not hand over a win
  /// first); the best `rootWidth` of them by that value are searched deeper.
  ///
  /// The one-move ranking that picks the root is a poor guide to what the
  /// opponent can answer, so the root is narrowed by a shallow search first
  /// (the published engine's "iterative narrowing", at the root only). At
  /// least `rootWidth`.
  package var rootPool: Int
  /// Root moves searched past four plies, the best of the last iteration
  /// (at most `rootWidth`): what is left of the budget goes deeper on the
  /// likeliest moves rather than wider.
  ///
  /// 4, with iterations cut short keeping their moves: against `narrowing`
  /// at 1 s a move (50 boards x 2 seats, seed 1, 2026-11-27) 58-42, moving
  /// second 11-39, where the engine before them scored 51-48-1 and 7-43
  /// (13 games apart, 10 of them won by this one: suggestive, not proved;
  /// Benchmarks/README.md).
  package var deepRootWidth: Int
  /// Moves searched at each inner node (distinct results by one-move value).
  public var width: Int
  /// Threads sharing the root moves.
  public var threads: Int
  /// At most this many unclaimed tiles switches on the exact endgame solver.
  public var endgameTiles: Int
  /// The memory, in bytes, that the search's tables may hold together
  /// (transposition and endgame proof tables); a full table is emptied.
  package var tableMemory = Self.defaultTableMemory

  /// The one-move evaluation that picks the `width` moves of inner nodes
  /// (`Benchmarks`' tuning suite plays other weights against these).
  public var moveWeights = Evaluator.moveWeights

  /// Points a leaf of the heuristic search loses, for its side to move,
  /// when the other side could end the game ahead with one word were it its
  /// turn (a closing threat the side to move must answer); 0 turns the
  /// term off.
  public var closingThreat = Self.defaultClosingThreat

  /// The default `closingThreat`: off.
  ///
  /// Tried at 8, 16 and 32 against the engine without it, both seats
  /// (`make bench SUITE=tuning` with `TUNING_ONLY=threat`, 2026-11-27): at
  /// depth 2 on 10 boards each scored 10 of 20; 16 on 30 boards 32 of 60
  /// (Wilson 41%-65%), 8 of 30 moving second where the engine moving second
  /// won 6; 16 at depth 4 on 8 boards 8 of 16, the first mover winning every
  /// game. In the arena against `narrowing` at 0.5 s a move (8 boards, seed
  /// 1) 4-12 with 16, 5-11 without, 0-8 moving second either way. Nothing
  /// measured shows it helping.
  public static let defaultClosingThreat = 0

  /// The default `tableMemory`: 512 MiB.
  package static let defaultTableMemory = 512 << 20

  /// The default work budget, in word scans: 4 plies on the median corpus
  /// position in about 0.4 s of a release build on the 2-core reference
  /// machine; the slowest corpus board took 1.3 s with that machine loaded
  /// 5 to 7 times over, which is what the 2 s cap is for (see
  /// Benchmarks/README.md).
  package static let defaultWork = 12_000_000

  /// The default look-ahead: `defaultWork`, capped at 2 s.
  public init() { self.init(work: Self.defaultWork) }

  /// A search to a fixed depth, within a work budget, or by time (`depth`
  /// and `work` nil).
  public init(
    depth: Int? = nil, work: Int? = nil, seconds: Double = 2, rootWidth: Int = 12,
    rootPool: Int = 48, deepRootWidth: Int = 4, width: Int = 6, threads: Int = 2,
    endgameTiles: Int = 8, timeLimitsDepth: Bool = false
  ) {
    self.depth = depth
    self.work = work
    self.seconds = seconds
    self.timeLimitsDepth = timeLimitsDepth
    self.rootWidth = rootWidth
    self.rootPool = max(rootPool, rootWidth)
    self.deepRootWidth = min(deepRootWidth, rootWidth)
    self.width = width
    self.threads = threads
    self.endgameTiles = endgameTiles
  }
}

extension SearchLimits {
  /// Whether the search has a deadline.
  var isTimed: Bool { depth == nil || timeLimitsDepth }
  /// Whether the time is the budget itself (neither `depth` nor `work`
  /// given), not a cap on one.
  var isTimeBudget: Bool { depth == nil && work == nil }
}

/// A result the side to move can force, proved by the endgame solver.
public enum ForcedResult: String, Sendable, Codable, CaseIterable {
  /// It has a move after which it wins whatever the opponent does.
  case win = "wins by force"
  /// Every move it has lets the opponent force a win.
  case loss = "loses whatever it plays"
  /// Both sides can force a tie (the game then ends by two passes).
  case draw
}

/// A proved outcome and a line of play that shows it (`nil` for a pass).
public struct ForcedOutcome: Sendable {
  /// What is proved, for the side to move.
  public let result: ForcedResult
  /// The moves of the line, alternating from the side to move.
  package let line: [Move?]
  /// The horizon of the proof, in plies.
  public let plies: Int
}

/// A root move with what the search thinks of it.
public struct SearchedMove: Sendable {
  /// The move and its result; `nil` for a pass.
  public let evaluated: EvaluatedMove?
  /// The search's value for the side to move (`SearchValue` scale: about
  /// ±10,000 for a game decided within the search, else within ±150).
  public let value: Int
  /// The answer the search expects from the opponent; `nil` when it expects
  /// a pass or the game is over.
  package let reply: Move?
  /// The plies `value` was searched to (0 for a value a proof or an
  /// immediate win gave).
  package var depth = 0
  /// Whether `value` is a decided game (a win or loss within the search).
  package var isDecided: Bool { SearchValue.isDecided(value) }
}

/// What a search found.
public struct SearchResult: Sendable {
  /// Root moves, best first.
  public let moves: [SearchedMove]
  /// The deepest completed search, in plies (the proof's horizon when an
  /// outcome is proved).
  public let depth: Int
  /// Nodes visited.
  public let nodes: Int
  /// Wall-clock time.
  public let seconds: Double
  /// The proved outcome, `nil` when nothing is proved.
  public let outcome: ForcedOutcome?
  /// When the endgame solver ran without a proof: the plies it searched
  /// through without finding a forced result (0 when it did not run or
  /// proved one).
  package internal(set) var endgameHorizon = 0
  /// Whether the time cap cut a work-bounded or fixed-depth search short
  /// (its answer then depends on the machine's speed and load).
  public internal(set) var cutByTime = false

  /// Whether the result is exact: an outcome is proved.
  public var proven: Bool { outcome != nil }
}

/// Looks ahead from a position: exact endgames, and a heuristic alpha-beta
/// search under a time budget elsewhere.
///
/// 1. A move that wins at once is played (proved).
/// 2. With at most `endgameTiles` unclaimed tiles, `EndgameSolver` tries to
///    prove a win, a loss or a draw, deepening its horizon, for half the
///    budget (two threads: one looks for a win or a draw, the other for a
///    loss).
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
      tableLimits: TableLimits(bytes: limits.tableMemory), moveWeights: limits.moveWeights,
      closingThreat: limits.closingThreat)
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
        reply: nil)
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
  }

  /// Endgame nodes allowed per node of the heuristic search's work budget
  /// (an endgame node is cheaper: few unclaimed tiles, few words).
  static let endgameNodesPerSearchNode = 20

  /// The exact solver on two threads for half the budget (time, or work
  /// when `limits.work` is set): one looks for a win or a draw, the other
  /// for a loss, and the first proof stops both (at most one can exist).
  private func solveEndgame(
    _ root: SearchState, limits: SearchLimits, start: ContinuousClock.Instant
  ) -> EndgameReport {
    let stop = StopSignal()
    let provers = [ProofKind.winOrDraw, .loss].map { kind in
      ProverBox(
        kind: kind,
        solver: EndgameSolver(
          context: SearchContext(
            generator: generator, blocking: blocking, width: limits.width,
            deadline: limits.isTimed ? start + Self.budget(limits) / 2 : nil, stop: stop,
            maximumNodes: nodeBudget(limits).map { $0 * Self.endgameNodesPerSearchNode / 2 },
            tableLimits: TableLimits(bytes: limits.tableMemory)),
          rootBlocked: root.blocked))
    }
    DispatchQueue.concurrentPerform(iterations: provers.count) { thread in
      let prover = provers[thread]
      prover.result = prove(
        root, solver: &prover.solver, horizon: limits.depth ?? 64, looksFor: prover.kind)
      if prover.result.outcome != nil { stop.raise() }
    }
    var report = EndgameReport(nodes: provers.reduce(0) { $0 + $1.solver.nodes })
    if let proving = provers.first(where: { $0.result.outcome != nil }) {
      (report.outcome, report.depth) = proving.result
      report.solver = proving.solver
    } else {
      report.horizon = provers.map(\.result.plies).min() ?? 0
    }
    return report
  }

  /// The ranked moves with what a proof adds: a proved win's first move goes
  /// first; after a proved loss every move gets the loss's value and, where
  /// the proof's table has it, the opponent's proving answer.
  private func settle(
    _ ranked: RankedMoves, endgame: EndgameReport, root: SearchState,
    start: ContinuousClock.Instant
  ) -> SearchResult {
    var searched = ranked.moves
    let nodes = endgame.nodes + ranked.nodes
    if let outcome = endgame.outcome, outcome.result == .win {
      let first = outcome.line.first ?? nil
      searched.removeAll { $0.evaluated?.move == first }
      let evaluated = first.map {
        EvaluatedMove(
          move: $0, mover: root.toMove, after: root.ownership.playing($0.tiles, by: root.toMove))
      }
      let reply = outcome.line.count > 1 ? outcome.line[1] : nil
      searched.insert(
        SearchedMove(evaluated: evaluated, value: SearchValue.win, reply: reply), at: 0)
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
          depth: searched.depth)
      }
      return SearchResult(
        moves: searched, depth: endgame.depth, nodes: nodes, seconds: Self.seconds(since: start),
        outcome: lossLine(outcome, root: root, best: searched.first, solver: &solver))
    }
    var result = SearchResult(
      moves: searched, depth: endgame.outcome == nil ? ranked.depth : endgame.depth, nodes: nodes,
      seconds: Self.seconds(since: start), outcome: endgame.outcome)
    result.endgameHorizon = endgame.horizon
    result.cutByTime = endgame.outcome == nil && ranked.cutByTime
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
  private func candidate(_ move: EvaluatedMove?, root: SearchState) -> Candidate {
    guard let move, let word = blocking.indexOfWord[move.move.word] else { return .pass }
    let captured = move.after.tiles(of: root.toMove).subtracting(
      root.ownership.tiles(of: root.toMove))
    return Candidate(
      word: Int32(word), used: move.move.tiles.rawValue, captured: captured.rawValue, value: 0)
  }

  /// Tries to prove what `kind` names (a win or a draw, or a loss), one
  /// more ply of horizon at a time, until `horizon` or the solver's deadline
  /// (or another thread's proof).
  private func prove(
    _ root: SearchState, solver: inout EndgameSolver, horizon: Int, looksFor kind: ProofKind
  ) -> (outcome: ForcedOutcome?, plies: Int) {
    // Without a proof: the last horizon searched through (not one cut short
    // by the deadline).
    var completed = 0
    do {
      for plies in 1...max(1, horizon) {
        if kind == .loss {
          if plies % 2 == 0, try solver.defenderCannotAvoid(root, target: 1, depth: plies) != nil {
            return (ForcedOutcome(result: .loss, line: [], plies: plies), plies)
          }
          completed = plies
          continue
        }
        if plies % 2 == 1, try solver.canForce(root, target: 1, depth: plies) != nil {
          let line = solver.line(from: root, attacker: root.toMove, target: 1)
          return (
            ForcedOutcome(
              result: .win, line: line.map { $0.move(words: generator.words) }, plies: plies), plies
          )
        }
        if plies >= 2, try solver.canForce(root, target: 0, depth: plies) != nil,
          try solver.defenderCannotAvoid(root, target: 0, depth: plies) != nil
        {
          let line = solver.line(from: root, attacker: root.toMove, target: 0)
          return (
            ForcedOutcome(
              result: .draw, line: line.map { $0.move(words: generator.words) }, plies: plies),
            plies
          )
        }
        completed = plies
      }
    } catch {}
    return (nil, completed)
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
  private struct RankedMoves {
    var moves: [SearchedMove]
    /// The deepest completed iteration, in plies.
    var depth: Int
    var nodes: Int
    /// Whether the deadline stopped an iteration that the depth or the work
    /// budget allowed.
    var cutByTime: Bool
  }

  /// Iterative deepening over the root candidates, split between threads.
  ///
  /// To a fixed depth every depth is searched in turn. Otherwise, after one
  /// ply (which catches handed-over wins), only even depths: each completes
  /// pairs of moves, yours then theirs, so values of successive depths are
  /// comparable (an odd depth ends on your move and flatters it). Past two
  /// plies only the best `limits.rootWidth` moves by the last values are
  /// searched, past four the best `limits.deepRootWidth`, best first; the
  /// others keep their shallower values and are ranked after them, deeper
  /// first, and a move found lost after every move that is not.
  /// With a work budget (`limits.work`) the next depth is searched only when
  /// its predicted cost (the last iteration's per root move, times the last
  /// growth, times the moves to search) fits in what is left, and an
  /// iteration may overrun the budget to twice its size; with a pure time
  /// budget the next depth starts when its first move on each thread is
  /// predicted to fit. An iteration cut short keeps the moves it completed
  /// when the last best (searched first) is among them
  /// (`keepsCutIteration`), else it is dropped. The budget is a quarter
  /// larger at the opening of a game (the first moves decide most games) and
  /// where the two best moves are close, half as large where the best is
  /// clearly ahead, and a forced move (one word and a pass) is not searched
  /// past two plies.
  private func rank(
    _ root: SearchState, candidates: [EvaluatedMove?], limits: SearchLimits, context: SearchContext
  ) -> RankedMoves {
    let threadCount = max(1, min(limits.threads, candidates.count))
    let workers = (0..<threadCount).map { _ in WorkerBox(AlphaBetaWorker(context: context)) }
    let children = candidates.map { root.playing(candidate($0, root: root), in: blocking) }
    var values = candidates.map {
      Evaluator.moveValue($0?.after ?? root.ownership, mover: root.toMove)
    }
    // The root moves searched by the next iteration, and the thread that
    // last searched each (its table holds the expected reply).
    var active = Array(candidates.indices)
    var searchedBy = candidates.indices.map { $0 % threadCount }
    var completed = 0
    var cutByTime = false
    var lastIteration = Duration.zero
    var budget = nodeBudget(limits).map {
      Double($0) * (root.ownership.unclaimed.count >= Self.openingUnclaimed ? 1.25 : 1)
    }
    var used = 0
    // Nodes per searched root move of the last two iterations.
    var perMove = (last: 0.0, previous: 0.0)
    // The plies each root move's value was searched to.
    var reached = candidates.map { _ in 0 }
    var lastSearched = 1
    var depth = 1
    // Takes the values of the root moves an iteration completed.
    func keep(_ completed: [(index: Int, value: Int)], of searched: [Int]) {
      let completedValues = Dictionary(uniqueKeysWithValues: completed.map { ($0.index, $0.value) })
      for (place, index) in searched.enumerated() {
        guard let value = completedValues[index] else { continue }
        values[index] = value
        reached[index] = depth
        searchedBy[index] = place % threadCount
      }
    }
    while depth <= max(1, limits.depth ?? 64) {
      if depth > 2 {
        active = Array(
          active.sorted { values[$0] != values[$1] ? values[$0] > values[$1] : $0 < $1 }
            .prefix(depth > 4 ? limits.deepRootWidth : limits.rootWidth))
      }
      if limits.isTimeBudget, let deadline = context.deadline, depth > 1,
        ContinuousClock.now + lastIteration * threadCount / lastSearched * Self.depthGrowth
          > deadline
      {
        break
      }
      if let budget, depth > 1 {
        let growth = perMove.previous > 0 ? min(max(perMove.last / perMove.previous, 2), 30) : 8
        if Double(used) + perMove.last * growth * Double(active.count) > budget { break }
      }
      let iterationStart = ContinuousClock.now
      let share = budget.map { Int((2 * $0 - Double(used)) / Double(threadCount)) } ?? Int.max
      let iterationDepth = depth
      let searched = active
      DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
        // One ply is always completed, whatever the clock says: it is cheap
        // (an exact immediate-win check per move) and catches handed-over wins.
        workers[thread].run(
          children: children, indices: searched, depth: iterationDepth, thread: thread,
          threads: threadCount, timed: iterationDepth > 1,
          nodeLimit: iterationDepth > 1 ? share : Int.max)
      }
      let nodesNow = workers.reduce(0) { $0 + $1.worker.nodes }
      guard workers.allSatisfy({ !$0.stopped }) else {
        // A pure time budget running out is no cut: it is the budget.
        cutByTime =
          !limits.isTimeBudget
          && context.deadline.map { ContinuousClock.now >= $0 } ?? false
        let completedValues = workers.flatMap(\.values)
        if Self.keepsCutIteration(searched: searched, completed: completedValues) {
          keep(completedValues, of: searched)
        }
        break
      }
      keep(workers.flatMap(\.values), of: searched)
      lastSearched = max(searched.count, 1)
      perMove = (Double(nodesNow - used) / Double(lastSearched), perMove.last)
      used = nodesNow
      completed = depth
      lastIteration = ContinuousClock.now - iterationStart
      if searched.allSatisfy({ SearchValue.isDecided(values[$0]) }) || depth > 2 * 25 { break }
      if limits.depth == nil, depth == 2 {
        if candidates.count <= 2 { break }
        let best = values.sorted(by: >)
        let gap = best[0] - best[1]
        if gap >= Self.clearGap {
          budget = budget.map { $0 / 2 }
        } else if gap <= Self.closeGap {
          budget = budget.map { $0 * 1.25 }
        }
      }
      depth = limits.depth == nil && depth > 1 ? depth + 2 : depth + 1
    }
    // Moves not lost first, the deepest searched first among them, then by
    // value.
    func lost(_ index: Int) -> Int { values[index] <= -SearchValue.win / 2 ? 1 : 0 }
    let order = values.indices.sorted {
      (lost($0), -reached[$0], -values[$0], $0) < (lost($1), -reached[$1], -values[$1], $1)
    }
    let moves = order.map { index in
      let worker = workers[searchedBy[index]]
      let reply = worker.expectedMove(in: children[index])?.move(words: generator.words)
      return SearchedMove(
        evaluated: candidates[index], value: values[index], reply: reply, depth: reached[index])
    }
    return RankedMoves(
      moves: moves, depth: completed, nodes: workers.reduce(0) { $0 + $1.worker.nodes },
      cutByTime: cutByTime)
  }

  /// Whether an iteration cut short keeps the root moves it completed, with
  /// their values: when the first move it searched (the last iteration's
  /// best) is among them; else the iteration is dropped.
  ///
  /// A move that beats the last best at the new depth is then better than
  /// it, and the moves not reached ranked below it at the last depth.
  package static func keepsCutIteration(
    searched: [Int], completed: [(index: Int, value: Int)]
  ) -> Bool {
    guard let first = searched.first else { return false }
    return completed.contains { $0.index == first }
  }

  /// How much longer the search of a root move takes two plies deeper, as
  /// the time budget's rule predicts it (about 8 times on corpus boards).
  static let depthGrowth = 8

  /// The nodes `limits.work` allows on this board.
  private func nodeBudget(_ limits: SearchLimits) -> Int? {
    limits.work.map { max($0 / max(generator.spellable.count, 1), 1) }
  }

  /// At least this many unclaimed tiles is the opening of a game.
  static let openingUnclaimed = 19
  /// Best and second-best root values this far apart (6 tiles of the
  /// heuristic) make the best move clear; this close (one tile), close.
  static let clearGap = 24
  static let closeGap = 4
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
  var result: (outcome: ForcedOutcome?, plies: Int) = (nil, 0)

  init(kind: ProofKind, solver: EndgameSolver) {
    self.kind = kind
    self.solver = solver
  }
}

/// One thread's worker and its results for the current iteration; each
/// thread touches only its own box.
private final class WorkerBox: @unchecked Sendable {
  var worker: AlphaBetaWorker
  var values: [(index: Int, value: Int)] = []
  /// Whether the deadline or the node limit stopped the iteration.
  var stopped = false

  init(_ worker: AlphaBetaWorker) { self.worker = worker }

  /// Searches this thread's share of the root's children.
  ///
  /// Of the children at `indices`, the `thread`-th, the `thread + threads`-th
  /// and so on, each `depth` plies from the root with a full window, visiting
  /// at most `nodeLimit` nodes.
  func run(
    children: [SearchState], indices: [Int], depth: Int, thread: Int, threads: Int, timed: Bool,
    nodeLimit: Int
  ) {
    values = []
    stopped = false
    worker.isTimed = timed
    worker.nodeLimit = nodeLimit == Int.max ? Int.max : worker.nodes + nodeLimit
    do {
      for index in stride(from: thread, to: indices.count, by: threads).map({ indices[$0] }) {
        let value = try -worker.search(
          children[index], depth: depth - 1, ply: 1, alpha: -SearchValue.infinity,
          beta: SearchValue.infinity)
        values.append((index, value))
      }
    } catch {
      stopped = true
    }
  }

  func expectedMove(in state: SearchState) -> Candidate? { worker.expectedMove(in: state) }
}
