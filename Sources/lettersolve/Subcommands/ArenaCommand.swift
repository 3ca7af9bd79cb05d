import ArgumentParser
import Foundation
import Letterpress
import Solving

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
      ranked (the one-move ranking of `solve --depth 1`), narrowing (a model of \
      the best published engine: alpha-beta with iterative narrowing, for \
      --time per move; --opponent-time gives the second bot its own), twoply (a \
      model of a published engine that searches exactly two plies, every move \
      and every reply, with the classic +1 a tile, +2 a defended tile; no \
      clock). Results are from the \
      first bot's side (the first of the two when both are the same kind), \
      overall and in each seat (moving first, moving second), each with a 95% \
      Wilson interval for its share of wins (a draw counts half). Progress goes \
      to standard error.
      """
  )

  @Option(help: "Boards to play (two games each), at most 100,000.")
  var boards = 50

  static let maximumBoards = 100_000

  @Option(help: "The seed of the random boards.")
  var seed: UInt64 = 1

  @Option(
    help: ArgumentHelp(
      "The time per move, in seconds, of the search bot (which then deepens by time) and the narrowing bot; default: the search bot's default work budget (as `solve`), 2 s for narrowing.",
      valueName: "seconds"))
  var time: Double?

  @Option(
    help: ArgumentHelp(
      "The second bot's time per move, in seconds, when it differs from the first's: a handicap, or two search budgets compared; default: as the first.",
      valueName: "seconds"))
  var opponentTime: Double?

  @Option(help: "A fixed search depth in plies instead of a time budget.")
  var depth: Int?

  @Option(
    help: ArgumentHelp(
      "The two bots, comma-separated: search, greedy, longest, ranked, narrowing, twoply.",
      valueName: "a,b"))
  var bots = "search,greedy"

  @Option(
    help: ArgumentHelp(
      "Play the search bot against this one (the same as --bots search,<bot>).", valueName: "bot"))
  var opponent: String?

  @OptionGroup var words: DictionaryOptions

  @Flag(help: "Print JSON for scripts.")
  var json = false

  @Flag(
    help: """
      Also print every game's moves to standard error: each word, the board after it \
      (b the first seat's tiles, r the second's, w unclaimed), the score and the time.
      """)
  var verbose = false

  func validate() throws {
    guard (1...Self.maximumBoards).contains(boards) else {
      throw ValidationError("--boards must be between 1 and \(Self.maximumBoards)")
    }
    try SearchOptionRange.validate(depth: depth, time: time, opponentTime: opponentTime)
    _ = try pair()
  }

  /// The two bots of `--bots`.
  private func pair() throws -> (String, String) {
    let bots = opponent.map { "search,\($0)" } ?? bots
    let names = bots.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let known = ArenaMatch.botNames.joined(separator: ", ")
    guard names.count == 2 else {
      throw ValidationError("--bots takes two bots, e.g. search,greedy")
    }
    guard names.allSatisfy(ArenaMatch.botNames.contains) else {
      throw ValidationError("unknown bot in '\(bots)'; bots are \(known)")
    }
    return (names[0], names[1])
  }

  func run() throws {
    let (first, second) = try pair()
    let match = ArenaMatch(
      first: first, second: second, boards: boards, seed: seed, time: time,
      opponentTime: opponentTime, depth: depth,
      list: try words.choice.load(notice: Terminal.warn))
    let report = match.play { game, report in
      if verbose {
        let moves = game.steps.map { step in
          String(
            format: "%@ %@ %@ %.2fs", step.word ?? "(pass)", step.board.colorString.lowercased(),
            "\(step.player)-\(step.opponent)", step.seconds)
        }
        Terminal.warn(moves.joined(separator: ", "))
      }
      Terminal.warn(game.summary(in: report))
    }
    Terminal.printLine(json ? try JSONDocument.string(report) : report.text)
  }
}
