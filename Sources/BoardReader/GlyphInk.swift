import Pixels

/// The ink of one tile's glyph: the pixels that belong to the letter, each
/// with a soft weight (1 in the stroke, fractions on anti-aliased edges).
///
/// Built by binarizing the tile with a threshold halfway between the tile's
/// colour and the glyph's colour, after detecting the glyph's polarity (dark
/// glyphs on light tiles, light glyphs on dark tiles) in the tile's centre.
/// Only the connected ink components of the glyph are kept: fragments of
/// neighbouring tiles or of the page that reach into the tile (a tile caught
/// mid-animation, rotated or shifted) touch the tile's border and are dropped.
struct GlyphInk {
  /// Ink cell centres in tile coordinates, with their ink weights 0...1.
  var xs: [Float]
  var ys: [Float]
  var weights: [Float]
  /// The side of one cell in pixels (cells are averaged blocks of a large
  /// tile's pixels).
  var cellSide: Float
  /// Whether the glyph is darker than its tile.
  var isDark: Bool
  /// The glyph's height (pixels) over the tile's width: the font's size on
  /// the tile, which the renderer reproduces.
  var heightRatio: Float

  /// The smallest luma difference (0...255) between tile and glyph that
  /// counts as ink.
  ///
  /// Used here and by `TileSampler.hasGlyph`: below it a tile is an empty
  /// slot (page colour, no letter).
  static let minimumContrast = 40

  /// What a tile holds.
  enum Finding {
    /// A glyph.
    case glyph(GlyphInk)
    /// Nothing: the tile's centre is one flat colour (an empty slot).
    case blank
    /// Contrast, but no glyph clear of the tile's edges.
    case unclear
  }

  /// Looks for the glyph in `tile`.
  static func find(in tile: Image) -> Finding {
    let region = analysedRegion(tile)
    guard region.width >= minimumRegionSide, region.height >= minimumRegionSide else {
      return .unclear
    }
    let grid = LumaGrid(tile.cropped(to: region), cellSide: max(1, tile.width / cellsPerTile))
    guard
      let levels = levels(lumas: grid.values, regionWidth: grid.width, regionHeight: grid.height)
    else { return .blank }
    return GlyphInk(tile: tile, region: region, grid: grid, levels: levels).map(Finding.glyph)
      ?? .unclear
  }

  /// Tiles wider than this many pixels are averaged down in square blocks
  /// first: a glyph some 28 cells high has all the detail the 32x32
  /// feature keeps, and large tiles cost no more than small ones.
  static let cellsPerTile = 64
  /// Regions narrower or lower than this (pixels) are too small to hold a
  /// readable glyph.
  static let minimumRegionSide = 8
  /// The frame left out of a tile, as a fraction of its width (3 %): where
  /// the grid lines of neighbours can show.
  static let insetFraction = (numerator: 3, denominator: 100)
  /// The least glyph area in cells, whatever the grid.
  static let minimumGlyphCells = 4
  /// The least glyph area as a divisor of the grid's area (cells): smaller
  /// specks are noise.
  static let glyphAreaDivisor = 500
  /// A glyph is at least 1 / n of the tile's width high (n, a divisor):
  /// lower shapes are underlines or noise.
  static let glyphHeightDivisor: Float = 8
  /// Cells (grid units) around the glyph's bounds still read for ink: its
  /// anti-aliased edges.
  static let inkMargin = 2
  /// Cells with less ink weight than this (0...1) are left out.
  static let minimumInkWeight: Float = 0.02

  /// The part of a tile searched for ink: all but a thin frame where the
  /// grid lines of neighbours can show.
  private static func analysedRegion(_ tile: Image) -> Rect {
    let inset = max(1, tile.width * insetFraction.numerator / insetFraction.denominator)
    return Rect(
      x: inset, y: inset, width: max(0, tile.width - 2 * inset),
      height: max(0, tile.height - 2 * inset))
  }

