import Letterpress
import Strategy
import Testing
import Words
import _TestSupport

@Suite struct ArenaTests {
  /// Words and boards over a few letters, so games are long.
  static let fewLetters = Array("AEIRST")

  /// 60 random words of 2-5 of `fewLetters`.
  static func fewLetterWords(using random: inout SplitMix64) -> Set<String> {
    var words = Set<String>()
    while words.count < 60 {
      let length = Int.random(in: 2...5, using: &random)
      words.insert(
        String((0..<length).map { _ in randomLetter(using: &random) }).lowercased())
    }
    return words
  }

  /// A random board of `fewLetters`.
  static func fewLetterBoard(using random: inout SplitMix64) -> [Letter] {
    (0..<25).compactMap { _ in Letter(randomLetter(using: &random)) }
  }

  private static func randomLetter(using random: inout SplitMix64) -> Character {
    fewLetters[Int.random(in: fewLetters.indices, using: &random)]
  }

  @Test func wilsonIntervalMatchesTheFormula() {
    // Reference values (z = 1.96): 8 of 10 -> 0.4902-0.9433; 0 of 10 -> 0-0.2775.
    let eight = WilsonInterval(successes: 8, trials: 10)
    #expect(abs(eight.lower - 0.4902) < 0.0005 && abs(eight.upper - 0.9433) < 0.0005)
    let none = WilsonInterval(successes: 0, trials: 10)
    #expect(none.lower == 0 && abs(none.upper - 0.2775) < 0.0005)
    #expect(WilsonInterval(successes: 0, trials: 0) == WilsonInterval(successes: 1, trials: 0))
  }

  @Test func boardsDependOnlyOnTheSeed() {
    #expect(Arena.boards(count: 3, seed: 7) == Arena.boards(count: 3, seed: 7))
    #expect(Arena.boards(count: 3, seed: 7) != Arena.boards(count: 3, seed: 8))
    #expect(Arena.boards(count: 3, seed: 7).allSatisfy { $0.count == 25 })
  }

  @Test func gamesAreLegalAndFinish() {
    var random = SplitMix64(seed: 3)
    let words = Self.fewLetterWords(using: &random)
    let arena = Arena(
      list: WordList(words: words, name: "fixture"),
      limits: SearchLimits(depth: 2, seconds: 0.05, rootWidth: 4, width: 3))
    for (first, second) in [(Bot.search, Bot.greedy), (.longest, .ranked), (.narrowing, .search)] {
      let letters = Self.fewLetterBoard(using: &random)
      let game = arena.play(letters: letters, first: first, second: second)
      #expect(game.final.isOver || game.moves.count == Arena.moveCap)
      #expect(game.moveSeconds.count == game.moves.count)
      // Replaying the moves by the rules reaches the same end.
      var position = Position(letters: letters, ownership: .unclaimedBoard)
      for move in game.moves {
        if let move {
          #expect(
            move.isValid(on: letters) && position.played.allows(move.word)
              && words.contains(move.word))
          position = position.applying(move)
        } else {
          position = position.passing()
        }
      }
      #expect(position.ownership == game.final.ownership)
      #expect(game.winner == game.final.winner.map { $0 == .player ? first : second })
    }
  }

  @Test func eachContestantMovesWithinItsOwnLimits() {
    var random = SplitMix64(seed: 5)
    let words = Self.fewLetterWords(using: &random)
    let list = WordList(words: words, name: "fixture")
    let shallow = SearchLimits(depth: 1, rootWidth: 4, width: 3)
    let deep = SearchLimits(depth: 3, rootWidth: 4, width: 3)
    let arena = Arena(list: list, limits: SearchLimits(depth: 2))
    let letters = Self.fewLetterBoard(using: &random)
    let game = arena.play(
      letters: letters, first: Contestant(.search, limits: shallow),
      second: Contestant(.search, limits: deep))
    // Each move is the one its side's limits choose, and some move would
    // have been another under the other side's.
    let searcher = Searcher(
      generator: MoveGenerator(letters: letters, words: WordFinder(list: list).words(on: letters)))
    var position = Position(letters: letters, ownership: .unclaimedBoard)
    var othersWouldDiffer = 0
    for move in game.moves {
      let (own, other) = position.toMove == .player ? (shallow, deep) : (deep, shallow)
      #expect(searcher.search(position, limits: own).moves.first?.evaluated?.move == move)
      if searcher.search(position, limits: other).moves.first?.evaluated?.move != move {
        othersWouldDiffer += 1
      }
      position = move.map(position.applying) ?? position.passing()
    }
    #expect(othersWouldDiffer > 0)
  }

  @Test func theNarrowingBotTakesAWinInOneInEitherSeat() throws {
    let letters = QuiltBoard.letters
    let words = QuiltBoard.endgameWords
    let board = try Board(letters: letters, colors: QuiltBoard.endgameColors)
    let generator = MoveGenerator(letters: board.letters, words: words)
    let narrowing = NarrowingSearch(searcher: Searcher(generator: generator))
    // 12-11 with T and Z unclaimed: ZIT takes both and wins.
    #expect(narrowing.move(in: Position(board: board), seconds: 1)?.word == "zit")
    // The other side wins with ZIT too (it takes I, undefended, as well).
    let other = Position(board: board, toMove: .opponent)
    let move = try #require(narrowing.move(in: other, seconds: 1))
    #expect(other.applying(move).winner == .opponent)
  }
}
