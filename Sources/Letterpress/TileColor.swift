/// A tile's colour as drawn, named by the one-letter codes used throughout
/// lettersolve: `w` unclaimed, `b` player, `B` player defended, `r` opponent,
/// `R` opponent defended.
package enum TileColor: Character, Hashable, Sendable, CaseIterable {
  case unclaimed = "w"
  case player = "b"
  case playerDefended = "B"
  case opponent = "r"
  case opponentDefended = "R"

  /// The colour of a tile held by `owner`, drawn defended or not.
  package init(owner: Owner?, defended: Bool) {
    switch owner {
    case nil: self = .unclaimed
    case .player: self = defended ? .playerDefended : .player
    case .opponent: self = defended ? .opponentDefended : .opponent
    }
  }

  /// Who holds a tile of this colour.
  package var owner: Owner? {
    switch self {
    case .unclaimed: nil
    case .player, .playerDefended: .player
    case .opponent, .opponentDefended: .opponent
    }
  }

  /// Whether the tile is drawn in the darker, defended shade.
  package var isDefended: Bool { self == .playerDefended || self == .opponentDefended }

  /// The one-letter code.
  package var code: Character { rawValue }
}
