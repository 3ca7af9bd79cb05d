import BoardGeometry
import Letterpress
import Pixels

/// What the reader made of one screenshot: each tile's letter and colour with
/// a confidence, the theme, and where the board is.
///
/// A tile the reader is not sure of has no letter (or no colour): it never
/// guesses. `board` exists only when every tile was read with confidence.
///
///     let reading = try reader.read(screenshot)
///     if let board = reading.board { … } else { print(reading.unsureTiles) }
public struct BoardReading: Sendable {
  /// One tile as read.
  public struct Tile: Hashable, Sendable {
    /// The letter; nil when unsure or when the slot is empty.
    package var letter: Letter?
    /// The colour; nil when unsure or when the slot is empty.
    package var color: TileColor?
    /// Whether the tile was lifted off the board (into the word tray): the
    /// slot shows the page and no glyph.
    package var isEmptySlot: Bool
    /// How sure the letter is, 0...1 (1 for a sure empty slot).
    package var letterConfidence: Double
    /// How sure the colour is, 0...1.
    package var colorConfidence: Double

    package init(
      letter: Letter?, color: TileColor?, isEmptySlot: Bool, letterConfidence: Double,
      colorConfidence: Double
    ) {
      self.letter = letter
      self.color = color
      self.isEmptySlot = isEmptySlot
      self.letterConfidence = letterConfidence
      self.colorConfidence = colorConfidence
    }

    /// The lower of the two confidences.
    package var confidence: Double { min(letterConfidence, colorConfidence) }

    /// Whether both the letter and the colour are known.
    package var isRead: Bool { letter != nil && color != nil }
  }

  /// The 25 tiles, row-major from the top-left.
  package var tiles: [Tile]
  /// The colour theme the screenshot shows.
  package var theme: Theme
  /// Where the board is in the screenshot.
  package var location: BoardLocation
  /// The colour space the tile colours were read in: the file's, or for a
  /// file that does not say, sRGB or Display P3, whichever explains the tiles.
  package var colourSpace: ColourSpace
  /// Whose turn the screenshot shows (`nil` without a turn marker).
  package var toMove: Owner?
  /// The "played" bubble above the board, when one shows a word in capitals.
  package var bubble: PlayedBubble?

  package init(
    tiles: [Tile], theme: Theme, location: BoardLocation, colourSpace: ColourSpace = .untagged,
    toMove: Owner? = nil, bubble: PlayedBubble? = nil
  ) {
    precondition(
      tiles.count == Board.tileCount, "a reading has \(Board.tileCount) tiles, got \(tiles.count)")
    self.tiles = tiles
    self.theme = theme
    self.location = location
    self.colourSpace = colourSpace
    self.toMove = toMove
    self.bubble = bubble
  }

  /// The colour space's name: `srgb`, `display-p3`, `display-p3 (untagged)`
  /// (Display P3 values without a profile), or `icc (DESCRIPTION)`.
  package var colourSpaceName: String {
    let name = colourSpace.name.description
    return colourSpace.isTagged || colourSpace.name == .srgb ? name : name + " (untagged)"
  }

  /// The lowest tile confidence, 0...1.
  package var confidence: Double { tiles.map(\.confidence).min() ?? 0 }

  /// The indices of the tiles whose letter or colour is unknown (empty slots
  /// included), row-major.
  package var unsureTiles: [Int] { tiles.indices.filter { !tiles[$0].isRead } }

  /// The board, when every tile was read with confidence.
  package var board: Board? {
    guard unsureTiles.isEmpty else { return nil }
    return Board(
      letters: tiles.compactMap(\.letter), owners: tiles.compactMap(\.color).map(\.owner))
  }

  /// The 25 letters, upper-case, `?` where unknown.
  package var letterString: String {
    String(tiles.map { $0.letter?.character ?? "?" })
  }

  /// The 25 colour codes (`wbBrR`), `?` where unknown.
  package var colorString: String {
    String(tiles.map { $0.color?.code ?? "?" })
  }
}
