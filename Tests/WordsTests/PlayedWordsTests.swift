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

  @Test(arguments: ["", "don't", "café", "r2d2", "two words"])
  func rejectsWordsThatAreNotLetters(_ word: String) {
    #expect(throws: WordListError.invalidPlayedWord(word)) { try PlayedWords([word]) }
  }
}