  private init?(
    tile: Image, region: Rect, grid: LumaGrid, levels: (background: Int, glyph: Int, isDark: Bool)
  ) {
    let lumas = grid.values
    let threshold = (levels.background + levels.glyph) / 2
    let span = Float(levels.glyph - levels.background)

    // Binary mask and soft weights in the glyph's polarity.
    var soft = [Float](repeating: 0, count: lumas.count)
    var mask = [Bool](repeating: false, count: lumas.count)
    for index in lumas.indices {
      let luma = lumas[index]
      soft[index] = min(1, max(0, Float(luma - levels.background) / span))
      mask[index] = levels.isDark ? luma < threshold : luma > threshold
    }

    let components = ConnectedComponents(mask: mask, width: grid.width, height: grid.height)
    guard
      let glyph = components.glyph(
        minimumArea: max(Self.minimumGlyphCells, grid.width * grid.height / Self.glyphAreaDivisor))
    else { return nil }
    let cell = Float(grid.cellSide)
    guard Float(glyph.bounds.height) * cell * Self.glyphHeightDivisor >= Float(tile.width) else {
      return nil
    }

    var xs: [Float] = []
    var ys: [Float] = []
    var weights: [Float] = []
    let margin = Self.inkMargin
    let left = max(0, glyph.bounds.x - margin)
    let right = min(grid.width, glyph.bounds.x + glyph.bounds.width + margin)
    let top = max(0, glyph.bounds.y - margin)
    let bottom = min(grid.height, glyph.bounds.y + glyph.bounds.height + margin)
    for y in top..<bottom {
      for x in left..<right {
        let index = y * grid.width + x
        let label = Int(components.labels[index])
        guard label == 0 || glyph.labels[label] else { continue }
        let weight = soft[index]
        guard weight > Self.minimumInkWeight else { continue }
        xs.append(Float(region.x) + (Float(x) + 0.5) * cell)
        ys.append(Float(region.y) + (Float(y) + 0.5) * cell)
        weights.append(weight)
      }
    }
    self.xs = xs
    self.ys = ys
    self.weights = weights
    self.cellSide = cell
    self.isDark = levels.isDark
    self.heightRatio = Float(glyph.bounds.height) * cell / Float(tile.width)
  }

  /// The levels are measured in the region less 1 / n of its width and
  /// height on each side (n, a divisor): the glyph's centre, where neither
  /// the tile's corners nor the neighbours weigh.
  static let levelsMarginDivisor = 5
  /// The share (0...1) of the measured cells darker than the glyph's level
  /// (and lighter, for a light glyph): the glyph's darkest or lightest ink
  /// less a few outliers (noise, anti-aliasing seams).
  static let glyphPercentile = 0.02
  /// Lumas run over 0...255: the histogram's bins.
  static let lumaLevels = 256

  /// The tile's luma, the glyph's luma and the polarity, measured in the
  /// central part of the region; `nil` when the contrast is too low for a
  /// glyph.
  private static func levels(
    lumas: [Int], regionWidth: Int, regionHeight: Int
  ) -> (background: Int, glyph: Int, isDark: Bool)? {
    var histogram = [Int](repeating: 0, count: lumaLevels)
    let x0 = regionWidth / levelsMarginDivisor
    let x1 = regionWidth - regionWidth / levelsMarginDivisor
    let y0 = regionHeight / levelsMarginDivisor
    let y1 = regionHeight - regionHeight / levelsMarginDivisor
    var total = 0
    for y in y0..<y1 {
      for x in x0..<x1 {
        histogram[lumas[y * regionWidth + x]] += 1
        total += 1
      }
    }
    guard total > 0 else { return nil }
    func percentile(_ fraction: Double) -> Int {
      let target = Int(Double(total) * fraction)
      var seen = 0
      for (luma, count) in histogram.enumerated() {
        seen += count
        if seen > target { return luma }
      }
      return 255
    }
    let background = percentile(0.5)
    let darkest = percentile(glyphPercentile)
    let lightest = percentile(1 - glyphPercentile)
    let darkContrast = background - darkest
    let lightContrast = lightest - background
    guard max(darkContrast, lightContrast) >= minimumContrast else { return nil }
    return darkContrast >= lightContrast
      ? (background, darkest, true) : (background, lightest, false)
  }
}

/// 8-connected components of a binary mask, labelled from 1.
struct ConnectedComponents {
  /// Per pixel: 0 for background, else the component's label.
  var labels: [Int32]
  /// Per label (from 1; 0 is the background): its pixel count, bounding
  /// box and whether it touches the mask's border.
  var areas: [Int]
  var bounds: [Rect]
  var touchesBorder: [Bool]

  /// Components within 1 / n of the glyph's height (n, a divisor) of its
  /// bounds belong to it (a detached tail or dot).
  static let nearReachDivisor = 4
  /// Near components are part of the glyph only when at least 1 / n of its
  /// area (n, a divisor): smaller ones are noise.
  static let partAreaDivisor = 50

