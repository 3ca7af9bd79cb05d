import BoardReader
import Foundation
import Letterpress
import Solving
import Strategy
import Testing
import Words
import _TestSupport

/// Words an unknown move of the game may have been are likely played: the
/// answer never starts with one, the best of them is shown beside it and
/// marked, and a history that knows nothing changes no answer.
@Suite struct LikelyPlayedTests {
  static let letters = QuiltBoard.letters
  static let list = WordList(
    words: ["horse", "shore", "quilt", "shop", "open", "cart", "dish", "hose", "rash"],
    name: "fixture")
  /// The empty board; then QUILT (row 1) by the player and HORSE or SHORE
  /// (H r3c4, O r3c5, R r2c4, S r2c1, E r2c2) by the opponent.
  static let empty = String(repeating: "w", count: 25)
  static let afterTwoMoves = "bbbbbrrwrwwwwrrwwwwwwwwww"

  static func solver(_ memory: GameMemory) -> Solver {
    Solver(reader: ScreenshotReader(templates: .builtIn), list: list, memory: memory)
  }

  /// A history in a new temporary folder, and the folder to remove.
  static func memory() -> (GameMemory, String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("likely-played-\(UUID())").path
    return (GameMemory(folder: folder, warn: { Issue.record(Comment(rawValue: $0)) }), folder)
  }

  /// Also when only one answer is asked for: the likely one is not cut.
  @Test(arguments: [5, 1])
  func theAnswerIsSurelyLegalAndTheLikelyOneBesideIt(limit: Int) throws {
    let (memory, folder) = Self.memory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let solver = Self.solver(memory)
    let options = SolveOptions(limit: limit, depth: 1)
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    _ = try solver.answer(
      board: try Board(letters: Self.letters, colors: Self.empty), options: options,
      takenAt: start)
    let board = try Board(letters: Self.letters, colors: Self.afterTwoMoves)
    // Knowing only QUILT, the best answer takes the opponent's word back.
    let knowingQuilt = try Self.solver(.none).answer(
      board: board, options: SolveOptions(limit: 5, depth: 1), played: ["quilt"])
    let retake = try #require(knowingQuilt.moves.first?.word)
    try #require(["HORSE", "SHORE"].contains(retake))

    let solution = try solver.answer(
      board: board, options: options, takenAt: start.addingTimeInterval(60))
    let history = try #require(solution.history)
    #expect(history.playedWords.map(\.word) == ["QUILT"])
    #expect(history.unknownMoves == 1 && !history.complete)
    let first = try #require(solution.moves.first?.word)
    #expect(!["HORSE", "SHORE", "QUILT"].contains(first))
    #expect(solution.moves.count > 1 && solution.moves[1].word == retake)
    #expect(solution.moves.count <= max(limit, 2))
    #expect(history.mightBePlayed == [retake])
    #expect(history.doubt?.contains("may have been it") == true)
    guard limit > 2 else { return }
    // HOSE is spelled by coloured tiles, but no unknown move can have been it.
    #expect(solution.moves.contains { $0.word == "HOSE" })
    #expect(!history.mightBePlayed.contains("HOSE"))
  }

  @Test func aBoardFirstSeenMidGameKeepsItsAnswers() throws {
    let (memory, folder) = Self.memory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let board = try Board(letters: Self.letters, colors: Self.afterTwoMoves)
    let options = SolveOptions(limit: 5, depth: 1)
    let withHistory = try Self.solver(memory).answer(board: board, options: options)
    let without = try Self.solver(.none).answer(board: board, options: options)
    #expect(withHistory.moves.map(\.word) == without.moves.map(\.word))
    // Nothing is known: every answer the coloured tiles spell is in doubt.
    let history = try #require(withHistory.history)
    #expect(history.unknownMoves == nil)
    #expect(history.mightBePlayed.contains("HOSE"))
  }
}
