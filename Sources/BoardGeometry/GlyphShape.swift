import Letterpress

/// A letter's shape, for drawing it.
///
/// Ink coverage on a square grid centred on the glyph, `span` glyph heights
/// wide. The reader's templates give one per trained letter
/// (`GlyphTemplates.shape(of:)` in BoardReader).
///
///     let shape = GlyphTemplates.builtIn.shape(of: Letter("Q")!)
///     let ink = shape?.coverage(x: 0, y: 0)  // the glyph's centre
public struct GlyphShape: Sendable {
  /// The letter drawn.
  package var letter: Letter
  /// Cells per side of the grid.
  package var side: Int
  /// Coverage per cell, 0...1, row-major from the top-left.
  package var cells: [Float]
  /// The grid's side, in glyph heights.
  package var span: Double
  /// The glyph's height over the tile's width.
  package var heightRatio: Double

  /// A shape from its grid of `side` x `side` coverage cells.
  package init(letter: Letter, side: Int, cells: [Float], span: Double, heightRatio: Double) {
    precondition(cells.count == side * side, "a \(side)x\(side) grid has \(side * side) cells")
    self.letter = letter
    self.side = side
    self.cells = cells
    self.span = span
    self.heightRatio = heightRatio
  }

  /// The coverage, 0...1, at a point given in glyph heights from the glyph's
  /// centre (x to the right, y down), interpolated between cells.
  package func coverage(x: Double, y: Double) -> Double {
    let scale = Double(side) / span
    let gx = x * scale + Double(side) / 2 - 0.5
    let gy = y * scale + Double(side) / 2 - 0.5
    let x0 = Int(gx.rounded(.down))
    let y0 = Int(gy.rounded(.down))
    let fx = gx - Double(x0)
    let fy = gy - Double(y0)
    func cell(_ cx: Int, _ cy: Int) -> Double {
      guard cx >= 0, cx < side, cy >= 0, cy < side else { return 0 }
      return Double(cells[cy * side + cx])
    }
    let top = cell(x0, y0) * (1 - fx) + cell(x0 + 1, y0) * fx
    let bottom = cell(x0, y0 + 1) * (1 - fx) + cell(x0 + 1, y0 + 1) * fx
    return top * (1 - fy) + bottom * fy
  }
}
