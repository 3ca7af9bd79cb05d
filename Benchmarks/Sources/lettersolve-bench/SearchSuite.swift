import Foundation
import Letterpress
import Strategy
import Words

/// The look-ahead search on the real positions of ../shared/corpus.
///
/// Nodes per second and the depth reached in 2 s on the median position
/// (against a one-ply search, the baseline, in the same run), the default
/// work budget, and the endgame solver on endgames reached from every corpus
/// position. `make bench-against SUITE=search` runs it beside another
/// revision's.
struct SearchSuite: BenchmarkSuite {
  let name = "search"

  func run() throws -> [BenchmarkRow] {
    let positions = try MoveGenerationSuite.realPositions().sorted { $0.tilePlays < $1.tilePlays }
    let median = positions[positions.count / 2]
    let generator = MoveGenerator(letters: median.board.letters, words: median.words)
    let searcher = Searcher(generator: generator)
    let position = Position(board: median.board)
    var rows: [BenchmarkRow] = []

    // Fixed depths: the one-ply search is the baseline.
    var baseline = Duration.zero
    for depth in 1...4 {
      var result: SearchResult?
      let time = try measure(iterations: 3) {
        result = searcher.search(position, limits: SearchLimits(depth: depth, endgameTiles: 0))
      }
      if depth == 1 { baseline = time }
      let nodes = result?.nodes ?? 0
      rows.append(
        BenchmarkRow(
          benchmark: "median position: depth \(depth)", median: time,
          note: String(
            format: "%d nodes, %.0f nodes/s, %.1fx depth 1", nodes, Double(nodes) / time.seconds,
            time.seconds / baseline.seconds)))
    }

    // The default look-ahead of `solve`: a work budget, the same every run.
    var defaultResult: SearchResult?
    let work = try measure(iterations: 3) {
      defaultResult = searcher.search(position, limits: SearchLimits())
    }
    if let defaultResult {
      rows.append(
        BenchmarkRow(
          benchmark: "median position: default (work budget)", median: work,
          note: String(
            format: "depth %d, %d nodes, %.0f nodes/s%@", defaultResult.depth,
            defaultResult.nodes, Double(defaultResult.nodes) / work.seconds,
            defaultResult.cutByTime ? ", cut by the time cap" : "")))
    }

    // A time budget, as the arena's --time.
    var depths: [Int] = []
    var rates: [Double] = []
    let budget = try measure(iterations: 3) {
      let result = searcher.search(position, limits: SearchLimits(seconds: 2))
      depths.append(result.depth)
      rates.append(Double(result.nodes) / result.seconds)
    }
    rows.append(
      BenchmarkRow(
        benchmark: "median position: 2 s budget", median: budget,
        note:
          "depth reached \(depths.sorted()), \(Int(rates.sorted()[rates.count / 2])) nodes/s (\(median.tilePlays) plays)"
      ))

    rows.append(try endgames(positions, playedBy: .score))
    rows.append(try endgames(positions, playedBy: .best))
    return rows
  }

  /// The endgames reached from every corpus position by the first move of
  /// `ranking` for both sides (`score`: greedy, the largest tile difference;
  /// `best`: the engine's one-move ranking), once at most 8 tiles are
  /// unclaimed.
  static func endgames(
    from positions: [MoveGenerationSuite.RealPosition], playedBy ranking: Ranking
  ) -> [(generator: MoveGenerator, position: Position)] {
    positions.compactMap { real in
      let generator = MoveGenerator(letters: real.board.letters, words: real.words)
      var position = Position(board: real.board)
      while !position.isOver, position.ownership.unclaimed.count > 8,
        let move = ranking.order(generator.moves(in: position)).first
      {
        position = position.applying(move.move)
      }
      guard !position.isOver, position.ownership.unclaimed.count <= 8 else { return nil }
      return (generator, position)
    }
  }

  /// The search, with a 2 s budget of which the endgame solver has half, on
  /// the endgames `ranking` reaches.
  private func endgames(
    _ positions: [MoveGenerationSuite.RealPosition], playedBy ranking: Ranking
  ) throws -> BenchmarkRow {
    var times: [Duration] = []
    var results: [String: Int] = [:]
    // Per number of unclaimed tiles: endgames, and those proved.
    var byUnclaimed: [Int: (count: Int, proved: Int)] = [:]
    for (generator, position) in Self.endgames(from: positions, playedBy: ranking) {
      let clock = ContinuousClock()
      var result: SearchResult?
      times.append(
        clock.measure {
          result = Searcher(generator: generator).search(position, limits: SearchLimits())
        })
      results[result?.outcome.map { "\($0.result) in \($0.plies)" } ?? "unproved", default: 0] += 1
      let unclaimed = position.ownership.unclaimed.count
      byUnclaimed[unclaimed, default: (0, 0)].count += 1
      if result?.proven == true { byUnclaimed[unclaimed, default: (0, 0)].proved += 1 }
    }
    guard !times.isEmpty else { throw BenchmarkSkipped(reason: "no endgame reached") }
    times.sort()
    let summary = results.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(
      separator: ", ")
    let proved = byUnclaimed.sorted { $0.key < $1.key }.map {
      "\($0.key): \($0.value.proved)/\($0.value.count)"
    }.joined(separator: ", ")
    return BenchmarkRow(
      benchmark:
        "\(times.count) endgames <= 8 unclaimed, \(ranking == .score ? "greedy" : "\(ranking)"), 2 s",
      median: times[times.count / 2],
      note:
        "max \(String(format: "%.2f", times[times.count - 1].seconds)) s; \(summary); proved by unclaimed tiles \(proved)"
    )
  }
}
