import BoardGeometry
import Letterpress
import Pixels

/// Finds the 5x5 board in a screenshot from its pixels alone, with no table
/// of device sizes.
///
/// The board is a square of 25 equal, flat-coloured tiles; neighbouring tiles
/// differ in colour (unclaimed tiles alternate two greys), so the board shows
/// as long straight colour edges on a regular lattice. The locator collects
/// the long vertical and horizontal edges, fits the six column lines
/// `x + k * tile` and then the six row lines `y + k * tile` with the same tile
/// side (an image edge counts as a line: phones draw the board flush with the
/// sides and often the bottom; a crop may cut up to a fifth of a tile off
/// the outer tiles on any side), and accepts the best fit only when the 25
/// tiles it predicts are each flat around the glyph and not the colour of
/// the page.
///
///     let location = try GridLocator.locate(in: screenshot)
///     location.tileRect(24)  // the bottom-right tile
public enum GridLocator {
  /// Locates the board in `image`.
  ///
  /// - Throws: `ReadingError.gridNotFound` when no board is found.
  public static func locate(in image: Image) throws(ReadingError) -> BoardLocation {
    try locateMeasured(in: image).location
  }

  /// Locates the board in `image`, with what `TileSampler` measured of it
  /// (so the reader need not sample the winning board again).
  ///
  /// - Throws: `ReadingError.gridNotFound` when no board is found.
  static func locateMeasured(in image: Image) throws(ReadingError) -> (
    location: BoardLocation, measurement: TileSampler.BoardMeasurement
  ) {
    let smaller = min(image.width, image.height)
    guard smaller >= minimumImageSide else {
      throw .gridNotFound(width: image.width, height: image.height)
    }
    let edges = EdgeMap(image)
    if let found = locateMeasured(in: image, edges: edges) { return found }
    // Only where no board is found: edges blurred by downscaling and heavy
    // recompression (a new game's greys), compared further apart.
    if edges.comparison != .exact,
      let found = locateMeasured(in: image, edges: EdgeMap(image, comparison: .blurred))
    {
      return found
    }
    throw .gridNotFound(width: image.width, height: image.height)
  }

  /// The best board the lattices of `edges` give, measured; nil if none.
  static func locateMeasured(in image: Image, edges: EdgeMap) -> (
    location: BoardLocation, measurement: TileSampler.BoardMeasurement
  )? {
    var best: (location: BoardLocation, measurement: TileSampler.BoardMeasurement, score: Double)?
    let columnCandidates = columnLattices(edges)
    let rowCandidates = columnCandidates.map { rowLattices(edges, columns: $0) }
    // Each column lattice with its best row lattice; only when none passes,
    // the next best row lattices (a strong edge below the board, such as a
    // bar or the image's border, can rank a lattice a row too low first).
    for rank in 0..<rowCandidateCount where best == nil {
      for (columns, rows) in zip(columnCandidates, rowCandidates) where rank < rows.count {
        let location = refined(edges, columns: columns, rows: rows[rank])
        guard provesOutline(edges, location) else { continue }
        guard let measurement = TileSampler(image: image, location: location).measureBoard()
        else { continue }
        let score = columns.score + rows[rank].score + flatnessWeight * measurement.flatness
        if score > best?.score ?? 0 { best = (location, measurement, score) }
      }
    }
    return best.map { ($0.location, $0.measurement) }
  }

  /// Images smaller than this (in either direction) are refused.
  static let minimumImageSide = 50
  /// How many column lattices are followed up.
  static let candidateCount = 6
  /// How many row lattices are tried per column lattice.
  static let rowCandidateCount = 3
  /// The fraction of a tile the board may extend past an image border
  /// (a screenshot cropped into the board).
  static let maximumCrop = 0.2
  /// The support of a board line that lies past the image's border.
  static let croppedLineSupport = 0.8
  /// How much a board's flatness (0...1, from `TileSampler`) weighs against
  /// its lattices' line supports (0...6 each), in support units.
  static let flatnessWeight = 6.0
  /// How many column edge peaks (pixels) are tried as board sides: the six
  /// board lines and as many strong edges elsewhere.
  static let columnPeakCount = 12
  /// How many row edge peaks (pixels) are tried as board lines: the six
  /// board lines and the strong edges of the page above and below.
  static let rowPeakCount = 16
  /// A tile is at least this fraction (1 / n) of the image's shorter side,
  /// as a divisor: smaller lattices are text, not a board.
  static let smallestTileDivisor = 10.0
  /// The board's side in tiles, as a Double for lattice arithmetic.
  static let boardSpan = Double(Board.side)
  /// A board line is confirmed by an edge of at least this fraction of the
  /// board's side (the rest may be hidden by equal neighbouring colours).
  static let minimumLineFraction = 0.3
  /// The least line tolerance in pixels (resizing moves a line by a pixel).
  static let minimumLineTolerance = 2.0
  /// The line tolerance as a fraction of a tile side (for large boards).
  static let lineToleranceFraction = 0.02
  /// Edge peaks closer than this (pixels) to a higher one are not peaks.
  static let peakRadius = 3

