import Letterpress

/// A move with the position it leads to, for the seat that made it.
///
/// Everything about the result is exact and derived from `after`: tiles and
/// defended tiles per seat, whether the game ends, whether the mover wins.
public struct EvaluatedMove: Hashable, Sendable, CustomStringConvertible {
  /// The word and the tiles it uses.
  public let move: Move
  /// The seat that plays it.
  public let mover: Owner
  /// Who holds which tile after the move.
  public let after: Ownership

  /// A move and its result.
  @inlinable
  package init(move: Move, mover: Owner, after: Ownership) {
    self.move = move
    self.mover = mover
    self.after = after
  }

  /// Tiles held by `owner` after the move.
  @inlinable public func score(of owner: Owner) -> Int { after.score(of: owner) }

  /// Defended tiles held by `owner` after the move.
  @inlinable public func defendedCount(of owner: Owner) -> Int { after.defended(owner).count }

  /// The mover's tiles minus the other seat's, after the move.
  @inlinable package var scoreDifference: Int {
    after.score(of: mover) - after.score(of: mover.other)
  }

  /// Whether the move claims the last unclaimed tile, ending the game.
  @inlinable public var endsGame: Bool { after.isFull }

  /// Whether the move ends the game with the mover holding more tiles.
  @inlinable public var wins: Bool { endsGame && scoreDifference > 0 }

  /// The one-move evaluation used by the default ranking, from the mover's
  /// side (higher is better):
  /// `4 × (tiles difference) + 2 × (defended difference) − (mover's exposed tiles)`,
  /// where exposed tiles are the mover's undefended ones, which the other
  /// seat can take back next turn.
  @inlinable public var value: Int {
    let mine = after.tiles(of: mover)
    let theirs = after.tiles(of: mover.other)
    return MoveWeights.engine.value(
      mine: mine.count, theirs: theirs.count, mineDefended: mine.defendedTiles.count,
      theirsDefended: theirs.defendedTiles.count)
  }

  public var description: String {
    "\(move) → \(after.score(of: .player))-\(after.score(of: .opponent))"
  }
}

/// A linear evaluation of the position after a move, for the mover: points
/// per tile and per defended tile of the mover, minus points per tile and per
/// defended tile of the other seat.
///
/// Non-negative weights make the value grow with every tile a move captures
/// (the mover's tiles and defended tiles only grow, the other seat's only
/// shrink), which is what lets the search bound a word's moves
/// (`NodeScan`).
public struct MoveWeights: Sendable, Equatable {
  public let mine: Int
  public let mineDefended: Int
  public let theirs: Int
  public let theirsDefended: Int

  /// Weights, each at least 0.
  @inlinable
  public init(mine: Int, mineDefended: Int, theirs: Int, theirsDefended: Int) {
    precondition(
      min(mine, mineDefended, theirs, theirsDefended) >= 0, "move weights must not be negative")
    self.mine = mine
    self.mineDefended = mineDefended
    self.theirs = theirs
    self.theirsDefended = theirsDefended
  }

  /// The engine's one-move evaluation (`EvaluatedMove.value`).
  ///
  /// `4 × (tiles difference) + 2 × (defended difference) − (mover's exposed
  /// tiles)`, that is 3 per tile and 3 per defended tile of the mover, 4 per
  /// tile and 2 per defended tile of the other seat. Hand-set: tiles count
  /// most, a defended tile half a tile more (it cannot be taken back next
  /// turn), and an exposed tile of the mover a quarter tile less. Kept after
  /// self-play (`make bench SUITE=tuning`, 2026-11-25: 3 boards, both seats,
  /// depth 2): (4, 2, 4, 2), (3, 4, 4, 3) and (1, 1, 1, 1) each scored 3 of 6
  /// against these, the first mover winning every game, so no candidate was
  /// shown better. Again on 30 boards (2026-11-27, depth 2,
  /// `TUNING_ONLY=weights TUNING_BOARDS=30`): (4, 2, 4, 2) 28 of 60 (Wilson
  /// 35%-59%), (3, 4, 4, 3) 30 of 60 (38%-62%), (1, 1, 1, 1) 27.5 of 60
  /// (34%-58%); moving second each won 4.5-6 of 30. None is better.
  public static let engine = MoveWeights(mine: 3, mineDefended: 3, theirs: 4, theirsDefended: 2)

  /// The published narrowing engine's leaf value: +2 per defended tile, +1
  /// per other tile, minus the same for the other seat.
  package static let narrowing = MoveWeights(mine: 1, mineDefended: 1, theirs: 1, theirsDefended: 1)

  /// The value from the counts after the move.
  @inlinable
  public func value(mine: Int, theirs: Int, mineDefended: Int, theirsDefended: Int) -> Int {
    self.mine * mine + self.mineDefended * mineDefended - self.theirs * theirs
      - self.theirsDefended * theirsDefended
  }
}
