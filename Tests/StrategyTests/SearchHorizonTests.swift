import Letterpress
import Strategy
import Testing
import Words
import _TestSupport

/// The look-ahead stops at the end of the game: on a board of few words it
/// searches no deeper than the longest game left, so the work budget, not
/// the time cap, ends it and the answer is the same on every run (issue 37:
/// a review of a game on eight words took SHOP on other tiles than the
/// game's answer, the two searches cut by the 2 s cap at different depths).
@Suite struct SearchHorizonTests {
  static let letters = QuiltBoard.letters
  static let words = ["horse", "quilt", "shop", "open", "cart", "dish", "hose", "rash"]

  /// After QUILT, seven words are left: a game lasts at most 16 plies (one
  /// pass before each word, two passes at the end). The default work budget
  /// with the cap far away (a slow machine cannot reach it) used to deepen
  /// to 50 plies, the same tree again at each depth.
  @Test func aBoardOfFewWordsIsSearchedNoDeeperThanTheLongestGameLeft() throws {
    let board = try Board(
      letters: Self.letters, colors: "rrrrr" + String(repeating: "w", count: 20))
    let position = Position(board: board, played: try PlayedWords(["quilt"]))
    var limits = SearchLimits()
    limits.seconds = 600
    let generator = MoveGenerator(letters: position.letters, words: Self.words)
    let first = Searcher(generator: generator).search(position, limits: limits)
    let again = Searcher(generator: generator).search(position, limits: limits)
    #expect(first.depth <= 2 * 7 + 2, "searched \(first.depth) plies")
    #expect(!first.cutByTime)
    #expect(first.nodes == again.nodes && first.depth == again.depth)
    #expect(
      first.moves.map { "\($0.evaluated?.move.word ?? "pass") \($0.value)" }
        == again.moves.map { "\($0.evaluated?.move.word ?? "pass") \($0.value)" })
  }
}
