import BoardGeometry
import Letterpress
import Pixels

/// Finds the turn marker above the board: a small triangle pointing down,
/// under the mover's avatar, in the mover's defended colour (a "your turn"
/// bubble, when shown, sits beside it).
///
/// The page above the board is sampled on a grid, each sample named by the
/// nearest of the theme's colours, and the connected patches of either
/// player's defended colour are measured: the marker is the one patch shaped
/// like a downward triangle (avatar rings and faces are larger and round;
/// score digits are thin). None, or more than one, is `unknown`.
enum TurnMarker {
  /// Grid cells per tile side: a marker is about a quarter of a tile wide on
  /// phones (about a sixth on iPads), so several cells across.
  static let cellsPerTile = 32.0
  /// A sample farther than this (RGB distance) from its nearest theme colour
  /// is no theme colour (photos in avatars, anti-aliased edges).
  static let colourTolerance = 60.0
  /// A marker patch covers at least this many cells (noise is smaller).
  static let minimumCells = 8
  /// The widest marker, as a fraction of the tile side (avatars are larger).
  static let maximumWidth = 0.5
  /// A triangle fills half its bounding box; rings and discs fill more or less.
  static let fillRange = 0.35...0.68
  /// Width over height of an equilateral-ish triangle pointing down.
  static let aspectRange = 0.8...1.8
  /// A downward triangle has three times as many cells in its top half as in
  /// its bottom half; require clearly more than a disc's one.
  static let minimumTopToBottom = 1.8

  /// Whose turn `image` shows above the board at `location`, in `theme`'s
  /// colours, the samples converted to sRGB from `colourSpace`; `nil` when
  /// it shows no turn marker (a finished game, a crop to the board, a
  /// marker covered or not found).
  static func find(
    in image: Image, location: BoardLocation, theme: Theme, colourSpace: ColourSpace
  ) -> Owner? {
    let step = max(1, Int(location.tileSize / cellsPerTile))
    let rows = max(0, Int(location.y)) / step
    let columns = image.width / step
    guard rows > 0, columns > 0 else { return nil }
    var samples: [RGBA] = []
    samples.reserveCapacity(rows * columns)
    for row in 0..<rows {
      for column in 0..<columns { samples.append(image[column * step, row * step]) }
    }
    let palette = theme.palette
    let named: [(color: RGBA, owner: Owner?)] =
      [
        (palette.playerDefended, .player), (palette.opponentDefended, .opponent),
        (palette.page, nil), (palette.player, nil), (palette.opponent, nil),
        (palette.glyph, nil), (palette.unclaimedEven, nil),
      ].map { (RGBA(hex: $0.0), $0.1) }
    // The page fills most of the grid in long runs: a sample equal to the
    // one before it has its owner.
    var previous: (sample: RGBA, owner: Owner?)?
    let owners = colourSpace.convertedToSRGB(samples).map { sample -> Owner? in
      if let previous, previous.sample == sample { return previous.owner }
      var nearest = (distance: Double.infinity, owner: Owner?.none)
      for entry in named {
        let distance = euclideanDistance(sample, entry.color)
        if distance < nearest.distance { nearest = (distance, entry.owner) }
      }
      let owner = nearest.distance <= colourTolerance ? nearest.owner : nil
      previous = (sample, owner)
      return owner
    }
    let maximumCells = Int(maximumWidth * location.tileSize) / step
    let found = patches(owners, columns: columns)
    let markers = found.filter { patch in
      isDownwardTriangle(patch, maximumWidth: maximumCells)
        && !found.contains { encloses($0, patch) }
    }
    guard markers.count == 1 else { return nil }
    return markers[0].owner
  }

  /// A patch of cells of one owner's colour.
  struct Patch {
    var owner: Owner
    var cells: [(row: Int, column: Int)]

    var top: Int { cells.map(\.row).min() ?? 0 }
    var bottom: Int { cells.map(\.row).max() ?? 0 }
    var left: Int { cells.map(\.column).min() ?? 0 }
    var right: Int { cells.map(\.column).max() ?? 0 }
  }

  /// A patch with this many times another's cells, at least, is an avatar
  /// ring or face (a marker is far smaller).
  static let avatarToMarkerCells = 3

  /// Whether `outer` is an avatar whose bounding box holds `inner`'s centre:
  /// `inner` is then a patch of its photo, not a marker.
  static func encloses(_ outer: Patch, _ inner: Patch) -> Bool {
    let (row, column) = ((inner.top + inner.bottom) / 2, (inner.left + inner.right) / 2)
    return outer.cells.count >= avatarToMarkerCells * inner.cells.count
      && (outer.top...outer.bottom).contains(row) && (outer.left...outer.right).contains(column)
  }

  /// Cells this many apart (in rows and columns) are linked: a marker drawn
  /// under a striped overlay stays one patch.
  static let linkReach = 2

  /// The connected patches of equal non-nil owners on a row-major grid,
  /// cells within `linkReach` of each other linked.
  static func patches(_ owners: [Owner?], columns: Int) -> [Patch] {
    let rows = owners.count / columns
    var seen = [Bool](repeating: false, count: owners.count)
    var found: [Patch] = []
    for start in owners.indices where !seen[start] {
      guard let owner = owners[start] else { continue }
      seen[start] = true
      var stack = [start]
      var cells: [(row: Int, column: Int)] = []
      while let index = stack.popLast() {
        let (row, column) = (index / columns, index % columns)
        cells.append((row, column))
        var neighbours: [Int] = []
        for rowStep in -linkReach...linkReach where (0..<rows).contains(row + rowStep) {
          for columnStep in -linkReach...linkReach where (0..<columns).contains(column + columnStep)
          {
            neighbours.append(index + rowStep * columns + columnStep)
          }
        }
        for next in neighbours where !seen[next] && owners[next] == owner {
          seen[next] = true
          stack.append(next)
        }
      }
      found.append(Patch(owner: owner, cells: cells))
    }
    return found
  }

  /// Whether a patch is shaped like the marker: small, about as wide as
  /// high, half filling its box, most of it in its top half, each row one
  /// unbroken run (text is not).
  static func isDownwardTriangle(_ patch: Patch, maximumWidth: Int) -> Bool {
    guard patch.cells.count >= minimumCells else { return false }
    let rows = patch.cells.map(\.row)
    let (top, bottom) = (patch.top, patch.bottom)
    let (width, height) = (patch.right - patch.left + 1, bottom - top + 1)
    guard width <= maximumWidth else { return false }
    let fill = Double(patch.cells.count) / Double(width * height)
    let aspect = Double(width) / Double(height)
    let middle = Double(top + bottom) / 2
    let upper = rows.filter { Double($0) < middle }.count
    let lower = rows.filter { Double($0) > middle }.count
    let rowsAreSolid = Dictionary(grouping: patch.cells, by: \.row).values.allSatisfy { row in
      let columns = row.map(\.column)
      return (columns.max() ?? 0) - (columns.min() ?? 0) + 1 == columns.count
    }
    return fillRange.contains(fill) && aspectRange.contains(aspect) && rowsAreSolid
      && Double(upper) >= minimumTopToBottom * Double(max(lower, 1))
  }
}
