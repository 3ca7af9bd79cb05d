import BoardGeometry
import BoardReader
import Foundation
import GameHistory
import Letterpress
import Pixels
import Strategy
import Testing
import Words
import _TestSupport

@testable import Solving

/// The solving core on small fixtures: options, boards, screenshots, JSON.
@Suite struct SolverTests {
  static let letters = QuiltBoard.letters
  let board: Board
  static let list = WordList(
    words: ["radish", "horse", "quilt", "quilted", "shop", "open", "cart", "dish"], name: "fixture")

  init() throws {
    board = try Board(letters: Self.letters, colors: "BbwrRbbwrRwwwrrrwwbwwwwbb")
  }

  static let solver = Solver(reader: ScreenshotReader(templates: .builtIn), list: list)

  /// The answer for `board` with these options and played words.
  func answer(_ options: SolveOptions, played: [String] = []) throws -> Answer {
    try Self.solver.answer(
      SolveRequest(.board(board), played: try PlayedWords(played), options: options))
  }

  @Test func depthOneIsTheOneMoveRanking() {
    #expect(SolveOptions(depth: 1).searchLimits == nil)
    #expect(SolveOptions(ranking: .score).searchLimits == nil)
    let timed = SolveOptions(time: 0.5).searchLimits
    #expect(timed?.depth == nil && timed?.seconds == 0.5)
    let fixed = SolveOptions(depth: 3).searchLimits
    #expect(fixed?.depth == 3 && fixed?.timeLimitsDepth == false)
    #expect(SolveOptions(depth: 3, time: 1).searchLimits?.timeLimitsDepth == true)
  }

  @Test func solvesABoardWithTheOneMoveRanking() throws {
    let answer = try answer(SolveOptions(limit: 3, depth: 1))
    #expect(answer.board == board)
    #expect(answer.dictionary.name == "fixture")
    #expect(answer.moves.count == 3)
    #expect(answer.search == nil)
    let best = try #require(answer.best)
    #expect(best.tapOrder.count == best.word.count)
    #expect(best.tapOrder.map { board.letters[$0].character } == Array(best.word))
    // The one-move ranking looks at no answer, so it names none.
    #expect(answer.moves.allSatisfy { $0.reply == nil && $0.scoreAfterReply == nil })
  }

  @Test func theLookAheadRanksWhenAsked() throws {
    let answer = try answer(SolveOptions(limit: 2, depth: 2))
    #expect(answer.search?.depth == 2)
    #expect(answer.moves.allSatisfy { $0.value != nil })
    // Two plies deep, the opponent's answers were looked at.
    #expect(answer.moves.allSatisfy { $0.endsGame || $0.reply != nil })
  }

  /// The win chance on an open board: an estimate strictly between 0 and
  /// 1, for you and after each move, exact (0) after a move that lets the
  /// opponent win at once.
  @Test func theAnswerEstimatesTheWinChanceOnAnOpenBoard() throws {
    for options in [SolveOptions(limit: 5, depth: 1), SolveOptions(limit: 5, depth: 2)] {
      let answer = try answer(options)
      #expect(answer.search?.outcome == nil && !answer.moves.contains(where: \.wins))
      #expect(answer.winChance == Answer.chance(Evaluator.winChance(board)))
      #expect(answer.winChance > 0 && answer.winChance < 1)
      #expect(answer.moves.count == 5)
      for move in answer.moves {
        if move.opponentWinningReply != nil {
          #expect(move.winChance == 0)
        } else {
          #expect(move.winChance > 0 && move.winChance < 1)
        }
      }
    }
  }