  /// Labels the 8-connected components of `mask` (`width` x `height`,
  /// row-major), numbered in the reading order of their first pixels.
  ///
  /// Two passes over runs (a row's unbroken stretches of set pixels), not
  /// pixels: each run is joined to the runs it touches in the row above
  /// (union-find, the lower run index the root), then every run takes its
  /// component's label, given out as components first appear in reading
  /// order.
  init(mask: [Bool], width: Int, height: Int) {
    precondition(
      mask.count == width * height, "a \(width)x\(height) mask needs \(width * height) pixels")
    let runs = Runs(mask: mask, width: width, height: height)
    var labels = [Int32](repeating: 0, count: mask.count)
    var areas = [0]
    var bounds = [Rect(x: 0, y: 0, width: 0, height: 0)]
    var edges = [(minX: 0, maxX: 0, minY: 0, maxY: 0)]
    var labelOfRoot = [Int32](repeating: 0, count: runs.count)
    labels.withUnsafeMutableBufferPointer { labels in
      for run in 0..<runs.count {
        let root = Int(runs.root[run])
        if labelOfRoot[root] == 0 {
          labelOfRoot[root] = Int32(areas.count)
          areas.append(0)
          edges.append((width, -1, height, -1))
        }
        let label = Int(labelOfRoot[root])
        let (y, start, end) = (Int(runs.row[run]), Int(runs.start[run]), Int(runs.end[run]))
        let base = y * width
        for x in start..<end { labels[base + x] = Int32(label) }
        areas[label] += end - start
        edges[label].minX = min(edges[label].minX, start)
        edges[label].maxX = max(edges[label].maxX, end - 1)
        edges[label].minY = min(edges[label].minY, y)
        edges[label].maxY = max(edges[label].maxY, y)
      }
    }
    var touchesBorder = [false]
    for edge in edges.dropFirst() {
      bounds.append(
        Rect(
          x: edge.minX, y: edge.minY, width: edge.maxX - edge.minX + 1,
          height: edge.maxY - edge.minY + 1))
      touchesBorder.append(
        edge.minX == 0 || edge.minY == 0 || edge.maxX == width - 1 || edge.maxY == height - 1)
    }
    self.labels = labels
    self.areas = areas
    self.bounds = bounds
    self.touchesBorder = touchesBorder
  }

  /// A mask's runs in reading order, each with the root run of its component.
  private struct Runs {
    var row: [Int32] = []
    var start: [Int32] = []
    /// One past each run's last pixel.
    var end: [Int32] = []
    /// The lowest-numbered run of each run's component (once all are joined).
    var root: [Int32] = []
    var count: Int { row.count }

    init(mask: [Bool], width: Int, height: Int) {
      var parent: [Int32] = []
      mask.withUnsafeBufferPointer { mask in
        var above = 0..<0
        for y in 0..<height {
          let base = y * width
          let first = row.count
          var candidate = above.lowerBound
          var x = 0
          while x < width {
            guard mask[base + x] else {
              x += 1
              continue
            }
            let runStart = x
            while x < width && mask[base + x] { x += 1 }
            let run = Int32(row.count)
            row.append(Int32(y))
            start.append(Int32(runStart))
            end.append(Int32(x))
            parent.append(run)
            // The runs above that touch this one, diagonals included: they
            // start at most one past its end and end at least at its start.
            while candidate < above.upperBound && Int(end[candidate]) < runStart { candidate += 1 }
            var touching = candidate
            while touching < above.upperBound && Int(start[touching]) <= x {
              Self.join(run, Int32(touching), in: &parent)
              touching += 1
            }
          }
          above = first..<row.count
        }
      }
      root = parent.indices.map { Self.root(of: Int32($0), in: &parent) }
    }

    /// The root of `run`'s tree, halving the path on the way.
    static func root(of run: Int32, in parent: inout [Int32]) -> Int32 {
      var run = run
      while parent[Int(run)] != run {
        parent[Int(run)] = parent[Int(parent[Int(run)])]
        run = parent[Int(run)]
      }
      return run
    }

    /// Puts two runs in one component, rooted at the lower root.
    static func join(_ a: Int32, _ b: Int32, in parent: inout [Int32]) {
      let (rootA, rootB) = (root(of: a, in: &parent), root(of: b, in: &parent))
      parent[Int(max(rootA, rootB))] = min(rootA, rootB)
    }
  }

