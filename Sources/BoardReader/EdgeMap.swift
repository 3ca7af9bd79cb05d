import Pixels

/// The long straight colour edges of an image.
///
/// An edge is where a pixel differs from its left (or upper) neighbour along
/// an unbroken run of at least `minimumLength` pixels. Tile borders make such
/// runs; glyphs, photos and text make short ones, which are dropped.
struct EdgeMap {
  /// One unbroken run of edge pixels: along boundary `line` (the left edge
  /// of column `line`, or the top edge of row `line`), over `start..<end`.
  struct Run {
    var line: Int32
    var start: Int32
    var end: Int32

    init(line: Int, span: Range<Int>) {
      self.line = Int32(line)
      start = Int32(span.lowerBound)
      end = Int32(span.upperBound)
    }
  }

  let width: Int
  let height: Int
  /// Runs on the boundaries between columns (vertical edges).
  private(set) var vertical: [Run] = []
  /// Runs on the boundaries between rows (horizontal edges).
  private(set) var horizontal: [Run] = []
  /// How pixels were compared.
  private(set) var comparison = Comparison.exact

  /// How pixels are compared.
  struct Comparison: Equatable {
    /// Pixels differ when a channel differs by more than this.
    var tolerance: Int
    /// The distance between the compared pixels: 1 for neighbours; 2 across
    /// the blurred edges of a resized, recompressed image.
    var step: Int

    /// For flat-coloured renders, where equal colours are exactly equal:
    /// even the two unclaimed greys (2 apart) show their border.
    static let exact = Comparison(tolerance: 1, step: 1)
    /// For images with compression noise.
    static let noisy = Comparison(tolerance: 4, step: 2)
    /// For small, heavily recompressed images whose edges blur over four
    /// pixels or more: a new game's greys (page and tiles 6 apart in the
    /// dark themes) change by at most 4 over two pixels there.
    static let blurred = Comparison(tolerance: 4, step: 4)
  }

  /// Images where more neighbouring pixels than this differ slightly (by 1
  /// to 3) are treated as noisy (JPEG); renders stay well below.
  static let noisyFraction = 0.06
  /// Neighbouring pixels at most this far apart (levels 0-255, largest
  /// channel difference) but not equal count as slightly different.
  static let slightDifference = 3
  /// The noise test looks at every n-th row (rows): enough pixels to judge,
  /// an eighth of the work.
  static let noiseRowStride = 8
  /// Edges shorter than this (pixels) are never board lines.
  static let minimumEdgeLength = 6
  /// The shortest edge kept, as a divisor of the image's shorter side
  /// (a board line is five tiles long; text edges are far shorter).
  static let edgeLengthDivisor = 12

  /// The edges of `image`, compared as `comparison` says, or else as its
  /// noise calls for (`exact` or `noisy`).
  init(_ image: Image, comparison: Comparison? = nil) {
    width = image.width
    height = image.height
    let minimumLength = max(Self.minimumEdgeLength, min(width, height) / Self.edgeLengthDivisor)
    let pixels = image.pixels
    // Pixels are compared as 32-bit words (RGBA is four bytes, stride 4):
    // one load each and one comparison for the common equal neighbours.
    precondition(RGBA.isPackedBytes, "EdgeMap reads RGBA as packed UInt32 words")
    pixels.withUnsafeBufferPointer { pixels in
      pixels.withMemoryRebound(to: UInt32.self) { words in
        let chosen =
          comparison ?? (Self.isNoisy(words, width: width) ? Comparison.noisy : .exact)
        self.comparison = chosen
        collectRuns(words, minimumLength: minimumLength, comparison: chosen)
      }
    }
  }

  /// Whether the image shows compression noise, judged on every 8th row.
  private static func isNoisy(_ pixels: UnsafeBufferPointer<UInt32>, width: Int) -> Bool {
    guard width > 1 else { return false }
    var slight = 0
    var total = 0
    for row in stride(from: 0, to: pixels.count / width, by: noiseRowStride) {
      let start = row * width
      for x in 1..<width {
        total += 1
        let (a, b) = (pixels[start + x], pixels[start + x - 1])
        if a == b { continue }
        if colorDistance(a, b) <= slightDifference { slight += 1 }
      }
    }
    return Double(slight) > noisyFraction * Double(total)
  }

  /// Vertical edges are followed on every nth row (pixels), horizontal ones
  /// on every nth column: lines keep their exact positions, runs their
  /// lengths to within a few pixels (tiles are 32 px and more), and the scan
  /// does 1 / n of the work.
  static let sampling = 4

  private mutating func collectRuns(
    _ pixels: UnsafeBufferPointer<UInt32>, minimumLength: Int, comparison: Comparison
  ) {
    let step = comparison.step
    let tolerance = comparison.tolerance
    // A difference between pixels `step` apart is put on the boundary
    // nearest their middle.
    let shift = step / 2
    let sampling = Self.sampling
    var columnRuns = [Tracker](repeating: Tracker(), count: width)
    for y in 0..<height {
      let row = y * width
      if y % sampling == 0 {
        for x in step..<max(step, width) {
          let differs = Self.differ(pixels[row + x - step], pixels[row + x], tolerance)
          if let run = columnRuns[x].advance(to: y, differs: differs), run.count >= minimumLength {
            vertical.append(Run(line: x - shift, span: run))
          }
        }
      }
      guard y >= step else { continue }
      var rowRun = Tracker()
      let above = row - step * width
      for x in stride(from: 0, to: width, by: sampling) {
        let differs = Self.differ(pixels[above + x], pixels[row + x], tolerance)
        if let run = rowRun.advance(to: x, differs: differs), run.count >= minimumLength {
          horizontal.append(Run(line: y - shift, span: run))
        }
      }
      if let run = rowRun.finish(), run.count >= minimumLength {
        horizontal.append(Run(line: y - shift, span: run))
      }
    }
    for x in step..<max(step, width) {
      if let run = columnRuns[x].finish(), run.count >= minimumLength {
        vertical.append(Run(line: x - shift, span: run))
      }
    }
  }

  /// Follows one run of differing pixels along a line.
  private struct Tracker {
    private var start = -1
    private var end = -1

    /// Records whether the pixel at `position` differs; returns the run that
    /// ended there, if any.
    mutating func advance(to position: Int, differs: Bool) -> Range<Int>? {
      if differs {
        if start < 0 { start = position }
        end = position + 1
        return nil
      }
      return finish()
    }

    /// Ends the current run, returning it.
    mutating func finish() -> Range<Int>? {
      guard start >= 0 else { return nil }
      defer { start = -1 }
      return start..<end
    }
  }

  @inline(__always)
  private static func differ(_ a: UInt32, _ b: UInt32, _ tolerance: Int) -> Bool {
    // Most neighbours in a render are equal: one comparison settles them.
    a != b && colorDistance(a, b) > tolerance
  }

  /// The largest difference in a colour channel (alpha ignored) between two
  /// pixels read as words: `RGBA.chebyshevDistance(to:)` on the words' bytes.
  @inline(__always)
  private static func colorDistance(_ a: UInt32, _ b: UInt32) -> Int {
    // Byte 0 in memory is red, 1 green, 2 blue, on any byte order.
    let (a, b) = (UInt32(littleEndian: a), UInt32(littleEndian: b))
    func channel(_ word: UInt32, _ byte: Int) -> Int {
      Int(UInt8(truncatingIfNeeded: word >> (byte * UInt8.bitWidth)))
    }
    return max(
      abs(channel(a, 0) - channel(b, 0)), abs(channel(a, 1) - channel(b, 1)),
      abs(channel(a, 2) - channel(b, 2)))
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
