import Pixels
import Testing

@testable import BoardReader

/// The run-based labelling against a plain flood fill: the same labels,
/// numbered by first pixel in reading order, and the same areas, bounds
/// and border flags, on random masks and on shapes that join late.
@Suite struct ConnectedComponentsTests {
  /// A pixel-by-pixel 8-connected flood fill, labels given in reading order.
  static func reference(_ mask: [Bool], width: Int, height: Int) -> (labels: [Int32], areas: [Int])
  {
    var labels = [Int32](repeating: 0, count: mask.count)
    var areas = [0]
    for start in mask.indices where mask[start] && labels[start] == 0 {
      let label = Int32(areas.count)
      var area = 0
      var stack = [start]
      labels[start] = label
      while let pixel = stack.popLast() {
        area += 1
        let (x, y) = (pixel % width, pixel / width)
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
          for nx in max(0, x - 1)...min(width - 1, x + 1)
          where mask[ny * width + nx] && labels[ny * width + nx] == 0 {
            labels[ny * width + nx] = label
            stack.append(ny * width + nx)
          }
        }
      }
      areas.append(area)
    }
    return (labels, areas)
  }

  static func mask(_ rows: [String]) -> (mask: [Bool], width: Int, height: Int) {
    (rows.joined().map { $0 == "#" }, rows[0].count, rows.count)
  }

  @Test(arguments: [(3, 0.3), (11, 0.5), (23, 0.62)])
  func randomMasksLabelLikeAFloodFill(seed: UInt32, density: Double) {
    var state = seed
    let (width, height) = (37, 29)
    let mask = (0..<width * height).map { _ -> Bool in
      state = state &* 1_664_525 &+ 1_013_904_223
      return Double(state >> 8) / Double(1 << 24) < density
    }
    let components = ConnectedComponents(mask: mask, width: width, height: height)
    let expected = Self.reference(mask, width: width, height: height)
    #expect(components.labels == expected.labels)
    #expect(components.areas == expected.areas)
    for label in 1..<components.areas.count {
      let pixels = components.labels.indices.filter { components.labels[$0] == Int32(label) }
      let xs = pixels.map { $0 % width }
      let ys = pixels.map { $0 / width }
      let bounds = components.bounds[label]
      #expect(bounds.x == xs.min() && bounds.y == ys.min())
      #expect(bounds.x + bounds.width - 1 == xs.max() && bounds.y + bounds.height - 1 == ys.max())
      #expect(
        components.touchesBorder[label]
          == (xs.min() == 0 || ys.min() == 0 || xs.max() == width - 1 || ys.max() == height - 1))
    }
  }

  @Test func shapesJoinedLowDownAreOneComponent() {
    // A U and a W whose arms meet only at the bottom, a diagonal step, and
    // a lone pixel.
    let (mask, width, height) = Self.mask([
      "#.#..#.#.#",
      "#.#..#.#.#",
      "###...#.#.",
      "..........",
      "#.......#.",
      ".#.......#",
    ])
    let components = ConnectedComponents(mask: mask, width: width, height: height)
    #expect(components.labels == Self.reference(mask, width: width, height: height).labels)
    #expect(components.areas == [0, 7, 8, 2, 2])
    #expect(components.touchesBorder == [false, true, true, true, true])
    #expect(components.bounds[2] == Rect(x: 5, y: 0, width: 5, height: 3))
  }

  @Test func anEmptyMaskHasNoComponents() {
    let components = ConnectedComponents(mask: [], width: 0, height: 0)
    #expect(components.areas == [0])
    #expect(components.labels.isEmpty)
  }
}
