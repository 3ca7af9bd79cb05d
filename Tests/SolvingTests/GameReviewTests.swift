import BoardReader
import BoardRendering
import GameHistory
import Letterpress
import Solving
import Testing
import Words

/// `GameReview` on games scripted in code: a move that hands the opponent a
/// board-closing win is a blunder and the turning point; a game of the
/// answer's moves is all best; the review's best is the default answer; the
/// turning point is the plot's largest drop; the best word on other tiles.
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

  /// The default look-ahead with a cap no machine reaches, for the game and
  /// its review alike: the default 2 s cap can cut a debug build's search on
  /// a busy machine, and a cut search may give other tiles than the review's.
  static let options = SolveOptions(cap: 3600)

  @Test func handingTheOpponentABoardClosingWinIsABlunderAndTheTurningPoint() throws {
    let steps = try [Self.beforeBlunder, Self.afterBlunder].map {
      GameReview.Step(try Board(letters: Self.letters, colors: $0))
    }
    let review = try GameReview(steps: steps, solver: Self.solver(Self.list), options: Self.options)
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
  /// words of the same letters): the player plays the move `choose` picks
  /// from the default answer, the opponent its own engine's (the default
  /// answer on the board with the seats swapped), until the board is full or
  /// a side cannot move. A board a turn of yours, showing your turn, the
  /// opponent's reply in its bubble and the answer given on it (as the
  /// history keeps it); with the default answer on each board and the words
  /// played before it.
  static func playedGame(
    solver: Solver, choose: (Answer) -> Answer.Move?
  ) throws -> (steps: [GameReview.Step], answers: [Answer], played: [String]) {
    let letters = LikelyPlayedTests.letters
    var ownership = Ownership.unclaimedBoard
    var played: [String] = []
    var steps: [GameReview.Step] = []
    var answers: [Answer] = []
    var bubble: LastPlayed?
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
    var toMove: Owner? = .player
    while !ownership.isFull {
      let mine = try solver.answer(
        SolveRequest(
          .board(try board(ownership, swapped: false)), played: try PlayedWords(played),
          options: Self.options))
      steps.append(
        GameReview.Step(
          try board(ownership, swapped: false), toMove: .player, lastPlayed: bubble,
          answered: mine.best?.word))
      answers.append(mine)
      guard let move = choose(mine) else { break }
      played.append(move.word.lowercased())
      ownership = ownership.playing(TileSet(move.tapOrder), by: .player)
      bubble = LastPlayed(word: move.word, by: .player)
      toMove = ownership.isFull ? nil : .opponent
      guard !ownership.isFull else { break }
      let theirs = try solver.answer(
        SolveRequest(
          .board(try board(ownership, swapped: true)), played: try PlayedWords(played),
          options: Self.options))
      guard let reply = theirs.best else { break }
      played.append(reply.word.lowercased())
      ownership = ownership.playing(TileSet(reply.tapOrder), by: .opponent)
      bubble = LastPlayed(word: reply.word, by: .opponent)
      toMove = ownership.isFull ? nil : .player
    }
    steps.append(
      GameReview.Step(try board(ownership, swapped: false), toMove: toMove, lastPlayed: bubble))
    return (steps, answers, played)
  }

  static let noAnagrams = WordList(
    words: ["horse", "quilt", "shop", "open", "cart", "dish", "hose", "rash"], name: "no anagrams")

  /// The player follows the answer every turn: every move is the best one,
  /// in word and tiles, and is named.
  @Test func aGameOfBestMovesIsAllBest() throws {
    let solver = Self.solver(Self.noAnagrams)
    let game = try Self.playedGame(solver: solver) { $0.best }
    let review = try GameReview(steps: game.steps, solver: solver, options: Self.options)
    #expect(review.moves.count >= 2, "\(game.played)")
    #expect(review.chances.count == game.steps.count)
    for move in review.moves {
      #expect(move.moveClass == .best, "\(move) after \(game.played)")
      #expect(move.word != nil && move.word == move.best, "\(move)")
      #expect(!move.isBestWordOnOtherTiles)
    }
    #expect(review.turningPoint == nil)
  }

  /// The player plays the answer's last-ranked move: on each board the
  /// review's best move is exactly the default answer's (word and tiles),
  /// and the chance before it is the one the answer gives.
  @Test func onEachBoardTheReviewsBestIsTheDefaultAnswer() throws {
    let solver = Self.solver(Self.noAnagrams)
    let game = try Self.playedGame(solver: solver) { $0.moves.last }
    let review = try GameReview(steps: game.steps, solver: solver, options: Self.options)
    try #require(review.moves.count >= 2, "\(game.played)")
    for move in review.moves {
      let answer = game.answers[move.step]
      #expect(move.best == answer.best?.word.uppercased(), "board \(move.step)")
      #expect(move.bestTiles == answer.best?.tapOrder, "board \(move.step)")
      #expect(move.winChanceBefore == answer.best?.winChance)
      #expect(move.word != nil, "board \(move.step): the boards tell every move")
    }
  }

  /// The turning point is the move that gave away the most, and the plot's
  /// largest drop (from the board to the mark after the move) is that move.
  @Test func theTurningPointIsThePlotsLargestDrop() throws {
    let solver = Self.solver(Self.noAnagrams)
    let game = try Self.playedGame(solver: solver) { $0.moves.last }
    let review = try GameReview(steps: game.steps, solver: solver, options: Self.options)
    let line = WinChancePlot.line(
      chances: review.chances,
      moves: review.moves.map { WinChancePlot.Move(board: $0.step, after: $0.winChanceAfter) })
    // Each move's drop on the plot: from its board to the point after it.
    let plotted = review.moves.map { move -> Double in
      let from = line.first { $0.board == Double(move.step) }?.chance ?? 0
      let to = line.first { $0.board == Double(move.step) + 0.5 }?.chance ?? from
      return from - to
    }
    for (move, drop) in zip(review.moves, plotted) {
      #expect(abs(max(0, drop) - (move.drop ?? 0)) < 1e-9, "\(move)")
    }
    let largest = try #require(plotted.indices.max { plotted[$0] < plotted[$1] })
    try #require(plotted[largest] > 0.05, "\(plotted): no move gave away enough to test")
    #expect(review.turningPoint == largest)
  }

  /// TOP on the other P (r5c5, the opponent's) instead of r1c3: the best
  /// word on other tiles, said with both sets of tiles, in the JSON too.
  @Test func theBestWordOnOtherTilesSaysWhichTiles() throws {
    let letters = "TOPABCNFGHJIKLMEQRSUVWXYP"
    let solver = Self.solver(WordList(words: ["top"], name: "top"))
    let before = try Board(letters: letters, colors: Self.beforeBlunder)
    let answer = try solver.answer(SolveRequest(.board(before), options: Self.options))
    let best = try #require(answer.best)
    #expect(best.word == "TOP")
    let other = best.tapOrder.contains(2) ? [0, 1, 24] : [0, 1, 2]
    let after = Ownership(before).playing(TileSet(other), by: .player)
    let owners = (0..<Board.tileCount).map { tile -> Owner? in
      after.player.contains(tile) ? .player : after.opponent.contains(tile) ? .opponent : nil
    }
    let steps = [
      GameReview.Step(before, toMove: .player, answered: "TOP"),
      GameReview.Step(
        Board(letters: before.letters, owners: owners), toMove: after.isFull ? nil : .opponent,
        lastPlayed: LastPlayed(word: "top", by: .player)),
    ]
    let review = try GameReview(steps: steps, solver: solver, options: Self.options)
    try #require(review.moves.count == 1)
    let move = review.moves[0]
    #expect(move.word == "TOP" && move.best == "TOP")
    #expect(move.tiles.map(Set.init) == Set(other))
    #expect(move.bestTiles == best.tapOrder)
    #expect(move.isBestWordOnOtherTiles)
    let json = try JSONDocument.string(ReviewDocument(review))
    #expect(json.contains(#""other_tiles":true"#), "\(json)")
    let names = other.map { "\"\(Board.tileName($0))\"" }.joined(separator: ",")
    #expect(json.contains("\"tiles\":[\(names)]"), "\(json)")
  }

  /// TOP and POT take the same three tiles: the boards alone cannot tell
  /// which was played, the "played" bubble on the board after can.
  @Test func theBubbleNamesAMoveTheBoardsCannotTell() throws {
    let solver = Self.solver(WordList(words: ["top", "pot"], name: "anagrams"))
    let before = GameReview.Step(try Board(letters: Self.letters, colors: Self.beforeBlunder))
    let after = try Board(letters: Self.letters, colors: "bbb" + Self.beforeBlunder.dropFirst(3))
    let unknown = try GameReview(
      steps: [before, GameReview.Step(after)], solver: solver, options: Self.options)
    try #require(unknown.moves.count == 1)
    #expect(unknown.moves[0].word == nil)
    #expect(unknown.moves[0].moveClass == .best)
    let told = try GameReview(
      steps: [before, GameReview.Step(after, lastPlayed: LastPlayed(word: "pot", by: .player))],
      solver: solver, options: Self.options)
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
