import BoardReader
import Foundation
import Letterpress
import Solving
import Testing
import Words
import _TestSupport

/// The history as `history` lists and shows it and `review` replays it:
/// the boards a solver was given, the answers it gave and the words it
/// worked out.
@Suite struct RememberedGamesTests {
  static let letters = QuiltBoard.letters
  static let list = KeptHistoryTests.list
  /// The empty board, QUILT (row 1) by the player, then CART by the
  /// opponent.
  static let colors = KeptHistoryTests.plainGame

  /// The history in a folder of its own, after a solver with it answered
  /// each board of the game; and those boards and answers.
  static func solvedGame(in folder: String) throws -> (
    history: RememberedGames, boards: [Board], answers: [Answer]
  ) {
    let solver = Solver(
      reader: ScreenshotReader(templates: .builtIn), list: list,
      memory: GameMemory(folder: folder, warn: { Issue.record(Comment(rawValue: $0)) }))
    let boards = try colors.map { try Board(letters: letters, colors: $0) }
    let answers = try boards.map { try solver.answer(board: $0, options: KeptHistoryTests.options) }
    return (try RememberedGames(environment: ["LETTERSOLVE_STATE": folder]), boards, answers)
  }

  static func withFolder<T>(_ body: (String) throws -> T) rethrows -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("remembered-games-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
  }

  @Test func aReviewTakesTheGameAsItWasSolved() throws {
    try Self.withFolder { folder in
      let (history, boards, answers) = try Self.solvedGame(in: folder)
      let games = try history.reviewGames(letters: Self.letters)
      try #require(games.count == 1)
      let steps = try games[0].steps()
      #expect(steps.map(\.board) == boards)
      #expect(
        steps.map { $0.answered?.uppercased() } == answers.map { $0.best?.word.uppercased() })
      #expect(games[0].playedWords == ["QUILT", "CART"])
      #expect(try history.reviewGames(letters: String(Self.letters.reversed())).isEmpty)
    }
  }

  @Test func historyListsTheGameAndShowsABoardALine() throws {
    try Self.withFolder { folder in
      let (history, boards, _) = try Self.solvedGame(in: folder)
      let listed = try history.games().map(\.listing)
      #expect(listed.count == 1)
      #expect(listed.first?.hasPrefix("\(Self.letters)  3 boards, 2 played words, last ") == true)

      let lines = TimelineReport(try #require(try history.game(letters: Self.letters))).lines
      #expect(lines.first == "Game \(Self.letters)")
      #expect(lines.last == "Played words: QUILT (inferred), CART (inferred)")
      let boardLines = lines.dropFirst().dropLast()
      #expect(boardLines.count == boards.count)
      for (line, board) in zip(boardLines, boards) {
        #expect(line.hasPrefix("  ") && line.contains("  \(board.colorString)"), "\(line)")
      }
    }
  }
}
