import Foundation
import Letterpress
import Testing
import _TestSupport

@testable import Words

@Suite struct WordFinderTests {
  private let fixture = WordList(words: FixtureWords.text.split(separator: "\n"), name: "fixture")

  private func letters(_ text: String) -> [Letter] { text.compactMap(Letter.init) }

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
    let reference = BruteForceWords(listText: FixtureWords.text)
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
}
