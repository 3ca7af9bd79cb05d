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
  /// likeliest moves rather than wider (4 by default; its arena trial is in
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
