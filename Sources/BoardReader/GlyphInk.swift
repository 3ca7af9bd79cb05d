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
  /// row-major), each filled from its first pixel in reading order.
  init(mask: [Bool], width: Int, height: Int) {
    precondition(
      mask.count == width * height, "a \(width)x\(height) mask needs \(width * height) pixels")
    var labels = [Int32](repeating: 0, count: mask.count)
    var areas = [0]
    var bounds = [Rect(x: 0, y: 0, width: 0, height: 0)]
    var touchesBorder = [false]
    var stack: [(x: Int, y: Int)] = []
    mask.withUnsafeBufferPointer { mask in
      labels.withUnsafeMutableBufferPointer { labels in
        for start in mask.indices where mask[start] && labels[start] == 0 {
          let label = Int32(areas.count)
          labels[start] = label
          stack.append((start % width, start / width))
          var area = 0
          var (minX, maxX, minY, maxY) = (width, -1, height, -1)
          while let (x, y) = stack.popLast() {
            area += 1
            (minX, maxX) = (min(minX, x), max(maxX, x))
            (minY, maxY) = (min(minY, y), max(maxY, y))
            let columns = max(0, x - 1)...min(width - 1, x + 1)
            for ny in max(0, y - 1)...min(height - 1, y + 1) {
              let row = ny * width
              for nx in columns where mask[row + nx] && labels[row + nx] == 0 {
                labels[row + nx] = label
                stack.append((nx, ny))
              }
            }
          }
          areas.append(area)
          bounds.append(Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
          touchesBorder.append(minX == 0 || minY == 0 || maxX == width - 1 || maxY == height - 1)
        }
      }
    }
    self.labels = labels
    self.areas = areas
    self.bounds = bounds
    self.touchesBorder = touchesBorder
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

  init(_ image: Image, cellSide: Int) {
    self.cellSide = cellSide
    let imageWidth = image.width
    let imageHeight = image.height
    let gridWidth = (imageWidth + cellSide - 1) / cellSide
    let gridHeight = (imageHeight + cellSide - 1) / cellSide
    width = gridWidth
    height = gridHeight
    // BT.601 luma (as RGBA.luma) times its scale, summed per cell.
    let weights = RGBA.lumaWeights
    let cellOfColumn = (0..<imageWidth).map { $0 / cellSide }
    var sums = [Int](repeating: 0, count: gridWidth * gridHeight)
    var counts = [Int](repeating: 0, count: gridWidth * gridHeight)
    image.pixels.withUnsafeBufferPointer { pixels in
      sums.withUnsafeMutableBufferPointer { sums in
        counts.withUnsafeMutableBufferPointer { counts in
          for y in 0..<imageHeight {
            let rowBase = (y / cellSide) * gridWidth
            let pixelBase = y * imageWidth
            for x in 0..<imageWidth {
              let pixel = pixels[pixelBase + x]
              let index = rowBase + cellOfColumn[x]
              sums[index] +=
                weights.red * Int(pixel.red) + weights.green * Int(pixel.green)
                + weights.blue * Int(pixel.blue)
              counts[index] += 1
            }
          }
        }
      }
    }
    var values = [Int](repeating: 0, count: sums.count)
    let scale = RGBA.lumaScale
    for index in values.indices { values[index] = sums[index] / (max(counts[index], 1) * scale) }
    self.values = values
  }
}
