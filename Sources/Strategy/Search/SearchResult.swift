import Letterpress

/// A root move with what the search thinks of it.
public struct SearchedMove: Sendable {
  /// The move and its result; `nil` for a pass.
  public let evaluated: EvaluatedMove?
  /// The search's value for the side to move (`SearchValue` scale: about
  /// ±10,000 for a game proven decided, else within ±150, and never in the
  /// win band without a proof: `proven`).
  public internal(set) var value: Int
  /// The answer the search expects from the opponent; `nil` when it expects
  /// a pass or the game is over.
  package let reply: Move?
  /// The plies `value` was searched to (0 for a value a proof or an
  /// immediate win gave).
  package var depth = 0
  /// Whether `value` is exact: a full-width proof stands behind it (the
  /// move wins or ends the game, the opponent can then win at once, or the
  /// endgame solver proved it, every reply examined at every node). Only a
  /// proven value lies in the win band (`isDecided`); the narrowed search's
  /// own wins and losses are clamped below it.
  public internal(set) var proven = false
  /// Whether `value` is a decided game (a win or loss within the search).
  package var isDecided: Bool { SearchValue.isDecided(value) }

  /// This move as the narrowed heuristic search left it: proven when the
  /// move itself ends the game, or the opponent can then end it with a win
  /// (found among all its words), else not, its value clamped below the win
  /// band. (A win two plies deep is the opponent's narrowed best ending the
  /// game lost: no proof.)
  func settlingHeuristicValue() -> SearchedMove {
    var settled = self
    if let plies = SearchValue.plies(ofDecided: value), plies == 1 || (plies == 2 && value < 0) {
      settled.proven = true
    } else {
      settled.value = SearchValue.clampedBelowDecided(value)
    }
    return settled
  }
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