  /// The glyph: the largest component clear of the border, with the
  /// smaller components near it (a detached tail or dot).
  func glyph(minimumArea: Int) -> (labels: [Bool], bounds: Rect)? {
    var main = 0
    for label in 1..<areas.count
    where !touchesBorder[label] && areas[label] >= minimumArea
      && (main == 0 || areas[label] > areas[main])
    {
      main = label
    }
    guard main != 0 else { return nil }
    let mainBounds = bounds[main]
    let reach = mainBounds.height / Self.nearReachDivisor
    let near = Rect(
      x: mainBounds.x - reach, y: mainBounds.y - reach,
      width: mainBounds.width + 2 * reach, height: mainBounds.height + 2 * reach)
    var chosen = [Bool](repeating: false, count: areas.count)
    chosen[main] = true
    var union = mainBounds
    for label in 1..<areas.count where label != main && !touchesBorder[label] {
      let overlap = bounds[label].intersection(near)
      guard areas[label] * Self.partAreaDivisor >= areas[main], overlap.width > 0,
        overlap.height > 0
      else { continue }
      chosen[label] = true
      let right = max(union.x + union.width, bounds[label].x + bounds[label].width)
      let bottom = max(union.y + union.height, bounds[label].y + bounds[label].height)
      union.x = min(union.x, bounds[label].x)
      union.y = min(union.y, bounds[label].y)
      union.width = right - union.x
      union.height = bottom - union.y
    }
    return (chosen, union)
  }
}

/// The lumas of an image averaged over square cells of `cellSide` pixels
/// (the last row and column of cells may be partial: they average what they
/// cover).
struct LumaGrid {
  var width: Int
  var height: Int
  var cellSide: Int
  /// Row-major lumas, 0...255.
  var values: [Int]

  /// The widest cell whose summed lumas fit 32 bits (pixels a side).
  static let largestCellSide = 129

  init(_ image: Image, cellSide: Int) {
    self.cellSide = cellSide
    let imageWidth = image.width
    let imageHeight = image.height
    let gridWidth = (imageWidth + cellSide - 1) / cellSide
    let gridHeight = (imageHeight + cellSide - 1) / cellSide
    width = gridWidth
    height = gridHeight
    // BT.601 luma (as RGBA.luma) times its scale, summed per cell: a row
    // of cells' pixels summed per column first, read in place with no
    // overflow checks, then the columns per cell. A cell's sum, at most
    // 255 * 1000 per pixel, fits 32 bits up to cells of 129 x 129 pixels
    // (tiles 8,000 pixels wide), and a 32-bit division is the cheaper.
    precondition(
      cellSide <= Self.largestCellSide, "cells of \(cellSide) pixels overflow a UInt32 sum")
    let weights = RGBA.lumaWeights
    let (red, green, blue) = (UInt32(weights.red), UInt32(weights.green), UInt32(weights.blue))
    let scale = UInt32(RGBA.lumaScale)
    var values = [Int](repeating: 0, count: gridWidth * gridHeight)
    var columnSums = [UInt32](repeating: 0, count: imageWidth)
    image.withUnsafePixels { pixels, rowStride in
      columnSums.withUnsafeMutableBufferPointer { columnSums in
        values.withUnsafeMutableBufferPointer { values in
          for gridRow in 0..<gridHeight {
            let top = gridRow * cellSide
            let bottom = min(top + cellSide, imageHeight)
            for y in top..<bottom {
              let row = UnsafeBufferPointer(
                rebasing: pixels[y * rowStride..<y * rowStride + imageWidth])
              for x in 0..<imageWidth {
                let pixel = row[x]
                columnSums[x] &+=
                  red &* UInt32(pixel.red) &+ green &* UInt32(pixel.green) &+ blue
                  &* UInt32(pixel.blue)
              }
            }
            for column in 0..<gridWidth {
              let left = column * cellSide
              let right = min(left + cellSide, imageWidth)
              var sum: UInt32 = 0
              for x in left..<right {
                sum &+= columnSums[x]
                columnSums[x] = 0
              }
              let pixelCount = UInt32((right - left) * (bottom - top))
              values[gridRow * gridWidth + column] = Int(sum / (pixelCount * scale))
            }
          }
        }
      }
    }
    self.values = values
  }
}
