import BoardGeometry
import Pixels

/// A move drawn onto the board's image so a player can read it on a phone:
/// each tile to press outlined, its place in the tap order in a badge in the
/// tile's corner (clear of the letter), and a banner with the word and the
/// score (`PLAY UNDERCLUB` / `YOU 3 → 11, THEM 10 → 6`) above the board, or
/// below it when there is no room above.
///
///     let image = MoveAnnotation.image(
///       tapOrder: [1, 24, 23], caption: nil, on: screenshot, location: location)
///     try image.writePNG(toFile: "move.png")
package enum MoveAnnotation {
  /// The outline and badge colour: a strong yellow that stands out in every
  /// theme, edged in black.
  static let highlight = RGBA(hex: 0xFFD400)
  static let ink = RGBA(hex: 0x000000)
  static let paper = RGBA(hex: 0xFFFFFF)

  /// What the banner says.
  package struct Caption: Sendable {
    /// `PLAY UNDERCLUB`.
    package let headline: String
    /// `YOU 3 → 11, THEM 10 → 6`.
    package let score: String

    package init(headline: String, score: String) {
      self.headline = headline
      self.score = score
    }
  }

  /// How far a badge reaches above its tile's top edge, in tiles.
  static let badgeAbove = 0.22
  /// How far it reaches below the edge, in tiles.
  static let badgeBelow = 0.18

  /// `image` with the tiles of `tapOrder` outlined and numbered, and
  /// `caption` (when given) in a banner.
  ///
  /// The outline is thick (a fourteenth of a tile) and yellow between black
  /// edges, clear on every theme's tiles, Light's pale ones included. The
  /// number is large enough to read on a phone, black on a yellow badge that
  /// straddles the tile's top edge at its left: from 22% of a tile above the
  /// edge to 18% below it, where the game draws no letter (letters span 22%
  /// to 74% of the tile's height on every theme and phone of the corpus), so
  /// every letter stays as it was.
  package static func image(
    tapOrder: [Int], caption: Caption?, on image: Image, location: BoardLocation
  ) -> Image {
    let drawing = Drawing(image)
    if let caption { drawBanner(caption, on: drawing, location: location) }
    let thickness = Double(max(3, Int(location.tileSize / 14)))
    for tile in tapOrder {
      let rect = location.tileRect(tile)
      // Each frame lies just inside the tile, on whole pixels.
      for (inset, lineWidth, color) in [(0.0, thickness + 2, ink), (1.0, thickness, highlight)] {
        let edge = inset + lineWidth / 2
        drawing.strokeRect(
          x: Double(rect.x) + edge, y: Double(rect.y) + edge,
          width: Double(rect.width) - 2 * edge, height: Double(rect.height) - 2 * edge,
          lineWidth: lineWidth, color: color)
      }
    }
    // The badges over every outline.
    for (tap, tile) in tapOrder.enumerated() {
      drawBadge(
        tap + 1, on: drawing, tile: location.tileRect(tile), location: location, left: thickness)
    }
    return drawing.image
  }

  /// A yellow badge edged in black with `number` in bold black, filling the
  /// band across `tile`'s top edge, `left` pixels in from its left edge.
  private static func drawBadge(
    _ number: Int, on drawing: Drawing, tile: Rect, location: BoardLocation, left: Double
  ) {
    let top = max(0, Double(tile.y) - location.tileSize * badgeAbove)
    let height = Double(tile.y) + location.tileSize * badgeBelow - top
    let digits = String(number)
    // Digits as tall as 60% of the badge (a digit is a capital's height).
    let size = 0.6 * height / drawing.capitalHeight(size: 1, weight: .bold)
    let textWidth = drawing.textWidth(digits, size: size, weight: .bold)
    let border = max(1, (height / 18).rounded())
    let x = Double(tile.x) + left + 2
    let width = textWidth + 0.5 * height
    drawing.fillRoundedRect(
      x: x, y: top, width: width, height: height, radius: height / 4, color: ink)
    drawing.fillRoundedRect(
      x: x + border, y: top + border, width: width - 2 * border, height: height - 2 * border,
      radius: height / 4 - border, color: highlight)
    drawing.text(
      digits, x: x + (width - textWidth) / 2, baseline: top + 0.8 * height, size: size,
      weight: .bold, color: ink)
  }

  /// Draws `caption` on a white band above the board (and its top row's
  /// badges) when there is room, else below it, else over the top of the
  /// image: the headline in bold, the score under it, each centred.
  private static func drawBanner(_ caption: Caption, on drawing: Drawing, location: BoardLocation) {
    let lines = [(caption.headline, Drawing.Weight.bold), (caption.score, .regular)]
    // The text fills at most 90% of the width, and is at most a quarter of a tile high.
    let widest = lines.map { drawing.textWidth($0.0, size: 1, weight: $0.1) }.max() ?? 1
    let size = min(location.tileSize / 4, 0.9 * Double(drawing.width) / max(widest, 1))
    let lineHeight = (1.25 * size).rounded()
    let height = Int(lineHeight) * lines.count + Int((0.6 * size).rounded())
    let boardTop = Int(location.y - location.tileSize * badgeAbove)
    let boardBottom = Int(location.y + 5 * location.tileSize)
    let top =
      boardTop >= height
      ? boardTop - height : drawing.height - boardBottom >= height ? boardBottom : 0
    drawing.fill(Rect(x: 0, y: top, width: drawing.width, height: height), color: paper)
    for (number, (line, weight)) in lines.enumerated() {
      let x = (Double(drawing.width) - drawing.textWidth(line, size: size, weight: weight)) / 2
      drawing.text(
        line, x: x, baseline: Double(top) + Double(number + 1) * lineHeight, size: size,
        weight: weight, color: ink)
    }
  }
}
