/// Who holds a coloured tile.
///
/// An unclaimed tile has no owner (`nil`).
public enum Owner: Hashable, Sendable, CaseIterable {
  /// The local player (blue in the Light and Dark themes; its avatar may be on either side).
  case player
  /// The other player (red in the Light and Dark themes).
  case opponent

  /// The other seat.
  public var other: Owner { self == .player ? .opponent : .player }
}
