import BoardReader
import BoardRendering
import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

/// The glyph matcher on tiles drawn by the renderer: every letter, every
/// theme, turned, shifted, shrunk and noisy tiles, empty slots; and the
/// templates file.
@Suite struct GlyphTemplatesTests {
  /// Two boards that hold all 26 letters.
  static let alphabetBoards: [Board] = [
    board("ABCDEFGHIJKLMNOPQRSTUVWXY", colors: "bbrrw" + "BbrRw" + "wwwww" + "rrbbw" + "wRwBw"),
    board("ZQOGCSJIWMVYKXNHLTDEBURPA", colors: "rbwwb" + "wwrrb" + "bwrwr" + "wbbwr" + "rrbwb"),
  ]

  static func board(_ letters: String, colors: String) -> Board {
    Board(
      letters: letters.compactMap(Letter.init),
      owners: colors.map { TileColor(rawValue: $0)?.owner })
  }

  /// The 25 tiles of a rendered board with their letters.
  static func tiles(_ board: Board, theme: Theme, width: Int) -> [(tile: Image, letter: Letter)] {
    let (image, location) = BoardRenderer.render(
      board: board, theme: theme, width: width, shapes: GlyphTemplates.builtIn.shape(of:))
    return (0..<Board.tileCount).map {
      (image.cropped(to: location.tileRect($0)), board.letters[$0])
    }
  }

  @Test(arguments: Theme.allCases)
  func readsEveryLetterInEveryTheme(theme: Theme) {
    for board in Self.alphabetBoards {
      for (tile, letter) in Self.tiles(board, theme: theme, width: 560) {
        let match = GlyphTemplates.builtIn.match(tile)
        #expect(match.letter == letter && match.isConfident, "\(theme) \(letter): \(match)")
      }
    }
  }

  @Test(arguments: [300, 1242])
  func readsLettersAtOtherSizes(width: Int) {
    for (tile, letter) in Self.tiles(Self.alphabetBoards[0], theme: .light, width: width) {
      let match = GlyphTemplates.builtIn.match(tile)
      #expect(match.letter == letter && match.isConfident, "\(width) px \(letter): \(match)")
    }
  }

  /// Tiles of the last move are drawn turned a few degrees and shifted.
  @Test(arguments: [(-8.0, 6.0, -4.0), (5.0, -7.0, 5.0), (10.0, 3.0, 8.0)])
  func readsTurnedAndShiftedTiles(degrees: Double, dx: Double, dy: Double) {
    let page = RGBA(hex: Theme.contrast.palette.page)
    for (tile, letter) in Self.tiles(Self.alphabetBoards[1], theme: .contrast, width: 640) {
      let turned = TestImages.turned(tile, degrees: degrees, dx: dx, dy: dy, background: page)
      let match = GlyphTemplates.builtIn.match(turned)
      #expect(match.letter == letter && match.isConfident, "\(letter) turned \(degrees)°: \(match)")
    }
  }

  @Test func readsNoisyTiles() {
    for (tile, letter) in Self.tiles(Self.alphabetBoards[0], theme: .dark, width: 400) {
      let match = GlyphTemplates.builtIn.match(TestImages.noisy(tile, amplitude: 20))
      #expect(match.letter == letter && match.isConfident, "noisy \(letter): \(match)")
    }
  }

  @Test(arguments: Theme.allCases)
  func emptySlotHasNoGlyph(theme: Theme) {
    let slot = Image(width: 128, height: 128, filledWith: RGBA(hex: theme.palette.page))
    #expect(GlyphTemplates.builtIn.match(slot) == .noGlyph)
    var templates = GlyphTemplates()
    let added = templates.add(slot, as: Letter("A")!)
    #expect(added == false)
    #expect(templates.trainedTileCount == 0)
  }

  /// A tile whose glyph is two letters laid over each other (each pixel the
  /// mean of both tiles) is not reported as any letter with confidence.
  /// (Not every pair: E over W still reads as E, confidence 0.59.)
  @Test(arguments: [("O", "X"), ("H", "S"), ("M", "T"), ("B", "V")])
  func ambiguousGlyphIsUnsure(first: Character, second: Character) throws {
    let tiles =
      Self.tiles(Self.alphabetBoards[0], theme: .light, width: 640)
      + Self.tiles(Self.alphabetBoards[1], theme: .light, width: 640)
    let one = try #require(tiles.first { $0.letter == Letter(first) }).tile
    let other = try #require(tiles.first { $0.letter == Letter(second) }).tile
    let width = min(one.width, other.width)
    let height = min(one.height, other.height)
    var pixels: [RGBA] = []
    for y in 0..<height {
      for x in 0..<width {
        let (a, b) = (one[x, y], other[x, y])
        pixels.append(
          RGBA(
            red: UInt8((Int(a.red) + Int(b.red)) / 2),
            green: UInt8((Int(a.green) + Int(b.green)) / 2),
            blue: UInt8((Int(a.blue) + Int(b.blue)) / 2)))
      }
    }
    let match = GlyphTemplates.builtIn.match(Image(width: width, height: height, pixels: pixels))
    #expect(!match.isConfident, "\(first) over \(second): \(match)")
  }

