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

  /// The page's colour: the commonest colour in a band just above the board,
  /// or just below it when the board starts at the image top; nil for an
  /// image that is all board.
  func pageColor() -> RGBA? {
    let band = max(2, Int(location.tileSize * 0.12))
    let rect = location.rect
    let columns = max(0, rect.x)..<min(image.width, rect.x + rect.width)
    let rows: Range<Int>
    if rect.y - 2 >= band {
      rows = (rect.y - 1 - band)..<(rect.y - 1)
    } else if rect.y + rect.height + 1 + band <= image.height {
      rows = (rect.y + rect.height + 1)..<(rect.y + rect.height + 1 + band)
    } else {
      return nil
    }
    var counts: [RGBA: Int] = [:]
    for y in rows {
      for x in stride(from: columns.lowerBound, to: columns.upperBound, by: 2) {
        counts[image[x, y], default: 0] += 1
      }
    }
    return counts.max { $0.value < $1.value }?.key
  }

  /// How flat the 25 tiles are (0...1), or nil when the location cannot be a
  /// board: a tile that is not flat around its glyph, a missing tile, or
  /// most tiles the colour of the page.
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
      let pageLike = backgrounds.filter { background in
        guard let background else { return false }
        return background.color.distance(to: page) <= 2
      }.count
      guard pageLike <= Board.tileCount / 3 else { return nil }
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
