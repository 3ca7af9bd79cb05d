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
  package static let colorConfidentFrom = 0.15

  /// Creates a reader that matches glyphs against `templates`.
  public init(templates: GlyphTemplates) {
    self.templates = templates
  }

  /// Reads the board in `image`.
  ///
  /// - Throws: `ReadingError.gridNotFound` when the image shows no board.
  public func read(_ image: Image) throws(ReadingError) -> BoardReading {
    let (location, measurement) = try GridLocator.locateMeasured(in: image)
    let (colors, colourSpace) = Self.classifyColours(
      backgrounds: measurement.backgrounds.map { $0?.color },
      surroundings: measurement.surroundings, colourSpace: image.colourSpace)
    let (matches, bubble) = matchGlyphsAndBubble(in: image, at: location)
    let tiles = (0..<Board.tileCount).map { index in
      tile(match: matches[index], color: colors.tiles[index])
    }
    let toMove = TurnMarker.find(
      in: image, location: location, theme: colors.theme, colourSpace: colourSpace)
    return BoardReading(
      tiles: tiles, theme: colors.theme, location: location, colourSpace: colourSpace,
      toMove: toMove, bubble: bubble)
  }

  /// A reading in one colour space explains the tiles better than another
  /// when the other's cost is this many times its own, plus
  /// `decisiveCostMargin` (sRGB and Display P3 readings of greys cost the
  /// same; of a saturated colour they differ by tens).
  static let decisiveCostRatio = 1.5
  /// The absolute part of a decisive difference, in RGB distance units.
  static let decisiveCostMargin = 10.0

  /// Classifies the sampled colours converted to sRGB from the image's
  /// colour space; when the file does not say what its values are, both as
  /// sRGB and as Display P3, keeping the reading that explains the tiles
  /// decisively better, else the one whose theme's accents show more around
  /// the board (sRGB on a tie), distrusting every tile the two name
  /// differently.
  static func classifyColours(
    backgrounds: [RGBA?], surroundings: [RGBA: Int], colourSpace: ColourSpace
  ) -> (TileClassifier.BoardClassification, ColourSpace) {
    let spaces = colourSpace.isTagged ? [colourSpace] : [colourSpace, .displayP3Untagged]
    let readings = spaces.map { space in
      TileClassifier.classify(
        backgrounds: converted(backgrounds, space), surroundings: converted(surroundings, space))
    }
    guard readings.count == 2 else { return (readings[0], spaces[0]) }
    let (srgb, p3) = (readings[0], readings[1])
    if p3.cost * decisiveCostRatio + decisiveCostMargin <= srgb.cost { return (p3, spaces[1]) }
    if srgb.cost * decisiveCostRatio + decisiveCostMargin <= p3.cost { return (srgb, spaces[0]) }
    // Neither explains the tiles better (greys look alike in both): the
    // theme's accents around the board decide, and a tile named differently
    // by the two readings is not trusted.
    let (chosen, other, space) =
      p3.accents > srgb.accents ? (p3, srgb, spaces[1]) : (srgb, p3, spaces[0])
    var undecided = chosen
    for index in undecided.tiles.indices where other.tiles[index].color != chosen.tiles[index].color
    {
      undecided.tiles[index].confidence = 0
    }
    return (undecided, space)
  }

  /// Sampled backgrounds in sRGB.
  static func converted(_ colors: [RGBA?], _ space: ColourSpace) -> [RGBA?] {
    let present = space.convertedToSRGB(colors.compactMap { $0 })
    var next = present.makeIterator()
    return colors.map { $0 == nil ? nil : next.next() }
  }

  /// Sampled surroundings in sRGB (colours that become one add their counts).
  static func converted(_ counts: [RGBA: Int], _ space: ColourSpace) -> [RGBA: Int] {
    let colors = Array(counts.keys)
    var result: [RGBA: Int] = [:]
    for (color, srgb) in zip(colors, space.convertedToSRGB(colors)) {
      result[srgb, default: 0] += counts[color] ?? 0
    }
    return result
  }

  /// Matches the 25 tiles' glyphs and reads the "played" bubble above the
  /// board, on all cores: matching is most of the work of a read, and the
  /// jobs are independent (the bubble, the longest, goes first).
  func matchGlyphsAndBubble(in image: Image, at location: BoardLocation) -> (
    matches: [GlyphMatch], bubble: PlayedBubble?
  ) {
    var matches = [GlyphMatch](repeating: .noGlyph, count: Board.tileCount)
    // Written by the first job only, read when every job is done.
    nonisolated(unsafe) var bubble: PlayedBubble?
    matches.withUnsafeMutableBufferPointer { buffer in
      nonisolated(unsafe) let results = buffer
      DispatchQueue.concurrentPerform(iterations: 1 + Board.tileCount) { job in
        guard job > 0 else {
          bubble = PlayedBubble.find(in: image, location: location, templates: templates)
          return
        }
        results[job - 1] = templates.match(image.cropped(to: location.tileRect(job - 1)))
      }
    }
    return (matches, bubble)
  }

  /// Combines a tile's glyph match and colour into what is reported.
  func tile(match: GlyphMatch, color: TileClassifier.ClassifiedColor) -> BoardReading.Tile {
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
