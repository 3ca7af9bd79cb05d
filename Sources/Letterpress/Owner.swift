/// Who holds a coloured tile, and the seat that moves or played a word.
///
/// An unclaimed tile has no owner (`nil`); a turn that a screenshot does not
/// show is `nil` too. The raw values are how JSON documents and the game
/// history's rows spell a seat: `you` and `opponent`.
public enum Owner: String, Hashable, Sendable, Codable, CaseIterable {
  /// The local player (blue in the Light and Dark themes; its avatar may be on either side).
  case player = "you"
  /// The other player (red in the Light and Dark themes).
  case opponent

  /// The other seat.
  public var other: Owner { self == .player ? .opponent : .player }
}
