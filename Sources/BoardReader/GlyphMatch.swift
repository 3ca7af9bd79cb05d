import Letterpress

/// What the glyph matcher makes of one tile: a letter with a confidence, or
/// no glyph at all (an empty slot whose tile was lifted into the word tray).
///
///     let match = templates.match(tile)
///     if match.isConfident, let letter = match.letter { … }
public struct GlyphMatch: Hashable, Sendable, CustomStringConvertible {
  /// The best letter; `nil` when the tile shows no glyph (confident) or no
  /// readable glyph (unsure).
  package var letter: Letter?
  /// The second-best letter, the one the matcher could have confused it with.
  package var runnerUp: Letter?
  /// How sure the matcher is, 0...1.
  ///
  /// Where the glyph lies between the best and the second-best letter's
  /// templates, scaled so that `confidentFrom` is the calibrated threshold.
  /// For "no glyph" it is 1, for `unsure` 0.
  package var confidence: Double
  /// The normalised cross-correlation with the best letter's template, -1...1.
  package var similarity: Double
  /// The rotation (degrees) that was undone to match the glyph.
  package var rotation: Double

  /// Confidences from this value up are trusted; below it the reader says
  /// "unsure" instead of guessing.
  package static let confidentFrom = 0.5

  /// Whether the letter (or the absence of one) can be reported as certain.
  package var isConfident: Bool { confidence >= Self.confidentFrom }

  /// The match for a tile with no glyph: its centre is one flat colour.
  package static let noGlyph = GlyphMatch(
    letter: nil, runnerUp: nil, confidence: 1, similarity: 0, rotation: 0)

  /// The match for a tile that shows something, but no glyph the matcher
  /// can read (ink cut by the tile's edge, or no templates at all).
  package static let unsure = GlyphMatch(
    letter: nil, runnerUp: nil, confidence: 0, similarity: 0, rotation: 0)

  package init(
    letter: Letter?, runnerUp: Letter?, confidence: Double, similarity: Double, rotation: Double
  ) {
    self.letter = letter
    self.runnerUp = runnerUp
    self.confidence = confidence
    self.similarity = similarity
    self.rotation = rotation
  }

  /// The description gives the confidence in steps of 1 / n (n, a
  /// divisor): two decimals, enough to compare with `confidentFrom`.
  static let describedSteps = 100.0

  public var description: String {
    let name = letter.map { String($0.character) } ?? "no glyph"
    let other = runnerUp.map { ", else \($0.character)" } ?? ""
    let shown = (confidence * Self.describedSteps).rounded() / Self.describedSteps
    return "\(name) (confidence \(shown)\(other))"
  }
}
