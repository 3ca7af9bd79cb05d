import BoardReader
import GameHistory
import Letterpress
import Solving
import Testing
import Words

/// `GameReview` on games scripted in code: a move that hands the opponent a
/// board-closing win is a blunder and the turning point; a game of the
/// review's own best moves has no move worse than good.
@Suite struct GameReviewTests {
  /// Three tiles unclaimed on the top row (T, O, P), the rest a
  /// checkerboard of 11 tiles each, none defended.
  ///
  /// TOP takes the last three
  /// and wins; TON leaves P, and the opponent's PIE (P, and the player's I
  /// and E) closes the board 13 to 12.
  static let letters = "TOPABCNFGHJIKLMEQRSUVWXYZ"
  static let list = WordList(words: ["top", "ton", "pie"], name: "blunder")
  static let beforeBlunder = "wwwbrbrbrbrbrbrbrbrbrbrbr"
  /// After TON by the player and PIE by the opponent: the game is over.
  static let afterBlunder = "bbrbrbbbrbrrrbrrrbrbrbrbr"

  static func solver(_ list: WordList) -> Solver {
    Solver(reader: ScreenshotReader(templates: .builtIn), list: list)
  }

  @Test func handingTheOpponentABoardClosingWinIsABlunderAndTheTurningPoint() throws {
    let steps = try [Self.beforeBlunder, Self.afterBlunder].map {
      GameReview.Step(try Board(letters: Self.letters, colors: $0))
    }
    let review = try GameReview(steps: steps, solver: Self.solver(Self.list))
    try #require(review.moves.count == 1)
    let move = review.moves[0]
    #expect(move.word == "TON")
    #expect(move.best == "TOP")
    #expect(move.winChanceAfter == 0)
    #expect(move.winChanceBest == 1)
    #expect(move.moveClass == .blunder)
    #expect(review.turningPoint == 0)
    #expect(review.summary.contains("move 1, TON"), "\(review.summary)")
  }

  /// A game on `LikelyPlayedTests`' letters and words but SHORE (no two
  /// words of the same letters, so the boards tell every move): the player
  /// plays the review's best move (depth 2), the opponent the best one-move
  /// answer, until the board is full or a side cannot move.
  @Test func aGameOfBestMovesHasNoMoveWorseThanGood() throws {
    let letters = LikelyPlayedTests.letters
    let solver = Self.solver(
      WordList(
        words: ["horse", "quilt", "shop", "open", "cart", "dish", "hose", "rash"],
        name: "no anagrams"))
    var ownership = Ownership.unclaimedBoard
    var played: [String] = []
    var steps: [GameReview.Step] = []
    var toMove = Owner.player
    func board(_ ownership: Ownership, swapped: Bool) throws -> Board {
      try Board(
        letters: letters,
        colors: String(
          (0..<Board.tileCount).map { tile in
            ownership.player.contains(tile)
              ? (swapped ? "r" : "b")
              : ownership.opponent.contains(tile) ? (swapped ? "b" : "r") : "w"
          }))
    }
    while !ownership.isFull {
      steps.append(GameReview.Step(try board(ownership, swapped: false)))
      let mine = try solver.answer(
        SolveRequest(
          .board(try board(ownership, swapped: false)), played: try PlayedWords(played),
          options: SolveOptions(limit: 1, depth: GameReview.defaultDepth)))
      guard let best = mine.best else { break }
      played.append(best.word)
      ownership = ownership.playing(TileSet(best.tapOrder), by: .player)
      toMove = .opponent
      let theirs = try solver.answer(
        SolveRequest(
          .board(try board(ownership, swapped: true)), played: try PlayedWords(played),
          options: SolveOptions(limit: 1, depth: 1)))
      guard let reply = theirs.best else { break }
      played.append(reply.word)
      ownership = ownership.playing(TileSet(reply.tapOrder), by: .opponent)
      toMove = .player
    }
    // The last board shows whose turn it is: the opponent's when they could
    // not answer the last move.
    steps.append(GameReview.Step(try board(ownership, swapped: false), toMove: toMove))
    let review = try GameReview(steps: steps, solver: solver)
    #expect(review.moves.count >= 2, "\(played)")
    #expect(review.chances.count == steps.count)
    for move in review.moves {
      let moveClass = try #require(move.moveClass, "\(move.word ?? "unknown") after \(played)")
      #expect(moveClass <= .good, "\(move) after \(played)")
    }
  }

  /// TOP and POT take the same three tiles: the boards alone cannot tell
  /// which was played, the "played" bubble on the board after can.
  @Test func theBubbleNamesAMoveTheBoardsCannotTell() throws {
    let solver = Self.solver(WordList(words: ["top", "pot"], name: "anagrams"))
    let before = GameReview.Step(try Board(letters: Self.letters, colors: Self.beforeBlunder))
    let after = try Board(letters: Self.letters, colors: "bbb" + Self.beforeBlunder.dropFirst(3))
    let unknown = try GameReview(steps: [before, GameReview.Step(after)], solver: solver)
    try #require(unknown.moves.count == 1)
    #expect(unknown.moves[0].word == nil)
    #expect(unknown.moves[0].moveClass == .best)
    let told = try GameReview(
      steps: [before, GameReview.Step(after, lastPlayed: LastPlayed(word: "pot", by: .you))],
      solver: solver)
    try #require(told.moves.count == 1)
    #expect(told.moves[0].word == "POT")
    #expect(told.moves[0].moveClass == .best)
  }

  @Test(arguments: [
    (0.0, GameReview.MoveClass.best), (0.02, .best), (0.05, .good), (0.1, .inaccuracy),
    (0.2, .mistake), (0.21, .blunder), (1.0, .blunder),
  ])
  func movesAreClassedByTheDocumentedThresholds(drop: Double, expected: GameReview.MoveClass) {
    #expect(GameReview.MoveClass(drop: drop) == expected)
  }
}
