import Foundation
import Letterpress
import Strategy
import Words

/// A player who never types a played word, simulated.
///
/// Before each of their moves they give `lettersolve` only their own board (`--board`, in game order, the
/// opponent's words never named) and play its first answer that the game
/// accepts; the opponent is the ranked bot. Each board is solved twice by
/// the release binary: with the game history (a fresh folder per game) and
/// with `--no-history`.
///
/// Counted at mid-game positions (a word already played): how often the
/// first answer is already played or a prefix of one (with the history, and
/// without it: today's behaviour), whether that ever happens where the
/// history says it is complete, and, without history, whether the
/// "might already be played" mark is on every answer that is in fact
/// blocked, and how often it is on the others.
///
/// What knowing no word costs is measured against a third solve given every
/// played word (`--played`): how often the first answer differs from it.
///
/// The boards are the first `SIMULATION_GAMES` (default 6) distinct letter
/// sets of ../shared/corpus, from an empty board; `SIMULATION_TIME` sets
/// `--time` (default 1 s). `SIMULATION_LOG=1` prints each blocked first
/// answer to standard error: the word, the played word that blocks it and
/// who played it, and what the history knew.
struct PlayedSimulationSuite: BenchmarkSuite {
  let name = "played-simulation"
  let runsByDefault = false

  private struct Entry: Decodable {
    var letters: String?
  }

  private struct AnswerJSON: Decodable {
    struct Move: Decodable {
      let word: String
      /// Tap order, named `r1c2`.
      let tiles: [String]
    }
    struct History: Decodable {
      let complete: Bool
      let mightBePlayed: [String]
      let unknownMoves: Int?
    }
    let moves: [Move]
    let history: History?
  }

  private struct Tally {
    var positions = 0
    var blockedFirstWithHistory = 0
    var blockedFirstWhereComplete = 0
    var blockedFirstWithoutHistory = 0
    var firstDiffersFromKnowingAll = 0
    var blockedAnswers = 0
    var blockedMarked = 0
    var otherAnswers = 0
    var otherMarked = 0
  }

