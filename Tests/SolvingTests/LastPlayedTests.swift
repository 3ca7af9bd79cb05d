import BoardGeometry
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

  static let solver = Solver(reader: ScreenshotReader(templates: .builtIn), list: list)

  @Test func theBubblesWordIsReadAndTreatedAsPlayed() throws {
    let image = try Self.screenshot(lines: ["Kate played", "TROWSERS"])
    let answer = try Self.solver.answer(
      SolveRequest(
        .image(image, file: nil, name: nil), options: SolveOptions(limit: 3, depth: 1)))
    #expect(answer.screenshot?.lastPlayed == LastPlayed(word: "TROWSERS", by: .opponent))
    #expect(answer.lastPlayed == LastPlayed(word: "TROWSERS", by: .opponent))
    #expect(
      answer.history?.playedWords.contains(PlayedWord(word: "TROWSERS", origin: .bubble)) == true)
    #expect(!answer.moves.contains { $0.word == "TROWSERS" })
  }

  @Test func onlyAWordTheColouredTilesSpellIsReported() throws {
    let board = try BoardText.parse(
      "Tb Rb Ob Wb Sb\nEb Rb Sb A B\nC D F G H\nI J K L M\nN P Q U V"
    ).board
    let tiles = zip(board.letters, board.tileColors).map { letter, color in
      BoardReading.Tile(
        letter: letter, color: color, isEmptySlot: false, letterConfidence: 1,
        colorConfidence: 1)
    }
    // Glyphs that match TROUSERS perfectly and TROWSERS almost as well:
    // TROUSERS is in the list, but its U is not coloured.
    let glyphs = Array("TROUSERS").map { character -> [Float] in
      var scores = [Float](repeating: 0.5, count: 26)
      scores[Int(Letter(character)?.index ?? 0)] = 1
      if character == "U" { scores[Int(Letter("W")?.index ?? 0)] = 0.9 }
      return scores
    }
    var reading = BoardReading(
      tiles: tiles, theme: .light, location: BoardLocation(x: 0, y: 0, tileSize: 128))
    reading.bubble = PlayedBubble(by: .player, similarities: glyphs)
    #expect(
      LastPlayed(reading: reading, list: Self.list) == LastPlayed(word: "TROWSERS", by: .player))
    reading.tiles[Board.tileCount - 2].color = .player
    #expect(
      LastPlayed(reading: reading, list: Self.list) == LastPlayed(word: "TROUSERS", by: .player))
  }
}
