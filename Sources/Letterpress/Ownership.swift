/// Who holds which tile: the part of a position that a move changes.
///
/// Two disjoint `TileSet`s, one per seat. Defended tiles are always derived
/// from ownership, never stored. `playing(_:by:)` applies the capture rule
/// exactly (rules 4 to 6): every tile the word uses goes to the mover except
/// the opponent's tiles defended *before* the move; defence is then
/// recomputed from the new ownership.
///
///     let before = Ownership(player: TileSet([0, 1, 5]), opponent: .empty)
///     before.defended(.player)                       // [0]
///     let after = before.playing(TileSet([0, 2]), by: .opponent)
///     after.opponent                                 // [2]: tile 0 was defended
public struct Ownership: Hashable, Sendable {
  /// The player's tiles.
  public var player: TileSet
  /// The opponent's tiles.
  public var opponent: TileSet

  /// Ownership from the two seats' tiles, which must not overlap.
  @inlinable
  public init(player: TileSet, opponent: TileSet) {
    precondition(
      player.intersection(opponent).isEmpty,
      "tiles \(player.intersection(opponent)) have two owners")
    self.player = player
    self.opponent = opponent
  }

  /// Ownership read from a board's `owners`.
  public init(_ board: Board) {
    var player = TileSet.empty
    var opponent = TileSet.empty
    for index in 0..<Board.tileCount {
      switch board.owners[index] {
      case .player: player.insert(index)
      case .opponent: opponent.insert(index)
      case nil: break
      }
    }
    self.init(player: player, opponent: opponent)
  }

  /// Nothing claimed: the start of a game.
  public static let unclaimedBoard = Ownership(player: .empty, opponent: .empty)

  /// The tiles held by `owner`.
  @inlinable public func tiles(of owner: Owner) -> TileSet { owner == .player ? player : opponent }

  /// The tiles held by `owner` that are defended.
  @inlinable public func defended(_ owner: Owner) -> TileSet { tiles(of: owner).defendedTiles }

  /// The tiles nobody holds.
  @inlinable public var unclaimed: TileSet { player.union(opponent).complement }

  /// The number of tiles `owner` holds (the score, rule 7).
  @inlinable public func score(of owner: Owner) -> Int { tiles(of: owner).count }

  /// The tiles `mover` would take if a word used them: unclaimed tiles and the
  /// other seat's undefended tiles.
  @inlinable package func capturable(by mover: Owner) -> TileSet {
    let other = tiles(of: mover.other)
    return unclaimed.union(other.subtracting(other.defendedTiles))
  }

  /// The ownership after `mover` plays a word on the tiles `used`.
  ///
  /// Tiles of `used` that the other seat holds defended stay theirs; all other
  /// tiles of `used` become the mover's.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func playing(_ used: TileSet, by mover: Owner) -> Ownership {
    taking(used.intersection(capturable(by: mover)), by: mover)
  }

  /// The ownership after `mover` takes `captured`, tiles already known to be
  /// capturable (a subset of `capturable(by: mover)`); the fast path of
  /// `playing(_:by:)` for move generators that classify tiles up front.
  @inlinable
  package func taking(_ captured: TileSet, by mover: Owner) -> Ownership {
    if mover == .player {
      Ownership(unchecked: player.union(captured), opponent: opponent.subtracting(captured))
    } else {
      Ownership(unchecked: player.subtracting(captured), opponent: opponent.union(captured))
    }
  }

  @inlinable init(unchecked player: TileSet, opponent: TileSet) {
    self.player = player
    self.opponent = opponent
  }

  /// Whether every tile is claimed (the game is over after such a move).
  @inlinable package var isFull: Bool { unclaimed.isEmpty }

  /// The owner of tile `index`, `nil` when unclaimed.
  package func owner(of index: Int) -> Owner? {
    if player.contains(index) { return .player }
    if opponent.contains(index) { return .opponent }
    return nil
  }

  /// The owners of the 25 tiles, as `Board.owners` holds them.
  package var owners: [Owner?] { (0..<25).map(owner(of:)) }
}
