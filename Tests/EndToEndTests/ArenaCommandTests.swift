import Foundation
import Testing
import _TestSupport

/// `lettersolve arena` and the look-ahead part of `lettersolve solve`, run as
/// processes with the 50-word fixture list.
@Suite(.endToEnd) struct ArenaCommandTests {
  static let words = SolveCommandTests.words

  func object(_ output: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
  }

  @Test func arenaReportsEveryGameWithAnInterval() throws {
    let arguments = [
      "arena", "--boards", "3", "--seed", "4", "--depth", "1", "--bots", "greedy,longest",
    ]
    let result = try SolveCommandTests.run(arguments + ["--dict", Self.words, "--json"])
    #expect(result.status == 0, "stderr: \(result.errors)")
    let report = try object(result.output)
    #expect(report["games"] as? Int == 6)
    let wins = try #require(report["wins"] as? Int)
    let losses = try #require(report["losses"] as? Int)
    let draws = try #require(report["draws"] as? Int)
    #expect(wins + losses + draws == 6)
    let interval = try #require(report["wilson95"] as? [Double])
    let score = try #require(report["score"] as? Double)
    #expect(interval.count == 2 && interval[0] <= score && score <= interval[1])
    let timings = try #require(report["time_per_move"] as? [[String: Any]])
    #expect(Set(timings.compactMap { $0["bot"] as? String }) == ["greedy", "longest"])
    // One progress line per game on standard error.
    #expect(result.errors.split(separator: "\n").count == 6)

    // The same seed gives the same boards, and these bots play the same games.
    let again = try object(
      try SolveCommandTests.run(arguments + ["--dict", Self.words, "--json"]).output)
    #expect(again["wins"] as? Int == wins && again["losses"] as? Int == losses)
  }

