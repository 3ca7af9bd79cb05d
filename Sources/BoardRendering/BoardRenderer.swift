import BoardGeometry
import Letterpress
import Pixels

/// Draws a Letterpress screenshot of a board: the page, a header with simple
/// shapes (the two players' avatars), and the 5x5 board with its tile
/// colours (unclaimed tiles in a checkerboard of two greys) and its letters,
/// drawn with the shapes its caller gives (the reader's glyph templates).
///
///     let (image, location) = BoardRenderer.render(
///       board: board, theme: .dark, width: 750, shapes: GlyphTemplates.builtIn.shape(of:))
///     try image.writePNG(toFile: "board.png")
public enum BoardRenderer {
  /// Renders `board` in `theme` as a screenshot `width` pixels wide.
  ///
  /// - Parameters:
  ///   - board: the letters and owners to draw.
  ///   - theme: the colour theme.
  ///   - width: the image's width in pixels (its height follows the layout).
  ///   - layout: where the board sits on the screen; a phone by default.
  ///   - shapes: each letter's shape; a letter without one is not drawn.
  ///   - toMove: whose turn the screenshot shows: the game's marker, a
  ///     small triangle pointing down in the mover's defended colour, under
  ///     the mover's avatar; `nil` for none (a finished game).
  /// - Returns: the image and where its board is.
  public static func render(
    board: Board, theme: Theme, width: Int, layout: ScreenLayout = .phone,
    shapes: (Letter) -> GlyphShape?, toMove: Owner? = nil
  ) -> (image: Image, location: BoardLocation) {
    precondition(width >= 20, "a screenshot needs a width of at least 20 px, got \(width)")
    let frame = layout.frame(width: width)
    let palette = theme.palette
    let drawing = Drawing(width: width, height: frame.height, color: RGBA(hex: palette.page))
    drawHeader(
      on: drawing, palette: palette, boardTop: frame.boardY, tileSide: frame.boardSide / 5,
      toMove: toMove)
    if layout == .tallPhone {
      // The home indicator, centred in the strip below the board.
      let stripTop = frame.boardY + frame.boardSide
      let centreY = stripTop + (Double(frame.height) - stripTop) * 0.6
      drawing.fillRoundedRect(
        x: Double(width) * 0.33, y: centreY - Double(width) * 0.006, width: Double(width) * 0.34,
        height: Double(width) * 0.012, radius: Double(width) * 0.006,
        color: RGBA(hex: palette.glyph))
    }
    let location = BoardLocation(x: frame.boardX, y: frame.boardY, tileSize: frame.boardSide / 5)
    let colors = board.tileColors
    for index in 0..<Board.tileCount {
      let rect = location.tileRect(index)
      let background = tileColor(colors[index], index: index, palette: palette)
      drawing.fill(rect, color: background)
      if let shape = shapes(board.letters[index]) {
        drawGlyph(
          shape, on: drawing, centreX: Double(rect.x) + Double(rect.width) / 2,
          centreY: Double(rect.y) + Double(rect.height) / 2,
          glyphHeight: shape.heightRatio * location.tileSize, clip: rect,
          color: glyphColor(on: background))
      }
    }
    return (drawing.image, location)
  }

  /// The colour of a tile: its owner's (defended or not), or one of the two
  /// unclaimed greys in a checkerboard starting at the top-left.
  package static func tileColor(_ color: TileColor, index: Int, palette: Theme.Palette) -> RGBA {
    let hex =
      switch color {
      case .unclaimed: palette.unclaimed(atTile: index)
      case .player: palette.player
      case .playerDefended: palette.playerDefended
      case .opponent: palette.opponent
      case .opponentDefended: palette.opponentDefended
      }
    return RGBA(hex: hex)
  }

  /// The game draws letters in black or white at 80 % opacity: black on
  /// light or vivid tiles, white on dark ones.
  static func glyphColor(on tile: RGBA) -> RGBA {
    let vivid = max(tile.red, tile.green, tile.blue) >= 200
    let ink: Double = tile.luma >= 110 || vivid ? 0 : 255
    func mix(_ channel: UInt8) -> UInt8 { UInt8((Double(channel) * 0.2 + ink * 0.8).rounded()) }
    return RGBA(red: mix(tile.red), green: mix(tile.green), blue: mix(tile.blue))
  }

