import Testing

@testable import Pixels

/// Reading an image's pixels in place: a crop's rows in its original's storage.
@Suite struct ImageTests {
  static let original = Image(
    width: 4, height: 3, pixels: (0..<12).map { RGBA(hex: UInt32($0)) })

  @Test func pixelsInPlaceAreTheCropsRows() {
    let crop = Self.original.cropped(to: Rect(x: 1, y: 1, width: 2, height: 2))
    let rows = crop.withUnsafePixels { pixels, rowStride in
      (0..<crop.height).map { y in (0..<crop.width).map { pixels[y * rowStride + $0].hex } }
    }
    #expect(rows == [[5, 6], [9, 10]])
    // Only the crop's own span is handed out: from its first pixel to its last.
    #expect(crop.withUnsafePixels { pixels, _ in pixels.count } == 6)
  }

  @Test func aWholeImageIsItsPixels() {
    let pixels = Self.original.withUnsafePixels { pixels, rowStride in
      #expect(rowStride == 4)
      return Array(pixels)
    }
    #expect(pixels == Self.original.pixels)
  }

  @Test func anEmptyCropHasNoPixels() {
    let empty = Self.original.cropped(to: Rect(x: 2, y: 1, width: 0, height: 0))
    #expect(empty.withUnsafePixels { pixels, _ in pixels.count } == 0)
  }
}