  func run() throws -> [BenchmarkRow] {
    let (binary, _) = try ReadSuite.executables()
    guard let shared = BenchmarkInputs.shared else {
      throw BenchmarkSkipped(reason: "../shared/corpus is not beside the checkout")
    }
    let environment = ProcessInfo.processInfo.environment
    let gameCount = environment["SIMULATION_GAMES"].flatMap(Int.init) ?? 6
    let time = environment["SIMULATION_TIME"] ?? "1"
    let logs = environment["SIMULATION_LOG"] != nil
    let listPath = ReadSuite.checkout.appendingPathComponent("Dictionaries/letterpress-en.txt")
    guard FileManager.default.fileExists(atPath: listPath.path) else {
      throw BenchmarkSkipped(reason: "the game's list is not installed (make setup)")
    }
    let list = try WordList(contentsOf: listPath.path, name: "letterpress", indexPath: nil)
    let manifest = try Data(contentsOf: shared.appendingPathComponent("corpus/manifest.json"))
    var seen = Set<String>()
    let boards = try JSONDecoder().decode([Entry].self, from: manifest)
      .compactMap(\.letters).filter { seen.insert($0).inserted }.prefix(gameCount)
    var tally = Tally()
    let clock = ContinuousClock()
    let start = clock.now
    for letterString in boards {
      let letters = try BoardText.letters(from: letterString)
      let state = FileManager.default.temporaryDirectory.appendingPathComponent(
        "lettersolve-simulation-\(UUID())")
      defer { try? FileManager.default.removeItem(at: state) }
      let generator = MoveGenerator(
        letters: letters, words: WordFinder(list: list).words(on: letters))
      let searcher = Searcher(generator: generator)
      var position = Position(letters: letters, ownership: .unclaimedBoard)
      var plies = 0
      while !position.isOver, plies < 80 {
        plies += 1
        guard position.toMove == .player else {
          let move = Bot.ranked.move(in: position, searcher: searcher, limits: SearchLimits())
          position = move.map(position.applying) ?? position.passing()
          continue
        }
        let board = "\(letterString):\(position.board.colorString)"
        let arguments = ["--board", board, "--json", "--limit", "10", "--time", time]
        let withHistory = try Self.answer(binary, arguments, state: state.path)
        let without = try Self.answer(binary, arguments + ["--no-history"], state: state.path)
        if !position.played.words.isEmpty {
          tally.positions += 1
          let played = position.played
          let knowingAll = try Self.answer(
            binary,
            arguments + ["--no-history", "--played", played.words.joined(separator: ",")],
            state: state.path)
          if withHistory.moves.first?.word != knowingAll.moves.first?.word {
            tally.firstDiffersFromKnowingAll += 1
          }
          if let first = withHistory.moves.first, !played.allows(first.word) {
            tally.blockedFirstWithHistory += 1
            if withHistory.history?.complete == true { tally.blockedFirstWhereComplete += 1 }
            if logs {
              let word = first.word.lowercased()
              let index = played.words.firstIndex { $0.hasPrefix(word) } ?? 0
              // The player moves first: even plies are theirs.
              let seat = index % 2 == 0 ? "player" : "opponent"
              let unknown = withHistory.history?.unknownMoves.map(String.init) ?? "?"
              FileHandle.standardError.write(
                Data(
                  ("\(letterString) ply \(plies): \(first.word) blocked by "
                    + "\(played.words[index]) (\(seat), move \(index + 1) of "
                    + "\(played.words.count)); unknown moves \(unknown); marked "
                    + "\(withHistory.history?.mightBePlayed.contains(first.word) ?? false)\n")
                    .utf8))
            }
          }
          if let first = without.moves.first, !played.allows(first.word) {
            tally.blockedFirstWithoutHistory += 1
          }
          let marked = Set(without.history?.mightBePlayed ?? [])
          for move in without.moves {
            let isMarked = marked.contains(move.word.uppercased())
            if played.allows(move.word) {
              tally.otherAnswers += 1
              if isMarked { tally.otherMarked += 1 }
            } else {
              tally.blockedAnswers += 1
              if isMarked { tally.blockedMarked += 1 }
            }
          }
        }
        // The player plays the first answer the game accepts.
        let chosen = withHistory.moves.lazy.compactMap { answer -> Move? in
          guard position.played.allows(answer.word) else { return nil }
          return Move(
            word: answer.word, tapOrder: answer.tiles.compactMap(Board.tileIndex(named:)),
            letters: letters)
        }.first
        let move =
          chosen ?? Bot.ranked.move(in: position, searcher: searcher, limits: SearchLimits())
        position = move.map(position.applying) ?? position.passing()
      }
    }
    let elapsed = clock.now - start
    func share(_ part: Int, _ whole: Int) -> String {
      "\(part) of \(whole)"
        + (whole > 0 ? String(format: " (%.1f%%)", Double(part) / Double(whole) * 100) : "")
    }
    return [
      BenchmarkRow(
        benchmark: "first answer already played, with history", median: elapsed,
        note: share(tally.blockedFirstWithHistory, tally.positions)
          + " mid-game positions; \(tally.blockedFirstWhereComplete) where the history was complete"
      ),
      BenchmarkRow(
        benchmark: "first answer unlike knowing every word", median: elapsed,
        note: share(tally.firstDiffersFromKnowingAll, tally.positions)
          + " (with history against --played with every word)"),
      BenchmarkRow(
        benchmark: "first answer already played, --no-history", median: elapsed,
        note: share(tally.blockedFirstWithoutHistory, tally.positions) + " mid-game positions"),
      BenchmarkRow(
        benchmark: "--no-history: blocked answers marked", median: elapsed,
        note: share(tally.blockedMarked, tally.blockedAnswers)
          + "; other answers marked " + share(tally.otherMarked, tally.otherAnswers)),
    ]
  }

  /// `lettersolve arguments…`'s JSON answer, with the history in `state`.
  private static func answer(_ binary: URL, _ arguments: [String], state: String) throws
    -> AnswerJSON
  {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(["LETTERSOLVE_STATE": state])
    { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(AnswerJSON.self, from: data)
  }
}
