import BoardReader
import Foundation
import Letterpress
import Solving
import Testing
import Words
import _TestSupport

/// A history the client keeps, replayed in memory, answers as the same
/// history on disk does.
@Suite struct KeptHistoryTests {
  static let letters = QuiltBoard.letters
  static let list = WordList(
    words: ["radish", "horse", "shore", "quilt", "shop", "open", "cart", "dish", "rash", "hose"],
    name: "fixture")
  static let empty = String(repeating: "w", count: 25)
  static let afterQuilt = "bbbbb" + String(repeating: "w", count: 20)
  /// The empty board, then QUILT (row 1) by the player, then CART by the
  /// opponent.
  static let plainGame = [empty, afterQuilt, "bbbbbwwwwwwwwwwwwwrrrrwww"]
  /// The empty board, QUILT by the player, HORSE or SHORE by the opponent
  /// (which one no board tells), then CART by the player and DISH by the
  /// opponent.
  static let ambiguousGame = [
    empty, afterQuilt, "bbbbbrrwrwwwwrrwwwwwwwwww", "bbbbbrrwrwrrrrrwwwbbbbwww",
  ]

  static func solver(memory: GameMemory) -> Solver {
    Solver(reader: ScreenshotReader(templates: .builtIn), list: list, memory: memory)
  }

  static let options = SolveOptions(limit: 5, depth: 1)

  @Test(arguments: [true, false], [false, true])
  func aReplayedHistoryAnswersAsTheHistoryOnDisk(fromTheStart: Bool, ambiguous: Bool) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kept-history-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let onDisk = Self.solver(
      memory: GameMemory(folder: folder, warn: { Issue.record(Comment(rawValue: $0)) }))
    // Followed from the start, or first seen at the second board.
    let game = ambiguous ? Self.ambiguousGame : Self.plainGame
    let boards = try game.dropFirst(fromTheStart ? 0 : 1).map {
      try Board(letters: Self.letters, colors: $0)
    }
    let answers = try boards.map {
      AnswerDocument(try onDisk.answer(board: $0, options: Self.options))
    }
    let previous = try #require(answers.dropLast().last)

    let kept = KeptHistory(
      previousColors: previous.board.colors, previousAnswer: previous.moves.first?.word,
      learntWords: previous.history?.playedWords.map(\.word) ?? [],
      unknownMoves: previous.history.map(\.unknownMoves) ?? 0,
      possiblyPlayed: previous.history?.possiblyPlayed ?? [],
      knowsEveryPossiblyPlayed: previous.history?.knowsEveryPossiblyPlayed ?? true)
    let replayed = AnswerDocument(
      try Self.solver(memory: try GameMemory(replaying: kept, letters: Self.letters))
        .answer(board: try #require(boards.last), options: Self.options))
    let expected = try #require(answers.last)
    #expect(try JSONDocument.string(replayed) == JSONDocument.string(expected))
    #expect(expected.history?.complete == (fromTheStart && !ambiguous))
    // The words the opponent's move may have been are carried, known to be
    // all of them only when the game was followed from its start.
    if ambiguous {
      let possible = Set(expected.history?.possiblyPlayed ?? [])
      #expect(possible.isSuperset(of: ["HORSE", "SHORE"]))
      #expect(expected.history?.knowsEveryPossiblyPlayed == fromTheStart)
    }
  }
}
