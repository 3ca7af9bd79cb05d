import Testing

@testable import Words

@Suite struct NormaliserTests {
  private func normalised(_ text: String) -> (words: [String], stats: NormalisationStats) {
    let list = WordList(words: [text], name: "messy")
    return (list.ids.map { list[$0] }, list.stats)
  }

  @Test func keepsOnlyLowercaseWordsOfTwoToTwentyFiveLetters() {
    let messy =
      "Paris\nNASA\ndon't\ncafé\nna\u{EF}ve\nr2d2\nice-cream\nice cream\na\nI\n"
      + "ok\nzebra\n" + String(repeating: "x", count: 25) + "\n" + String(repeating: "y", count: 26)
    let (words, stats) = normalised(messy)
    #expect(words == [String(repeating: "x", count: 25), "zebra", "ok"])
    #expect(stats.kept == 3)
    #expect(stats.capitalised == 3)  // Paris, NASA, I
    #expect(stats.otherCharacters == 6)  // don't, café, naïve, r2d2, ice-cream, ice cream
    #expect(stats.tooShort == 1)  // a
    #expect(stats.tooLong == 1)
    #expect(stats.duplicates == 0)
    #expect(stats.dropped == 11)
  }

  @Test func handlesCRLFBlanksAndSurroundingSpace() {
    let (words, stats) = normalised("tea\r\n\r\n  eat \r\n\tate\t\r\n\n")
    #expect(words == ["ate", "eat", "tea"])
    #expect(stats.kept == 3)
    #expect(stats.dropped == 0)
  }

  @Test func readsALastLineWithoutNewline() {
    #expect(normalised("ant\nbee").words == ["ant", "bee"])
    #expect(normalised("ant\r\nbee\r").words == ["ant", "bee"])
  }

  @Test func countsDuplicatesOnce() {
    let (words, stats) = normalised("tea\ntea\neat\ntea\n")
    #expect(words == ["eat", "tea"])
    #expect(stats.duplicates == 2)
    #expect(stats.kept == 2)
  }

  @Test func anEmptyListHasNoWords() {
    let (words, stats) = normalised("")
    #expect(words.isEmpty)
    #expect(stats == NormalisationStats())
  }

  @Test func ordersLongestFirstThenAlphabetically() {
    let (words, _) = normalised("b\nzz\naa\nabc\nab\nzzz\nabd\nba\n")
    #expect(words == ["abc", "abd", "zzz", "aa", "ab", "ba", "zz"])
  }
}
