/// One of the game's 8 colour themes, with the sRGB values measured in real
/// screenshots, as `0xRRGGBB` numbers (`RGBA(hex:)` in Pixels turns one into
/// a pixel).
///
/// The reader does not classify tiles by these exact values (devices shift
/// them): it uses them as anchors and names the closest theme. The renderer
/// draws with them.
public enum Theme: String, Hashable, Sendable, CaseIterable {
  case light, dark, pop, glow, retro, forest, pink, contrast

  /// The colours of one theme, each an sRGB `0xRRGGBB` value.
  package struct Palette: Hashable, Sendable {
    /// The page around the board.
    package var page: UInt32
    /// The grey of unclaimed tiles whose row plus column is even (the
    /// top-left tile's); the others are `unclaimedOdd`, in a checkerboard.
    package var unclaimedEven: UInt32
    /// The grey of the other unclaimed tiles.
    package var unclaimedOdd: UInt32
    /// The player's tiles, undefended and defended.
    package var player: UInt32
    package var playerDefended: UInt32
    /// The opponent's tiles, undefended and defended.
    package var opponent: UInt32
    package var opponentDefended: UInt32
    /// The letters, on light tiles (on dark tiles glyphs are drawn light).
    package var glyph: UInt32

    /// The grey of tile `index` (0...24, row-major) when it is unclaimed.
    package func unclaimed(atTile index: Int) -> UInt32 {
      (index / Board.side + index % Board.side) % 2 == 0 ? unclaimedEven : unclaimedOdd
    }
  }

  /// The theme's measured colours.
  package var palette: Palette {
    switch self {
    case .light:
      Palette(0xF0EFEC, 0xE9E8E5, 0xE6E5E2, 0x78C8F5, 0x00A2FF, 0xF7998D, 0xFF432F, 0x2E2E2D)
    case .dark:
      Palette(0x313131, 0x373737, 0x393939, 0x187598, 0x00BAFF, 0x983A30, 0xFF432F, 0xD7D7D7)
    case .pop:
      Palette(0x313131, 0x373737, 0x393939, 0x579818, 0x7EFF00, 0x98187B, 0xFF00C6, 0xD7D7D7)
    case .glow:
      Palette(0x313131, 0x373737, 0x393939, 0x499877, 0x61FFBE, 0x8D184D, 0xEA0069, 0xD7D7D7)
    case .retro:
      Palette(0xFBECC5, 0xF3E5BF, 0xF1E2BD, 0xC388E2, 0x8C25FF, 0xF4A685, 0xED6146, 0x302D26)
    case .forest:
      Palette(0xE0E6D8, 0xD9DFD1, 0xD7DDCF, 0xEFC16C, 0xFF9C00, 0x7AA489, 0x15633B, 0x2B2C29)
    case .pink:
      Palette(0xFFE0ED, 0xF7D9E6, 0xF5D7E3, 0xFF70E8, 0xFF00E4, 0xAB8C8E, 0x57382F, 0x312B2D)
    case .contrast:
      Palette(0xFFFFFF, 0xF7F7F7, 0xF5F5F5, 0x8FFF80, 0x20FF00, 0x808080, 0x000000, 0x313131)
    }
  }
}

extension Theme.Palette {
  fileprivate init(
    _ page: UInt32, _ unclaimedEven: UInt32, _ unclaimedOdd: UInt32, _ player: UInt32,
    _ playerDefended: UInt32, _ opponent: UInt32, _ opponentDefended: UInt32, _ glyph: UInt32
  ) {
    self.init(
      page: page, unclaimedEven: unclaimedEven, unclaimedOdd: unclaimedOdd, player: player,
      playerDefended: playerDefended, opponent: opponent, opponentDefended: opponentDefended,
      glyph: glyph)
  }
}
