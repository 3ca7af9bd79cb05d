import BoardGeometry
import Letterpress

extension GlyphTemplates {
  /// The shape of `letter` trained on the most tiles (dark glyphs first), or
  /// `nil` when no template has this letter.
  public func shape(of letter: Letter) -> GlyphShape? {
    let candidates = prototypes.filter { $0.letter == letter }
    guard
      let best = candidates.max(by: {
        ($0.isDark ? 1 : 0, $0.count) < ($1.isDark ? 1 : 0, $1.count)
      })
    else { return nil }
    return GlyphShape(
      letter: letter, side: GlyphFeature.side, cells: best.values, span: Double(GlyphFeature.span),
      heightRatio: Double(best.heightRatio))
  }
}
