import Foundation
import Letterpress
import Strategy
import Testing
import Words
import _TestSupport

/// The corpus boards (../shared) with the game's list (Dictionaries/, from
/// `make setup`): the top `score` move reaches the true maximum.
@Suite(
  .corpus,
  .enabled(
    if: Fixtures.shared != nil && GameList.isInstalled,
    "needs ../shared/corpus and the game's list (make setup)"))
struct RealPositionTests {

  static func boards() throws -> [Board] {
    var seen = Set<String>()
    return try CorpusManifest.load().compactMap { entry in
      guard seen.insert(entry.letters + entry.colors).inserted else { return nil }
      return try? Board(letters: entry.letters, colors: entry.colors)
    }
  }

  /// What each letter's tiles are worth to the player, most valuable first:
  /// 2 (an opponent's undefended tile), 1 (unclaimed) or 0 (own or defended).
  static func worths(on board: Board) -> [[Int]] {
    var worths = [[Int]](repeating: [], count: 26)
    let colors = board.tileColors
    for tile in 0..<25 {
      let worth =
        switch colors[tile] {
        case .unclaimed: 1
        case .opponent: 2
        case .opponentDefended, .player, .playerDefended: 0
        }
      worths[Int(board.letters[tile].index)].append(worth)
    }
    return worths.map { $0.sorted(by: >) }
  }

  /// The best score difference a word can give, from a per-letter greedy
  /// count: a word takes the most valuable tiles of each of its letters.
  static func bestDifference(of word: String, on board: Board, worths: [[Int]]) -> Int? {
    var needed = [Int](repeating: 0, count: 26)
    for letter in word.compactMap(Letter.init) { needed[Int(letter.index)] += 1 }
    var gain = 0
    for letter in 0..<26 where needed[letter] > 0 {
      guard worths[letter].count >= needed[letter] else { return nil }
      gain += worths[letter].prefix(needed[letter]).reduce(0, +)
    }
    let player = board.owners.count { $0 == .player }
    let opponent = board.owners.count { $0 == .opponent }
    return player - opponent + gain
  }

  @Test func topScoreMoveReachesTheTrueMaximum() throws {
    let list = try GameList.list()
    let finder = WordFinder(list: list)
    let boards = try Self.boards()
    #expect(boards.count >= 40)
    for board in boards {
      let words = finder.words(on: board.letters)
      let generator = MoveGenerator(letters: board.letters, words: words)
      let moves = generator.moves(for: Ownership(board), mover: .player)
      let top = try #require(Ranking.score.order(moves).first)
      let worths = Self.worths(on: board)
      let expected = words.compactMap { Self.bestDifference(of: $0, on: board, worths: worths) }
        .max()
      #expect(top.scoreDifference == expected, "\(board.letterString):\(board.colorString)")
      #expect(moves.count <= generator.tilePlayCount())
    }
  }
}
