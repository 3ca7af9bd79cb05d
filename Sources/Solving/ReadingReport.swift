import BoardReader
import GameHistory
import Letterpress

/// A board as read from a screenshot, as `read --json` and the server's
/// `/api/read` write it: the letters and colour codes (`?` where unsure),
/// each tile with its confidence, the theme, where the board is, the colour
/// space, whose turn it is and the "played" bubble's word.
public struct ReadingReport: Codable, Sendable, Equatable {
  /// Where the board is in the screenshot, in pixels.
  public struct Place: Codable, Sendable, Equatable {
    /// A tile's side.
    package let tile: Double
    package let x: Double
    package let y: Double
  }

  /// One tile: its letter and colour code (`?` where unsure) and how sure.
  public struct Tile: Codable, Sendable, Equatable {
    package let letter: String
    package let color: String
    package let confidence: Double
  }

  /// The document's version, `JSONDocument.schema`.
  package var schema = JSONDocument.schema
  public let board: Place
  /// 25 letters, row by row.
  public let letters: String
  /// 25 colour codes (`w`, `b`, `B`, `r`, `R`), row by row.
  public let colors: String
  /// The least sure tile's confidence.
  package let confidence: Double
  /// The theme's name.
  public let theme: String
  public let tiles: [Tile]
  /// The colour space the colours were read in: `srgb`, `display-p3`,
  /// `display-p3 (untagged)` or `icc (NAME)` (`colour_space` in JSON).
  package let colourSpace: String
  /// Whose turn the screenshot shows: `you`, `opponent` or `unknown`
  /// (`to_move` in JSON).
  package let toMove: Owner.Turn
  /// The "played" bubble's word and who played it (`last_played` in JSON),
  /// when one was read.
  package let lastPlayed: LastPlayed?

  /// The report of `reading` and its bubble's `lastPlayed`, confidences to 3
  /// places, places to 1 or 2.
  public init(_ reading: BoardReading, lastPlayed: LastPlayed? = nil) {
    let location = reading.location
    board = Place(
      tile: Self.rounded(location.tileSize, places: 2), x: Self.rounded(location.x, places: 1),
      y: Self.rounded(location.y, places: 1))
    letters = reading.letterString
    colors = reading.colorString
    confidence = Self.rounded(reading.confidence, places: 3)
    theme = reading.theme.rawValue
    tiles = reading.tiles.map { tile in
      Tile(
        letter: tile.letter.map { String($0.character) } ?? "?",
        color: tile.color.map { String($0.code) } ?? "?",
        confidence: Self.rounded(tile.confidence, places: 3))
    }
    colourSpace = reading.colourSpaceName
    toMove = Owner.Turn(reading.toMove)
    self.lastPlayed = lastPlayed
  }

  private static func rounded(_ value: Double, places: Int) -> Double {
    let scale = [1.0, 10, 100, 1000][places]
    return (value * scale).rounded() / scale
  }
}
