import BoardGeometry
import Letterpress
import Pixels

/// The page's icon (the web app manifest's, the home screen's): four tiles
/// of a board in the light theme's colours, yours and theirs, defended and
/// not, lettered with the game's own glyphs.
package enum AppIcon {
  /// The tiles, row by row: a letter and its colour.
  static let tiles: [(Character, TileColor)] = [
    ("L", .playerDefended), ("E", .player), ("T", .opponent), ("S", .opponentDefended),
  ]

  /// The icon `size` pixels square. A maskable icon has the page's
  /// background to its edges and the tiles inside the middle 56% (a
  /// square that fits the 80% circle every mask keeps); otherwise the
  /// tiles fill it.
  ///
  /// - Parameter shapes: each letter's shape (the reader's glyph templates).
  package static func image(size: Int, maskable: Bool, shapes: (Letter) -> GlyphShape?) -> Image {
    precondition(size >= 16, "an icon needs at least 16 pixels a side, got \(size)")
    let palette = Theme.light.palette
    let drawing = Drawing(width: size, height: size, color: RGBA(hex: palette.page))
    let side = maskable ? (Double(size) * 0.56).rounded() : Double(size)
    let origin = (Double(size) - side) / 2
    let tile = side / 2
    for (index, (character, color)) in tiles.enumerated() {
      let x = Int((origin + Double(index % 2) * tile).rounded())
      let y = Int((origin + Double(index / 2) * tile).rounded())
      let end = (
        Int((origin + Double(index % 2 + 1) * tile).rounded()),
        Int((origin + Double(index / 2 + 1) * tile).rounded())
      )
      let rect = Rect(x: x, y: y, width: end.0 - x, height: end.1 - y)
      let background = BoardRenderer.tileColor(color, index: index, palette: palette)
      drawing.fill(rect, color: background)
      guard let letter = Letter(character), let shape = shapes(letter) else { continue }
      BoardRenderer.drawGlyph(
        shape, on: drawing, centreX: Double(rect.x) + Double(rect.width) / 2,
        centreY: Double(rect.y) + Double(rect.height) / 2,
        glyphHeight: shape.heightRatio * tile, clip: rect,
        color: BoardRenderer.glyphColor(on: background))
    }
    return drawing.image
  }
}
