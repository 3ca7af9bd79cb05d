import Foundation
import Letterpress
import Testing
import Words
import _TestSupport

/// The word finder over the game's whole list (Dictionaries/, from `make
/// setup`), against the brute-force reference.
@Suite(.corpus) struct WordFinderGameListTests {
  private func letters(_ text: String) -> [Letter] { text.compactMap(Letter.init) }

  /// The brute-force reference over the game list, built once for the suite.
  private static func reference() throws -> BruteForceWords { try bruteForce.get() }
  private static let bruteForce = Result {
    BruteForceWords(listText: try String(contentsOfFile: GameList.path, encoding: .utf8))
  }

  @Test(.enabled(if: GameList.isInstalled, Comment(rawValue: GameList.missing)))
  func matchesBruteForceOnRandomBoardsOfTheGameList() throws {
    let list = try GameList.list()
    let reference = try Self.reference()
    #expect(list.count == reference.words.count)
    #expect(list.count == 274_923)  // 274,926 lines, 3 longer than 25 letters
    #expect(list.stats.tooLong == 3 && list.stats.dropped == 3)
    let finder = WordFinder(list: list)
    var generator = SplitMix64(seed: 2026)
    var counts: [Int] = []
    for _ in 0..<1000 {
      let board = BoardLetterDistribution.randomBoard(using: &generator)
      let words = finder.words(on: board)
      #expect(words == reference.words(on: board), "board \(String(board.map(\.character)))")
      counts.append(words.count)
    }
    counts.sort()
    #expect(counts[500] > 500)
  }

  @Test(
    .enabled(
      if: GameList.isInstalled && Fixtures.shared != nil, "needs the game list and ../shared"))
  func matchesBruteForceOnTheCorpusBoards() throws {
    let list = try GameList.list()
    let reference = try Self.reference()
    let finder = WordFinder(list: list)
    let boards = try CorpusBoards.letters()
    #expect(boards.count == 38)
    for board in boards {
      #expect(finder.words(on: letters(board)) == reference.words(on: letters(board)), "\(board)")
    }
  }
}
