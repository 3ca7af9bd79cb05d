import Dispatch
import Foundation
import Letterpress
import Strategy
import Words

/// Self-play games for fitting and checking `Evaluator.winChance`: every
/// position of every game, labelled with how the game ended for the side to
/// move, written as CSV (not committed; `Scripts/fit_win_chance.py` fits
/// and reports on it).
///
/// Boards drawn from the letter distribution (`Arena.boards`, seed 32
/// unless `WINCHANCE_SEED` names another); board `i` is played by pairing `i % 7`: the engine against itself, and
/// against the greedy, ranked and longest-word bots from both seats. The
/// engine searches within a fixed work budget on one thread (no time
/// limit), and the bots are deterministic, so a run gives the same games on
/// any machine.
///
/// Opt-in (long): `make win-chance` (or `make bench SUITE=winchance`);
/// `WINCHANCE_BOARDS` (default 1,050), `WINCHANCE_WORK` (word scans per move,
/// default 1,000,000), `WINCHANCE_SEED` (default 32), `WINCHANCE_OUT`
/// (default `.build/win-chance/positions.csv` in the checkout for seed 32,
/// `positions-seed<N>.csv` beside it for another seed).
struct WinChanceSuite: BenchmarkSuite {
  let name = "winchance"
  var runsByDefault: Bool { false }

  /// The seats of each pairing, the first moving first.
  static let pairings: [(Bot, Bot)] = [
    (.search, .search), (.search, .greedy), (.greedy, .search), (.search, .ranked),
    (.ranked, .search), (.search, .longest), (.longest, .search),
  ]

  /// The seed of the boards unless `WINCHANCE_SEED` names another.
  static let defaultSeed: UInt64 = 32

  func run() throws -> [BenchmarkRow] {
    let environment = ProcessInfo.processInfo.environment
    let boards = Int(environment["WINCHANCE_BOARDS"] ?? "") ?? 1050
    let work = Int(environment["WINCHANCE_WORK"] ?? "") ?? 1_000_000
    let seed = UInt64(environment["WINCHANCE_SEED"] ?? "") ?? Self.defaultSeed
    let output =
      environment["WINCHANCE_OUT"].map(URL.init(fileURLWithPath:)) ?? Self.defaultOutput(seed: seed)
    let list = try BenchmarkInputs.gameList()
    // Work-bounded on one thread; the time cap is far beyond any move.
    let arena = Arena(list: list, limits: SearchLimits(work: work, seconds: 600, threads: 1))
    let letters = Arena.boards(count: boards, seed: seed)
    let games = GameBox(count: boards)
    let clock = ContinuousClock()
    let time = clock.measure {
      // Two games at a time, each alone on its thread: the same games
      // whatever the order they finish in.
      DispatchQueue.concurrentPerform(iterations: 2) { lane in
        for index in stride(from: lane, to: boards, by: 2) {
          let (first, second) = Self.pairings[index % Self.pairings.count]
          games.set(index, arena.play(letters: letters[index], first: first, second: second))
        }
      }
    }
    var lines = [
      "seed,game,ply,first,second,to_move,mine,theirs,mine_defended,theirs_defended,tiles,won"
    ]
    var unfinished = 0
    var firstMoverWins = 0.0
    for (index, game) in games.records.enumerated() {
      guard let record = game else { continue }
      let positions = record.positions
      guard let final = positions.last, final.isOver else {
        unfinished += 1
        continue
      }
      let (first, second) = Self.pairings[index % Self.pairings.count]
      firstMoverWins += Self.result(final, for: .player)
      for (ply, position) in positions.dropLast().enumerated() {
        let features = Evaluator.Features(position.ownership, for: position.toMove)
        let bot = position.toMove == .player ? first : second
        lines.append(
          "\(seed),\(index),\(ply),\(first),\(second),\(bot),\(features.mine),\(features.theirs),"
            + "\(features.mineDefended),\(features.theirsDefended),"
            + "\(Self.tiles(position.ownership, for: position.toMove)),"
            + "\(Self.result(final, for: position.toMove))")
      }
    }
    try FileManager.default.createDirectory(
      at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    try (lines.joined(separator: "\n") + "\n").write(to: output, atomically: true, encoding: .utf8)
    let finished = boards - unfinished
    return [
      BenchmarkRow(
        benchmark: "\(boards) games, work \(work), seed \(seed)", median: time,
        note:
          "\(lines.count - 1) positions of \(finished) finished games (\(unfinished) stopped); "
          + String(format: "first mover scored %.1f%%; ", 100 * firstMoverWins / Double(finished))
          + "written to \(output.path)")
    ]
  }

  /// The 25 tiles from `side`'s view, row by row: `m` the side's, `t` the
  /// other side's, `.` unclaimed (for features the fit may try).
  static func tiles(_ ownership: Ownership, for side: Owner) -> String {
    let (mine, theirs) = (ownership.tiles(of: side), ownership.tiles(of: side.other))
    return String(
      (0..<25).map { index in
        mine.contains(index) ? "m" : theirs.contains(index) ? "t" : "."
      })
  }

  /// 1 for a won game, 0 for a lost one, 0.5 for a tie.
  static func result(_ final: Position, for side: Owner) -> Double {
    final.winner.map { $0 == side ? 1 : 0 } ?? 0.5
  }

  /// `.build/win-chance/positions.csv` in the checkout for the default
  /// seed, `positions-seed<seed>.csv` beside it for another.
  static func defaultOutput(seed: UInt64) -> URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // lettersolve-bench
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // Benchmarks
      .deletingLastPathComponent()  // the checkout
      .appendingPathComponent(
        ".build/win-chance/"
          + (seed == defaultSeed ? "positions.csv" : "positions-seed\(seed).csv"))
  }
}

/// The games played so far, one slot per board; each thread writes its own
/// slots.
private final class GameBox: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [GameRecord?]

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ record: GameRecord) { lock.withLock { storage[index] = record } }

  var records: [GameRecord?] { lock.withLock { storage } }
}
