import Letterpress
import Strategy
import Testing
import Words
import _TestSupport

@Suite struct TwoPlySearchTests {
  @Test func wordsInsideLongerWordsAreDropped() {
    let words = ["cats", "cat", "at", "dart", "art", "arts", "sta", "ta"]
    // CAT and AT lie inside CATS, ART inside DART and ARTS, TA inside STA.
    #expect(TwoPlySearch.outermost(words) == ["cats", "dart", "arts", "sta"])
  }

  /// The classic value for `side`: +1 a tile and +2 a defended tile, minus
  /// the same for the other side.
  private static func classic(_ ownership: Ownership, for side: Owner) -> Int {
    let (mine, theirs) = (ownership.tiles(of: side), ownership.tiles(of: side.other))
    return mine.count + mine.defendedTiles.count - theirs.count - theirs.defendedTiles.count
  }

  /// Every move and every reply: what `move` leaves its side after the
  /// other side's best reply.
  private static func twoPlyValue(
    of move: Move, in position: Position, generator: MoveGenerator
  ) -> Int {
    let next = position.applying(move)
    let replies = generator.moves(in: next)
    guard !replies.isEmpty else { return classic(next.ownership, for: position.toMove) }
    return replies.map { classic($0.after, for: position.toMove) }.min()!
  }

  /// `count` words spelled by 2-5 random tiles of `letters` (so each has
  /// few tile choices on a board of mostly distinct letters).
  private static func wordsOn(
    _ letters: [Letter], count: Int, using random: inout SplitMix64
  ) -> [String] {
    var words = Set<String>()
    while words.count < count {
      let tiles = Array(letters.indices).shuffled(using: &random)
        .prefix(Int.random(in: 2...5, using: &random))
      words.insert(String(tiles.map { letters[$0].character }).lowercased())
    }
    return words.sorted()
  }

  @Test func itPlaysTheBestMoveAgainstEveryReply() throws {
    var greedyFallsShort = 0
    for (index, letters) in Arena.boards(count: 6, seed: 11).enumerated() {
      var random = SplitMix64(seed: UInt64(index))
      let generator = MoveGenerator(
        letters: letters, words: Self.wordsOn(letters, count: 40, using: &random))
      let searcher = Searcher(generator: generator)
      // A few moves in, with more unclaimed tiles than two words can take
      // (words have at most 5 letters), so no line ends the game.
      var position = Position(letters: letters, ownership: .unclaimedBoard)
      for _ in 0..<2 {
        let moves = generator.moves(in: position)
        position = position.applying(moves[Int.random(in: moves.indices, using: &random)].move)
      }
      try #require(position.ownership.unclaimed.count > 10)
      let move = try #require(TwoPlySearch(searcher: searcher).move(in: position))
      let kept = MoveGenerator(
        letters: letters,
        words: TwoPlySearch.outermost(generator.words.filter { position.played.allows($0) }))
      #expect(kept.words.contains(move.word))
      let best = kept.moves(in: position).map {
        Self.twoPlyValue(of: $0.move, in: position, generator: kept)
      }.max()
      #expect(Self.twoPlyValue(of: move, in: position, generator: kept) == best)
      // The largest one-move gain is not always it: the replies matter.
      let greedy = try #require(Ranking.score.order(kept.moves(in: position)).first)
      if Self.twoPlyValue(of: greedy.move, in: position, generator: kept) != best {
        greedyFallsShort += 1
      }
      // No clock: the same position, the same move.
      #expect(TwoPlySearch(searcher: searcher).move(in: position) == move)
    }
    #expect(greedyFallsShort > 0)
  }

  @Test func itTakesAWinInOne() throws {
    let board = try Board(letters: QuiltBoard.letters, colors: QuiltBoard.endgameColors)
    let words = QuiltBoard.endgameWords
    let searcher = Searcher(generator: MoveGenerator(letters: board.letters, words: words))
    // 12-11 with T and Z unclaimed: ZIT takes both and wins.
    #expect(TwoPlySearch(searcher: searcher).move(in: Position(board: board))?.word == "zit")
  }
}
