import Pixels

/// The long straight colour edges of an image: where a pixel differs from its
/// left (or upper) neighbour along an unbroken run of at least
/// `minimumLength` pixels. Tile borders make such runs; glyphs, photos and
/// text make short ones, which are dropped.
struct EdgeMap {
  /// One unbroken run of edge pixels: along boundary `line` (the left edge
  /// of column `line`, or the top edge of row `line`), over `start..<end`.
  struct Run {
    var line: Int32
    var start: Int32
    var end: Int32
  }

  let width: Int
  let height: Int
  /// Runs on the boundaries between columns (vertical edges).
  private(set) var vertical: [Run] = []
  /// Runs on the boundaries between rows (horizontal edges).
  private(set) var horizontal: [Run] = []

  /// Two neighbouring pixels differ when a channel differs by more than this.
  static let tolerance = 1

  init(_ image: Image) {
    width = image.width
    height = image.height
    let minimumLength = max(6, min(width, height) / 12)
    let pixels = image.pixels
    pixels.withUnsafeBufferPointer { pixels in
      collectRuns(pixels, minimumLength: minimumLength)
    }
  }

  private mutating func collectRuns(_ pixels: UnsafeBufferPointer<RGBA>, minimumLength: Int) {
    var columnRunStart = [Int](repeating: -1, count: width)
    for y in 0..<height {
      let row = y * width
      for x in 1..<max(1, width) {
        if Self.differ(pixels[row + x - 1], pixels[row + x]) {
          if columnRunStart[x] < 0 { columnRunStart[x] = y }
        } else if columnRunStart[x] >= 0 {
          if y - columnRunStart[x] >= minimumLength {
            vertical.append(Run(line: Int32(x), start: Int32(columnRunStart[x]), end: Int32(y)))
          }
          columnRunStart[x] = -1
        }
      }
      guard y > 0 else { continue }
      var runStart = -1
      for x in 0..<width {
        if Self.differ(pixels[row - width + x], pixels[row + x]) {
          if runStart < 0 { runStart = x }
        } else if runStart >= 0 {
          if x - runStart >= minimumLength {
            horizontal.append(Run(line: Int32(y), start: Int32(runStart), end: Int32(x)))
          }
          runStart = -1
        }
      }
      if runStart >= 0, width - runStart >= minimumLength {
        horizontal.append(Run(line: Int32(y), start: Int32(runStart), end: Int32(width)))
      }
    }
    for x in 1..<max(1, width) where columnRunStart[x] >= 0 && height - columnRunStart[x] >= minimumLength {
      vertical.append(Run(line: Int32(x), start: Int32(columnRunStart[x]), end: Int32(height)))
    }
  }

  @inline(__always)
  private static func differ(_ a: RGBA, _ b: RGBA) -> Bool {
    abs(Int(a.red) - Int(b.red)) > tolerance || abs(Int(a.green) - Int(b.green)) > tolerance
      || abs(Int(a.blue) - Int(b.blue)) > tolerance
  }

  /// For each column boundary (0...width), the total length of vertical
  /// runs on it within `rows`.
  func columnProfile(rows: Range<Int>) -> [Int] {
    Self.profile(of: vertical, count: width + 1, within: rows)
  }

  /// For each row boundary (0...height), the total length of horizontal
  /// runs on it within `columns`.
  func rowProfile(columns: Range<Int>) -> [Int] {
    Self.profile(of: horizontal, count: height + 1, within: columns)
  }

  private static func profile(of runs: [Run], count: Int, within range: Range<Int>) -> [Int] {
    var profile = [Int](repeating: 0, count: count)
    for run in runs {
      let overlap = min(Int(run.end), range.upperBound) - max(Int(run.start), range.lowerBound)
      if overlap > 0 { profile[Int(run.line)] += overlap }
    }
    return profile
  }
}
