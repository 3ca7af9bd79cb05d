import Letterpress
import Pixels
import Testing

@testable import BoardReader

@Suite struct TileClassifierTests {
  /// Locates and classifies a drawn screenshot, as the reader does.
  func classify(_ image: Image) throws -> TileClassifier.BoardClassification {
    let location = try GridLocator.locate(in: image)
    let sampler = TileSampler(image: image, location: location)
    return TileClassifier.classify(sampler)
  }

  func colorString(_ result: TileClassifier.BoardClassification) -> String {
    String(result.tiles.map { $0.color?.code ?? "?" })
  }

  func phone(_ theme: Theme, colors: String = SyntheticScreenshot.mixedColors)
    -> SyntheticScreenshot
  {
    SyntheticScreenshot(
      width: 320, height: 568, boardX: 0, boardY: 248, tile: 64, theme: theme, colors: colors)
  }

  @Test func mixedColorsObeyTheDefenceRule() throws {
    let board = try Board(
      letters: String(repeating: "A", count: 25), colors: SyntheticScreenshot.mixedColors)
    #expect(board.colorString == SyntheticScreenshot.mixedColors)
  }

  @Test(arguments: Theme.allCases)
  func readsEveryRoleInEveryTheme(_ theme: Theme) throws {
    let result = try classify(phone(theme).image())
    #expect(result.theme == theme)
    #expect(colorString(result) == SyntheticScreenshot.mixedColors)
    #expect(result.tiles.allSatisfy { $0.confidence >= ScreenshotReader.colorConfidentFrom })
  }

  @Test(arguments: Theme.allCases)
  func readsDarkenedColours(_ theme: Theme) throws {
    let result = try classify(phone(theme).image().shifted(by: -20))
    #expect(colorString(result) == SyntheticScreenshot.mixedColors)
  }

  /// Brightening light themes would clip their page and greys to one white,
  /// which no screen does; the dark-page themes have room.
  @Test(arguments: [Theme.dark, .pop, .glow])
  func readsBrightenedColours(_ theme: Theme) throws {
    let result = try classify(phone(theme).image().shifted(by: 20))
    #expect(colorString(result) == SyntheticScreenshot.mixedColors)
  }

  /// A new game looks the same in Dark, Pop and Glow; the avatar rings in
  /// the players' colours above the board tell which.
  @Test(arguments: [Theme.dark, .pop, .glow])
  func namesThemeOfNewGameFromAccents(_ theme: Theme) throws {
    var shot = phone(theme, colors: String(repeating: "w", count: 25))
    shot.overlays = [
      (Rect(x: 60, y: 60, width: 70, height: 70), RGBA(hex: theme.palette.playerDefended)),
      (Rect(x: 190, y: 60, width: 70, height: 70), RGBA(hex: theme.palette.opponentDefended)),
    ]
    #expect(try classify(shot.image()).theme == theme)
  }

  @Test func reportsEmptySlotsShowingThePage() throws {
    let colors = "BBbrRB??rRbbwrrw?brbrwbrb"
    let result = try classify(phone(.dark, colors: colors).image())
    #expect(colorString(result) == colors)
    #expect(result.tiles[6].confidence == 1)
  }

  @Test func distrustsShadesThatBreakTheDefenceRule() throws {
    // Tile 7 is drawn defended, but its neighbours are not all the player's.
    let colors = "BBbrRBbBrRbbwrrwwbrbrwbrb"
    let result = try classify(phone(.light, colors: colors).image())
    #expect(result.tiles[7].color == .playerDefended)
    #expect(result.tiles[7].confidence < ScreenshotReader.colorConfidentFrom)
    // A tile drawn undefended although surrounded by its owner's tiles.
    let undefended = "bBbrRBbwrRbbwrrwwbrbrwbrb"
    let second = try classify(phone(.light, colors: undefended).image())
    #expect(second.tiles[0].confidence < ScreenshotReader.colorConfidentFrom)
  }

  // MARK: - Combining glyph and colour

  let sureColor = TileClassifier.ClassifiedColor(color: .player, confidence: 1)
  let sureSlot = TileClassifier.ClassifiedColor(color: nil, confidence: 1)
  let reader = ScreenshotReader(templates: GlyphTemplates())

  func glyph(_ letter: Character, confidence: Double) -> GlyphMatch {
    GlyphMatch(
      letter: Letter(letter), runnerUp: nil, confidence: confidence, similarity: 0.9, rotation: 0)
  }

  @Test func sureGlyphAndColourMakeAReadTile() {
    let tile = reader.tile(match: glyph("Q", confidence: 0.9), color: sureColor)
    #expect(tile.letter == Letter("Q") && tile.color == .player && tile.isRead)
  }

  @Test func unsureGlyphLeavesTheLetterOut() {
    let tile = reader.tile(match: glyph("Q", confidence: 0.2), color: sureColor)
    #expect(tile.letter == nil && tile.color == .player && !tile.isRead)
  }

  @Test func pageWithoutGlyphIsAnEmptySlot() {
    let tile = reader.tile(match: .noGlyph, color: sureSlot)
    #expect(tile.isEmptySlot && tile.letter == nil && tile.color == nil)
  }

  @Test func glyphOnThePageOrColourWithoutGlyphIsUnsure() {
    let onPage = reader.tile(match: glyph("Q", confidence: 0.9), color: sureSlot)
    #expect(!onPage.isEmptySlot && onPage.letter == nil && onPage.confidence == 0)
    let blank = reader.tile(match: .noGlyph, color: sureColor)
    #expect(!blank.isEmptySlot && blank.color == nil && blank.confidence == 0)
  }
}
