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
  /// side (higher is better): `Evaluator.moveValue` of the position after
  /// the move.
  ///
  /// `4 × (tiles difference) + 2 × (defended difference) − (mover's exposed
  /// tiles)`, where exposed tiles are the mover's undefended ones, which the
  /// other seat can take back next turn.
  @inlinable public var value: Int { Evaluator.moveValue(after, mover: mover) }

  public var description: String {
    "\(move) → \(after.score(of: .player))-\(after.score(of: .opponent))"
  }
}
