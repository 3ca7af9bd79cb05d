import BoardGeometry
import BoardReader
import Foundation
import Letterpress
import Pixels
import Solving
import Strategy
import Testing
import Words
import _TestSupport

/// The solving core on small fixtures: options, boards, screenshots, JSON.
@Suite struct SolverTests {
  static let letters = "QUILTSEDRADISHOPENCARTXYZ"
  let board: Board
  static let list = WordList(
    words: ["radish", "horse", "quilt", "quilted", "shop", "open", "cart", "dish"], name: "fixture")

  init() throws {
    board = try Board(letters: Self.letters, colors: "BbwrRbbwrRwwwrrrwwbwwwwbb")
  }

  func solver(_ options: SolveOptions, played: [String] = []) throws -> Solver {
    Solver(
      reader: ScreenshotReader(templates: .builtIn), list: Self.list,
      played: try PlayedWords(played), options: options)
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
    let solution = try solver(SolveOptions(limit: 3, depth: 1)).solve(board: board)
    #expect(solution.board.letters == "QUILTSEDRADISHOPENCARTXYZ")
    #expect(solution.dictionary.name == "fixture")
    #expect(solution.moves.count == 3)
    #expect(solution.search == nil)
    let best = try #require(solution.moves.first)
    #expect(best.tiles.count == best.word.count)
  }

  @Test func theLookAheadRanksWhenAsked() throws {
    let solution = try solver(SolveOptions(limit: 2, depth: 2)).solve(board: board)
    #expect(solution.search?.depth == 2)
    #expect(solution.moves.allSatisfy { $0.value != nil })
  }

  /// How many answers are shown never changes the answer: the search's root
  /// is the engine's own choice, and `limit` only cuts the list (issue 14).
  @Test(.enabled(if: GameList.isInstalled, Comment(rawValue: GameList.missing)))
  func theShownAnswersDoNotChangeTheBest() throws {
    let truth = Fixtures.samples.appendingPathComponent("light-iphone5.txt")
    let board = try BoardText.parse(String(contentsOf: truth, encoding: .utf8)).board
    let list = try GameList.list()
    // Bounded by work alone (the cap far away), as the default search is.
    let limits = SearchLimits(work: Self.work, seconds: 600)
    let solutions = [1, 3, 10].map { limit in
      Solution.search(
        board: board, list: list, played: PlayedWords(), limits: limits, limit: limit)
    }
    #expect(solutions.map(\.moves.count) == [1, 3, 10])
    let best = solutions.map { $0.moves.first.map { "\($0.word) \($0.tiles) \($0.value ?? 0)" } }
    #expect(Set(best).count == 1, "\(best)")
    #expect(solutions[1].moves.map(\.word) == solutions[2].moves.prefix(3).map(\.word))
  }

  /// The work of `theShownAnswersDoNotChangeTheBest`, in word scans.
  static let work = 1_000_000

  @Test func playedWordsAreLeftOut() throws {
    let all = try solver(SolveOptions(limit: 20, depth: 1)).solve(board: board)
    let played = try solver(SolveOptions(limit: 20, depth: 1), played: ["radish"])
      .solve(board: board)
    #expect(all.moves.contains { $0.word == "RADISH" })
    #expect(!played.moves.contains { $0.word == "RADISH" })
    #expect(played.dictionary.played == ["RADISH"])
  }

  @Test func aSolutionRoundTripsThroughJSON() throws {
    let solution = try solver(SolveOptions(limit: 2, depth: 2)).solve(board: board)
    let text = try JSONDocument.string(solution)
    #expect(text.contains("\"ends_game\":"))
    let decoded = try JSONDocument.decoder().decode(Solution.self, from: Data(text.utf8))
    #expect(try JSONDocument.string(decoded) == text)
    #expect(text.hasPrefix(#"{"board":"#) && text.contains(#""schema":1"#))
    // Words upper case, tiles named as everywhere else.
    #expect(solution.moves.allSatisfy { $0.word == $0.word.uppercased() })
    #expect(solution.moves.allSatisfy { $0.tapOrder.map(Board.tileName) == $0.tiles })
  }

  @Test func jsonKeysAreSortedAndSlashesKept() throws {
    struct Sample: Encodable {
      let zetaValue = 1
      let alphaPath = "a/b"
    }
    #expect(try JSONDocument.string(Sample()) == #"{"alpha_path":"a/b","zeta_value":1}"#)
  }

  @Test func anImageWithoutABoardIsAReadingError() throws {
    let image = Image(width: 64, height: 64, filledWith: RGBA(red: 255, green: 255, blue: 255))
    #expect(throws: ReadingError.self) { try solver(SolveOptions()).solve(image) }
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
