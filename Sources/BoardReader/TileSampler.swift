import BoardGeometry
import Letterpress
import Pixels

/// Samples each tile's flat background, on rings between the tile's border
/// and its glyph, and the page around the board.
///
/// The rings keep clear of the corners, so a tile of the last move drawn
/// rotated a few degrees still shows mostly its own colour.
struct TileSampler {
  /// One tile's background.
  struct Background {
    /// The per-channel median of the ring samples.
    var color: RGBA
    /// The fraction of ring samples close to `color` (1 for a flat tile).
    var flatness: Double
  }

  let image: Image
  let location: BoardLocation

  /// Ring samples further than this (in any channel) from the median do not
  /// count as the tile's background.
  static let flatTolerance = 12
  /// Fewer samples of one colour than this outside the board are no page.
  static let minimumPageSamples = 20
  /// A tile background this close to the page's colour shows the page.
  static let pageTolerance = 3
  /// Insets of the sampling rings, as fractions of the tile side.
  static let ringInsets = [0.08, 0.13]
  /// Positions along each side of a ring, as fractions of the tile side.
  static let ringPositions = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]

  /// The background of tile `index`, or nil when too little of it is in the
  /// image (a cropped outer row or column keeps most of its tiles).
  func background(_ index: Int) -> Background? {
    let size = location.tileSize
    let row = Double(index / Board.side)
    let column = Double(index % Board.side)
    let left = location.x + column * size
    let top = location.y + row * size
    var samples: [RGBA] = []
    samples.reserveCapacity(Self.ringSampleCount)
    func sample(_ dx: Double, _ dy: Double) {
      let x = Int(left + dx)
      let y = Int(top + dy)
      if x >= 0, x < image.width, y >= 0, y < image.height { samples.append(image[x, y]) }
    }
    for inset in Self.ringInsets {
      for position in Self.ringPositions {
        let along = position * size
        let near = inset * size
        let far = (1 - inset) * size
        sample(along, near)
        sample(along, far)
        sample(near, along)
        sample(far, along)
      }
    }
    guard samples.count * 2 >= Self.ringSampleCount else { return nil }
    let color = RGBA(
      red: median(samples.map(\.red)), green: median(samples.map(\.green)),
      blue: median(samples.map(\.blue)))
    var close = 0
    for sample in samples where sample.chebyshevDistance(to: color) <= Self.flatTolerance {
      close += 1
    }
    return Background(color: color, flatness: Double(close) / Double(samples.count))
  }

  /// How many points the rings of one tile sample (four sides per ring).
  static let ringSampleCount = ringInsets.count * ringPositions.count * 4

  /// Whether tile `index` shows ink on its `background` in its middle: a
  /// grid of samples over the middle half, of which at least two must
  /// contrast (a thin "I" crosses one column of the grid).
  func hasGlyph(_ index: Int, on background: RGBA) -> Bool {
    let center = location.tileCenter(index)
    let size = location.tileSize
    var inked = 0
    let middle = Double(Self.glyphGridSide / 2)
    for row in 0..<Self.glyphGridSide {
      for column in 0..<Self.glyphGridSide {
        let x = Int(center.x + (Double(column) - middle) * Self.glyphGridSpacing * size)
        let y = Int(center.y + (Double(row) - middle) * Self.glyphGridSpacing * size)
        guard x >= 0, x < image.width, y >= 0, y < image.height else { continue }
        if abs(image[x, y].luma - background.luma) >= GlyphInk.minimumContrast { inked += 1 }
      }
    }
    return inked >= Self.minimumInkedSamples
  }

  /// Samples per side of `hasGlyph`'s grid (odd: one through the centre).
  static let glyphGridSide = 7
  /// The grid's spacing, in tile sides: 7 samples a twelfth apart span the
  /// middle half of the tile, where every letter has ink.
  static let glyphGridSpacing = 1.0 / 12
  /// Inked samples that make a glyph (a thin "I" crosses one column).
  static let minimumInkedSamples = 2

  /// All 25 backgrounds (nil for tiles outside the image).
  func backgrounds() -> [Background?] {
    (0..<Board.tileCount).map(background)
  }

  /// The margin around the board left out of `surroundings()`, in tile
  /// sides: resized images blur the board's outline over a few pixels.
  static let boardMargin = 0.05
  /// Samples across the image's shorter side in `surroundings()`: enough to
  /// count the page and the avatars' and scores' colours.
  static let surroundingSamplesAcross = 60

  /// The colours around the board: sample counts of each colour outside
  /// the board (and a margin around it, where edges blur), on a grid.
  func surroundings() -> [RGBA: Int] {
    let margin = Int((location.tileSize * Self.boardMargin).rounded(.up))
    let rect = location.rect
    let board = Rect(
      x: rect.x - margin, y: rect.y - margin, width: rect.width + 2 * margin,
      height: rect.height + 2 * margin)
    let spacing = max(2, min(image.width, image.height) / Self.surroundingSamplesAcross)
    // The samples' colours are sorted and counted in runs: cheaper than
    // hashing each of the thousands of samples.
    var samples: [UInt32] = []
    for y in stride(from: spacing / 2, to: image.height, by: spacing) {
      let besideOnly = y >= board.y && y < board.y + board.height
      for x in stride(from: spacing / 2, to: image.width, by: spacing) {
        if besideOnly && x >= board.x && x < board.x + board.width { continue }
        samples.append(image[x, y].hex)
      }
    }
    samples.sort()
    var counts: [RGBA: Int] = [:]
    var start = 0
    while start < samples.count {
      var end = start + 1
      while end < samples.count && samples[end] == samples[start] { end += 1 }
      counts[RGBA(hex: samples[start])] = end - start
      start = end
    }
    return counts
  }

  /// The page's colour: the commonest colour around the board (ties go to
  /// the lighter colour, so the answer never depends on hashing order); nil
  /// when the image is (nearly) all board.
  static func pageColor(in surroundings: [RGBA: Int]) -> RGBA? {
    func rank(_ sample: (key: RGBA, value: Int)) -> (Int, Int, UInt8, UInt8, UInt8) {
      (sample.value, sample.key.luma, sample.key.red, sample.key.green, sample.key.blue)
    }
    guard let commonest = surroundings.max(by: { rank($0) < rank($1) }),
      commonest.value >= minimumPageSamples
    else { return nil }
    return commonest.key
  }

  /// What `measureBoard()` saw of a board.
  struct BoardMeasurement {
    /// How flat the 25 tiles are (0...1).
    var flatness: Double
    /// The 25 backgrounds (nil for tiles outside the image).
    var backgrounds: [Background?]
    /// The colours around the board, as `surroundings()` counts them.
    var surroundings: [RGBA: Int]
  }

  /// A tile whose ring samples agree less than this is no flat tile (the
  /// lattice cuts across tiles).
  static let minimumFlatness = 0.5
  /// At most one tile in this many may show the page (empty slots, lifted
  /// into the word tray); more is the page beside the board.
  static let pageLikeTileDivisor = 3

  /// How flat the 25 tiles are, with the backgrounds and surroundings
  /// measured on the way; nil when the location cannot be a board: a tile
  /// that is not flat around its glyph, a missing tile, most tiles without a
  /// glyph, many tiles or a whole row or column the colour of the page.
  func measureBoard() -> BoardMeasurement? {
    let backgrounds = backgrounds()
    var sum = 0.0
    var count = 0
    for background in backgrounds {
      guard let background else { continue }
      guard background.flatness >= Self.minimumFlatness else { return nil }
      sum += background.flatness
      count += 1
    }
    guard count >= Board.tileCount - Board.side else { return nil }
    let lettered = backgrounds.indices.filter { index in
      backgrounds[index].map { hasGlyph(index, on: $0.color) } ?? false
    }
    guard lettered.count > Board.tileCount / 2 else { return nil }
    let surroundings = surroundings()
    if let page = Self.pageColor(in: surroundings) {
      let pageLike = backgrounds.map { background in
        background.map { $0.color.chebyshevDistance(to: page) <= Self.pageTolerance } ?? false
      }
      guard pageLike.filter({ $0 }).count <= Board.tileCount / Self.pageLikeTileDivisor else {
        return nil
      }
      // A whole row or column of page is the page beside the board: the
      // lattice is shifted by a tile.
      for line in 0..<Board.side {
        let row = (0..<Board.side).map { line * Board.side + $0 }
        let column = (0..<Board.side).map { $0 * Board.side + line }
        guard !row.allSatisfy({ pageLike[$0] }), !column.allSatisfy({ pageLike[$0] }) else {
          return nil
        }
      }
    }
    return BoardMeasurement(
      flatness: sum / Double(count), backgrounds: backgrounds, surroundings: surroundings)
  }
}

/// The middle value of `values` (the upper one of the two middle values).
func median(_ values: [UInt8]) -> UInt8 {
  values.sorted()[values.count / 2]
}

extension RGBA {
  /// The largest difference in any colour channel (alpha ignored).
  func chebyshevDistance(to other: RGBA) -> Int {
    max(
      abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
      abs(Int(blue) - Int(other.blue)))
  }
}
