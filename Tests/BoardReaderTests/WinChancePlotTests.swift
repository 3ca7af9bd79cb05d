import Pixels
import Testing

@testable import BoardRendering

/// The win-chance plot's labels: the percentages beside the chance axis,
/// the boards' numbers under theirs (thinned out for long games), and the
/// legend in the lines' colours.
@Suite struct WinChancePlotTests {
  static let plot = WinChancePlot.image(
    chances: [0.6, 0.55, 0.2, 0.3],
    moves: [.init(board: 0, after: 0.58), .init(board: 2, after: 0.1)], turningPoint: 1)

  /// How many pixels of `rect` in `image` pass `test`.
  static func count(in rect: Rect, of image: Image, where test: (RGBA) -> Bool) -> Int {
    var count = 0
    for y in rect.y..<(rect.y + rect.height) {
      for x in rect.x..<(rect.x + rect.width) where test(image[x, y]) { count += 1 }
    }
    return count
  }

  /// How many pixels of `rect` in `image` are `color`.
  static func count(_ color: RGBA, in rect: Rect, of image: Image) -> Int {
    count(in: rect, of: image) { $0 == color }
  }

  /// How many pixels of `rect` in `image` are ink: black text's
  /// anti-aliased pixels, at least half way from the white page to black.
  static func countInk(in rect: Rect, of image: Image) -> Int {
    count(in: rect, of: image) { $0.luma < 128 }
  }

  @Test func eachGridlineHasItsPercentageInTheLeftMargin() {
    let left = Int(WinChancePlot.margin.left)
    let top = WinChancePlot.margin.top
    let bottom = Double(WinChancePlot.height) - WinChancePlot.margin.bottom
    for quarter in 0...4 {
      let lineY = Int((bottom - (bottom - top) * Double(quarter) / 4).rounded())
      let label = Rect(x: 0, y: lineY - 7, width: left - 8, height: 14)
      #expect(Self.countInk(in: label, of: Self.plot) > 20, "\(quarter * 25)%")
    }
    // Half-way between two gridlines, the margin is blank.
    let between = Int((bottom - (bottom - top) / 8).rounded())
    #expect(
      Self.countInk(in: Rect(x: 0, y: between - 3, width: left - 8, height: 6), of: Self.plot)
        == 0)
  }

  @Test func theBoardsAreNumberedAndTheLegendIsInTheLinesColours() {
    let bottom = WinChancePlot.height - Int(WinChancePlot.margin.bottom)
    let numbers = Rect(x: 0, y: bottom + 10, width: WinChancePlot.width, height: 16)
    #expect(Self.countInk(in: numbers, of: Self.plot) > 4 * 20)
    let legend = Rect(x: 0, y: 0, width: WinChancePlot.width, height: 36)
    #expect(Self.count(WinChancePlot.yours, in: legend, of: Self.plot) > 40)
    #expect(Self.count(WinChancePlot.theirs, in: legend, of: Self.plot) > 40)
  }

  @Test(arguments: [(12.0, 5), (40.0, 1), (39.0, 2), (7.2, 10), (0.3, 200)])
  func boardNumbersAreAtLeastFortyPixelsApart(pixelsApart: Double, step: Int) {
    #expect(WinChancePlot.labelStep(pixelsApart: pixelsApart) == step)
  }
}
