import ArgumentParser
import Foundation
import Letterpress
import Solving
import Strategy
import Words

/// `lettersolve arena`: games between two bots on random boards.
struct ArenaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "arena",
    abstract: "Play two bots against each other on random boards and report who wins.",
    discussion: """
      Each board is played twice, each bot moving first once. Boards are drawn \
      from the letter distribution of real boards with a seeded generator, so a \
      seed always gives the same boards. Bots: search (the look-ahead search), \
      greedy (largest tile difference after the move), longest (longest word), \
      ranked (the one-move ranking of `solve --depth 1`). Results are from the \
      first bot's side, with a 95% Wilson interval for its share of wins \
      (a draw counts half). Progress goes to standard error.
      """
  )

  @Option(help: "Boards to play (two games each), at most 100,000.")
  var boards = 50

  static let maximumBoards = 100_000

  @Option(help: "The seed of the random boards.")
  var seed: UInt64 = 1

  @Option(help: "The search bot's time per move, in seconds.")
  var time = 2.0

  @Option(help: "A fixed search depth in plies instead of a time budget.")
  var depth: Int?

  @Option(
    help: ArgumentHelp(
      "The two bots, comma-separated: search, greedy, longest, ranked.", valueName: "a,b"))
  var bots = "search,greedy"

  @OptionGroup var words: DictionaryOptions

  @Flag(help: "Print JSON for scripts.")
  var json = false

  @Flag(help: "Also print every game's moves to standard error.")
  var verbose = false

  func validate() throws {
    guard (1...Self.maximumBoards).contains(boards) else {
      throw ValidationError("--boards must be between 1 and \(Self.maximumBoards)")
    }
    try SearchOptionRange.validate(depth: depth, time: time)
    _ = try pair()
  }

  /// The two bots of `--bots`.
  private func pair() throws -> (Bot, Bot) {
    let names = bots.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let known = Bot.allCases.map(\.rawValue).joined(separator: ", ")
    guard names.count == 2 else {
      throw ValidationError("--bots takes two bots, e.g. search,greedy")
    }
    guard let first = Bot(rawValue: names[0]), let second = Bot(rawValue: names[1]) else {
      throw ValidationError("unknown bot in '\(bots)'; bots are \(known)")
    }
    return (first, second)
  }

  func run() throws {
    let (first, second) = try pair()
    let arena = Arena(list: try words.loadList(), limits: SearchLimits(depth: depth, seconds: time))
    var report = ArenaReport(
      first: first, second: second, boards: boards, seed: seed, time: time, depth: depth)
    for (number, letters) in Arena.boards(count: boards, seed: seed).enumerated() {
      for (a, b) in [(first, second), (second, first)] {
        let game = arena.play(letters: letters, first: a, second: b)
        report.add(game)
        if verbose {
          var position = Position(letters: letters, ownership: .unclaimedBoard)
          let moves = game.moves.enumerated().map { index, move in
            position = move.map(position.applying) ?? position.passing()
            let score = "\(position.score(of: .player))-\(position.score(of: .opponent))"
            return String(
              format: "%@ %@ %.2fs", move?.word ?? "(pass)", score, game.moveSeconds[index])
          }
          Terminal.warn(moves.joined(separator: ", "))
        }
        let score = "\(game.final.score(of: .player))-\(game.final.score(of: .opponent))"
        Terminal.warn(
          "board \(number + 1)/\(boards) \(String(letters.map(\.character))): \(a.rawValue) first, "
            + "\(score) in \(game.moves.count) moves, \(game.winner?.rawValue ?? "nobody") wins; "
            + "\(first.rawValue) \(report.wins)-\(report.losses)-\(report.draws)")
      }
    }
    Terminal.printLine(json ? try report.json() : report.text)
  }
}

/// The results of an arena run, from the first bot's side.
struct ArenaReport: Encodable {
  /// Time per move of one bot.
  struct Timing: Encodable {
    let bot: String
    let moves: Int
    let meanSeconds: Double
    let maxSeconds: Double
  }

  let bots: [String]
  let boards: Int
  let seed: UInt64
  let time: Double
  let depth: Int?
  private(set) var wins = 0
  private(set) var losses = 0
  private(set) var draws = 0
  private var seconds: [String: [Double]] = [:]

  init(first: Bot, second: Bot, boards: Int, seed: UInt64, time: Double, depth: Int?) {
    bots = [first.rawValue, second.rawValue]
    self.boards = boards
    self.seed = seed
    self.time = time
    self.depth = depth
  }

  mutating func add(_ game: GameRecord) {
    switch game.winner?.rawValue {
    case bots[0] where bots[0] != bots[1]: wins += 1
    case nil: draws += 1
    default: losses += 1
    }
    for bot in Set([game.first, game.second]) {
      seconds[bot.rawValue, default: []] += game.seconds(of: bot)
    }
  }

  var games: Int { wins + losses + draws }
  /// Wins plus half the draws, over games.
  var score: Double { games == 0 ? 0 : (Double(wins) + Double(draws) / 2) / Double(games) }
  var interval: WilsonInterval {
    WilsonInterval(successes: Double(wins) + Double(draws) / 2, trials: games)
  }
  var timings: [Timing] {
    Array(Set(bots)).sorted().map { bot in
      let times = seconds[bot] ?? []
      return Timing(
        bot: bot, moves: times.count,
        meanSeconds: times.isEmpty ? 0 : times.reduce(0, +) / Double(times.count),
        maxSeconds: times.max() ?? 0)
    }
  }

  var text: String {
    let budget = depth.map { "depth \($0)" } ?? "\(time) s per move"
    var lines = [
      "\(bots[0]) vs \(bots[1]): \(boards) \(noun("board", count: boards)) x 2 seats = \(games) games, seed \(seed), \(budget)",
      "\(bots[0]) wins \(wins), loses \(losses), draws \(draws): \(percent(score)) "
        + "(95% Wilson interval \(percent(interval.lower))-\(percent(interval.upper)))",
    ]
    for timing in timings {
      lines.append(
        "  \(timing.bot): \(timing.moves) moves, \(String(format: "%.3f", timing.meanSeconds)) s per move "
          + "(max \(String(format: "%.3f", timing.maxSeconds)) s)")
    }
    return lines.joined(separator: "\n")
  }

  private func percent(_ value: Double) -> String { String(format: "%.1f%%", 100 * value) }

  private enum CodingKeys: String, CodingKey {
    case bots, boards, seed, time, depth, games, wins, losses, draws, score, wilson95, timePerMove
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(bots, forKey: .bots)
    try container.encode(boards, forKey: .boards)
    try container.encode(seed, forKey: .seed)
    try container.encode(time, forKey: .time)
    try container.encode(depth, forKey: .depth)
    try container.encode(games, forKey: .games)
    try container.encode(wins, forKey: .wins)
    try container.encode(losses, forKey: .losses)
    try container.encode(draws, forKey: .draws)
    try container.encode(score, forKey: .score)
    try container.encode([interval.lower, interval.upper], forKey: .wilson95)
    try container.encode(timings, forKey: .timePerMove)
  }

  func json() throws -> String { try JSONDocument.string(self) }
}
