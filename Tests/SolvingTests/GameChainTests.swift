import BoardReader
import Foundation
import GameHistory
import Letterpress
import Solving
import Testing
import Words

/// A game is a chain of boards that follow one another: a new game on the
/// same letters starts afresh, the words the player gives may be the last
/// change's own, a board changed by hand is a side line, and boards seen at
/// the same time are ordered by what they show.
@Suite struct GameChainTests {
  static let letters = LikelyPlayedTests.letters
  static let empty = LikelyPlayedTests.empty
  /// QUILT (row 1) by the player, then HORSE or SHORE by the opponent.
  static let afterTwoMoves = LikelyPlayedTests.afterTwoMoves

  /// The fixture list's solver with `memory`, the one-move ranking's best 5.
  static func solver(_ memory: GameMemory) -> BoardSolver {
    BoardSolver(
      reader: ScreenshotReader(templates: .builtIn), list: LikelyPlayedTests.list,
      options: SolveOptions(limit: 5, depth: 1), memory: memory)
  }
  /// Then CART by the player and DISH by the opponent.
  static let afterFourMoves = "bbbbbrrwrwrrrrrwwwbbbbwww"
  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  /// The warnings of a history, kept.
  final class Warnings: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [String] = []

    var all: [String] { lock.withLock { kept } }
    func add(_ warning: String) { lock.withLock { kept.append(warning) } }
  }

  /// A solver with a history in a new temporary folder (removed by the
  /// caller), its warnings kept in `warnings` (else each an issue).
  static func solver(warnings: Warnings? = nil) -> (BoardSolver, String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("game-chain-\(UUID())").path
    let memory = GameMemory(
      folder: folder,
      warn: { message in
        if let warnings {
          warnings.add(message)
        } else {
          Issue.record(Comment(rawValue: message))
        }
      })
    return (Self.solver(memory), folder)
  }

  static func board(_ colors: String) throws -> Board {
    try Board(letters: letters, colors: colors)
  }

  /// The time `minutes` after the start.
  static func at(_ minutes: Double) -> Date { start.addingTimeInterval(minutes * 60) }

  @Test func aBlankBoardStartsANewCompleteGame() throws {
    let (solver, folder) = Self.solver()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = solver.solve(board: try Self.board(Self.empty), takenAt: Self.at(0))
    let midGame = solver.solve(board: try Self.board(Self.afterTwoMoves), takenAt: Self.at(1))
    #expect(midGame.history?.complete == false)

    // The next game on the same letters: nothing carried over.
    let blank = solver.solve(board: try Self.board(Self.empty), takenAt: Self.at(2))
    let history = try #require(blank.history)
    #expect(history.complete && history.unknownMoves == 0)
    #expect(history.playedWords.isEmpty && history.mightBePlayed.isEmpty)
    #expect(history.possiblyPlayed.isEmpty)
    let alone = Self.solver(.none).solve(board: try Self.board(Self.empty))
    #expect(blank.moves.map(\.word) == alone.moves.map(\.word))
    // Its next board follows its own blank board, not the first game's.
    let afterQuilt = solver.solve(
      board: try Self.board("bbbbb" + String(repeating: "w", count: 20)), takenAt: Self.at(3))
    #expect(afterQuilt.history?.playedWords == [PlayedWord(word: "QUILT", origin: .inferred)])
    #expect(afterQuilt.history?.complete == true)

    let games = try #require(try HistoryStore(folder: folder).game(letters: Self.letters)).games
    #expect(games.map(\.states.count) == [2, 2])
  }

  @Test func theWordsGivenMayBeTheLastChangesOwn() throws {
    let (solver, folder) = Self.solver()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = solver.solve(board: try Self.board(Self.empty), takenAt: Self.at(0))
    let given = try PlayedWords(["quilt", "horse"])
    let board = try Self.board(Self.afterTwoMoves)
    let solution = solver.with(played: given, options: SolveOptions(limit: 5, depth: 1))
      .solve(board: board, takenAt: Self.at(1))
    let history = try #require(solution.history)
    #expect(history.complete && history.unknownMoves == 0)
    #expect(history.mightBePlayed.isEmpty && history.possiblyPlayed.isEmpty)
    // One listing per word, under the player's name.
    #expect(
      history.playedWords == [
        PlayedWord(word: "QUILT", origin: .player), PlayedWord(word: "HORSE", origin: .player),
      ])
    let alone = Self.solver(.none)
      .with(played: given, options: SolveOptions(limit: 5, depth: 1)).solve(board: board)
    #expect(solution.moves.map(\.word) == alone.moves.map(\.word))
  }

  /// The second seat's first board: the opponent's word given explains it
  /// from the blank board, with or without a history.
  @Test(arguments: [true, false])
  func theFirstBoardIsExplainedByTheWordsGiven(withHistory: Bool) throws {
    let (solver, folder) = Self.solver()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let chosen = withHistory ? solver : Self.solver(.none)
    let quilt = try Self.board("rrrrr" + String(repeating: "w", count: 20))
    let solution = chosen.with(
      played: try PlayedWords(["quilt"]), options: SolveOptions(limit: 5, depth: 1)
    ).solve(board: quilt, takenAt: Self.at(0))
    // Without a history, a complete game needs no note.
    #expect(solution.history?.complete ?? !withHistory)
    #expect(solution.history?.mightBePlayed.isEmpty ?? !withHistory)
    // Not given again, the word is in doubt, unless the history keeps it.
    let again = chosen.solve(board: quilt, takenAt: Self.at(1))
    #expect(again.history?.complete == withHistory)
    #expect(again.history?.playedWords.map(\.word) == (withHistory ? ["QUILT"] : []))
  }

  /// The answer given on a board is most often the player's next move:
  /// when the change since is not explained, it is likely played, and the
  /// boards after still know it.
  @Test func theAnswerGivenIsLikelyPlayedWhenTheChangeIsUnknown() throws {
    let (solver, folder) = Self.solver()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let opening = solver.solve(board: try Self.board(Self.empty), takenAt: Self.at(0))
    let answer = try #require(opening.moves.first)
    // The answer played, then X, Y and Z (no word of the list) by the other side.
    var colors = Array(Self.empty)
    for tile in answer.tapOrder { colors[tile] = "b" }
    for tile in [22, 23, 24] { colors[tile] = "r" }
    let unexplained = try Self.board(String(colors))
    let next = solver.solve(board: unexplained, takenAt: Self.at(1))
    #expect(next.history?.possiblyPlayed == [answer.word])
    #expect(next.moves.first?.word != answer.word)
    let again = solver.solve(board: unexplained, takenAt: Self.at(2))
    #expect(again.history?.possiblyPlayed == [answer.word])
    // Without the history, nothing says so.
    #expect(Self.solver(.none).solve(board: unexplained).history?.possiblyPlayed == [])
  }

  /// An answer the player did not play, in a game not known exactly, was
  /// most likely refused as played.
  ///
  /// HOSE was answered on the blank board, the player played QUILT and the
  /// other side HORSE or SHORE. Given every word, nothing is guessed.
  @Test func anAnswerNotPlayedIsLikelyPlayedWhenTheGameIsUnknown() throws {
    for given in [[], ["quilt", "horse"]] {
      let (solver, folder) = Self.solver()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      try HistoryStore(folder: folder).record(
        RecordedState(colors: Self.empty, takenAt: Self.at(0), answer: "HOSE"),
        letters: Self.letters)
      let next = solver.with(
        played: try PlayedWords(given), options: SolveOptions(limit: 5, depth: 1)
      ).solve(board: try Self.board(Self.afterTwoMoves), takenAt: Self.at(1))
      let history = try #require(next.history)
      if given.isEmpty {
        #expect(history.possiblyPlayed == ["HORSE", "SHORE", "HOSE"])
        #expect(next.moves.first?.word != "HOSE")
      } else {
        #expect(history.complete && history.possiblyPlayed.isEmpty)
      }
    }
  }

  @Test func aGivenWordTheBoardCannotHaveHadIsReported() throws {
    let warnings = Warnings()
    let (solver, folder) = Self.solver(warnings: warnings)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = solver.solve(board: try Self.board(Self.empty), takenAt: Self.at(0))
    // CART's tiles are all unclaimed: it cannot have been played.
    let solution = solver.with(
      played: try PlayedWords(["quilt", "horse", "cart"]), options: SolveOptions(limit: 5, depth: 1)
    ).solve(board: try Self.board(Self.afterTwoMoves), takenAt: Self.at(1))
    #expect(warnings.all.count == 1)
    #expect(warnings.all.first?.hasPrefix("Warning: CART cannot have been played") == true)
    // Still treated as played, as given; the change is the other two words.
    #expect(solution.history?.playedWords.map(\.word) == ["QUILT", "HORSE", "CART"])
    #expect(solution.history?.complete == true)
  }

  /// The same game solved with and without a board changed by hand (the
  /// player's Q given to the opponent) between two real boards: the next
  /// real board's answer and note are the same.
  @Test func aBoardChangedByHandIsASideLine() throws {
    var answers: [String] = []
    for withWhatIf in [false, true] {
      let (solver, folder) = Self.solver()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      _ = solver.solve(board: try Self.board(Self.empty), takenAt: Self.at(0))
      _ = solver.solve(board: try Self.board(Self.afterTwoMoves), takenAt: Self.at(1))
      if withWhatIf {
        let whatIf = "r" + Self.afterTwoMoves.dropFirst()
        _ = solver.solve(board: try Self.board(whatIf), takenAt: Self.at(2))
      }
      let next = solver.solve(board: try Self.board(Self.afterFourMoves), takenAt: Self.at(3))
      answers.append(try JSONDocument.string(AnswerDocument(next)))
      #expect(next.history?.playedWords.map(\.word).contains("DISH") == true)
      let timeline = try #require(try HistoryStore(folder: folder).game(letters: Self.letters))
      #expect(timeline.games.count == 1)
      let last = try #require(timeline.states.last?.id)
      #expect(timeline.line(to: last).map(\.colors).count == 3)
    }
    #expect(answers[0] == answers[1])
  }

  /// A later shot solved before an earlier one taken at the same time (a
  /// clone gives every file one time): the earlier is not taken to follow
  /// the later, so it learns nothing from it.
  @Test func boardsSeenAtTheSameTimeAreOrderedByWhatTheyShow() throws {
    let (solver, folder) = Self.solver()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = solver.solve(board: try Self.board(Self.empty), takenAt: Self.at(0))
    let later = solver.solve(
      board: try Self.board(Self.afterFourMoves), takenAt: Self.at(1),
      lastPlayed: LastPlayed(word: "dish", by: .opponent))
    #expect(later.history?.playedWords.map(\.word).contains("DISH") == true)
    let earlier = solver.solve(board: try Self.board(Self.afterTwoMoves), takenAt: Self.at(1))
    #expect(earlier.history?.playedWords.map(\.word) == ["QUILT"])
    let timeline = try #require(try HistoryStore(folder: folder).game(letters: Self.letters))
    #expect(timeline.states.map(\.colors) == [Self.empty, Self.afterTwoMoves, Self.afterFourMoves])
  }

  /// A shot whose file time is wrong (earlier than a board it follows by
  /// what they show) still follows that board in the same game.
  @Test func aBoardFollowsTheBoardsItShowsAfterWhateverTheirTimes() throws {
    let (solver, folder) = Self.solver()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = solver.solve(board: try Self.board(Self.empty), takenAt: Self.at(0))
    _ = solver.solve(board: try Self.board(Self.afterTwoMoves), takenAt: Self.at(5))
    let later = solver.solve(board: try Self.board(Self.afterFourMoves), takenAt: Self.at(3))
    #expect(later.history?.playedWords.map(\.word).contains("QUILT") == true)
    let timeline = try #require(try HistoryStore(folder: folder).game(letters: Self.letters))
    #expect(timeline.games.count == 1)
    let last = try #require(timeline.states.first { $0.colors == Self.afterFourMoves }?.id)
    #expect(
      timeline.line(to: last).map(\.colors) == [
        Self.empty, Self.afterTwoMoves, Self.afterFourMoves,
      ])
  }

  /// Whose turn both boards show says how many moves lie between them.
  ///
  /// A board solved right after the player's move (the opponent to move),
  /// then the player's next: one move, the opponent's. Without the turns,
  /// two boards solved are taken as two moves apart, and LIT, on the
  /// player's own tiles (it captures nothing), may have been the player's.
  @Test(arguments: [true, false])
  func theTurnsShownSetTheMovesBetweenBoards(shown: Bool) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("game-chain-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let solver = BoardSolver(
      reader: ScreenshotReader(templates: .builtIn),
      list: WordList(words: ["quilt", "lit", "horse", "shore", "cart", "dish"], name: "fixture"),
      options: SolveOptions(limit: 5, depth: 1),
      memory: GameMemory(folder: folder, warn: { Issue.record(Comment(rawValue: $0)) }))
    let boards: [(String, Owner)] = [
      (Self.empty, .player), ("bbbbb" + String(repeating: "w", count: 20), .opponent),
      (Self.afterTwoMoves, .player),
    ]
    var last: Answer?
    for (minute, (colors, toMove)) in boards.enumerated() {
      last = solver.solve(
        board: try Self.board(colors), takenAt: Self.at(Double(minute)),
        toMove: shown ? toMove : nil)
    }
    let history = try #require(last?.history)
    #expect(history.playedWords.map(\.word) == ["QUILT"])
    #expect(
      Set(history.possiblyPlayed) == (shown ? ["HORSE", "SHORE"] : ["HORSE", "SHORE", "LIT"]))
  }

  /// A second game that opens as the first did, seen from the second seat:
  /// its first board could come after the first game's second one (the
  /// same tiles coloured), but the word given explains it from the blank
  /// board exactly, so it starts a new game.
  @Test func aSecondGameAfterTheSameOpeningStartsAfresh() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("game-chain-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let solver = BoardSolver(
      reader: ScreenshotReader(templates: .builtIn),
      list: WordList(words: ["quilt", "lit", "quit", "horse", "shore"], name: "fixture"),
      options: SolveOptions(limit: 5, depth: 1),
      memory: GameMemory(folder: folder, warn: { Issue.record(Comment(rawValue: $0)) }))
    let rest = String(repeating: "w", count: 20)
    // The opponent's QUILT; then LIT by the player and QUIT by the opponent.
    let boards: [(colors: String, given: [String])] = [
      ("rrrrr" + rest, ["quilt"]), ("rrrbr" + rest, ["quilt", "lit", "quit"]),
      ("rrrrr" + rest, ["quilt"]),
    ]
    var last: Answer?
    for (minute, board) in boards.enumerated() {
      last = solver.with(played: try PlayedWords(board.given), options: solver.options)
        .solve(board: try Self.board(board.colors), takenAt: Self.at(Double(minute)))
    }
    let history = try #require(last?.history)
    #expect(history.complete && history.playedWords.map(\.word) == ["QUILT"])
    let timeline = try #require(try HistoryStore(folder: folder).game(letters: Self.letters))
    #expect(timeline.games.map(\.states.count) == [2, 1])
  }
}
