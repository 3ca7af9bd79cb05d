import BoardReader
import GameHistory
import Letterpress
import Words

extension LastPlayed {
  /// The word of the "played" bubble `reading` shows and who played it:
  /// the word of `list` its glyphs clearly spell among those the board's
  /// coloured tiles can spell (every tile of the word just played is
  /// coloured); `nil` without a bubble or without such a word.
  public init?(reading: BoardReading, list: WordList) {
    guard let bubble = reading.bubble else { return nil }
    let coloured = reading.tiles.compactMap { tile in
      tile.color?.owner == nil ? nil : tile.letter
    }
    // Only the words of the bubble's length are spelt out.
    let candidates = WordFinder(list: list).wordIDs(on: coloured).filter {
      list.length(of: $0) == bubble.length
    }.map { list[$0] }
    guard let word = bubble.word(among: candidates) else { return nil }
    self.init(word: word, by: bubble.by == .player ? .you : .opponent)
  }
}
