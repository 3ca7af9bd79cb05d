import BoardGeometry
import BoardReader
import Pixels

/// Draws a move onto the board image so a player can read it on a phone:
/// each tile to press outlined, its place in the tap order in a small badge
/// in the tile's corner (clear of the letter), and a banner with the word
/// and the score (`PLAY UNDERCLUB` / `YOU 3 → 11, THEM 10 → 6`) above the
/// board, or below it when there is no room above.
enum Annotation {
  /// The outline and badge colour: a strong yellow that stands out in every
  /// theme, edged in black.
  static let highlight = RGBA(hex: 0xFFD400)
  static let ink = RGBA(hex: 0x000000)

  /// What the banner says.
  struct Caption {
    /// `PLAY UNDERCLUB`.
    let headline: String
    /// `YOU 3 → 11, THEM 10 → 6`.
    let score: String
  }

  /// Writes `image` with the tiles of `tapOrder` outlined and numbered and
  /// `caption` in a banner to `path` as PNG.
  ///
  /// - Throws: `ImageError` when the file cannot be written.
  static func write(
    _ tapOrder: [Int], caption: Caption?, on image: Image, location: BoardLocation,
    to path: String
  ) throws {
    var captioned = image
    if let caption { drawBanner(caption, on: &captioned, location: location) }
    try annotated(captioned, tapOrder: tapOrder, location: location).writePNG(toFile: path)
  }

  /// How far a badge reaches above its tile's top edge, in tiles.
  static let badgeAbove = 0.22
  /// How far it reaches below the edge, in tiles.
  static let badgeBelow = 0.18

  /// `image` with the tiles of `tapOrder` outlined and numbered.
  ///
  /// The outline is thick (a fourteenth of a tile) and yellow between black
  /// edges, clear on every theme's tiles, Light's pale ones included. The
  /// number is large enough to read on a phone, black on a yellow badge that
  /// straddles the tile's top edge at its left: from 22% of a tile above the
  /// edge to 18% below it, where the game draws no letter (letters span 22%
  /// to 74% of the tile's height on every theme and phone of the corpus), so
  /// every letter stays as it was.
  static func annotated(_ image: Image, tapOrder: [Int], location: BoardLocation) -> Image {
    var canvas = image
    let thickness = max(3, Int(location.tileSize / 14))
    for tile in tapOrder {
      let rect = location.tileRect(tile)
      canvas.strokeRect(rect, thickness: thickness + 2, color: ink)
      canvas.strokeRect(inset(rect, by: 1), thickness: thickness, color: highlight)
    }
    // The badges over every outline.
    for (tap, tile) in tapOrder.enumerated() {
      let rect = location.tileRect(tile)
      let bandTop = max(0, rect.y - Int(location.tileSize * badgeAbove))
      let bandBottom = rect.y + Int(location.tileSize * badgeBelow)
      // The largest digits whose badge (the digits and a margin, 9 font
      // pixels high) fills the band.
      let scale = max(1, (bandBottom - bandTop) / (TextFont.height + 2))
      let digits = String(tap + 1)
      let badge = Rect(
        x: rect.x + thickness + 2, y: bandTop,
        width: TextFont.textWidth(digits, scale: scale) + 2 * scale,
        height: (TextFont.height + 2) * scale)
      canvas.fill(badge, color: highlight)
      canvas.strokeRect(badge, thickness: max(1, scale / 2), color: ink)
      TextFont.draw(
        digits, scale: scale, on: &canvas, color: ink, x: badge.x + scale, y: badge.y + scale)
    }
    return canvas
  }

  /// Draws `caption` on a white band above the board (and its top row's
  /// badges) when there is room, else below it, else over the top of the
  /// image.
  static func drawBanner(_ caption: Caption, on image: inout Image, location: BoardLocation) {
    let lines = [caption.headline, caption.score]
    let longest = lines.map(\.count).max() ?? 1
    // Each character 6 font pixels wide; the text fills at most 90% of the width.
    let scale = max(1, min(Int(location.tileSize / 14), image.width * 9 / 10 / (longest * 6)))
    let lineHeight = (TextFont.height + 3) * scale
    let height = lineHeight * lines.count + 2 * scale
    let boardTop = Int(location.y - location.tileSize * badgeAbove)
    let boardBottom = Int(location.y + 5 * location.tileSize)
    let top =
      boardTop >= height
      ? boardTop - height : image.height - boardBottom >= height ? boardBottom : 0
    image.fill(Rect(x: 0, y: top, width: image.width, height: height), color: RGBA(hex: 0xFFFFFF))
    for (number, line) in lines.enumerated() {
      let x = (image.width - TextFont.textWidth(line, scale: scale)) / 2
      TextFont.draw(
        line, scale: scale, on: &image, color: ink, x: x, y: top + 2 * scale + number * lineHeight)
    }
  }