  private static func drawHeader(
    on drawing: Drawing, palette: Theme.Palette, boardTop: Double, tileSide: Double,
    toMove: Owner?
  ) {
    let width = Double(drawing.width)
    let radius = width * 0.11
    let centreY = min(boardTop * 0.45, width * 0.45)
    guard centreY > radius else { return }
    // The player's avatar: a ring in the player's colour around a photo-like
    // grey disc; the opponent's: a filled circle.
    drawing.fillCircle(
      x: width * 0.39, y: centreY, radius: radius, color: RGBA(hex: palette.player))
    drawing.fillCircle(
      x: width * 0.39, y: centreY, radius: radius * 0.8, color: RGBA(hex: palette.unclaimedOdd))
    drawing.fillCircle(
      x: width * 0.61, y: centreY, radius: radius, color: RGBA(hex: palette.opponent))
    // Score marks below the avatars.
    for x in [width * 0.39, width * 0.61] {
      drawing.fillRoundedRect(
        x: x - radius * 0.35, y: centreY + radius * 1.3, width: radius * 0.7, height: radius * 0.5,
        radius: radius * 0.25, color: RGBA(hex: palette.glyph))
    }
    // The turn marker, below the mover's score.
    if let toMove {
      let side = tileSide * markerWidth
      let (x, top) = (width * (toMove == .player ? 0.39 : 0.61), centreY + radius * 1.9)
      drawing.fillPolygon(
        [(x - side / 2, top), (x + side / 2, top), (x, top + side * 0.8)],
        color: RGBA(hex: toMove == .player ? palette.playerDefended : palette.opponentDefended))
    }
  }

  /// The turn marker's width, in tile sides.
  static let markerWidth = 0.26

  /// Draws `shape` `glyphHeight` pixels high centred on a point, inside `clip`.
  ///
  /// The reader's templates, not a font: their coverage, sharpened, is the
  /// mask Cairo paints `color` through, so a rendered letter is the shape
  /// the reader was trained on.
  static func drawGlyph(
    _ shape: GlyphShape, on drawing: Drawing, centreX: Double, centreY: Double,
    glyphHeight: Double, clip: Rect, color: RGBA
  ) {
    let half = shape.span * glyphHeight / 2
    let left = max(clip.x, Int((centreX - half).rounded(.down)))
    let right = min(clip.x + clip.width, Int((centreX + half).rounded(.up)))
    let top = max(clip.y, Int((centreY - half).rounded(.down)))
    let bottom = min(clip.y + clip.height, Int((centreY + half).rounded(.up)))
    guard left < right, top < bottom else { return }
    // The templates are averaged, so their edges are soft; a steep ramp
    // around half coverage gives the crisp, anti-aliased edge of a font.
    let ramp = max(0.08, min(0.3, 12 / glyphHeight))
    var mask: [UInt8] = []
    mask.reserveCapacity((right - left) * (bottom - top))
    for y in top..<bottom {
      for x in left..<right {
        let coverage = shape.coverage(
          x: (Double(x) + 0.5 - centreX) / glyphHeight, y: (Double(y) + 0.5 - centreY) / glyphHeight
        )
        mask.append(UInt8((min(1, max(0, (coverage - 0.5) / ramp + 0.5)) * 255).rounded()))
      }
    }
    drawing.paint(
      color, coverage: mask, over: Rect(x: left, y: top, width: right - left, height: bottom - top))
  }
}

extension BoardRenderer {
  /// A rendering shrunk to `width` pixels wide, as a messenger resizes a
  /// screenshot, with its board location scaled alike.
  package static func downscaled(
    _ rendering: (image: Image, location: BoardLocation), toWidth width: Int
  ) -> (image: Image, location: BoardLocation) {
    let image = rendering.image.downscaled(toWidth: width)
    let scale = Double(width) / Double(rendering.image.width)
    let location = rendering.location
    return (
      image,
      BoardLocation(
        x: location.x * scale, y: location.y * scale, tileSize: location.tileSize * scale)
    )
  }
}
