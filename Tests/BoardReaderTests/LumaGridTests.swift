import Pixels
import Testing

@testable import BoardReader

/// `LumaGrid` against the plain definition: each cell's lumas averaged
/// (integer BT.601 luma sums over the cell's pixel count), read in place
/// from a crop whose rows lie apart in its original.
@Suite struct LumaGridTests {
  /// A deterministic image of varied colours (a linear congruential sequence).
  static func noise(width: Int, height: Int, seed: UInt32) -> Image {
    var state = seed
    let pixels = (0..<width * height).map { _ -> RGBA in
      state = state &* 1_664_525 &+ 1_013_904_223
      return RGBA(hex: state >> 8)
    }
    return Image(width: width, height: height, pixels: pixels)
  }

  /// The average luma of each cell, summed pixel by pixel with `RGBA`'s weights.
  static func reference(_ image: Image, cellSide: Int) -> [Int] {
    let width = (image.width + cellSide - 1) / cellSide
    let height = (image.height + cellSide - 1) / cellSide
    var values: [Int] = []
    for row in 0..<height {
      for column in 0..<width {
        var sum = 0
        var count = 0
        for y in row * cellSide..<min(row * cellSide + cellSide, image.height) {
          for x in column * cellSide..<min(column * cellSide + cellSide, image.width) {
            let pixel = image[x, y]
            let weights = RGBA.lumaWeights
            sum +=
              weights.red * Int(pixel.red) + weights.green * Int(pixel.green)
              + weights.blue * Int(pixel.blue)
            count += 1
          }
        }
        values.append(sum / (count * RGBA.lumaScale))
      }
    }
    return values
  }

  @Test(arguments: [1, 2, 3, 7])
  func cellsAverageTheirPixelsOnACrop(cellSide: Int) {
    // A crop with a non-zero origin, rows apart in the original, and
    // partial cells at the right and bottom edges.
    let crop = Self.noise(width: 61, height: 47, seed: 7).cropped(
      to: Rect(x: 5, y: 3, width: 50, height: 40))
    let grid = LumaGrid(crop, cellSide: cellSide)
    #expect(grid.width == (50 + cellSide - 1) / cellSide)
    #expect(grid.height == (40 + cellSide - 1) / cellSide)
    #expect(grid.values == Self.reference(crop, cellSide: cellSide))
  }

  @Test func anEmptyImageHasNoCells() {
    let grid = LumaGrid(Image(width: 0, height: 0, pixels: []), cellSide: 2)
    #expect(grid.values.isEmpty)
  }
}
