import BoardGeometry
import BoardReader
import Pixels

/// Draws a move onto the board image: each tile to press outlined, with its
/// place in the tap order in a badge at the tile's top-left corner.
enum Annotation {
  /// The outline and badge colour: a strong yellow that stands out in every
  /// theme, edged in black.
  static let highlight = RGBA(hex: 0xFFD400)
  static let ink = RGBA(hex: 0x000000)

  /// Writes `image` with the tiles of `tapOrder` outlined and numbered to
  /// `path` as PNG.
  ///
  /// - Throws: `ImageError` when the file cannot be written.
  static func write(_ tapOrder: [Int], on image: Image, location: BoardLocation, to path: String)
    throws
  {
    try annotated(image, tapOrder: tapOrder, location: location).writePNG(toFile: path)
  }

  /// `image` with the tiles of `tapOrder` outlined and numbered.
  static func annotated(_ image: Image, tapOrder: [Int], location: BoardLocation) -> Image {
    var canvas = image
    let thickness = max(2, Int(location.tileSize / 14))
    let scale = max(2, Int(location.tileSize / 22))
    for (tap, tile) in tapOrder.enumerated() {
      let rect = location.tileRect(tile)
      canvas.strokeRect(rect, thickness: thickness + 1, color: ink)
      canvas.strokeRect(inset(rect, by: 1), thickness: thickness - 1, color: highlight)
      let digits = String(tap + 1)
      let badge = Rect(
        x: rect.x + thickness + 1, y: rect.y + thickness + 1,
        width: (DigitFont.width + 1) * scale * digits.count + 3 * scale,
        height: (DigitFont.height + 4) * scale)
      canvas.fill(badge, color: highlight)
      canvas.strokeRect(badge, thickness: max(1, scale / 2), color: ink)
      for (offset, digit) in digits.enumerated() {
        DigitFont.draw(
          digit, scale: scale, on: &canvas, color: ink,
          x: badge.x + 2 * scale + offset * (DigitFont.width + 1) * scale, y: badge.y + 2 * scale)
      }
    }
    return canvas
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

/// A 3x5 pixel font of the digits 0-9, drawn scaled up.
enum DigitFont {
  static let width = 3
  static let height = 5

  /// Each digit's five rows, three bits each, most significant bit left.
  private static let rows: [[UInt8]] = [
    [0b111, 0b101, 0b101, 0b101, 0b111],  // 0
    [0b010, 0b110, 0b010, 0b010, 0b111],  // 1
    [0b111, 0b001, 0b111, 0b100, 0b111],  // 2
    [0b111, 0b001, 0b111, 0b001, 0b111],  // 3
    [0b101, 0b101, 0b111, 0b001, 0b001],  // 4
    [0b111, 0b100, 0b111, 0b001, 0b111],  // 5
    [0b111, 0b100, 0b111, 0b101, 0b111],  // 6
    [0b111, 0b001, 0b001, 0b001, 0b001],  // 7
    [0b111, 0b101, 0b111, 0b101, 0b111],  // 8
    [0b111, 0b101, 0b111, 0b001, 0b111],  // 9
  ]

  /// Whether the pixel at column `x`, row `y` of `digit` is ink.
  static func isInk(_ digit: Int, x: Int, y: Int) -> Bool {
    rows[digit][y] >> UInt8(width - 1 - x) & 1 == 1
  }

  /// Draws `digit` (a character 0-9) with its top-left at `x`, `y`, each
  /// font pixel a `scale` × `scale` square.
  static func draw(
    _ digit: Character, scale: Int, on image: inout Image, color: RGBA, x: Int, y: Int
  ) {
    guard let value = digit.wholeNumberValue else { return }
    for row in 0..<height {
      for column in 0..<width where isInk(value, x: column, y: row) {
        image.fill(
          Rect(x: x + column * scale, y: y + row * scale, width: scale, height: scale), color: color
        )
      }
    }
  }
}
