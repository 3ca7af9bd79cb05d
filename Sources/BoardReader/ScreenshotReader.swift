import BoardGeometry
import Dispatch
import Letterpress
import Pixels

/// Reads a Letterpress screenshot: finds the board (`GridLocator`), names
/// each tile's colour and the theme, and matches each tile's glyph against
/// `GlyphTemplates`.
///
/// A tile is reported only when both its letter and its colour are sure; a
/// tile with no glyph that shows the page is an empty slot (its tile was
/// lifted into the word tray).
///
///     let reader = ScreenshotReader(templates: .builtIn)
///     let reading = try reader.read(try Image(contentsOfFile: "shot.png"))
///     print(reading.letterString, reading.colorString)
public struct ScreenshotReader: Sendable {
  /// The glyph templates letters are matched against.
  public var templates: GlyphTemplates

  /// Colour confidences from this value up are trusted.
  ///
  /// A shade that breaks the defence rule falls well below it.
  public static let colorConfidentFrom = 0.15

  /// Creates a reader that matches glyphs against `templates`.
  public init(templates: GlyphTemplates) {
    self.templates = templates
  }

  /// Reads the board in `image`.
  ///
  /// - Throws: `ReadingError.gridNotFound` when the image shows no board.
  public func read(_ image: Image) throws(ReadingError) -> BoardReading {
    let (location, measurement) = try GridLocator.locateMeasured(in: image)
    let colors = TileClassifier.classify(
      backgrounds: measurement.backgrounds.map { $0?.color },
      surroundings: measurement.surroundings)
    let matches = matchGlyphs(in: image, at: location)
    let tiles = (0..<Board.tileCount).map { index in
      tile(match: matches[index], color: colors.tiles[index])
    }
    return BoardReading(tiles: tiles, theme: colors.theme, location: location)
  }

  /// Matches the 25 tiles' glyphs, on all cores: matching is most of the
  /// work of a read, and the tiles are independent.
  func matchGlyphs(in image: Image, at location: BoardLocation) -> [GlyphMatch] {
    var matches = [GlyphMatch](repeating: .noGlyph, count: Board.tileCount)
    matches.withUnsafeMutableBufferPointer { buffer in
      nonisolated(unsafe) let results = buffer
      DispatchQueue.concurrentPerform(iterations: Board.tileCount) { index in
        results[index] = templates.match(image.cropped(to: location.tileRect(index)))
      }
    }
    return matches
  }

  /// Combines a tile's glyph match and colour into what is reported.
  func tile(match: GlyphMatch, color: TileClassifier.Tile) -> BoardReading.Tile {
    let colorIsSure = color.confidence >= Self.colorConfidentFrom
    let hasGlyph = match.letter != nil || !match.isConfident
    if !hasGlyph && color.color == nil && colorIsSure {
      return BoardReading.Tile(
        letter: nil, color: nil, isEmptySlot: true, letterConfidence: match.confidence,
        colorConfidence: color.confidence)
    }
    // A glyph on the page's colour, or a coloured tile without a glyph,
    // is not a tile the reader understands.
    let consistent = hasGlyph && color.color != nil
    return BoardReading.Tile(
      letter: consistent && match.isConfident ? match.letter : nil,
      color: consistent && colorIsSure ? color.color : nil,
      isEmptySlot: false,
      letterConfidence: consistent ? match.confidence : 0,
      colorConfidence: consistent ? color.confidence : 0)
  }
}
