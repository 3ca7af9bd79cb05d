import BoardGeometry
import Letterpress
import Pixels

extension BoardRenderer {
  /// The bubble's capital height, in tile sides, as the game writes its word.
  static let bubbleCapitalHeight = 0.22
  /// Lower-case letters are drawn as small capitals this fraction of a
  /// capital's height (a stand-in for the game's lower case).
  static let bubbleLowerCaseHeight = 0.7
  /// The gap after each letter and the width of a space, in capital heights.
  static let bubbleLetterGap = 0.15
  static let bubbleSpace = 0.6
  /// Line pitch and margin around the text, in capital heights.
  static let bubbleLinePitch = 1.6
  static let bubbleMargin = 0.8
  /// The grey shadow around the bubble, in capital heights: on a white page
  /// (Contrast) it is all that sets the bubble apart.
  static let bubbleShadow = 0.3
  /// The bubble's colours: white, its shadow, and its text's dark grey.
  static let bubbleWhite = RGBA(hex: 0xFFFFFF)
  static let bubbleShadowColor = RGBA(hex: 0xE0E0E0)
  static let bubbleInk = RGBA(hex: 0x2E2E2D)

  /// `rendering`'s image with a white "played" bubble above its board, as the
  /// game shows one: each of `lines` centred on its own line, capitals at the
  /// bubble's size, lower-case letters as small capitals, drawn with `shapes`.
  ///
  ///     let image = BoardRenderer.withPlayedBubble(
  ///       rendering, lines: ["You played", "QUILTS"], shapes: shapes)
  package static func withPlayedBubble(
    _ rendering: (image: Image, location: BoardLocation), lines: [String],
    shapes: (Letter) -> GlyphShape?
  ) -> Image {
    let (image, location) = rendering
    let capital = bubbleCapitalHeight * location.tileSize
    // Each letter's advance: its ink's width plus a gap.
    func advance(_ character: Character) -> Double {
      guard let letter = Letter(character), let shape = shapes(letter) else {
        return bubbleSpace * capital
      }
      let height = character.isLowercase ? bubbleLowerCaseHeight * capital : capital
      return (shape.inkWidth + bubbleLetterGap) * height
    }
    let widths = lines.map { $0.reduce(0) { $0 + advance($1) } }
    let width = (widths.max() ?? 0) + 2 * bubbleMargin * capital
    let height = (Double(lines.count - 1) * bubbleLinePitch + 1 + 2 * bubbleMargin) * capital
    let left = (Double(image.width) - width) / 2
    let top = (location.y - height) / 2
    let drawing = Drawing(image)
    let shadow = bubbleShadow * capital
    drawing.fill(
      Rect(
        x: Int(left - shadow), y: Int(top - shadow), width: Int(width + 2 * shadow),
        height: Int(height + 2 * shadow)),
      color: bubbleShadowColor)
    drawing.fill(
      Rect(x: Int(left), y: Int(top), width: Int(width), height: Int(height)),
      color: bubbleWhite)
    for (index, line) in lines.enumerated() {
      var x = (Double(image.width) - widths[index]) / 2
      let baseline = top + (bubbleMargin + 1 + Double(index) * bubbleLinePitch) * capital
      for character in line {
        defer { x += advance(character) }
        guard let letter = Letter(character), let shape = shapes(letter) else { continue }
        let glyphHeight = character.isLowercase ? bubbleLowerCaseHeight * capital : capital
        drawGlyph(
          shape, on: drawing, centreX: x + shape.inkWidth * glyphHeight / 2,
          centreY: baseline - glyphHeight / 2, glyphHeight: glyphHeight,
          clip: Rect(x: 0, y: 0, width: image.width, height: image.height), color: bubbleInk)
      }
    }
    return drawing.image
  }
}

extension BoardRenderer {
  /// A screenshot of a game's state as the game shows it: `board` in
  /// `theme` and `layout`, the turn marker under `toMove`'s avatar (none
  /// when `nil`), and the "played" bubble naming the last move (`played`:
  /// its word and who played it; "You played WORD" or "Opponent played
  /// WORD"), the word in capitals.
  package static func gameScreenshot(
    board: Board, theme: Theme, width: Int, layout: ScreenLayout = .phone,
    toMove: Owner?, played: (word: String, by: Owner)?, shapes: (Letter) -> GlyphShape?
  ) -> (image: Image, location: BoardLocation) {
    let rendering = render(
      board: board, theme: theme, width: width, layout: layout, shapes: shapes, toMove: toMove)
    guard let played else { return rendering }
    let lines = [played.by == .player ? "You played" : "Opponent played", played.word.uppercased()]
    return (withPlayedBubble(rendering, lines: lines, shapes: shapes), rendering.location)
  }
}

extension GlyphShape {
  /// The width of the glyph's ink (coverage from one half), in glyph heights.
  var inkWidth: Double {
    let columns = (0..<side).filter { column in
      (0..<side).contains { cells[$0 * side + column] >= 0.5 }
    }
    guard let first = columns.first, let last = columns.last else { return 0 }
    return Double(last - first + 1) * span / Double(side)
  }
}
