import BoardReader
import GameHistory
import Letterpress
import Words

extension LastPlayed {
  /// The word of the "played" bubble `reading` shows and who played it:
  /// the word of `list` its glyphs clearly spell among those the board's
  /// coloured tiles can spell (every tile of the word just played is
  /// coloured); `nil` without a bubble or without such a word.
  package init?(reading: BoardReading, list: WordList) {
    guard let bubble = reading.bubble else { return nil }
    var coloured = [Int](repeating: 0, count: Letter.all.count)
    for tile in reading.tiles where tile.color?.owner != nil {
      if let letter = tile.letter { coloured[Int(letter.index)] += 1 }
    }
    let candidates = Self.candidates(
      bubble.plausibleLetters, spelledFrom: coloured, in: list)
    guard let word = bubble.word(among: candidates) else { return nil }
    self.init(word: word, by: bubble.by)
  }

  /// The words of `list` with one of `choices[i]` as their i-th letter that
  /// the letters counted in `available` spell, found letter by letter
  /// (a prefix no word of the list begins with is not followed).
  static func candidates(
    _ choices: [[Letter]], spelledFrom available: [Int], in list: WordList
  ) -> [String] {
    var words: [String] = []
    var left = available
    var prefix = ""
    func extend() {
      // A whole word's letters were each checked as a prefix of a word of
      // its length: it is that word.
      guard prefix.count < choices.count else {
        words.append(prefix)
        return
      }
      for letter in choices[prefix.count] where left[Int(letter.index)] > 0 {
        prefix.append(Character(letter.character.lowercased()))
        left[Int(letter.index)] -= 1
        if list.hasWord(length: choices.count, startingWith: prefix) { extend() }
        left[Int(letter.index)] += 1
        prefix.removeLast()
      }
    }
    extend()
    return words
  }
}
