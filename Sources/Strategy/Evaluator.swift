import Letterpress

/// The engine's one judge of a position: the features it looks at, their
/// weights, the value that orders moves, the value of the search's leaves,
/// and the ranges those values promise (which the search's bounds and the
/// ranking's packed keys rely on; `EvaluatorTests` checks them).
///
///     Evaluator.moveValue(after, mover: mover)     // orders moves
///     Evaluator.leafValue(ownership, toMove: side) // scores search leaves
public enum Evaluator {
  /// What the evaluation sees of a position, from one side's point of view:
  /// its tiles and defended tiles, and the other side's.
  public struct Features: Sendable, Equatable {
    /// Tiles held by the side.
    public let mine: Int
    /// Tiles held by the other side.
    public let theirs: Int
    /// Defended tiles of the side.
    public let mineDefended: Int
    /// Defended tiles of the other side.
    public let theirsDefended: Int

    /// The features of `ownership` for `side`.
    @inlinable
    public init(_ ownership: Ownership, for side: Owner) {
      let mine = ownership.tiles(of: side)
      let theirs = ownership.tiles(of: side.other)
      self.init(
        mine: mine.count, theirs: theirs.count, mineDefended: mine.defendedTiles.count,
        theirsDefended: theirs.defendedTiles.count)
    }

    /// Features from counts.
    @inlinable
    public init(mine: Int, theirs: Int, mineDefended: Int, theirsDefended: Int) {
      self.mine = mine
      self.theirs = theirs
      self.mineDefended = mineDefended
      self.theirsDefended = theirsDefended
    }

    /// The side's tiles minus the other side's.
    @inlinable public var tileDifference: Int { mine - theirs }
    /// The side's defended tiles minus the other side's.
    @inlinable public var defendedDifference: Int { mineDefended - theirsDefended }
    /// Tiles nobody holds.
    @inlinable public var unclaimed: Int { 25 - mine - theirs }
  }

  // MARK: - Move ordering

  /// The weights of the one-move evaluation that orders moves
  /// (`EvaluatedMove.value`, the ranking, the search's inner nodes).
  public static let moveWeights = MoveWeights.engine

  /// The move-ordering value of a move that leaves `after`, for `mover`.
  @inlinable
  public static func moveValue(_ after: Ownership, mover: Owner) -> Int {
    moveWeights.value(Features(after, for: mover))
  }

  /// The most a move-ordering key may span: `Ranking` packs each key in 10
  /// bits, so every value of `moveWeights` must lie in this range.
  public static let packedKeyRange = -512...511

  // MARK: - Leaf value

  /// The weights of the search's leaf value.
  ///
  /// `4 × tile difference + 2 × defended-tile difference`. Tiles count
  /// most; a defended tile counts half a tile more because the other side
  /// cannot take it back next turn.
  static let leafWeights = MoveWeights(mine: 4, mineDefended: 2, theirs: 4, theirsDefended: 2)

  /// The heuristic value of an unfinished position for the side to move,
  /// by `leafWeights`; always within `leafWeights.valueRange` (±150), far
  /// below the value of a decided game (`SearchValue.win`).
  static func leafValue(_ ownership: Ownership, toMove: Owner) -> Int {
    leafWeights.value(Features(ownership, for: toMove))
  }
}

/// A linear evaluation of a position for one side: points per tile and per
/// defended tile of the side, minus points per tile and per defended tile of
/// the other side.
///
/// Non-negative weights make the value grow with every tile a move captures
/// (the mover's tiles and defended tiles only grow, the other seat's only
/// shrink), which is what lets the search bound a word's moves
/// (`NodeScan.bound`).
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

  /// The value from the counts.
  @inlinable
  public func value(mine: Int, theirs: Int, mineDefended: Int, theirsDefended: Int) -> Int {
    self.mine * mine + self.mineDefended * mineDefended - self.theirs * theirs
      - self.theirsDefended * theirsDefended
  }

  /// The value of `features`.
  @inlinable
  public func value(_ features: Evaluator.Features) -> Int {
    value(
      mine: features.mine, theirs: features.theirs, mineDefended: features.mineDefended,
      theirsDefended: features.theirsDefended)
  }

  /// Every value these weights can give on a 25-tile board: from the other
  /// seat holding and defending all 25 tiles to the side doing so.
  public var valueRange: ClosedRange<Int> {
    -25 * (theirs + theirsDefended)...25 * (mine + mineDefended)
  }
}
