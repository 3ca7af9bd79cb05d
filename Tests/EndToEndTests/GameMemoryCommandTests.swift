import BoardReader
import Foundation
import Letterpress
import Solving
import Testing
import Words
import _TestSupport

/// Whole games played through `solve --board` as a player who gives every
/// word so far (`--played`), as the arena does: the history never changes
/// an answer that `--no-history` gives, never doubts one, and keeps each
/// game of the same letters apart, a board changed by hand included.
@Suite(.endToEnd, .enabled(if: GameList.isInstalled, Comment(rawValue: GameList.missing)))
struct GameMemoryCommandTests {
  /// The letters of the first four sample boards: real boards.
  static func sampleLetters() throws -> [String] {
    let folder = Fixtures.projectRoot.appendingPathComponent("Samples")
    let texts = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".txt") && $0 != "README.txt" }.sorted()
    var letters: [String] = []
    for name in texts where letters.count < 4 {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let board = try BoardText.parse(text).board
      if !letters.contains(board.letterString) { letters.append(board.letterString) }
    }
    return letters
  }

  /// Both seats on each board, the second game on the same letters after
  /// the first, in one history.
  @Test(arguments: try sampleLetters())
  func wholeGamesAnswerAsWithoutHistoryAndDoubtNothing(letters: String) throws {
    try withTemporaryFolder { folder in
      let game = try CLIGame(letters: letters, folder: folder)
      for oursFirst in [true, false] {
        let turns = try game.play(oursFirst: oursFirst)
        #expect(turns >= 2, "a game of \(turns) own turns on \(letters)")
      }
      // The second game's blank board (or first board) started a game of
      // its own.
      let listed = try CommandRunner.run(["history", "--json"], environment: game.environment)
      let games = try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8))
      #expect((games as? [[String: Any]])?.count == 2, "\(listed.standardOutput)")
    }
  }

  /// A board with one tile changed by hand, solved in the middle of a game,
  /// is never taken for the game's state.
  @Test func aWhatIfBoardMidGameLeavesTheGameAlone() throws {
    let letters = try #require(try Self.sampleLetters().first)
    try withTemporaryFolder { folder in
      let game = try CLIGame(letters: letters, folder: folder)
      let turns = try game.play(oursFirst: true, whatIfAfterTurn: 2)
      #expect(turns >= 3, "too short a game to follow the what-if")
      let shown = try CommandRunner.run(
        ["history", "show", "--json", letters], environment: game.environment)
      let games = try CommandRunner.object(shown.standardOutput)["games"] as? [[String: Any]]
      // One game: the what-if is a side line of it.
      #expect(games?.count == 1)
      #expect((games?.first?["states"] as? [Any])?.count == turns + 1)
    }
  }
}

/// One set of letters played through the CLI against a greedy bot (the
/// move with the largest tile difference, in-process), with a word list of
/// the game's words on the board small enough for quick searches.
struct CLIGame {
  let board: Board
  let list: WordList
  let environment: [String: String]

  /// How many of the board's words (3 to 8 letters, spread evenly over the
  /// game list's) the games use.
  static let wordCount = 300