  // MARK: - Lattices

  /// Six equally spaced lines, `origin + k * spacing` for k in 0...5, and how
  /// well the edges support them (0...6).
  struct Lattice {
    var origin: Double
    var spacing: Double
    var score: Double

    func line(_ k: Int) -> Double { origin + Double(k) * spacing }
  }

  /// The best column lattices: the board's left edge and tile side.
  static func columnLattices(_ edges: EdgeMap) -> [Lattice] {
    let width = Double(edges.width)
    let profile = edges.columnProfile(rows: 0..<edges.height)
    var positions = peaks(of: profile, count: columnPeakCount).map(Double.init)
    positions += [0, width]
    let smallestTile = Double(min(edges.width, edges.height)) / smallestTileDivisor
    // A board cropped at both sides is wider than the image.
    let largestTile = width / (Double(Board.side) - 2 * maximumCrop) + 1
    var lattices: [Lattice] = []
    for a in positions {
      for b in positions where b > a {
        for i in 0..<Board.side {
          for j in (i + 1)...Board.side {
            let spacing = (b - a) / Double(j - i)
            guard spacing >= smallestTile, spacing <= largestTile else { continue }
            let origin = a - Double(i) * spacing
            let crop = maximumCrop * spacing
            guard origin >= -crop, origin + boardSpan * spacing <= width + crop else { continue }
            let supports = supports(
              profile, origin: origin, spacing: spacing, imageEdges: [0, width])
            guard hasOutline(supports) else { continue }
            lattices.append(
              Lattice(origin: origin, spacing: spacing, score: supports.reduce(0, +)))
          }
        }
      }
    }
    // Phones draw the board across the full width: always try that, even
    // when a board of one colour shows no inner lines to vote for it.
    let fullWidthSupports = supports(
      profile, origin: 0, spacing: width / boardSpan, imageEdges: [0, width])
    let fullWidth = Lattice(
      origin: 0, spacing: width / boardSpan, score: fullWidthSupports.reduce(0, +))
    return distinctBest(lattices, count: candidateCount, after: [fullWidth])
  }

  /// The best row lattices for the columns found (the board's top edge),
  /// best first, at most `rowCandidateCount` of them.
  static func rowLattices(_ edges: EdgeMap, columns: Lattice) -> [Lattice] {
    let spacing = columns.spacing
    let height = Double(edges.height)
    let left = max(0, Int(columns.origin.rounded()))
    let right = min(edges.width, Int(columns.line(Board.side).rounded()))
    guard right > left else { return [] }
    let profile = edges.rowProfile(columns: left..<right)
    let tolerance = lineTolerance(spacing)
    var origins = peaks(of: profile, count: rowPeakCount).flatMap { peak in
      (0...Board.side).map { Double(peak) - Double($0) * spacing }
    }
    origins += [0, height - boardSpan * spacing]
    var lattices: [Lattice] = []
    let crop = maximumCrop * spacing
    for origin in origins {
      guard origin >= -crop, origin + boardSpan * spacing <= height + crop else { continue }
      let start = (-tolerance..<0).contains(origin) ? 0 : origin
      let supports = supports(profile, origin: start, spacing: spacing, imageEdges: [0, height])
      guard hasOutline(supports) else { continue }
      lattices.append(Lattice(origin: start, spacing: spacing, score: supports.reduce(0, +)))
    }
    return distinctBest(lattices, count: rowCandidateCount)
  }

