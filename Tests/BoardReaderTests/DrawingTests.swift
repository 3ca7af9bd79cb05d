import Pixels
import Testing

@testable import BoardRendering

/// The Cairo layer: pixels (and what they mean) in and out unchanged, whole-pixel rectangles
/// filled exactly, text set in a proportional font with anti-aliased edges.
@Suite struct DrawingTests {
  static let white = RGBA(hex: 0xFFFFFF)
  static let blue = RGBA(hex: 0x1E6FD9)

  @Test func anImageComesBackAsItWentInItsColourSpace() {
    let pixels = (0..<12).map { (index: Int) -> RGBA in
      let step = UInt8(index * 20)
      return RGBA(red: step, green: 255 - step, blue: UInt8(index * 7))
    }
    var image = Image(width: 4, height: 3, pixels: pixels)
    image.colourSpace = .displayP3
    let drawn = Drawing(image).image
    #expect(drawn.pixels == pixels)
    // A Display P3 screenshot's drawing is written with its profile.
    #expect(drawn.colourSpace.isTagged && drawn.colourSpace.name == .displayP3)
  }

  @Test func aWholePixelRectangleFillsExactlyItsPixels() {
    let drawing = Drawing(width: 10, height: 10, color: Self.white)
    drawing.fill(Rect(x: 2, y: 3, width: 4, height: 5), color: Self.blue)
    let image = drawing.image
    for y in 0..<10 {
      for x in 0..<10 {
        let inside = (2..<6).contains(x) && (3..<8).contains(y)
        #expect(image[x, y] == (inside ? Self.blue : Self.white), "(\(x), \(y))")
      }
    }
  }

  @Test func textIsSetInAProportionalFontWithSmoothEdges() {
    let drawing = Drawing(width: 60, height: 30, color: Self.white)
    #expect(drawing.textWidth("MM", size: 20) > 1.5 * drawing.textWidth("II", size: 20))
    drawing.text("Hi", x: 5, baseline: 22, size: 20, color: RGBA(hex: 0x000000))
    let lumas = drawing.image.pixels.map(\.luma)
    #expect(lumas.filter { $0 < 64 }.count > 20)
    #expect(lumas.contains { $0 > 64 && $0 < 192 })
  }
}