  init(letters: String, folder: URL) throws {
    board = try Board(letters: letters)
    let onBoard = WordFinder(list: try GameList.list()).words(on: board.letters)
      .filter { (3...8).contains($0.count) }
    let step = max(1, onBoard.count / Self.wordCount)
    let words = stride(from: 0, to: onBoard.count, by: step).map { onBoard[$0] }
    let file = folder.appendingPathComponent("words.txt")
    try (words.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    list = WordList(words: words, name: "words.txt")
    environment = [
      "LETTERSOLVE_DICT": file.path,
      "LETTERSOLVE_STATE": folder.appendingPathComponent("state").path,
    ]
  }

  /// Plays a game to its end, checking each own turn (`solve(_:played:)`).
  ///
  /// After the own turn `whatIfAfterTurn` (counted from 1), the board with
  /// one of the player's tiles given to the opponent by hand is solved too.
  /// Returns how many own turns were played.
  func play(oursFirst: Bool, whatIfAfterTurn: Int? = nil) throws -> Int {
    var ownership = Ownership.unclaimedBoard
    var played: [String] = []
    var mover = oursFirst ? Owner.player : .opponent
    var passes = 0
    var turns = 0
    while !ownership.unclaimed.isEmpty && passes < 2 {
      let move: (word: String, tiles: [Int])?
      if mover == .player {
        move = try solve(ownership, played: played)
        turns += 1
        if turns == whatIfAfterTurn, let mine = Array(ownership.player).first {
          let changed = Ownership(
            player: ownership.player.subtracting(TileSet([mine])),
            opponent: ownership.opponent.union(TileSet([mine])))
          let whatIf = try CommandRunner.run(
            arguments(changed, played: played), environment: environment)
          #expect(whatIf.status == 0, "\(whatIf.standardError)")
        }
      } else {
        let swapped = Board(letters: board.letters, owners: owners(ownership).map { $0?.other })
        let greedy = try Solver(reader: ScreenshotReader(templates: .builtIn), list: list).answer(
          SolveRequest(
            .board(swapped), played: try PlayedWords(played),
            options: SolveOptions(ranking: .score, limit: 1)))
        move = greedy.moves.first.map { ($0.word, $0.tapOrder) }
      }
      if let move {
        played.append(move.word.lowercased())
        ownership = ownership.playing(TileSet(move.tiles), by: mover)
        passes = 0
      } else {
        passes += 1
      }
      mover = mover.other
    }
    return turns
  }

  /// The owners of `ownership` tile by tile.
  private func owners(_ ownership: Ownership) -> [Owner?] {
    (0..<Board.tileCount).map { tile in
      ownership.player.contains(tile)
        ? .player : ownership.opponent.contains(tile) ? .opponent : nil
    }
  }

  private func arguments(_ ownership: Ownership, played: [String]) -> [String] {
    let colors = Board(letters: board.letters, owners: owners(ownership)).colorString
    return ["--board", "\(board.letterString):\(colors)", "--depth", "2", "--json", "--limit", "3"]
      + (played.isEmpty ? [] : ["--played", played.joined(separator: ",")])
  }

  /// Solves the player's board with the history and without.
  ///
  /// Checks the same answers, none in doubt, the game complete. Returns the
  /// first answer's word and tiles; `nil` when there is none (a pass).
  private func solve(_ ownership: Ownership, played: [String]) throws -> (
    word: String, tiles: [Int]
  )? {
    let arguments = arguments(ownership, played: played)
    let with = try CommandRunner.run(arguments, environment: environment)
    let without = try CommandRunner.run(arguments + ["--no-history"], environment: environment)
    try #require(with.status == 0 && without.status == 0, "\(with.standardError)")
    #expect(with.standardError.isEmpty, "\(with.standardError)")
    let withHistory = try CommandRunner.object(with.standardOutput)
    let moves = { (object: [String: Any]) in object["moves"] as? [[String: Any]] ?? [] }
    let answers = { (object: [String: Any]) in
      moves(object).map { "\($0["word"] ?? "") \($0["tiles"] ?? "")" }
    }
    #expect(
      try answers(withHistory) == answers(CommandRunner.object(without.standardOutput)),
      "after \(played)")
    let history = withHistory["history"] as? [String: Any]
    #expect(history?["complete"] as? Bool == true, "after \(played): \(history ?? [:])")
    #expect((history?["might_be_played"] as? [String])?.isEmpty == true)
    guard let first = moves(withHistory).first, let word = first["word"] as? String,
      let tiles = first["tiles"] as? [String]
    else { return nil }
    return (word, tiles.compactMap(Board.tileIndex(named:)))
  }
}
