import Letterpress
import Testing
import _TestSupport

@Suite struct BoardLetterDistributionTests {
  @Test func drawsBoardsNearTheDistribution() {
    var generator = SplitMix64(seed: 7)
    var counts = Array(repeating: 0, count: 26)
    for _ in 0..<2000 {
      for letter in BoardLetterDistribution.randomBoard(using: &generator) {
        counts[Int(letter.index)] += 1
      }
    }
    let total = Double(BoardLetterDistribution.counts.reduce(0, +))
    for (index, count) in counts.enumerated() {
      let expected = Double(BoardLetterDistribution.counts[index]) / total * 50_000
      #expect(abs(Double(count) - expected) < 5 * expected.squareRoot() + 1, "letter \(index)")
    }
  }

  @Test func aSeedFixesTheSequence() {
    var first = SplitMix64(seed: 99)
    var second = SplitMix64(seed: 99)
    #expect(
      BoardLetterDistribution.randomBoard(using: &first)
        == BoardLetterDistribution.randomBoard(using: &second))
  }
}
