import Testing

@testable import Words

@Suite struct PlayedWordsTests {
  private let fixture = WordList(words: FixtureWords.text.split(separator: "\n"), name: "fixture")

  @Test func aPlayedWordBlocksItselfAndItsPrefixesOnly() throws {
    let played = try PlayedWords(["QUILTS"])
    #expect(!played.allows("quilts"))
    #expect(!played.allows("QUILT"))
    #expect(!played.allows("qui"))
    #expect(played.allows("quilted"))
    #expect(played.allows("quiz"))
    #expect(played.words == ["quilts"])
  }

  @Test func suffixOverlapStaysLegal() throws {
    let played = try PlayedWords(["horseradish"])
    #expect(played.allows("radish"))
    #expect(!played.allows("horseradish"))
  }

  @Test func playedWordsAccumulate() throws {
    var played = PlayedWords()
    #expect(played.allows("stare"))
    try played.insert("stared")
    try played.insert("letters")
    #expect(
      played.filter(["stared", "stare", "star", "seat", "letters", "letter", "press"])
        == ["seat", "press"])
  }

  @Test func blockedIDsAreThePlayedWordsAndTheirPrefixesInTheList() throws {
    let played = try PlayedWords(["quilts", "pressed", "starez"])
    let blocked = played.blockedIDs(in: fixture).map { fixture[$0] }.sorted()
    #expect(blocked == ["press", "pressed", "quilt", "quilts", "star", "stare"])
  }

  @Test func blockedIDsAgreeWithAllows() throws {
    let played = try PlayedWords(["bananas", "teas", "oozes", "at"])
    let blocked = played.blockedIDs(in: fixture)
    for id in fixture.ids {
      #expect(blocked.contains(id) == !played.allows(fixture[id]), "\(fixture[id])")
    }
  }

  @Test(arguments: [
    "", "a", "don't", "café", "r2d2", "two words", "\u{212A}ing",
    String(repeating: "z", count: 26),
  ])
  func rejectsWordsThatAreNotTwoToTwentyFiveLetters(_ word: String) {
    #expect(throws: WordListError.invalidPlayedWord(word)) { try PlayedWords([word]) }
  }

  @Test func acceptsTheShortestAndLongestWordsInEitherCase() throws {
    let longest = String(repeating: "Ab", count: 12) + "c"
    let played = try PlayedWords(["AT", longest])
    #expect(played.words == ["at", longest.lowercased()])
    #expect(!played.allows(String(longest.prefix(24))))
  }

  @Test func aHugeWordIsRefusedWithAShortExcerpt() throws {
    let word = String(repeating: "a", count: 70_000)
    let error = try #require(throws: WordListError.self) { try PlayedWords(list: word) }
    #expect(error.description.contains("(70000 characters)"))
    #expect(error.description.count < 120, "\(error.description)")
  }

  @Test func givenWordsAreAtMostTheLimit() throws {
    // Two-letter words: aa, ab, ... (26 x 26 of them).
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let words = (0..<PlayedWords.maxGivenWords).map {
      String([letters[$0 / 26], letters[$0 % 26]])
    }
    #expect(try PlayedWords(given: words).words.count == PlayedWords.maxGivenWords)
    let one = PlayedWords.maxGivenWords + 1
    #expect(throws: WordListError.tooManyPlayedWords(one, limit: PlayedWords.maxGivenWords)) {
      try PlayedWords(given: words + ["extra"])
    }
    #expect(throws: WordListError.tooManyPlayedWords(one, limit: PlayedWords.maxGivenWords)) {
      try PlayedWords(list: (words + ["extra"]).joined(separator: ","))
    }
  }

  @Test func aListIsSplitOnCommasWhiteSpaceAndPlus() throws {
    let played = try PlayedWords(list: " quilts,radish+HORSE\tshop\n,,")
    #expect(played.words == ["quilts", "radish", "horse", "shop"])
  }
}