  /// The best-scoring `lattices`, skipping any close to one kept before it,
  /// until `count` are kept (`kept` first).
  static func distinctBest(_ lattices: [Lattice], count: Int, after kept: [Lattice] = [])
    -> [Lattice]
  {
    var distinct = kept
    for lattice in lattices.sorted(by: { $0.score > $1.score })
    where !distinct.contains(where: { $0.isClose(to: lattice) }) {
      guard distinct.count < count else { break }
      distinct.append(lattice)
    }
    return distinct
  }

  /// The location from both lattices, with the tile side and origins fitted
  /// to the edges actually seen (tiles of downscaled images are fractional).
  static func refined(_ edges: EdgeMap, columns: Lattice, rows: Lattice) -> BoardLocation {
    let top = max(0, Int(rows.origin.rounded()))
    let bottom = min(edges.height, Int(rows.line(Board.side).rounded()))
    let columnProfile = edges.columnProfile(rows: top..<max(top, bottom))
    let columnFit = fit(
      columnProfile, lattice: columns, imageEdges: [0, Double(edges.width)])
    let rowProfile = edges.rowProfile(
      columns: max(
        0, Int(columnFit.origin.rounded()))..<min(
          edges.width, Int(columnFit.line(Board.side).rounded())))
    let rowsWithFittedSpacing = Lattice(
      origin: rows.origin, spacing: columnFit.spacing, score: rows.score)
    let rowOrigin = fitOrigin(
      rowProfile, lattice: rowsWithFittedSpacing, imageEdges: [0, Double(edges.height)])
    return BoardLocation(x: columnFit.origin, y: rowOrigin, tileSize: columnFit.spacing)
  }

  /// A least-squares fit of origin and spacing to the lattice's supported
  /// lines, each moved to the strongest edge near it.
  static func fit(_ profile: [Int], lattice: Lattice, imageEdges: [Double]) -> Lattice {
    let observed = observedLines(profile, lattice: lattice, imageEdges: imageEdges)
    guard observed.count >= 2 else { return lattice }
    let n = Double(observed.count)
    let meanK = observed.reduce(0) { $0 + $1.k } / n
    let meanPosition = observed.reduce(0) { $0 + $1.position } / n
    let covariance = observed.reduce(0) { $0 + ($1.k - meanK) * ($1.position - meanPosition) }
    let variance = observed.reduce(0) { $0 + ($1.k - meanK) * ($1.k - meanK) }
    guard variance > 0 else { return lattice }
    let spacing = covariance / variance
    guard abs(spacing - lattice.spacing) <= lineTolerance(lattice.spacing) else { return lattice }
    return Lattice(origin: meanPosition - spacing * meanK, spacing: spacing, score: lattice.score)
  }

  /// The origin that best fits the lattice's supported lines at its spacing.
  static func fitOrigin(_ profile: [Int], lattice: Lattice, imageEdges: [Double]) -> Double {
    let observed = observedLines(profile, lattice: lattice, imageEdges: imageEdges)
    guard !observed.isEmpty else { return lattice.origin }
    let origins = observed.map { $0.position - $0.k * lattice.spacing }
    return origins.reduce(0, +) / Double(origins.count)
  }

  /// The lattice's lines that an edge (or the image's border) confirms, at
  /// the position seen.
  static func observedLines(_ profile: [Int], lattice: Lattice, imageEdges: [Double])
    -> [(k: Double, position: Double)]
  {
    let tolerance = lineTolerance(lattice.spacing)
    var observed: [(k: Double, position: Double)] = []
    for k in 0...Board.side {
      let line = lattice.line(k)
      if let edge = imageEdges.first(where: { abs($0 - line) <= tolerance }) {
        observed.append((Double(k), edge))
      } else if let position = strongestEdge(profile, near: line, tolerance: tolerance),
        Double(profile[position]) >= minimumLineFraction * expectedLength(lattice.spacing)
      {
        observed.append((Double(k), Double(position)))
      }
    }
    return observed
  }

  // MARK: - Support

  /// The board's outer edge must show (or be the image's border) on both
  /// sides; inner lines may not, between tiles of one colour.
  static let minimumOutlineSupport = 0.35

