import BoardGeometry
import BoardReader
import BoardRendering
import Letterpress
import Pixels
import Testing

/// The renderer's geometry and colours (that its glyphs read back is
/// `GlyphTemplatesTests`' and `SampleReadingTests`' business).
@Suite struct BoardRendererTests {
  static let board = Board(
    letters: "QUGBEGWIUCGRUZYUXHVLUHBDN".compactMap(Letter.init),
    owners: ("brwww" + "wwwww" + "wwwww" + "wwwww" + "wwwwr").map { TileColor(rawValue: $0)?.owner }
  )

  /// The letters' shapes, from the built-in templates.
  static func shapes(_ letter: Letter) -> GlyphShape? { GlyphTemplates.builtIn.shape(of: letter) }

  @Test(arguments: [
    (ScreenLayout.phone, 640, 1136, Rect(x: 0, y: 496, width: 640, height: 640)),
    (.shortPhone, 640, 960, Rect(x: 0, y: 320, width: 640, height: 640)),
    (.tallPhone, 1125, 2436, Rect(x: 0, y: 1179, width: 1125, height: 1125)),
    (.tablet, 1536, 2048, Rect(x: 198, y: 708, width: 1140, height: 1140)),
  ])
  func layoutsMatchTheDevicesTheyImitate(layout: ScreenLayout, width: Int, height: Int, board: Rect)
  {
    let (image, location) = BoardRenderer.render(
      board: Self.board, theme: .light, width: width, layout: layout, shapes: Self.shapes)
    #expect(image.width == width && image.height == height)
    #expect(location.rect == board)
  }

  @Test(arguments: Theme.allCases)
  func tilesTakeThePalettesColours(theme: Theme) {
    let (image, location) = BoardRenderer.render(
      board: Self.board, theme: theme, width: 320, shapes: Self.shapes)
    let palette = theme.palette
    func corner(_ index: Int) -> RGBA {
      let rect = location.tileRect(index)
      return image[rect.x + 2, rect.y + 2]
    }
    #expect(corner(0) == RGBA(hex: palette.player))
    #expect(corner(1) == RGBA(hex: palette.opponent))
    #expect(corner(4) == RGBA(hex: palette.unclaimedEven))  // row 0, column 4: even
    #expect(corner(9) == RGBA(hex: palette.unclaimedOdd))  // row 1, column 4: odd
    #expect(corner(24) == RGBA(hex: palette.opponent))
    #expect(image[2, 2] == RGBA(hex: palette.page))
  }

  @Test func defendedTilesAreDrawnDark() {
    let owners: [Owner?] = Array(repeating: .player, count: 25)
    let board = Board(letters: Self.board.letters, owners: owners)
    let (image, location) = BoardRenderer.render(
      board: board, theme: .dark, width: 320, shapes: Self.shapes)
    let rect = location.tileRect(12)
    #expect(image[rect.x + 2, rect.y + 2] == RGBA(hex: Theme.dark.palette.playerDefended))
  }

  @Test func downscalingScalesTheBoardAlike() {
    let rendering = BoardRenderer.render(
      board: Self.board, theme: .pink, width: 1000, layout: .tablet, shapes: Self.shapes)
    let (image, location) = BoardRenderer.downscaled(rendering, toWidth: 400)
    #expect(image.width == 400)
    #expect(abs(location.tileSize - rendering.location.tileSize * 0.4) < 1e-9)
    #expect(abs(location.x - rendering.location.x * 0.4) < 1e-9)
    let rect = location.tileRect(0)
    #expect(image[rect.x + 3, rect.y + 3] == RGBA(hex: Theme.pink.palette.player))
  }
}
