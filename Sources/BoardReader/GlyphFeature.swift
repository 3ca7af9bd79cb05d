import Foundation

/// A glyph normalised for comparison: its ink resampled on a square grid
/// centred on the glyph's bounding box and scaled to the glyph's height, so
/// that the same letter gives the same feature at any screenshot size.
///
/// The grid spans `span` glyph heights in both directions, so the letters'
/// widths (I against W) stay part of the shape.
struct GlyphFeature {
  /// Cells per side of the grid.
  static let side = 32
  /// The grid's side in glyph heights.
  static let span: Float = 1.6
  /// Ink weight totals (cells) and feature norms (unitless) at or below
  /// this count as zero: dividing by them would only blow rounding up.
  static let negligible: Float = 1e-6
  /// Degrees in a half turn, to turn degrees into radians.
  static let degreesPerHalfTurn: Float = 180
  /// The sum of the binomial blur's weights 1, 2, 1: each pass divides by it
  /// so that the ink is kept.
  static let blurWeightSum: Float = 4

  /// Ink coverage per cell, 0...1, row-major from the top-left.
  var values: [Float]

  init(values: [Float]) {
    precondition(
      values.count == Self.side * Self.side,
      "a feature has \(Self.side)² values, got \(values.count)")
    self.values = values
  }

  /// Resamples `ink`, first turning it by `degrees` about its centroid (to
  /// undo a tile caught rotated mid-animation).
  init(ink: GlyphInk, degrees: Float) {
    let turned = TurnedInk(ink, degrees: degrees)
    guard let bounds = turned.bounds else {
      self.values = [Float](repeating: 0, count: Self.side * Self.side)
      return
    }
    self.values = Self.blurred(Self.coverage(of: turned, bounds: bounds, ink: ink))
  }

  /// The ink's cell centres turned about the ink's centroid, which becomes
  /// the origin.
  private struct TurnedInk {
    var xs: [Float]
    var ys: [Float]
    /// The box of the turned cells that are at least half ink; `nil` when
    /// none is.
    var bounds: (minX: Float, maxX: Float, minY: Float, maxY: Float)?

    init(_ ink: GlyphInk, degrees: Float) {
      var totalWeight: Float = 0
      var centroidX: Float = 0
      var centroidY: Float = 0
      for index in ink.weights.indices {
        totalWeight += ink.weights[index]
        centroidX += ink.xs[index] * ink.weights[index]
        centroidY += ink.ys[index] * ink.weights[index]
      }
      centroidX /= max(totalWeight, GlyphFeature.negligible)
      centroidY /= max(totalWeight, GlyphFeature.negligible)
      let radians = degrees * .pi / GlyphFeature.degreesPerHalfTurn
      let cosine = Float(cos(Double(radians)))
      let sine = Float(sin(Double(radians)))
      xs = [Float](repeating: 0, count: ink.weights.count)
      ys = xs
      var minX = Float.infinity
      var maxX = -Float.infinity
      var minY = Float.infinity
      var maxY = -Float.infinity
      for index in ink.weights.indices {
        let dx = ink.xs[index] - centroidX
        let dy = ink.ys[index] - centroidY
        let x = cosine * dx - sine * dy
        let y = sine * dx + cosine * dy
        xs[index] = x
        ys[index] = y
        if ink.weights[index] >= 0.5 {
          minX = min(minX, x)
          maxX = max(maxX, x)
          minY = min(minY, y)
          maxY = max(maxY, y)
        }
      }
      bounds = minY <= maxY ? (minX, maxX, minY, maxY) : nil
    }
  }

  /// Ink coverage per grid cell (0...1): each turned pixel's weight
  /// splatted bilinearly into the four nearest cells of a grid centred on
  /// `bounds` and `span` glyph heights wide.
  private static func coverage(
    of turned: TurnedInk, bounds: (minX: Float, maxX: Float, minY: Float, maxY: Float),
    ink: GlyphInk
  ) -> [Float] {
    let side = Self.side
    var values = [Float](repeating: 0, count: side * side)
    let height = bounds.maxY - bounds.minY + ink.cellSide
    let pixelsPerCell = ink.cellSide * ink.cellSide
    let cell = Self.span * height / Float(side)
    let centreX = (bounds.minX + bounds.maxX) / 2
    let centreY = (bounds.minY + bounds.maxY) / 2
    let half = Float(side) / 2 - 0.5
    for index in ink.weights.indices {
      let gx = (turned.xs[index] - centreX) / cell + half
      let gy = (turned.ys[index] - centreY) / cell + half
      let x0 = Int(gx.rounded(.down))
      let y0 = Int(gy.rounded(.down))
      let fx = gx - Float(x0)
      let fy = gy - Float(y0)
      let weight = ink.weights[index] * pixelsPerCell
      let x1 = x0 + 1
      let y1 = y0 + 1
      let xInside0 = x0 >= 0 && x0 < side
      let xInside1 = x1 >= 0 && x1 < side
      if y0 >= 0 && y0 < side {
        let rowWeight = weight * (1 - fy)
        if xInside0 { values[y0 * side + x0] += rowWeight * (1 - fx) }
        if xInside1 { values[y0 * side + x1] += rowWeight * fx }
      }
      if y1 >= 0 && y1 < side {
        let rowWeight = weight * fy
        if xInside0 { values[y1 * side + x0] += rowWeight * (1 - fx) }
        if xInside1 { values[y1 * side + x1] += rowWeight * fx }
      }
    }
    let cellArea = cell * cell
    for index in values.indices {
      values[index] = min(1, values[index] / cellArea)
    }
    return values
  }

  /// A 3x3 binomial blur, so that a one-cell misalignment costs little.
  private static func blurred(_ values: [Float]) -> [Float] {
    let side = Self.side
    var horizontal = values
    for y in 0..<side {
      for x in 0..<side {
        let left = values[y * side + max(0, x - 1)]
        let right = values[y * side + min(side - 1, x + 1)]
        horizontal[y * side + x] = (left + 2 * values[y * side + x] + right) / Self.blurWeightSum
      }
    }
    var result = horizontal
    for y in 0..<side {
      for x in 0..<side {
        let up = horizontal[max(0, y - 1) * side + x]
        let down = horizontal[min(side - 1, y + 1) * side + x]
        result[y * side + x] = (up + 2 * horizontal[y * side + x] + down) / Self.blurWeightSum
      }
    }
    return result
  }

  /// The values shifted to mean 0 and scaled to length 1, so that a dot
  /// product of two of them is their normalised cross-correlation.
  var normalized: [Float] {
    let mean = values.reduce(0, +) / Float(values.count)
    var centred = values.map { $0 - mean }
    let norm = centred.reduce(0) { $0 + $1 * $1 }.squareRoot()
    guard norm > Self.negligible else { return centred }
    for index in centred.indices { centred[index] /= norm }
    return centred
  }
}
