import Dispatch
import Foundation

extension Searcher {
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
  func rank(
    _ root: SearchState, candidates: [EvaluatedMove?], limits: SearchLimits, context: SearchContext
  ) -> RootRanking {
    let threadCount = max(1, min(limits.threads, candidates.count))
    let workers = (0..<threadCount).map { _ in WorkerBox(AlphaBetaWorker(context: context)) }
    let children = candidates.map { root.playing(candidate($0, root: root), in: blocking) }
    var iterations = RootIterations(
      values: candidates.map {
        Evaluator.moveValue($0?.after ?? root.ownership, mover: root.toMove)
      },
      threadCount: threadCount,
      budget: nodeBudget(limits).map {
        Double($0)
          * (root.ownership.unclaimed.count >= Self.openingUnclaimed ? Self.openingBudgetScale : 1)
      })
    let longestGame = longestGame(root)
    while iterations.depth <= max(1, limits.depth ?? 64) {
      iterations.narrow(limits)
      guard iterations.nextFits(limits, deadline: context.deadline) else { break }
      let iterationStart = ContinuousClock.now
      let searched = iterations.active
      Self.run(workers, children: children, indices: searched, iterations: iterations)
      guard workers.allSatisfy({ !$0.stopped }) else {
        // A pure time budget running out is no cut: it is the budget.
        iterations.cutByTime =
          !limits.isTimeBudget
          && context.deadline.map { ContinuousClock.now >= $0 } ?? false
        let completedValues = workers.flatMap(\.values)
        if Self.keepsCutIteration(searched: searched, completed: completedValues) {
          iterations.keep(completedValues, of: searched)
        }
        break
      }
      iterations.complete(
        workers.flatMap(\.values), of: searched,
        nodes: workers.reduce(0) { $0 + $1.worker.nodes },
        started: iterationStart)
      // Past the longest game left every line has ended: a deeper search
      // would search the same tree again, until the time cap cut it.
      if searched.allSatisfy({ SearchValue.isDecided(iterations.values[$0]) })
        || iterations.depth > 2 * 25 || iterations.depth >= longestGame
      {
        break
      }
      if limits.depth == nil, iterations.depth == 2 {
        if candidates.count <= 2 { break }
        iterations.scaleBudgetByGap()
      }
      iterations.deepen(limits)
    }
    return ranked(iterations, workers: workers, children: children, candidates: candidates)
  }

  /// Searches `indices` of `children` on every thread to the depth of
  /// `iterations`, each thread within its share of the budget left.
  private static func run(
    _ workers: [WorkerBox], children: [SearchState], indices: [Int], iterations: RootIterations
  ) {
    let threadCount = iterations.threadCount
    let share = iterations.share
    let iterationDepth = iterations.depth
    DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
      // One ply is always completed, whatever the clock says: it is cheap
      // (an exact immediate-win check per move) and catches handed-over wins.
      workers[thread].run(
        children: children, indices: indices, depth: iterationDepth, thread: thread,
        threads: threadCount, timed: iterationDepth > 1,
        nodeLimit: iterationDepth > 1 ? share : Int.max)
    }
  }

  /// The root moves in their final order, each with its value, depth and
  /// the reply its thread's table expects.
  private func ranked(
    _ iterations: RootIterations, workers: [WorkerBox], children: [SearchState],
    candidates: [EvaluatedMove?]
  ) -> RootRanking {
    let (values, reached) = (iterations.values, iterations.reached)
    // Moves not lost first, the deepest searched first among them, then by
    // value.
    func lost(_ index: Int) -> Int { values[index] <= -SearchValue.win / 2 ? 1 : 0 }
    let order = values.indices.sorted {
      (lost($0), -reached[$0], -values[$0], $0) < (lost($1), -reached[$1], -values[$1], $1)
    }
    let moves = order.map { index in
      let worker = workers[iterations.searchedBy[index]]
      let reply = worker.expectedMove(in: children[index])?.move(words: generator.words)
      return SearchedMove(
        evaluated: candidates[index], value: values[index], reply: reply, depth: reached[index])
    }
    return RootRanking(
      moves: moves, depth: iterations.completed,
      nodes: workers.reduce(0) { $0 + $1.worker.nodes }, cutByTime: iterations.cutByTime)
  }

  /// The most plies a game from `root` can last: each word still allowed
  /// played once, at most one pass before each, and the two passes that end
  /// it.
  private func longestGame(_ root: SearchState) -> Int {
    2 * generator.words.indices.count { !root.blocked.contains($0) } + 2
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

  /// At least this many unclaimed tiles is the opening of a game.
  static let openingUnclaimed = 19
  /// Best and second-best root values this far apart (6 tiles of the
  /// heuristic) make the best move clear; this close (one tile), close.
  static let clearGap = 24
  static let closeGap = 4

  /// How much larger the work budget is at the opening of a game.
  static let openingBudgetScale = 1.25
  /// How much larger the work budget is where the two best moves are close.
  static let closeBudgetScale = 1.25
  /// How much the work budget shrinks where the best move is clear.
  static let clearBudgetScale = 0.5
  /// How far an iteration may overrun the work budget: to twice its size.
  static let budgetOverrun = 2.0
  /// The bounds of the growth the work budget predicts for the next depth
  /// from the last two iterations.
  static let predictedGrowth = 2.0...30.0
}

