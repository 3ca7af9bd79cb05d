import BoardGeometry
import BoardReader
import BoardRendering
import Letterpress
import Pixels

/// A picture lettersolve draws (a game's screen, an annotated answer, a
/// review's plot, the page's icon), ready to be written as a PNG.
///
///     try answer.annotatedPicture(on: shot).writePNG(toFile: "move.png")
public struct Picture: Sendable {
  /// The picture's pixels.
  let image: Image

  /// Its PNG file's bytes.
  ///
  /// - Throws: `ImageError.encodingFailed`.
  public func pngData() throws -> [UInt8] { try image.pngData() }

  /// Writes it as a PNG file at `path`, atomically.
  ///
  /// - Throws: `ImageError.encodingFailed` or `.unwritable`.
  public func writePNG(toFile path: String) throws { try image.writePNG(toFile: path) }
}

/// Where a drawn game screen has its board: the phone or tablet it is
/// drawn as (`render --layout`).
public struct ScreenFormat: Sendable, Hashable {
  let layout: ScreenLayout

  /// An iPhone 5's screen (640x1136 shape), the board flush with the sides
  /// and bottom.
  public static let phone = ScreenFormat(layout: .phone)
  /// Every format, in the order `render --help` lists them.
  public static let allCases = ScreenLayout.allCases.map(ScreenFormat.init(layout:))

  /// The format named `name` (`phone`, `shortPhone`, `tallPhone`,
  /// `tablet`); `nil` for another name.
  public init?(rawValue name: String) {
    guard let layout = ScreenLayout(rawValue: name) else { return nil }
    self.layout = layout
  }

  init(layout: ScreenLayout) { self.layout = layout }

  /// Its name.
  public var rawValue: String { layout.rawValue }
}

extension Picture {
  /// A screenshot of a game's state as the game shows it (what `render`
  /// and `make samples` draw): `board` in `theme` on a `format` screen
  /// `width` pixels wide, the turn marker under `toMove`'s avatar (none
  /// when `nil`), the "played" bubble naming `played` (its word and who
  /// played it) when given, lettered with the reader's built-in glyphs;
  /// shrunk to `downscaledWidth` pixels wide, as a messenger would, when
  /// given.
  public static func gameScreenshot(
    board: Board, theme: Theme, width: Int, format: ScreenFormat, toMove: Owner?,
    played: (word: String, by: Owner)?, downscaledWidth: Int? = nil
  ) -> Picture {
    var rendering = BoardRenderer.gameScreenshot(
      board: board, theme: theme, width: width, layout: format.layout, toMove: toMove,
      played: played, shapes: GlyphTemplates.builtIn.shape(of:))
    if let downscaledWidth {
      rendering = BoardRenderer.downscaled(rendering, toWidth: downscaledWidth)
    }
    return Picture(image: rendering.image)
  }

  /// The page's icon, `size` pixels square: four tiles in the light
  /// theme's colours, lettered with the reader's built-in glyphs; a
  /// maskable icon keeps them inside the middle 56%.
  public static func appIcon(size: Int, maskable: Bool) -> Picture {
    Picture(
      image: AppIcon.image(
        size: size, maskable: maskable, shapes: GlyphTemplates.builtIn.shape(of:)))
  }
}

extension Answer {
  /// The picture `solve --annotate` writes: `screenshot` (the image this
  /// answer was read from) or, for a board given as text, the board drawn
  /// as a Light-theme phone screenshot 640 pixels wide, with the best
  /// move's tiles outlined and numbered in tap order under a banner
  /// (`PLAY WORD`, `YOU 3 → 11, THEM 10 → 6`); no marks when there is no
  /// move.
  public func annotatedPicture(on screenshot: ScreenshotImage?) -> Picture {
    let (image, location) =
      screenshot.flatMap { shot in self.screenshot.map { (shot.image, $0.location) } }
      ?? BoardRenderer.render(
        board: board, theme: .light, width: 640, shapes: GlyphTemplates.builtIn.shape(of:))
    return Picture(
      image: MoveAnnotation.image(
        tapOrder: best?.tapOrder ?? [], caption: best.map(caption), on: image,
        location: location))
  }

  /// The annotated image's banner for `move`.
  private func caption(_ move: Move) -> MoveAnnotation.Caption {
    MoveAnnotation.Caption(
      headline: "PLAY \(move.word)",
      score: "YOU \(score.player) → \(move.score.player), "
        + "THEM \(score.opponent) → \(move.score.opponent)")
  }
}

extension GameReview {
  /// The plot `review --plot` writes: your win chance on each board and
  /// after each of your moves, each move marked where it left your chance,
  /// the turning point larger.
  public var winChancePlot: Picture {
    Picture(
      image: WinChancePlot.image(
        chances: chances,
        moves: moves.map { WinChancePlot.Move(board: $0.step, after: $0.winChanceAfter) },
        turningPoint: turningPoint))
  }
}
