import Letterpress
import Strategy
import Words

/// `POST /api/words`: every word a board can spell that the played words
/// still allow, longest first, each with its best tiles for you (those
/// that leave you the most tiles over the opponent's), as the page's Words
/// view lists them.
package struct PlayableWords: Codable, Sendable {
  /// One playable word.
  package struct Entry: Codable, Sendable {
    /// The word, upper case.
    package let word: String
    /// Its best tiles for you, in tap order, named `r1c2`.
    package let tiles: [String]
    /// Tiles held after it.
    package let score: Score
  }

  /// A count for each side.
  package struct Score: Codable, Sendable {
    package let player: Int
    package let opponent: Int
  }

  package var schema = JSONDocument.schema
  /// The word list's name.
  package let dictionary: String
  /// How many words are listed.
  package let playable: Int
  /// Longest first; of a length, the best for you first, then in
  /// alphabetical order.
  package let words: [Entry]

  /// The playable words of `board` for you, with `played` left out.
  package init(board: Board, played: PlayedWords, list: WordList) {
    let words = played.filter(WordFinder(list: list).words(on: board.letters))
    let generator = MoveGenerator(letters: board.letters, words: words)
    let moves = generator.moves(in: Position(board: board, toMove: .player, played: played))
    var best: [String: EvaluatedMove] = [:]
    for move in moves
    where best[move.move.word].map({ move.scoreDifference > $0.scoreDifference })
      ?? true
    {
      best[move.move.word] = move
    }
    let ordered = best.values.sorted { left, right in
      let (leftWord, rightWord) = (left.move.word, right.move.word)
      if leftWord.count != rightWord.count { return leftWord.count > rightWord.count }
      if left.scoreDifference != right.scoreDifference {
        return left.scoreDifference > right.scoreDifference
      }
      return leftWord < rightWord
    }
    dictionary = list.name
    playable = ordered.count
    self.words = ordered.map { move in
      Entry(
        word: move.move.word.uppercased(),
        tiles: move.move.tapOrder(on: board.letters).map(Board.tileName),
        score: Score(player: move.score(of: .player), opponent: move.score(of: .opponent)))
    }
  }
}

extension Solver {
  /// The words `board` can spell that `played` still allows, each with its
  /// best tiles for you (`/api/words`).
  package func playableWords(on board: Board, played: GivenWords) -> PlayableWords {
    PlayableWords(board: board, played: played.played, list: list)
  }
}
