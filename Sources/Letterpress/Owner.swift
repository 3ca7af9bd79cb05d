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

  /// Whose turn a screenshot shows, as JSON spells it where `unknown` is a
  /// value: `you`, `opponent` (`Owner`'s raw values) or `unknown` for a turn
  /// not shown (`nil` in Swift). Only documents that write or take `unknown`
  /// hold it (`read --json`, a board or a game sent to the server);
  /// everywhere else a turn is an `Owner?`.
  public enum Turn: String, Sendable, Hashable, Codable, CaseIterable {
    case you, opponent, unknown

    /// The turn `owner` spells (`unknown` for `nil`).
    public init(_ owner: Owner?) {
      self = owner.flatMap { Turn(rawValue: $0.rawValue) } ?? .unknown
    }

    /// The seat to move, `nil` when unknown.
    public var owner: Owner? { Owner(rawValue: rawValue) }
  }
}
