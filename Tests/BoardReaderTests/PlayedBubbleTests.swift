import BoardGeometry
import BoardRendering
import Letterpress
import Pixels
import Testing
import _TestSupport

@testable import BoardReader

/// The "played" bubble: found above the board, its word's glyphs matched,
/// who played it read from its first line.
@Suite struct PlayedBubbleTests {
  /// A rendered screenshot whose coloured tiles spell TROWSERS, with a
  /// bubble of `lines` above the board (none when `nil`), and where its
  /// board is.
  static func screenshot(lines: [String]?, theme: Theme = .light, width: Int = 640) throws -> (
    image: Image, location: BoardLocation
  ) {
    let board = try Self.board()
    let shapes = GlyphTemplates.builtIn.shape(of:)
    let rendering = BoardRenderer.render(
      board: board, theme: theme, width: width, shapes: shapes)
    guard let lines else { return rendering }
    return (
      BoardRenderer.withPlayedBubble(rendering, lines: lines, shapes: shapes), rendering.location
    )
  }

  /// The bubble found in a rendered screenshot (its board's place known).
  static func bubble(
    lines: [String]?, theme: Theme = .light, width: Int = 640,
    templates: GlyphTemplates = .builtIn
  ) throws -> PlayedBubble? {
    let (image, location) = try screenshot(lines: lines, theme: theme, width: width)
    return PlayedBubble.find(in: image, location: location, templates: templates)
  }

  static func board() throws -> Board {
    try BoardText.parse("Tb Rb Ob Wb Sb\nEb Rb Sb A B\nC D F G H\nI J K L M\nN P Q U V").board
  }

  static let words = ["trowsers", "trousers", "browsers", "towers"]

  /// At 640 pixels wide the bubble is read as it is, at 1170 (an iPhone's
  /// width) and 2048 (an iPad's) shrunk.
  @Test(arguments: [Theme.light, .dark, .contrast], [640, 1170, 2048])
  func readsTheWordAndThatYouPlayedIt(_ theme: Theme, width: Int) throws {
    let bubble = try #require(
      try Self.bubble(lines: ["You played", "TROWSERS"], theme: theme, width: width))
    #expect(bubble.by == .player)
    #expect(bubble.length == 8)
    #expect(bubble.word(among: Self.words) == "TROWSERS")
  }

  @Test(arguments: ["Yousef played", "YOU played", "Kate played"])
  func anyOtherNameIsTheOpponent(_ firstLine: String) throws {
    let bubble = try #require(try Self.bubble(lines: [firstLine, "TROWSERS"]))
    #expect(bubble.by == .opponent)
  }

  @Test(arguments: [nil, ["your turn"], ["Kate played", "tap to chat"]] as [[String]?])
  func noWordInCapitalsIsNoBubble(_ lines: [String]?) throws {
    #expect(try Self.bubble(lines: lines) == nil)
  }

  @Test func theWordMustMatchClearlyBetterThanAnyOther() {
    // Three glyphs, each matching one letter at 0.95 and the rest at 0.5.
    let glyphs = ["C", "A", "T"].map { character -> [Float] in
      var scores = [Float](repeating: 0.5, count: 26)
      scores[Int(Letter(Character(character))?.index ?? 0)] = 0.95
      return scores
    }
    let bubble = PlayedBubble(by: .opponent, similarities: glyphs)
    #expect(bubble.word(among: ["cat", "cot", "dog", "cats"]) == "CAT")
    #expect(bubble.word(among: ["cot", "dog"]) == nil)
    var close = glyphs
    close[1][Int(Letter("O")?.index ?? 0)] = 0.94
    #expect(PlayedBubble(by: .opponent, similarities: close).word(among: ["cat", "cot"]) == nil)
  }

  @Test func trainingTheTilesTeachesTheBubble() throws {
    let lines = ["Kate played", "TROWSERS"]
    let untrained = try Self.bubble(lines: lines, templates: GlyphTemplates())
    #expect(untrained?.word(among: Self.words) == nil)
    var templates = GlyphTemplates()
    let (image, location) = try Self.screenshot(lines: lines)
    for (index, letter) in try Self.board().letters.enumerated() {
      templates.add(image.cropped(to: location.tileRect(index)), as: letter)
    }
    let trained = try Self.bubble(lines: lines, templates: templates)
    #expect(trained?.word(among: Self.words) == "TROWSERS")
  }
}
