import BoardReader
import Foundation
import GameHistory
import Letterpress
import Solving
import Strategy
import Testing
import Words

/// The history's promise: given every word played so far, it changes no
/// answer of the game's boards, and it only ever treats as played words
/// that were played, on any sequence of them: in order, some seen twice,
/// two at the same time, one changed by hand between them, then a second
/// game on the same letters.
@Suite struct HistoryInvariantTests {
  static let alphabet = Array("aeilnorst")

  /// A game between two bots on random letters and words, seeded: each
  /// position, first to last.
  static func game(seed: UInt64) -> (list: WordList, states: [Position]) {
    var random = SplitMix64(seed: seed)
    var words = Set<String>()
    while words.count < 150 {
      let length = Int.random(in: 2...6, using: &random)
      words.insert(
        String(
          (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }))
    }
    let list = WordList(words: words.sorted(), name: "fixture")
    let letters = (0..<Board.tileCount).compactMap { _ in
      Letter(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
    }
    let record = Arena(list: list, limits: SearchLimits(depth: 1))
      .play(letters: letters, first: .greedy, second: .longest)
    return (list, record.positions)
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func givenEveryWordSoFarTheHistoryChangesNoAnswer(seed: UInt64) throws {
    let (list, states) = Self.game(seed: seed)
    // The first mover's boards (the player's), seen as a player would: the
    // game, with repeats, one changed by hand, then the game again.
    let own = states.indices.filter { states[$0].toMove == .player }
    #expect(own.count >= 4, "a game of \(own.count) own boards")
    var random = SplitMix64(seed: seed)
    var sequence: [(index: Int, whatIf: Bool)] = []
    let whatIfAt = own[own.count / 2]
    for index in own {
      sequence.append((index, false))
      if Bool.random(using: &random) { sequence.append((index, false)) }
      if index == whatIfAt { sequence.append((index, true)) }
    }
    sequence += own.map { ($0, false) }
    let tie = Int.random(in: 1..<sequence.count, using: &random)

    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("history-invariant-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let memory = GameMemory(folder: folder, warn: { Issue.record(Comment(rawValue: $0)) })
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    var minute = 0.0
    for (step, (index, whatIf)) in sequence.enumerated() {
      var ownership = states[index].ownership
      if whatIf, let mine = Array(ownership.player).first {
        ownership = Ownership(
          player: ownership.player.subtracting(TileSet([mine])),
          opponent: ownership.opponent.union(TileSet([mine])))
      }
      let board = Board(
        letters: states[index].letters,
        owners: (0..<Board.tileCount).map { tile in
          ownership.player.contains(tile)
            ? .player : ownership.opponent.contains(tile) ? .opponent : nil
        })
      let played = states[index].played
      if step != tie { minute += 1 }
      let options = SolveOptions(limit: 5, depth: 1)
      let solver = BoardSolver(
        reader: ScreenshotReader(templates: .builtIn), list: list, played: played,
        options: options, memory: memory)
      let with = solver.solve(board: board, takenAt: start.addingTimeInterval(minute * 60))
      let alone = BoardSolver(
        reader: solver.solver.reader, list: list, played: played, options: options, memory: .none
      ).solve(board: board)
      let context = Comment(
        rawValue: "seed \(seed), step \(step), board \(index), what-if \(whatIf)")
      let known = Set((with.history?.playedWords ?? []).map { $0.word.lowercased() })
      #expect(known.isSubset(of: played.words), context)
      // The board changed by hand may be in doubt; the game's are not.
      guard !whatIf else { continue }
      #expect(with.moves.map(\.word) == alone.moves.map(\.word), context)
      #expect(with.history?.complete == true, context)
    }
  }

  /// Boards alone, no word given (a player who only takes screenshots):
  /// each own board of the game follows the one before it, so the game is
  /// one chain, never two interleaved ones, and every word the history
  /// treats as played was played.
  @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
  func boardsAloneMakeOneChain(seed: UInt64) throws {
    let (list, states) = Self.game(seed: seed)
    let own = states.filter { $0.toMove == .player }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("history-chain-\(UUID())").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let memory = GameMemory(folder: folder, warn: { Issue.record(Comment(rawValue: $0)) })
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    var letters = ""
    for (step, state) in own.enumerated() {
      let board = Board(
        letters: state.letters,
        owners: (0..<Board.tileCount).map { tile in
          state.ownership.player.contains(tile)
            ? .player : state.ownership.opponent.contains(tile) ? .opponent : nil
        })
      letters = board.letterString
      let with = BoardSolver(
        reader: ScreenshotReader(templates: .builtIn), list: list,
        options: SolveOptions(limit: 5, depth: 1), memory: memory
      ).solve(board: board, takenAt: start.addingTimeInterval(Double(step) * 60))
      let known = Set((with.history?.playedWords ?? []).map { $0.word.lowercased() })
      #expect(known.isSubset(of: state.played.words), "seed \(seed), board \(step)")
    }
    let timeline = try #require(try HistoryStore(folder: folder).game(letters: letters))
    let last = try #require(timeline.states.last?.id)
    #expect(timeline.line(to: last).count == own.count, "seed \(seed)")
  }
}
