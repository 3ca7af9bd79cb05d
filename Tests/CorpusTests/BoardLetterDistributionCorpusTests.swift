import Letterpress
import Testing
import _TestSupport

/// The letter distribution of random boards against the real screenshots'
/// boards.
@Suite(.corpus, .enabled(if: Fixtures.shared != nil, Comment(rawValue: Fixtures.sharedMissing)))
struct BoardLetterDistributionCorpusTests {
  @Test func countsAreTheCorpusLetters() throws {
    var counts = Array(repeating: 0, count: 26)
    for board in try CorpusBoards.letters() {
      for scalar in board.unicodeScalars { counts[Int(scalar.value) - 65] += 1 }
    }
    #expect(counts == BoardLetterDistribution.counts)
  }
}
