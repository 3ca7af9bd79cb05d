import BoardReader
import BoardRendering
import GameHistory
import Letterpress
import Pixels
import Solving
import Testing
import Words
import _TestSupport

/// The "played" bubble's word: a word of the list the coloured tiles spell,
/// treated as played.
@Suite struct LastPlayedTests {
  static let list = WordList(
    words: ["trowsers", "trousers", "towers", "rows", "sedan", "quilt"], name: "fixture")

  /// A Light screenshot whose coloured tiles spell TROWSERS, with a bubble.
  static func screenshot(lines: [String]) throws -> Image {
    let board = try BoardText.parse(
      "Tb Rb Ob Wb Sb\nEb Rb Sb A B\nC D F G H\nI J K L M\nN P Q U V"
    ).board
    let shapes = GlyphTemplates.builtIn.shape(of:)
    return BoardRenderer.withPlayedBubble(
      BoardRenderer.render(board: board, theme: .light, width: 640, shapes: shapes),
      lines: lines, shapes: shapes)
  }

  static let solver = Solver(
    reader: ScreenshotReader(templates: .builtIn), list: list,
    options: SolveOptions(limit: 3, depth: 1))

  @Test func theBubblesWordIsReadAndTreatedAsPlayed() throws {
    let solved = try Self.solver.solve(Self.screenshot(lines: ["Kate played", "TROWSERS"]))
    #expect(solved.read.lastPlayed == LastPlayed(word: "TROWSERS", by: .opponent))
    #expect(
      solved.solution.history?.playedWords.contains(PlayedWord(word: "TROWSERS", origin: .bubble))
        == true)
    #expect(!solved.solution.moves.contains { $0.word.uppercased() == "TROWSERS" })
  }

  @Test func aWordTheTilesCannotSpellIsNotReported() throws {
    // TROUSERS is in the list, but U is not coloured.
    let read = try Self.solver.read(Self.screenshot(lines: ["You played", "TROUSERS"]))
    #expect(read.reading.bubble != nil)
    #expect(read.lastPlayed == nil)
  }

  /// Every corpus screenshot with a bubble, and some without (a "your turn"
  /// bubble, the white Contrast page, a dark page).
  static let shots = CorpusManifest.entries.filter { entry in
    entry.playedBubble != nil
      || [
        "images/colons-iphone6-uekyyg-contrast.png", "images/colons-iphone6-zkgvnq.png",
        "images/artgillespie-iphone5-2.png", "images/colons-android-klxod.png",
      ].contains(entry.file)
  }

  @Test(
    .enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissing)"),
    .enabled(if: GameList.isInstalled, "\(GameList.missing)"), arguments: shots)
  func readsTheCorpusBubbles(_ shot: CorpusEntry) throws {
    let reading = try ScreenshotReader(templates: .builtIn).read(
      Image(contentsOfFile: shot.url.path))
    let expected = shot.playedBubble.map {
      LastPlayed(word: $0.word, by: $0.name == "You" ? .you : .opponent)
    }
    #expect(LastPlayed(reading: reading, list: try GameList.list()) == expected)
  }
}