  private static func inset(_ rect: Rect, by amount: Int) -> Rect {
    Rect(
      x: rect.x + amount, y: rect.y + amount, width: rect.width - 2 * amount,
      height: rect.height - 2 * amount)
  }
}

extension Image {
  /// Paints the pixels of `rect` that lie inside the image.
  mutating func fill(_ rect: Rect, color: RGBA) {
    let clipped = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
    guard clipped.width > 0, clipped.height > 0 else { return }
    for y in clipped.y..<clipped.y + clipped.height {
      for x in clipped.x..<clipped.x + clipped.width { self[x, y] = color }
    }
  }

  /// Paints a frame `thickness` pixels wide just inside `rect`.
  mutating func strokeRect(_ rect: Rect, thickness: Int, color: RGBA) {
    guard thickness > 0 else { return }
    fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: thickness), color: color)
    fill(
      Rect(x: rect.x, y: rect.y + rect.height - thickness, width: rect.width, height: thickness),
      color: color)
    fill(Rect(x: rect.x, y: rect.y, width: thickness, height: rect.height), color: color)
    fill(
      Rect(x: rect.x + rect.width - thickness, y: rect.y, width: thickness, height: rect.height),
      color: color)
  }
}

/// A 5x7 pixel font of the capital letters, the digits and `→ : , -`,
/// drawn scaled up.
enum TextFont {
  static let width = 5
  static let height = 7

  /// Each character's seven rows, five bits each, most significant bit left.
  private static let rows: [Character: [UInt8]] = [
    "A": [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
    "B": [0b11110, 0b10001, 0b10001, 0b11110, 0b10001, 0b10001, 0b11110],
    "C": [0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110],
    "D": [0b11110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11110],
    "E": [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111],
    "F": [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000],
    "G": [0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111],
    "H": [0b10001, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001],
    "I": [0b01110, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
    "J": [0b00111, 0b00010, 0b00010, 0b00010, 0b00010, 0b10010, 0b01100],
    "K": [0b10001, 0b10010, 0b10100, 0b11000, 0b10100, 0b10010, 0b10001],
    "L": [0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111],
    "M": [0b10001, 0b11011, 0b10101, 0b10101, 0b10001, 0b10001, 0b10001],
    "N": [0b10001, 0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001],
    "O": [0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
    "P": [0b11110, 0b10001, 0b10001, 0b11110, 0b10000, 0b10000, 0b10000],
    "Q": [0b01110, 0b10001, 0b10001, 0b10001, 0b10101, 0b10010, 0b01101],
    "R": [0b11110, 0b10001, 0b10001, 0b11110, 0b10100, 0b10010, 0b10001],
    "S": [0b01111, 0b10000, 0b10000, 0b01110, 0b00001, 0b00001, 0b11110],
    "T": [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100],
    "U": [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110],
    "V": [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01010, 0b00100],
    "W": [0b10001, 0b10001, 0b10001, 0b10101, 0b10101, 0b10101, 0b01010],
    "X": [0b10001, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001, 0b10001],
    "Y": [0b10001, 0b10001, 0b01010, 0b00100, 0b00100, 0b00100, 0b00100],
    "Z": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b10000, 0b11111],
    "0": [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110],
    "1": [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110],
    "2": [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111],
    "3": [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110],
    "4": [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010],
    "5": [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110],
    "6": [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110],
    "7": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000],
    "8": [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110],
    "9": [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100],
    "→": [0b00000, 0b00100, 0b00010, 0b11111, 0b00010, 0b00100, 0b00000],
    ":": [0b00000, 0b01100, 0b01100, 0b00000, 0b01100, 0b01100, 0b00000],
    ",": [0b00000, 0b00000, 0b00000, 0b00000, 0b01100, 0b00100, 0b01000],
    "-": [0b00000, 0b00000, 0b00000, 0b11111, 0b00000, 0b00000, 0b00000],
  ]

  /// The width of `text` drawn at `scale`: each character and a space after
  /// it but the last.
  static func textWidth(_ text: String, scale: Int) -> Int {
    max(0, text.count * (width + 1) - 1) * scale
  }

  /// Draws `text` with its top-left at `x`, `y`, each font pixel a `scale`
  /// × `scale` square; characters the font lacks are spaces.
  static func draw(
    _ text: String, scale: Int, on image: inout Image, color: RGBA, x: Int, y: Int
  ) {
    for (offset, character) in text.enumerated() {
      guard let glyph = rows[character] else { continue }
      let left = x + offset * (width + 1) * scale
      for row in 0..<height {
        for column in 0..<width where glyph[row] >> UInt8(width - 1 - column) & 1 == 1 {
          image.fill(
            Rect(x: left + column * scale, y: y + row * scale, width: scale, height: scale),
            color: color)
        }
      }
    }
  }
}