  /// A move that wins now makes the chance exactly 1, before it and after
  /// it; a finished game's is its result.
  @Test func theWinChanceIsExactWhenAMoveWinsOrTheGameIsOver() throws {
    // CART's four tiles are the only free ones; you hold 11, they hold 10.
    let colors = String((0..<25).map { (18...21).contains($0) ? "w" : $0 % 2 == 0 ? "b" : "r" })
    let open = try Board(letters: Self.letters, colors: colors)
    for options in [SolveOptions(depth: 1), SolveOptions()] {
      let answer = try Self.solver.answer(board: open, options: options)
      #expect(answer.best?.word == "CART" && answer.best?.wins == true)
      #expect(answer.winChance == 1 && answer.best?.winChance == 1)
    }
    let over = try Board(
      letters: Self.letters,
      colors: String((0..<25).map { $0 % 2 == 0 ? "b" : "r" }))
    #expect(try Self.solver.answer(board: over, options: SolveOptions()).winChance == 1)
    let lost = try Board(
      letters: Self.letters,
      colors: String((0..<25).map { $0 % 2 == 0 ? "r" : "b" }))
    #expect(try Self.solver.answer(board: lost, options: SolveOptions()).winChance == 0)
  }

  /// A search that stopped at one ply never looked at the opponent's
  /// answers: it claims none, not even a pass (issue 29).
  @Test func aOnePlySearchNamesNoReply() {
    let onePly = RankedMoves.lookAhead(
      board: board, list: Self.list, played: PlayedWords(), limits: SearchLimits(depth: 1),
      limit: 3)
    #expect(onePly.search?.depth == 1)
    #expect(!onePly.moves.isEmpty && onePly.moves.allSatisfy { $0.reply == nil })
    let twoPlies = RankedMoves.lookAhead(
      board: board, list: Self.list, played: PlayedWords(), limits: SearchLimits(depth: 2),
      limit: 3)
    #expect(twoPlies.moves.allSatisfy { $0.endsGame || $0.reply != nil })
  }

  /// The scores of the board before the move are the answer's own, so no
  /// front end counts them again.
  @Test func theAnswerCountsTheBoard() throws {
    let answer = try answer(SolveOptions(limit: 1, depth: 1))
    let owners = board.owners
    #expect(answer.score.player == owners.count { $0 == .player })
    #expect(answer.score.opponent == owners.count { $0 == .opponent })
    #expect(answer.freeTiles == owners.count { $0 == nil })
    #expect(answer.defended.player == board.tileColors.count { $0 == .playerDefended })
    #expect(!answer.isOver)
  }

  /// How many answers are shown never changes the answer: the search's root
  /// is the engine's own choice, and `limit` only cuts the list (issue 14).
  @Test(.corpus, .enabled(if: GameList.isInstalled, Comment(rawValue: GameList.missing)))
  func theShownAnswersDoNotChangeTheBest() throws {
    let truth = Fixtures.samples.appendingPathComponent("light-iphone5.txt")
    let board = try BoardText.parse(String(contentsOf: truth, encoding: .utf8)).board
    let list = try GameList.list()
    // Bounded by work alone (the cap far away), as the default search is.
    let limits = SearchLimits(work: Self.work, seconds: 600)
    let solutions = [1, 3, 10].map { limit in
      RankedMoves.lookAhead(
        board: board, list: list, played: PlayedWords(), limits: limits, limit: limit)
    }
    #expect(solutions.map(\.moves.count) == [1, 3, 10])
    let best = solutions.map {
      $0.moves.first.map { "\($0.word) \($0.tapOrder) \($0.value ?? 0)" }
    }
    #expect(Set(best).count == 1, "\(best)")
    #expect(solutions[1].moves.map(\.word) == solutions[2].moves.prefix(3).map(\.word))
  }

  /// The work of `theShownAnswersDoNotChangeTheBest`, in word scans.
  static let work = 1_000_000

  @Test func playedWordsAreLeftOut() throws {
    let all = try answer(SolveOptions(limit: 20, depth: 1))
    let played = try answer(SolveOptions(limit: 20, depth: 1), played: ["radish"])
    #expect(all.moves.contains { $0.word == "RADISH" })
    #expect(!played.moves.contains { $0.word == "RADISH" })
    #expect(played.dictionary.played == ["RADISH"])
  }

