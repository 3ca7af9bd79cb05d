import BoardGeometry
import BoardRendering
import Letterpress
import Pixels
import Testing
import _TestSupport

@testable import BoardReader

/// Boards the locator once missed or could have misplaced.
@Suite struct SturdyGridTests {
  /// A new game: every tile unclaimed, so the only lines are the greys'
  /// checkerboard (2 levels apart) and the board's outline.
  static let newGame = "J P J T Z\nB F S I I\nF D U N T\nH U G G V\nM Z Z A O\n"

  /// An iPad screenshot of a new game in a dark theme (page and tiles 6
  /// levels apart), downscaled to 480 px wide and saved as JPEG quality 60,
  /// as a messenger sends it: edges blur over four pixels and more.
  @Test(arguments: [Theme.glow, .dark, .light])
  func findsANewGameDownscaledAndRecompressed(theme: Theme) throws {
    let board = try BoardText.parse(Self.newGame).board
    let (image, _) = BoardRenderer.downscaled(
      BoardRenderer.render(
        board: board, theme: theme, width: 1536, layout: .tablet,
        shapes: GlyphTemplates.builtIn.shape(of:)),
      toWidth: 480)
    let jpeg = try Image(jpegData: try TestJPEG.encode(image, quality: 60, subsampled: true))
    let reading = try ScreenshotReader(templates: .builtIn).read(jpeg)
    #expect(reading.letterString == board.letterString)
    #expect(reading.colorString == board.colorString)
  }

  /// A 1080x2400 Android canvas reads with the right lattice.
  ///
  /// The phone's board flush with the sides, a tall page below it with the gesture bar near the bottom. The lattice
  /// must match the board's edges on all four sides, not lock onto a
  /// smaller tile between the board and the bar.
  @Test(arguments: [Theme.light, .dark])
  func placesTheBoardOnAnAndroidCanvasWithAGestureBar(theme: Theme) throws {
    let board = try BoardText.parse(
      "SB Ab Tb Or NR\nEb L I R Ar\nP U C D E\nO M G H T\nW Y N S K\n"
    ).board
    let (phone, location) = BoardRenderer.render(
      board: board, theme: theme, width: 1080, shapes: GlyphTemplates.builtIn.shape(of:))
    let (width, height) = (1080, 2400)
    var canvas = Image(width: width, height: height, filledWith: RGBA(hex: theme.palette.page))
    let top = 150
    for y in 0..<phone.height {
      for x in 0..<width { canvas[x, top + y] = phone[x, y] }
    }
    // The gesture bar: a thin dark pill a third of the width, 40 px up.
    for y in (height - 40)..<(height - 28) {
      for x in 360..<720 { canvas[x, y] = RGBA(hex: theme.palette.glyph) }
    }
    let reading = try ScreenshotReader(templates: .builtIn).read(canvas)
    #expect(abs(reading.location.tileSize - location.tileSize) <= 0.5, "\(reading.location)")
    #expect(abs(reading.location.y - (location.y + Double(top))) <= 1, "\(reading.location)")
    #expect(reading.letterString == board.letterString)
    #expect(reading.colorString == board.colorString)
  }

  /// The proof on its own: on a new game in a noisy 1080x2400 Android
  /// screenshot, the board's own lattice shows its four sides, one of 4/5
  /// the tile size from the same corner does not (its right and bottom
  /// sides fall inside the board, where the greys show no edge).
  @Test func onlyTheBoardsOwnLatticeProvesItsOutline() throws {
    let board = try BoardText.parse(Self.newGame).board
    let (phone, location) = BoardRenderer.render(
      board: board, theme: .light, width: 1080, shapes: GlyphTemplates.builtIn.shape(of:))
    var canvas = Image(width: 1080, height: 2400, filledWith: RGBA(hex: Theme.light.palette.page))
    for y in 0..<phone.height {
      for x in 0..<phone.width { canvas[x, y] = phone[x, y] }
    }
    for y in 2360..<2372 {
      for x in 360..<720 { canvas[x, y] = RGBA(hex: Theme.light.palette.glyph) }
    }
    let noisy = try Image(jpegData: try TestJPEG.encode(canvas, quality: 60, subsampled: true))
    let edges = EdgeMap(noisy)
    #expect(GridLocator.provesOutline(edges, location))
    let smaller = BoardLocation(x: location.x, y: location.y, tileSize: location.tileSize * 0.8)
    #expect(!GridLocator.provesOutline(edges, smaller))
  }
}
