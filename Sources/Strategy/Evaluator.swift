import Foundation
import Letterpress

/// The engine's one judge of a position: the features it looks at, their
/// weights, the value that orders moves, the value of the search's leaves,
/// the chance that the side to move wins, and the ranges those values
/// promise (which the search's bounds and the
/// ranking's packed keys rely on; `EvaluatorTests` checks them).
///
///     Evaluator.moveValue(after, mover: mover)     // orders moves
///     Evaluator.leafValue(ownership, toMove: side) // scores search leaves
///     Evaluator.winChance(board, toMove: .player)   // 0.7: you are ahead
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
  /// self-play against other weights (`make bench SUITE=tuning`; the runs
  /// are in Benchmarks/README.md): none was better.
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

// MARK: - Win chance

extension Evaluator {
  /// A logistic model of the chance that the side to move wins, on the
  /// features of the position: `1 / (1 + e^-z)` with
  /// `z = intercept + tiles × t + defended × d + (tilesClaimed × t +
  /// defendedClaimed × d + claimed) × c + (tilesClaimedSquared × t +
  /// defendedClaimedSquared × d + claimedSquared) × c²`, where `t` is the
  /// tile difference, `d` the defended-tile difference (the side to move's
  /// minus the other's) and `c` the share of the 25 tiles claimed: each
  /// difference counts for more or less as the board fills.
  public struct WinChanceModel: Sendable, Equatable {
    public let intercept: Double
    public let tiles: Double
    public let defended: Double
    public let tilesClaimed: Double
    public let defendedClaimed: Double
    public let claimed: Double
    public let tilesClaimedSquared: Double
    public let defendedClaimedSquared: Double
    public let claimedSquared: Double

    /// A model with these coefficients.
    public init(
      intercept: Double, tiles: Double, defended: Double, tilesClaimed: Double,
      defendedClaimed: Double, claimed: Double, tilesClaimedSquared: Double,
      defendedClaimedSquared: Double, claimedSquared: Double
    ) {
      self.intercept = intercept
      self.tiles = tiles
      self.defended = defended
      self.tilesClaimed = tilesClaimed
      self.defendedClaimed = defendedClaimed
      self.claimed = claimed
      self.tilesClaimedSquared = tilesClaimedSquared
      self.defendedClaimedSquared = defendedClaimedSquared
      self.claimedSquared = claimedSquared
    }

    /// The model's chance for the side whose `features` these are, that
    /// side to move; strictly between 0 and 1.
    public func chance(_ features: Features) -> Double {
      let (t, d) = (Double(features.tileDifference), Double(features.defendedDifference))
      let c = Double(25 - features.unclaimed) / 25
      let z =
        intercept + tiles * t + defended * d
        + (tilesClaimed * t + defendedClaimed * d + claimed) * c
        + (tilesClaimedSquared * t + defendedClaimedSquared * d + claimedSquared) * c * c
      return 1 / (1 + exp(-z))
    }
  }

  /// The fitted win-chance model.
  ///
  /// A logistic regression fitted by `Scripts/fit_win_chance.py` (Newton's
  /// method, numpy) on self-play positions from `make win-chance`
  /// (Benchmarks' `winchance` suite: the engine against itself and the
  /// greedy, ranked and longest-word bots from both seats on seeded boards
  /// of the letter distribution, a tie counting half a win), its features
  /// chosen by cross-validation by game; Benchmarks/README.md, "Win
  /// chance", has the run, the held-out scores and the reliability table.
  public static let winChanceModel = WinChanceModel(
    intercept: 0.6218, tiles: 0.2240, defended: -1.0100, tilesClaimed: -0.0187,
    defendedClaimed: 4.3367, claimed: 4.4175, tilesClaimedSquared: -0.2500,
    defendedClaimedSquared: -3.1376, claimedSquared: -3.8036)

  /// The chance that `toMove` wins `ownership` with that side to move,
  /// judged from the position alone (no search; the words are not looked
  /// at): exactly 1 or 0 when every tile is claimed, else
  /// `winChanceModel`'s estimate, strictly between.
  ///
  /// For a review or an evaluation bar: cheap (a few counts), and
  /// calibrated on self-play games (Benchmarks/README.md, "Win chance").
  ///
  ///     Evaluator.winChance(Ownership(board), toMove: .player)  // 0.7: you are ahead
  public static func winChance(_ ownership: Ownership, toMove: Owner) -> Double {
    let features = Features(ownership, for: toMove)
    guard features.unclaimed > 0 else { return finalChance(features.tileDifference) }
    return winChanceModel.chance(features)
  }

  /// The chance that `toMove` wins the position `board` shows, that side
  /// to move (`winChance(_:toMove:)`; any defended shade the board carries
  /// is derived again).
  public static func winChance(_ board: Board, toMove: Owner = .player) -> Double {
    winChance(Ownership(board), toMove: toMove)
  }

  /// The chance that the side to move wins `position`: exact for a finished
  /// game (0.5 for a tie after two passes), else `winChance(_:toMove:)`.
  public static func winChance(_ position: Position) -> Double {
    guard position.isOver else { return winChance(position.ownership, toMove: position.toMove) }
    return finalChance(
      position.score(of: position.toMove) - position.score(of: position.toMove.other))
  }

  /// The mover's chance after `move`: exact when the move ends the game,
  /// when the other side can then end it with a win at once
  /// (`opponentCanWinAtOnce`: 0), or when `searchValue` (a search's value
  /// of the move for the mover) is a decided game; else the mover's
  /// `winChance` in `afterReply`, the position after the answer a search
  /// expects (the mover to move again, as before its move, so the two
  /// chances compare), or without one, one minus the other side's chance
  /// with it to move.
  public static func winChance(
    after move: EvaluatedMove, opponentCanWinAtOnce: Bool, searchValue: Int? = nil,
    afterReply: Ownership? = nil
  ) -> Double {
    if move.endsGame { return finalChance(move.scoreDifference) }
    if opponentCanWinAtOnce { return 0 }
    if let searchValue, SearchValue.isDecided(searchValue) { return searchValue > 0 ? 1 : 0 }
    if let afterReply { return winChance(afterReply, toMove: move.mover) }
    return 1 - winChance(move.after, toMove: move.mover.other)
  }

  /// A finished game's chance for a side `difference` tiles ahead.
  private static func finalChance(_ difference: Int) -> Double {
    difference > 0 ? 1 : difference < 0 ? 0 : 0.5
  }
}

extension ForcedResult {
  /// The side to move's chance when this is proved: 1 for a win, 0 for a
  /// loss, 0.5 for a draw.
  public var winChance: Double {
    switch self {
    case .win: 1
    case .loss: 0
    case .draw: 0.5
    }
  }
}