/// The state of iterative deepening over the root moves: each move's value
/// and depth, the moves the next iteration searches, the work used.
private struct RootIterations {
  /// Each root move's value, from its last completed search.
  var values: [Int]
  /// The plies each root move's value was searched to.
  var reached: [Int]
  /// The thread that last searched each root move (its table holds the
  /// expected reply).
  var searchedBy: [Int]
  /// The root moves searched by the next iteration.
  var active: [Int]
  let threadCount: Int
  /// The nodes the search may use; `nil` without a work budget.
  var budget: Double?
  /// The depth of the next iteration.
  var depth = 1
  /// The deepest completed iteration.
  var completed = 0
  /// Whether the deadline stopped an iteration that the depth or the work
  /// budget allowed.
  var cutByTime = false
  var lastIteration = Duration.zero
  var lastSearched = 1
  /// The nodes used so far.
  var used = 0
  /// Nodes per searched root move of the last two iterations.
  var perMove = (last: 0.0, previous: 0.0)

  init(values: [Int], threadCount: Int, budget: Double?) {
    self.values = values
    reached = values.map { _ in 0 }
    searchedBy = values.indices.map { $0 % threadCount }
    active = Array(values.indices)
    self.threadCount = threadCount
    self.budget = budget
  }

  /// Past two plies, only the best moves by the last values: `rootWidth`,
  /// past four `deepRootWidth`, best first.
  mutating func narrow(_ limits: SearchLimits) {
    guard depth > 2 else { return }
    active = Array(
      active.sorted { values[$0] != values[$1] ? values[$0] > values[$1] : $0 < $1 }
        .prefix(depth > 4 ? limits.deepRootWidth : limits.rootWidth))
  }

  /// Whether the next iteration is predicted to fit: with a pure time
  /// budget, its first move on each thread before `deadline`; with a work
  /// budget, its nodes in what is left.
  func nextFits(_ limits: SearchLimits, deadline: ContinuousClock.Instant?) -> Bool {
    if limits.isTimeBudget, let deadline, depth > 1,
      ContinuousClock.now + lastIteration * threadCount / lastSearched * Searcher.depthGrowth
        > deadline
    {
      return false
    }
    if let budget, depth > 1 {
      // Before two iterations are measured, the time budget's growth.
      let growth =
        perMove.previous > 0
        ? min(
          max(perMove.last / perMove.previous, Searcher.predictedGrowth.lowerBound),
          Searcher.predictedGrowth.upperBound)
        : Double(Searcher.depthGrowth)
      if Double(used) + perMove.last * growth * Double(active.count) > budget { return false }
    }
    return true
  }

  /// Each thread's share of the work budget left, the overrun allowed.
  var share: Int {
    budget.map { Int((Searcher.budgetOverrun * $0 - Double(used)) / Double(threadCount)) }
      ?? Int.max
  }

  /// Takes the values of the root moves an iteration completed.
  mutating func keep(_ completed: [(index: Int, value: Int)], of searched: [Int]) {
    let completedValues = Dictionary(uniqueKeysWithValues: completed.map { ($0.index, $0.value) })
    for (place, index) in searched.enumerated() {
      guard let value = completedValues[index] else { continue }
      values[index] = value
      reached[index] = depth
      searchedBy[index] = place % threadCount
    }
  }

  /// Takes an iteration that completed `searched` (their values
  /// `completedValues`), started at `start`, when the workers had used
  /// `nodes` in all.
  mutating func complete(
    _ completedValues: [(index: Int, value: Int)], of searched: [Int], nodes: Int,
    started start: ContinuousClock.Instant
  ) {
    keep(completedValues, of: searched)
    lastSearched = max(searched.count, 1)
    perMove = (Double(nodes - used) / Double(lastSearched), perMove.last)
    used = nodes
    completed = depth
    lastIteration = ContinuousClock.now - start
  }

  /// After two plies, a smaller budget where the best move is clearly
  /// ahead, a larger one where the two best are close.
  mutating func scaleBudgetByGap() {
    let best = values.sorted(by: >)
    let gap = best[0] - best[1]
    if gap >= Searcher.clearGap {
      budget = budget.map { $0 * Searcher.clearBudgetScale }
    } else if gap <= Searcher.closeGap {
      budget = budget.map { $0 * Searcher.closeBudgetScale }
    }
  }

  /// The next depth: every depth to a fixed depth, else even depths after
  /// the first.
  mutating func deepen(_ limits: SearchLimits) {
    depth = limits.depth == nil && depth > 1 ? depth + 2 : depth + 1
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
