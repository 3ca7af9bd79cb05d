import Foundation
import Letterpress
import Testing
import _TestSupport

@testable import Words

@Suite struct WordFinderTests {
  private let fixture = WordList(words: FixtureWords.text.split(separator: "\n"), name: "fixture")

  private func letters(_ text: String) -> [Letter] { text.compactMap(Letter.init) }

  /// The brute-force reference over the game list, built once for the suite.
  private static func gameListReference() throws -> BruteForce { try gameListBruteForce.get() }
  private static let gameListBruteForce = Result {
    BruteForce(listText: try String(contentsOfFile: GameList.path, encoding: .utf8))
  }

  @Test func findsWordsLongestFirstThenAlphabetically() {
    let finder = WordFinder(list: fixture)
    #expect(
      finder.words(on: letters("STARED")) == [
        "stared", "stare", "arts", "east", "eats", "rats", "seat", "star", "teas", "art", "ear",
        "eat",
        "rat", "tea", "ad", "as", "at",
      ])
  }

  @Test func usesEachTileOnce() {
    let finder = WordFinder(list: fixture)
    #expect(finder.words(on: letters("A")).isEmpty)
    #expect(finder.words(on: letters("AA")) == ["aa"])
    #expect(finder.words(on: letters("JAZ")).isEmpty)
    #expect(finder.words(on: letters("JAZZ")) == ["jazz"])
    #expect(finder.words(on: letters("BANANA")).contains("banana"))
    #expect(!finder.words(on: letters("BANANS")).contains("bananas"))
  }

  @Test func handlesALetterMoreThanSevenTimes() {
    let finder = WordFinder(list: fixture)
    #expect(!finder.words(on: letters("EEEEEEEEK")).contains("eeeeeeeeek"))  // 8 E, needs 9
    #expect(finder.words(on: letters("EEEEEEEEEK")).contains("eeeeeeeeek"))
    #expect(finder.words(on: letters("EEEEEEEEEEEEEEEEK")).contains("eeeeeeeeek"))
    #expect(finder.words(on: letters("NNNNNNNNNOOOOSSEE")).contains("nonsense"))
  }

  @Test func matchesBruteForceOnRandomBoardsOfTheFixture() {
    let finder = WordFinder(list: fixture)
    let reference = BruteForce(listText: FixtureWords.text)
    var generator = SplitMix64(seed: 4)
    var found = 0
    for _ in 0..<1000 {
      let board = BoardLetterDistribution.randomBoard(using: &generator)
      let words = finder.words(on: board)
      #expect(words == reference.words(on: board), "board \(String(board.map(\.character)))")
      found += words.count
    }
    #expect(found > 1000)  // the fixture is not trivially empty on real boards
  }

  @Test(.enabled(if: GameList.isInstalled, Comment(rawValue: GameList.missing)))
  func matchesBruteForceOnRandomBoardsOfTheGameList() throws {
    let list = try GameList.list()
    let reference = try Self.gameListReference()
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
    let reference = try Self.gameListReference()
    let finder = WordFinder(list: list)
    let boards = try CorpusBoards.letters()
    #expect(boards.count == 38)
    for board in boards {
      #expect(finder.words(on: letters(board)) == reference.words(on: letters(board)), "\(board)")
    }
  }
}