  @Test func anAnswerRoundTripsThroughJSON() throws {
    let answer = try answer(SolveOptions(limit: 2, depth: 2))
    let document = AnswerDocument(answer)
    let text = try JSONDocument.string(document)
    #expect(text.contains("\"ends_game\":"))
    let decoded = try JSONDocument.decoder().decode(AnswerDocument.self, from: Data(text.utf8))
    #expect(try JSONDocument.string(decoded) == text)
    #expect(text.hasPrefix(#"{"board":"#) && text.contains(#""schema":1"#))
    // Words upper case, tiles named as everywhere else, the board's score.
    #expect(document.moves.allSatisfy { $0.word == $0.word.uppercased() })
    #expect(zip(answer.moves, document.moves).allSatisfy { $0.tileNames == $1.tiles })
    #expect(document.score.player == answer.score.player)
    // A board given as text shows no turn.
    #expect(document.toMove == nil && !text.contains("to_move"))
  }

  /// What a screenshot showed comes back with a board a client sends again
  /// (the page, after a tile is changed by hand): its bubble's word is
  /// treated as played, its turn reported.
  @Test func whatTheScreenshotShowedGoesWithTheBoard() throws {
    let seen = ScreenshotFacts(
      lastPlayed: LastPlayed(word: "radish", by: .opponent), toMove: .player)
    let answer = try Self.solver.answer(
      SolveRequest(.board(board, seen: seen), options: SolveOptions(limit: 20, depth: 1)))
    #expect(!answer.moves.contains { $0.word == "RADISH" })
    #expect(
      answer.history?.playedWords.contains(PlayedWord(word: "RADISH", origin: .bubble)) == true)
    let document = AnswerDocument(answer)
    #expect(document.toMove == .player && document.lastPlayed?.word == "RADISH")
  }

  /// A history a client kept for another game's letters is refused.
  @Test func aKeptHistoryOfAnotherGameIsRefused() throws {
    var request = SolveRequest(.board(board), options: SolveOptions(limit: 1, depth: 1))
    request.kept = KeptHistory(previousColors: String(repeating: "w", count: 25))
    request.keptLetters = String(repeating: "A", count: 25)
    let error = try #require(throws: SolvingError.self) { try Self.solver.answer(request) }
    #expect(error.kind == .unexplainedChange)
    let refusal = OtherGameError(previous: request.keptLetters ?? "", letters: board.letterString)
    #expect(error.message == "\(refusal)")
  }

  @Test func jsonKeysAreSortedAndSlashesKept() throws {
    struct Sample: Encodable {
      let zetaValue = 1
      let alphaPath = "a/b"
    }
    #expect(try JSONDocument.string(Sample()) == #"{"alpha_path":"a/b","zeta_value":1}"#)
  }

  /// An image without a board is `.noBoard`, its message after the
  /// screenshot's name when it has one.
  @Test func anImageWithoutABoardIsNoBoardNamingTheScreenshot() throws {
    let image = Image(width: 64, height: 64, filledWith: RGBA(red: 255, green: 255, blue: 255))
    let reason = "\(ReadingError.gridNotFound(width: 64, height: 64))"
    for name in [nil, "shot.png"] {
      let error = try #require(throws: SolvingError.self) {
        try Self.solver.answer(SolveRequest(.image(image, file: nil, name: name)))
      }
      #expect(error.kind == .noBoard)
      #expect(error.message == (name.map { "\($0): " } ?? "") + reason)
    }
  }

  @Test func unsureTilesAreNamedByRowAndColumn() {
    var tiles = (0..<25).map { _ in
      BoardReading.Tile(
        letter: Letter("A"), color: .unclaimed, isEmptySlot: false, letterConfidence: 1,
        colorConfidence: 1)
    }
    tiles[1].letter = nil
    tiles[7].color = nil
    let reading = BoardReading(
      tiles: tiles, theme: .light, location: BoardLocation(x: 0, y: 0, tileSize: 10))
    let error = UnsureBoard(reading: reading)
    #expect(error.message == "unsure tiles: r1c2 (letter), r2c3 (colour)")
    #expect(error.description == "image data: unsure tiles: r1c2 (letter), r2c3 (colour)")
    #expect(ReadingReport(reading).letters.hasPrefix("A?"))
  }
}