  @Test func verboseLogsEachMoveWithTheBoardAfterIt() throws {
    let arguments = [
      "arena", "--boards", "1", "--seed", "4", "--bots", "greedy,longest", "--dict", Self.words,
      "--verbose",
    ]
    let result = try SolveCommandTests.run(arguments)
    #expect(result.status == 0, "stderr: \(result.errors)")
    // Two games, each a line of moves then its progress line.
    let logs = result.errors.split(separator: "\n").filter { !$0.hasPrefix("board ") }
    #expect(logs.count == 2)
    for log in logs {
      // "word colours first-second 0.00s": a board after each move, whose
      // tiles add up to the score beside it.
      let moves = log.components(separatedBy: ", ").map { $0.split(separator: " ") }
      #expect(!moves.isEmpty)
      for move in moves {
        try #require(move.count == 4, "\(move)")
        let colours = move[1]
        #expect(colours.count == 25 && colours.allSatisfy { "brw".contains($0) }, "\(move)")
        let score = move[2].split(separator: "-").compactMap { Int($0) }
        #expect(
          score == [colours.filter { $0 == "b" }.count, colours.filter { $0 == "r" }.count],
          "\(move)")
      }
    }
  }

  @Test func twoBotsOfTheSameKindAreTalliedByInstanceAndSeat() throws {
    let arguments = [
      "arena", "--boards", "4", "--seed", "2", "--bots", "greedy,greedy", "--dict", Self.words,
    ]
    let report = try object(try SolveCommandTests.run(arguments + ["--json"]).output)
    // Greedy plays the same game on a board whichever instance moves first,
    // so each instance wins the games that one seat wins.
    let first = try #require(report["moving_first"] as? [String: Any])
    let second = try #require(report["moving_second"] as? [String: Any])
    #expect(first["games"] as? Int == 4 && second["games"] as? Int == 4)
    #expect(first["wins"] as? Int == second["losses"] as? Int)
    #expect(first["losses"] as? Int == second["wins"] as? Int)
    #expect(report["wins"] as? Int == report["losses"] as? Int)
    #expect((report["wins"] as? Int ?? 0) > 0)
    let interval = try #require(first["wilson95"] as? [Double])
    #expect(interval.count == 2 && interval[0] <= interval[1])
    let timings = try #require(report["time_per_move"] as? [[String: Any]])
    #expect(timings.compactMap { $0["bot"] as? String } == ["greedy #1", "greedy #2"])

    let text = try SolveCommandTests.run(arguments).output
    #expect(text.contains("moving first: wins"))
    #expect(text.contains("moving second: wins"))
  }

  @Test func theSecondBotMayHaveItsOwnTime() throws {
    let arguments = [
      "arena", "--boards", "1", "--bots", "greedy,narrowing", "--time", "0.2", "--opponent-time",
      "0.05", "--dict", Self.words,
    ]
    let report = try object(try SolveCommandTests.run(arguments + ["--json"]).output)
    #expect(report["time"] as? Double == 0.2)
    #expect(report["opponent_time"] as? Double == 0.05)
    #expect(report["games"] as? Int == 2)
    let text = try SolveCommandTests.run(arguments).output
    #expect(text.contains("0.2 s per move, narrowing 0.05 s per move"))
    let same = try object(
      try SolveCommandTests.run([
        "arena", "--boards", "1", "--depth", "1", "--dict", Self.words, "--json",
      ])
      .output)
    #expect(same["opponent_time"] is NSNull)
  }

  @Test(arguments: [
    ["arena", "--opponent-time", "0"],
    ["arena", "--bots", "search,nobody"],
    ["arena", "--bots", "search"],
    ["arena", "--boards", "0"],
    ["arena", "--played", "quilt"],
    ["solve", "--board", SolveCommandTests.board, "--depth", "0"],
    ["solve", "--board", SolveCommandTests.board, "--time", "0"],
  ])
  func badOptionsAreUsageErrors(arguments: [String]) throws {
    let result = try SolveCommandTests.run(arguments + ["--dict", Self.words])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(!result.errors.isEmpty)
  }

  @Test func helpOffersOnlyTheOptionsArenaTakes() throws {
    let help = try SolveCommandTests.run(["arena", "--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("--dict"))
    #expect(!help.output.contains("--played"))
  }

  @Test func solveSearchesByDefaultAndReportsIt() throws {
    let result = try SolveCommandTests.run(
      [
        "--board", SolveCommandTests.board, "--dict", Self.words, "--depth", "2", "--json",
        "--limit", "3",
      ])
    #expect(result.status == 0, "stderr: \(result.errors)")
    let solution = try object(result.output)
    let search = try #require(solution["search"] as? [String: Any])
    #expect(search["depth"] as? Int == 2)
    #expect((search["nodes"] as? Int ?? 0) > 0)
    #expect(search["seconds"] is Double)
    #expect(search["proven"] as? Bool == false)
    let moves = try #require(solution["moves"] as? [[String: Any]])
    #expect(!moves.isEmpty)
    for move in moves {
      #expect(move["value"] is Int)
      #expect(move["reply"] is String)
    }
  }

  @Test func depthOneIsThePlainRanking() throws {
    let result = try SolveCommandTests.run(
      ["--board", SolveCommandTests.board, "--dict", Self.words, "--depth", "1", "--json"])
    let solution = try object(result.output)
    #expect(solution["search"] == nil)
    let moves = try #require(solution["moves"] as? [[String: Any]])
    #expect(moves.allSatisfy { $0["reply"] == nil && $0["value"] == nil })
  }

  @Test func aProvedWinIsReportedWithItsLine() throws {
    // Two tiles left; ZIT takes both and wins.
    let board = QuiltBoard.letters + ":" + QuiltBoard.endgameColors
    let result = try SolveCommandTests.run(["--board", board, "--dict", Self.words, "--limit", "2"])
    #expect(result.status == 0, "stderr: \(result.errors)")
    #expect(result.output.hasPrefix("Play ZIT: you 11 → 13, them 12 → 12."))
    // Said once, on the chance line.
    #expect(result.output.contains("\n  You win by force; ZIT wins now.\n"))
    #expect(!result.output.contains("This wins now"))
    let verbose = try SolveCommandTests.run(
      ["--board", board, "--dict", Self.words, "--limit", "2", "--verbose"])
    #expect(verbose.output.contains("Proven for you: wins by force; line of play ZIT"))
  }
}
