/// How often each letter appears on real Letterpress boards, for drawing
/// realistic random boards in tests and benchmarks.
///
/// The counts are the letters of the 38 distinct readable boards in the
/// labelled screenshot corpus (950 tiles, kept outside the repository);
/// `BoardLetterDistributionTests` recounts them when the corpus is present. Boards are much
/// flatter than English text: E is 4.7%, J 1.5%, Q 0.7%.
///
///     var generator = SplitMix64(seed: 1)
///     let letters = BoardLetterDistribution.randomBoard(using: &generator)
public enum BoardLetterDistribution {
  /// Occurrences of A to Z.
  public static let counts: [Int] = [
    39, 30, 39, 34, 45, 31, 39, 32, 35, 14, 25, 32, 31,  // A-M
    61, 57, 42, 7, 43, 69, 50, 27, 27, 36, 29, 40, 36,  // N-Z
  ]

  private static let cumulative: [Int] = counts.reduce(into: []) { $0.append(($0.last ?? 0) + $1) }

  /// 25 letters drawn independently from the distribution.
  public static func randomBoard(using generator: inout some RandomNumberGenerator) -> [Letter] {
    let total = cumulative[cumulative.count - 1]
    return (0..<Board.tileCount).map { _ in
      let draw = Int.random(in: 0..<total, using: &generator)
      let index = cumulative.firstIndex { draw < $0 } ?? 25
      return Letter(index: UInt8(index))
    }
  }
}

/// A small, fast, seedable random number generator.
///
/// SplitMix64 (Steele, Lea and Flood, 2014): the same seed gives the same
/// boards on every run.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
