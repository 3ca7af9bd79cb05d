/// Who holds a coloured tile.
///
/// An unclaimed tile has no owner (`nil`).
public enum Owner: Hashable, Sendable, CaseIterable {
  /// The local player (the left avatar; blue in the Light and Dark themes).
  case player
  /// The other player (red in the Light and Dark themes).
  case opponent

  /// The other seat.
  public var other: Owner { self == .player ? .opponent : .player }
}
