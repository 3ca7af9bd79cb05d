import BoardGeometry
import BoardReader
import Letterpress
import Pixels
import Testing

@Suite struct GridLocatorTests {
  /// The layouts of real devices and of edited screenshots, drawn small.
  static let layouts: [(name: String, shot: SyntheticScreenshot)] = [
    (
      "phone, board flush at the bottom",
      .init(width: 320, height: 568, boardX: 0, boardY: 248, tile: 64)
    ),
    (
      "phone with a strip below the board",
      .init(
        width: 375, height: 812, boardX: 0, boardY: 393, tile: 75, theme: .dark,
        overlays: [(Rect(x: 120, y: 790, width: 135, height: 5), RGBA(hex: 0xFFFFFF))])
    ),
    (
      "Android, navigation bar below",
      .init(
        width: 360, height: 640, boardX: 0, boardY: 232, tile: 72, theme: .contrast,
        overlays: [(Rect(x: 0, y: 592, width: 360, height: 48), RGBA(hex: 0x000000))])
    ),
    (
      "iPad portrait, inset and centred",
      .init(width: 768, height: 1024, boardX: 99, boardY: 354, tile: 114, theme: .glow)
    ),
    (
      "iPad landscape",
      .init(width: 1024, height: 768, boardX: 227, boardY: 184, tile: 114, theme: .forest)
    ),
    (
      "board-only crop",
      .init(width: 500, height: 508, boardX: 0, boardY: 5, tile: 100, theme: .pop)
    ),
    (
      "bottom cropped by 17 px",
      .init(width: 640, height: 1119, boardX: 0, boardY: 496, tile: 128, theme: .retro)
    ),
    (
      "sides cropped into the board by 6 px",
      .init(width: 308, height: 568, boardX: -6, boardY: 248, tile: 64, theme: .dark)
    ),
    (
      "left side cropped by a seventh of a tile",
      .init(width: 330, height: 600, boardX: -10, boardY: 250, tile: 68, theme: .forest)
    ),
    (
      "board-only crop cut into every side",
      .init(width: 484, height: 484, boardX: -8, boardY: -8, tile: 100, theme: .light)
    ),
    (
      "iPad portrait, a bar added below: the image ends a tile below the board",
      .init(
        width: 768, height: 1036, boardX: 99, boardY: 354, tile: 114, theme: .light,
        overlays: [(Rect(x: 0, y: 1024, width: 768, height: 12), RGBA(hex: 0x1E1E1E))])
    ),
    (
      "downscaled to non-integer tiles",
      .init(width: 577, height: 1024, boardX: 0, boardY: 447, tile: 115.4, theme: .pink)
    ),
    (
      "status bar, bubbles and avatars above",
      .init(
        width: 320, height: 568, boardX: 0, boardY: 248, tile: 64,
        overlays: [
          (Rect(x: 0, y: 0, width: 320, height: 20), RGBA(hex: 0x000000)),
          (Rect(x: 12, y: 60, width: 220, height: 90), RGBA(hex: 0xFFFFFF)),
          (Rect(x: 180, y: 170, width: 110, height: 40), RGBA(hex: 0xFFFFFF)),
          (Rect(x: 90, y: 100, width: 60, height: 60), RGBA(hex: 0x00A2FF)),
        ])
    ),
  ]

  @Test(arguments: layouts.indices)
  func locatesBoard(_ layout: Int) throws {
    let (name, shot) = Self.layouts[layout]
    let location = try GridLocator.locate(in: shot.image())
    #expect(abs(location.x - shot.boardX) <= 1, "\(name): \(location)")
    #expect(abs(location.y - shot.boardY) <= 1, "\(name): \(location)")
    #expect(abs(location.tileSize - shot.tile) <= 0.3, "\(name): \(location)")
  }

  @Test func locatesBoardOfOneColour() throws {
    let shot = SyntheticScreenshot(
      width: 320, height: 480, boardX: 0, boardY: 160, tile: 64,
      colors: String(repeating: "B", count: 25))
    let location = try GridLocator.locate(in: shot.image())
    #expect(location.rect == Rect(x: 0, y: 160, width: 320, height: 320))
  }

  @Test func locatesNewGameOfUnclaimedTiles() throws {
    let shot = SyntheticScreenshot(
      width: 320, height: 568, boardX: 0, boardY: 248, tile: 64, theme: .dark,
      colors: String(repeating: "w", count: 25))
    let location = try GridLocator.locate(in: shot.image())
    #expect(location.rect == Rect(x: 0, y: 248, width: 320, height: 320))
  }

  /// Recompressed screenshots (JPEG) add noise: equal colours differ by a
  /// few levels from pixel to pixel.
  @Test func locatesBoardInNoisyImage() throws {
    let shot = SyntheticScreenshot(
      width: 384, height: 682, boardX: 0, boardY: 298, tile: 76.8, theme: .light)
    var state: UInt32 = 12345
    let noisy = shot.image().pixels.map { pixel in
      let move = { (value: UInt8) -> UInt8 in
        state = state &* 1_664_525 &+ 1_013_904_223
        return UInt8(clamping: Int(value) + Int(state >> 29) - 3)
      }
      return RGBA(red: move(pixel.red), green: move(pixel.green), blue: move(pixel.blue))
    }
    let location = try GridLocator.locate(in: Image(width: 384, height: 682, pixels: noisy))
    #expect(abs(location.x - shot.boardX) <= 1.5, "\(location)")
    #expect(abs(location.y - shot.boardY) <= 1.5, "\(location)")
    #expect(abs(location.tileSize - shot.tile) <= 0.5, "\(location)")
  }

  @Test func refusesImageWithoutBoard() {
    // A menu: page with rows of text-like blocks and separators.
    var overlays: [(Rect, RGBA)] = []
    for row in 0..<10 {
      overlays.append(
        (Rect(x: 15, y: 40 + row * 50, width: 150 + row * 7, height: 14), RGBA(hex: 0xEEEEEE)))
      overlays.append((Rect(x: 290, y: 42 + row * 50, width: 10, height: 10), RGBA(hex: 0xEEEEEE)))
    }
    let menu = SyntheticScreenshot(
      width: 320, height: 568, boardX: 0, boardY: 10_000, tile: 64, theme: .dark,
      overlays: overlays)
    #expect(throws: ReadingError.gridNotFound(width: 320, height: 568)) {
      try GridLocator.locate(in: menu.image())
    }
  }

  @Test func refusesOneColourImage() {
    let blank = Image(width: 200, height: 300, filledWith: RGBA(hex: 0xF0EFEC))
    #expect(throws: ReadingError.gridNotFound(width: 200, height: 300)) {
      try GridLocator.locate(in: blank)
    }
  }

  @Test func refusesTinyImage() {
    let tiny = Image(width: 10, height: 10, filledWith: RGBA(hex: 0xF0EFEC))
    #expect(throws: ReadingError.gridNotFound(width: 10, height: 10)) {
      try GridLocator.locate(in: tiny)
    }
  }

  @Test func tileRectsTileTheBoardWithoutGaps() {
    let location = BoardLocation(x: 0, y: 447, tileSize: 115.4)
    for row in 0..<5 {
      for column in 0..<4 {
        let left = location.tileRect(row * 5 + column)
        let right = location.tileRect(row * 5 + column + 1)
        #expect(left.x + left.width == right.x)
        #expect(left.y == right.y && left.height == right.height)
      }
    }
    #expect(location.tileRect(24).x + location.tileRect(24).width == 577)
    #expect(location.rect == Rect(x: 0, y: 447, width: 577, height: 577))
  }
}
