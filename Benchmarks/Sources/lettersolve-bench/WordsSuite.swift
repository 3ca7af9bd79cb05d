import Foundation
import Letterpress
import Words

/// Word lists and word finding: compiling and loading the index, then every
/// word on 1,000 random boards drawn from the real letter distribution, with
/// the scan (`WordFinder`) against a trie, for the game's list and the
/// system list.
struct WordsSuite: BenchmarkSuite {
  let name = "words"

  /// The boards, fixed by a seed so that every run measures the same work.
  private let boards: [[Letter]] = {
    var generator = SplitMix64(seed: 2026)
    return (0..<1000).map { _ in BoardLetterDistribution.randomBoard(using: &generator) }
  }()

  func run() throws -> [BenchmarkRow] {
    let checkout = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // lettersolve-bench
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // Benchmarks
      .deletingLastPathComponent()
    let lists = [
      ("letterpress", checkout.appendingPathComponent("Dictionaries/letterpress-en.txt").path),
      ("system", "/usr/share/dict/words"),
    ].filter { FileManager.default.fileExists(atPath: $0.1) }
    guard !lists.isEmpty else {
      throw BenchmarkSkipped(reason: "no word list: run make setup")
    }
    let scratch = NSTemporaryDirectory() + "/lettersolve-bench-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var rows: [BenchmarkRow] = []
    for (listName, path) in lists {
      rows += try measureList(listName, path: path, indexPath: "\(scratch)/\(listName).index")
    }
    return rows
  }

  private func measureList(_ listName: String, path: String, indexPath: String) throws
    -> [BenchmarkRow]
  {
    var rows: [BenchmarkRow] = []
    let clock = ContinuousClock()
    let compile = try clock.measure {
      blackHole(try WordList(contentsOf: path, indexPath: indexPath))
    }
    let list = try WordList(contentsOf: path, indexPath: indexPath)
    rows.append(
      BenchmarkRow(
        benchmark: "\(listName): compile the index", median: compile,
        note: "one run; \(list.count) words, \(list.stats.dropped) lines dropped"))
    let load = try measure(iterations: 51) {
      blackHole(try WordList(contentsOf: path, indexPath: indexPath))
    }
    let indexSize =
      (try? FileManager.default.attributesOfItem(atPath: indexPath)[.size] as? Int) ?? 0
    rows.append(
      BenchmarkRow(
        benchmark: "\(listName): load the index", median: load,
        note: String(format: "%.1f MB memory-mapped and checked", Double(indexSize) / 1e6)))

    let finder = WordFinder(list: list)
    let buildStart = clock.now
    let trie = WordTrie(list: list)
    let trieBuild = clock.now - buildStart
    for board in boards {
      precondition(trie.wordIDs(on: board) == finder.wordIDs(on: board), "trie and scan disagree")
    }
    let wordCounts = boards.map { finder.wordIDs(on: $0).count }.sorted()
    let perBoard = try perBoardTimings([
      { board in blackHole(finder.wordIDs(on: board)) },
      { board in blackHole(finder.words(on: board)) },
      { board in blackHole(trie.wordIDs(on: board)) },
    ])
    let names = ["scan, word IDs", "scan, words as strings", "trie, word IDs"]
    for (name, timing) in zip(names, perBoard) {
      rows.append(
        BenchmarkRow(
          benchmark: "\(listName): find, \(name)", median: timing.median,
          note: "worst board \(timing.worst.milliseconds)"
            + String(format: ", %.2fx the scan", timing.median.seconds / perBoard[0].median.seconds)
        ))
    }
    rows.append(
      BenchmarkRow(
        benchmark: "\(listName): build the trie", median: trieBuild,
        note: "one run; \(trie.nodeCount) nodes; words per board: median \(wordCounts[500]), "
          + "\(wordCounts[0])-\(wordCounts[999]); trie and scan agree on all 1,000 boards"))
    return rows
  }

  /// Each body's median and worst board: every board is timed 5 times per
  /// body (bodies interleaved) and keeps its fastest run, which filters out
  /// preemption by other processes on this shared machine.
  private func perBoardTimings(_ bodies: [([Letter]) -> Void]) throws -> [(
    median: Duration, worst: Duration
  )] {
    let clock = ContinuousClock()
    var best = Array(
      repeating: Array(repeating: Duration.seconds(1_000), count: boards.count), count: bodies.count
    )
    for board in boards { for body in bodies { body(board) } }  // warm-up
    for _ in 0..<5 {
      for (boardIndex, board) in boards.enumerated() {
        for (bodyIndex, body) in bodies.enumerated() {
          best[bodyIndex][boardIndex] = min(
            best[bodyIndex][boardIndex], clock.measure { body(board) })
        }
      }
    }
    return best.map { times in
      let sorted = times.sorted()
      return (sorted[sorted.count / 2], sorted[sorted.count - 1])
    }
  }
}
