import BoardGeometry
import BoardReader
import Letterpress
import Pixels

/// A screenshot drawn in the test: a page, a 5x5 board of flat tiles in a
/// theme's palette (unclaimed tiles in the two alternating greys), a blocky
/// stand-in glyph on each tile, and optional clutter around the board.
struct SyntheticScreenshot {
  var width: Int
  var height: Int
  /// The board's left and top edges and tile side (fractional for scaled
  /// screenshots).
  var boardX: Double
  var boardY: Double
  var tile: Double
  var theme: Theme = .light
  /// 25 colour codes (`wbBrR`, or `?` for an empty slot showing the page).
  var colors: String = SyntheticScreenshot.mixedColors
  /// Rectangles drawn on top of everything (status bars, bubbles, bars).
  var overlays: [(Rect, RGBA)] = []

  /// Every role, with the defended shades where the rule puts them.
  static let mixedColors = "BBbrRBbwrRbbwrrwwbrbrwbrb"

  /// The expected location.
  var location: BoardLocation { BoardLocation(x: boardX, y: boardY, tileSize: tile) }

  /// The drawn image.
  func image() -> Image {
    let palette = theme.palette
    var image = Image(width: width, height: height, filledWith: RGBA(hex: palette.page))
    let codes = Array(colors)
    for y in 0..<height {
      let row = Int(((Double(y) + 0.5 - boardY) / tile).rounded(.down))
      guard (0..<Board.side).contains(row) else { continue }
      for x in 0..<width {
        let column = Int(((Double(x) + 0.5 - boardX) / tile).rounded(.down))
        guard (0..<Board.side).contains(column) else { continue }
        let index = row * Board.side + column
        guard let background = color(codes[index], at: index, palette: palette) else { continue }
        let u = (Double(x) + 0.5 - boardX) / tile - Double(column)
        let v = (Double(y) + 0.5 - boardY) / tile - Double(row)
        image[x, y] = isGlyph(u, v, letterIndex: index) ? glyph(on: background) : background
      }
    }
    for (rect, color) in overlays {
      let clipped = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
      for y in clipped.y..<clipped.y + clipped.height {
        for x in clipped.x..<clipped.x + clipped.width { image[x, y] = color }
      }
    }
    return image
  }

  /// The colour of tile `index` drawn as `code`, nil for an empty slot.
  private func color(_ code: Character, at index: Int, palette: Theme.Palette) -> RGBA? {
    let hex: UInt32? =
      switch code {
      case "w": palette.unclaimed(atTile: index)
      case "b": palette.player
      case "B": palette.playerDefended
      case "r": palette.opponent
      case "R": palette.opponentDefended
      default: nil
      }
    return hex.map(RGBA.init(hex:))
  }

  /// A blocky glyph in the tile's middle: a bar and a stem whose shape
  /// varies with the tile, at tile coordinates `u`, `v` (0...1).
  private func isGlyph(_ u: Double, _ v: Double, letterIndex: Int) -> Bool {
    let bar = v > 0.3 && v < 0.4 && u > 0.3 && u < 0.7
    let stemX = 0.35 + Double(letterIndex % 4) * 0.08
    let stem = u > stemX && u < stemX + 0.1 && v > 0.3 && v < 0.72
    return bar || stem
  }

  /// Dark glyphs on light tiles, light glyphs on dark ones.
  private func glyph(on background: RGBA) -> RGBA {
    background.luma > 128 ? RGBA(hex: 0x2E2E2D) : RGBA(hex: 0xD7D7D7)
  }
}

extension Image {
  /// The image with every colour moved by `offset` in each channel (clamped),
  /// as wide-gamut screenshots without a colour profile are.
  func shifted(by offset: Int) -> Image {
    let moved = pixels.map { pixel in
      let move = { (value: UInt8) in UInt8(clamping: Int(value) + offset) }
      return RGBA(red: move(pixel.red), green: move(pixel.green), blue: move(pixel.blue))
    }
    return Image(width: width, height: height, pixels: moved)
  }
}
