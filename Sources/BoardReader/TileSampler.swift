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
  static let minimumPageSamples = 50
  /// A tile background this close to the page's colour shows the page.
  static let pageTolerance = 3
  /// Insets of the sampling rings, as fractions of the tile side.
  static let ringInsets = [0.08, 0.13]
  /// Positions along each side of a ring, as fractions of the tile side.
  static let ringPositions = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]

  /// The background of tile `index`, or nil when too little of it is in the
  /// image (a cropped bottom row keeps most of its tiles).
  func background(_ index: Int) -> Background? {
    let size = location.tileSize
    let row = Double(index / Board.side)
    let column = Double(index % Board.side)
    let left = location.x + column * size
    let top = location.y + row * size
    var samples: [RGBA] = []
    for inset in Self.ringInsets {
      for position in Self.ringPositions {
        let along = position * size
        let near = inset * size
        let far = (1 - inset) * size
        for (dx, dy) in [(along, near), (along, far), (near, along), (far, along)] {
          let x = Int(left + dx)
          let y = Int(top + dy)
          if x >= 0, x < image.width, y >= 0, y < image.height { samples.append(image[x, y]) }
        }
      }
    }
    let total = Self.ringInsets.count * Self.ringPositions.count * 4
    guard samples.count * 2 >= total else { return nil }
    let color = RGBA(
      red: median(samples.map(\.red)), green: median(samples.map(\.green)),
      blue: median(samples.map(\.blue)))
    let close = samples.filter { $0.distance(to: color) <= Self.flatTolerance }.count
    return Background(color: color, flatness: Double(close) / Double(samples.count))
  }

  /// All 25 backgrounds (nil for tiles outside the image).
  func backgrounds() -> [Background?] {
    (0..<Board.tileCount).map(background)
  }

  /// The page's colour: the commonest colour outside the board, sampled on
  /// a grid; nil when the image is (nearly) all board.
  func pageColor() -> RGBA? {
    let board = location.rect
    let spacing = max(2, min(image.width, image.height) / 160)
    var counts: [RGBA: Int] = [:]
    for y in stride(from: spacing / 2, to: image.height, by: spacing) {
      let besideOnly = y >= board.y && y < board.y + board.height
      for x in stride(from: spacing / 2, to: image.width, by: spacing) {
        if besideOnly && x >= board.x && x < board.x + board.width { continue }
        counts[image[x, y], default: 0] += 1
      }
    }
    guard let commonest = counts.max(by: { $0.value < $1.value }),
      commonest.value >= Self.minimumPageSamples
    else { return nil }
    return commonest.key
  }

  /// How flat the 25 tiles are (0...1), or nil when the location cannot be a
  /// board: a tile that is not flat around its glyph, a missing tile, many
  /// tiles or a whole row or column the colour of the page.
  func boardFlatness() -> Double? {
    let backgrounds = backgrounds()
    var sum = 0.0
    var count = 0
    for background in backgrounds {
      guard let background else { continue }
      guard background.flatness >= 0.5 else { return nil }
      sum += background.flatness
      count += 1
    }
    guard count >= Board.tileCount - Board.side else { return nil }
    if let page = pageColor() {
      let pageLike = backgrounds.map { background in
        background.map { $0.color.distance(to: page) <= Self.pageTolerance } ?? false
      }
      guard pageLike.filter({ $0 }).count <= Board.tileCount / 3 else { return nil }
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
    return sum / Double(count)
  }
}

/// The middle value of `values` (the upper one of the two middle values).
func median(_ values: [UInt8]) -> UInt8 {
  values.sorted()[values.count / 2]
}

extension RGBA {
  /// The largest difference in any colour channel (alpha ignored).
  func distance(to other: RGBA) -> Int {
    max(
      abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
      abs(Int(blue) - Int(other.blue)))
  }
}