  /// Whether all four sides of `location` show as edges along the board
  /// itself (or lie on or past the image's border).
  ///
  /// The lattices are chosen on edges across the whole image; a lattice
  /// inside a larger pattern (a fraction of the real tile, between the board
  /// and a bar below it) has a side that no edge follows along the board.
  static func provesOutline(_ edges: EdgeMap, _ location: BoardLocation) -> Bool {
    let rect = location.rect
    let rows = max(0, rect.y)..<max(0, min(edges.height, rect.y + rect.height))
    let columns = max(0, rect.x)..<max(0, min(edges.width, rect.x + rect.width))
    guard !rows.isEmpty, !columns.isEmpty else { return false }
    let columnProfile = edges.columnProfile(rows: rows)
    let rowProfile = edges.rowProfile(columns: columns)
    let spacing = location.tileSize
    let side = Double(Board.side) * spacing
    let near = borderReach * spacing
    func proven(_ position: Double, _ profile: [Int], border: Double) -> Bool {
      position <= near || position >= border - near
        || support(profile, at: position, spacing: spacing, imageEdges: [0, border])
          >= minimumOutlineSupport
    }
    let (width, height) = (Double(edges.width), Double(edges.height))
    return proven(location.x, columnProfile, border: width)
      && proven(location.x + side, columnProfile, border: width)
      && proven(location.y, rowProfile, border: height)
      && proven(location.y + side, rowProfile, border: height)
  }

  /// A board side this close to the image's border (in tile sides) is the
  /// border: resizing can leave a pixel or two of the next row below.
  static let borderReach = 0.05

  /// Whether the first and last of a lattice's line supports show an outline.
  static func hasOutline(_ supports: [Double]) -> Bool {
    guard let first = supports.first, let last = supports.last else { return false }
    return first >= minimumOutlineSupport && last >= minimumOutlineSupport
  }

  /// How far a line may be from the lattice's prediction.
  static func lineTolerance(_ spacing: Double) -> Double {
    max(minimumLineTolerance, spacing * lineToleranceFraction)
  }

  /// The length of a line crossing the whole board.
  static func expectedLength(_ spacing: Double) -> Double { boardSpan * spacing }

  /// How well edges confirm each line of `origin + k * spacing`.
  static func supports(_ profile: [Int], origin: Double, spacing: Double, imageEdges: [Double])
    -> [Double]
  {
    (0...Board.side).map { k in
      support(profile, at: origin + Double(k) * spacing, spacing: spacing, imageEdges: imageEdges)
    }
  }

  /// How well edges confirm a line at `position`: 1 on an image border, a
  /// little less past one (the border cut the board's outer tiles), else
  /// the length of long edges there over the board's side, at most 1.
  static func support(_ profile: [Int], at position: Double, spacing: Double, imageEdges: [Double])
    -> Double
  {
    let tolerance = lineTolerance(spacing)
    if imageEdges.contains(where: { abs($0 - position) <= tolerance }) { return 1 }
    if position < 0 || position > Double(profile.count) { return croppedLineSupport }
    guard let strongest = strongestEdge(profile, near: position, tolerance: tolerance) else {
      return 0
    }
    return min(1, Double(profile[strongest]) / expectedLength(spacing))
  }

  /// The index of the largest profile value within `tolerance` of `position`.
  static func strongestEdge(_ profile: [Int], near position: Double, tolerance: Double) -> Int? {
    let low = max(0, Int((position - tolerance).rounded(.down)))
    let high = min(profile.count - 1, Int((position + tolerance).rounded(.up)))
    guard low <= high else { return nil }
    return (low...high).max { profile[$0] < profile[$1] }
  }

  /// The indices of the `count` highest local maxima of `profile`.
  static func peaks(of profile: [Int], count: Int) -> [Int] {
    var result: [Int] = []
    for index in profile.indices where profile[index] > 0 {
      let low = max(0, index - peakRadius)
      let high = min(profile.count - 1, index + peakRadius)
      let isPeak = (low...high).allSatisfy { other in
        profile[other] < profile[index] || (profile[other] == profile[index] && other >= index)
      }
      if isPeak { result.append(index) }
    }
    result.sort { profile[$0] > profile[$1] }
    return Array(result.prefix(count))
  }
}

extension GridLocator.Lattice {
  /// Whether two lattices describe nearly the same lines.
  func isClose(to other: Self) -> Bool {
    let tolerance = GridLocator.lineTolerance(spacing)
    return abs(origin - other.origin) <= tolerance
      && abs(line(Board.side) - other.line(Board.side)) <= tolerance
  }
}