  @Test func withoutTemplatesEveryGlyphIsUnsure() {
    let (tile, _) = Self.tiles(Self.alphabetBoards[0], theme: .light, width: 640)[0]
    let match = GlyphTemplates().match(tile)
    #expect(match.isConfident == false)
  }

  @Test func trainingOnTilesTeachesTheirLetters() {
    var templates = GlyphTemplates()
    for board in Self.alphabetBoards {
      for (tile, letter) in Self.tiles(board, theme: .pink, width: 640) {
        let added = templates.add(tile, as: letter)
        #expect(added)
      }
    }
    #expect(templates.letters.count == 26)
    #expect(templates.trainedTileCount == 50)
    for (tile, letter) in Self.tiles(Self.alphabetBoards[0], theme: .retro, width: 480) {
      let match = templates.match(tile)
      #expect(match.letter == letter && match.isConfident, "\(letter): \(match)")
    }
  }

  // MARK: The templates file

  @Test func builtInTemplatesCoverTheAlphabetAndSurviveTheirText() throws {
    let builtIn = GlyphTemplates.builtIn
    #expect(builtIn.letters.count == 26)
    let copy = try GlyphTemplates(text: builtIn.text)
    #expect(copy.text == builtIn.text)
    #expect(copy.trainedTileCount == builtIn.trainedTileCount)
  }

  @Test(arguments: [
    ("not templates\n", 1),
    (GlyphTemplatesTests.header + "A dark 3 0.45\n", 2),
    (GlyphTemplatesTests.header + "\nAB dark 3 0.45 AAAA\n", 3),
    (GlyphTemplatesTests.header + "A grey 3 0.45 AAAA\n", 2),
    (GlyphTemplatesTests.header + "A dark 0 0.45 AAAA\n", 2),
    (GlyphTemplatesTests.header + "A dark 3 1.5 AAAA\n", 2),
    (GlyphTemplatesTests.header + "A dark 3 0.45 AAAA\n", 2),
  ])
  func rejectsDamagedText(text: String, line: Int) {
    #expect {
      try GlyphTemplates(text: text)
    } throws: { error in
      guard case .invalidTemplates(_, let errorLine, _) = error as? ReadingError else {
        return false
      }
      return errorLine == line
    }
  }

  static let header = "lettersolve glyph templates 1 grid 32\n"

  /// A template line whose glyph is `bytes` (1,024 of them), encoded by Foundation.
  static func line(_ letter: String, _ bytes: [UInt8]) -> String {
    "\(letter) dark 2 0.5000 \(Data(bytes).base64EncodedString())\n"
  }

  @Test func glyphBytesDecodeExactly() throws {
    // Every byte value, in every position of a base64 group, and each padding length's tail.
    let ramp = (0..<1024).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 256) }
    let scrambled = (0..<1024).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
    let text = Self.header + Self.line("B", ramp) + Self.line("Q", scrambled)
    #expect(try GlyphTemplates(text: text).text == text)
  }

  @Test(arguments: [
    String(repeating: "A", count: 1365) + "*==",  // a byte outside the alphabet
    String(repeating: "A", count: 1000) + "=" + String(repeating: "A", count: 365) + "==",
    String(repeating: "A", count: 1367),  // not a whole number of groups
    String(repeating: "A", count: 1368),  // 1,026 bytes
  ])
  func rejectsDamagedGlyphs(glyph: String) {
    #expect(throws: ReadingError.self) {
      try GlyphTemplates(text: Self.header + "A dark 3 0.45 \(glyph)\n")
    }
  }

  @Test func savesAtomicallyAndLoadsBack() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("lettersolve-templates-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect(try GlyphTemplates(directory: directory).trainedTileCount == 0)

    var templates = GlyphTemplates()
    for (tile, letter) in Self.tiles(Self.alphabetBoards[0], theme: .light, width: 320) {
      templates.add(tile, as: letter)
    }
    try templates.write(toDirectory: directory + "/nested")
    try templates.write(toDirectory: directory + "/nested")
    let loaded = try GlyphTemplates(directory: directory + "/nested")
    #expect(loaded.text == templates.text)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory + "/nested") == [
        GlyphTemplates.fileName
      ])

    // A directory that cannot be created leaves the error, and no file.
    _ = FileManager.default.createFile(atPath: directory + "/plain-file", contents: Data())
    #expect(throws: ReadingError.self) {
      try templates.write(toDirectory: directory + "/plain-file/sub")
    }

    let damaged = directory + "/damaged"
    try FileManager.default.createDirectory(atPath: damaged, withIntermediateDirectories: true)
    try "garbage".write(
      toFile: damaged + "/" + GlyphTemplates.fileName, atomically: true, encoding: .utf8)
    #expect(throws: ReadingError.self) { try GlyphTemplates(directory: damaged) }
    #expect(throws: ReadingError.self) { try GlyphTemplates.standard(userDirectory: damaged) }
  }

  @Test func mergedTemplatesKeepBoth() {
    var user = GlyphTemplates()
    let (tile, letter) = Self.tiles(Self.alphabetBoards[0], theme: .light, width: 320)[0]
    user.add(tile, as: letter)
    let merged = GlyphTemplates.builtIn.merged(with: user)
    #expect(merged.trainedTileCount == GlyphTemplates.builtIn.trainedTileCount + 1)
  }
}
