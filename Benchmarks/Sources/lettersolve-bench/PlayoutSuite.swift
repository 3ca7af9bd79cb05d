import Foundation
import Letterpress
import Strategy

/// How long the endgames the solver does not prove go on.
///
/// Each endgame of the `search` suite left unproved by the 2 s search is
/// played out by the search for both sides, 0.5 s a move, until the game
/// ends or 80 plies have passed. The plies left, and the ply at which a
/// search first proves the result, show how deep an exact answer lies.
/// Opt-in (about 10 minutes): `make bench SUITE=playout`.
struct PlayoutSuite: BenchmarkSuite {
  let name = "playout"
  let runsByDefault = false
  /// The search's budget per move of the playout.
  static let moveSeconds = 0.5
  /// Playouts are stopped after this many plies.
  static let plyCap = 80

  func run() throws -> [BenchmarkRow] {
    let positions = try MoveGenerationSuite.realPositions()
    return try [Ranking.score, .best].map { ranking in
      try playouts(
        SearchSuite.endgames(from: positions, playedBy: ranking),
        label: ranking == .score ? "greedy" : "\(ranking)")
    }
  }

  /// Plays out the unproved `endgames`.
  private func playouts(
    _ endgames: [(generator: MoveGenerator, position: Position)], label: String
  ) throws -> BenchmarkRow {
    var pliesLeft: [Int] = []
    var firstProofs: [Int] = []
    var moveTimes: [Duration] = []
    let clock = ContinuousClock()
    for (generator, start) in endgames {
      let searcher = Searcher(generator: generator)
      guard !searcher.search(start, limits: SearchLimits()).proven else { continue }
      var position = start
      var plies = 0
      var firstProof: Int?
      while !position.isOver, plies < Self.plyCap {
        var result: SearchResult?
        moveTimes.append(
          clock.measure {
            result = searcher.search(position, limits: SearchLimits(seconds: Self.moveSeconds))
          })
        if result?.proven == true, firstProof == nil { firstProof = plies }
        let move = result?.moves.first?.evaluated?.move
        position = move.map(position.applying) ?? position.passing()
        plies += 1
      }
      pliesLeft.append(plies)
      firstProofs.append(firstProof ?? Self.plyCap)
    }
    guard !pliesLeft.isEmpty else { throw BenchmarkSkipped(reason: "every endgame proved") }
    let capped = pliesLeft.filter { $0 == Self.plyCap }.count
    pliesLeft.sort()
    firstProofs.sort()
    moveTimes.sort()
    return BenchmarkRow(
      benchmark: "\(pliesLeft.count) unproved endgames, \(label), played out",
      median: moveTimes[moveTimes.count / 2],
      note:
        "median per move; plies to the end: median \(pliesLeft[pliesLeft.count / 2]), all \(pliesLeft) (\(capped) stopped at \(Self.plyCap)); first proof after \(firstProofs[firstProofs.count / 2]) plies (median)"
    )
  }
}
