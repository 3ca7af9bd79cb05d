import Foundation
import Words

/// A group of benchmarks with a short name, run by `lettersolve-bench` or,
/// alone, by `lettersolve-bench <name>`.
///
/// To add a suite: one file with a type conforming to this protocol, and one
/// line in `main.swift`'s list.
protocol BenchmarkSuite {
  /// The name on the command line and in the table, e.g. "png".
  var name: String { get }
  /// Whether `lettersolve-bench` with no suite named runs it (long
  /// experiments run only when named).
  var runsByDefault: Bool { get }
  /// Measures and returns one row per benchmark; throws `BenchmarkSkipped`
  /// when an input (such as ../shared) is missing.
  func run() throws -> [BenchmarkRow]
}

extension BenchmarkSuite {
  var runsByDefault: Bool { true }
}

/// One line of the results table.
struct BenchmarkRow {
  var benchmark: String
  var median: Duration
  /// Throughput, a ratio against a baseline, or anything else worth a column.
  var note: String = ""
}

/// Why a suite did not run.
struct BenchmarkSkipped: Error {
  var reason: String
}

/// Runs `body` `iterations` times after one warm-up run and returns the
/// median duration.
func measure(iterations: Int, _ body: () throws -> Void) throws -> Duration {
  try withoutActuallyEscaping(body) { body in
    try timings(iterations: iterations, [body])[0].median
  }
}

/// The median and the fastest of a benchmark's runs.
///
/// On a busy machine the median moves with other processes' load; the
/// minimum hardly does.
struct Timing {
  var median: Duration
  var minimum: Duration
}

/// Runs the bodies in turn, round after round (so that a busy machine slows
/// each alike), after one warm-up round, and returns each one's timing.
func timings(iterations: Int, _ bodies: [() throws -> Void]) throws -> [Timing] {
  let clock = ContinuousClock()
  for body in bodies { try body() }
  var samples = Array(repeating: [Duration](), count: bodies.count)
  for _ in 0..<iterations {
    for (index, body) in bodies.enumerated() {
      samples[index].append(try clock.measure(body))
    }
  }
  return samples.map { runs in
    let sorted = runs.sorted()
    return Timing(median: sorted[sorted.count / 2], minimum: sorted[0])
  }
}

/// Keeps the optimizer from deleting work whose result is unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

extension Duration {
  /// Seconds as a Double.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }

  /// Milliseconds with three decimals, for the table.
  var milliseconds: String { String(format: "%.3f ms", seconds * 1000) }
}

/// Inputs shared by the suites.
enum BenchmarkInputs {
  /// The game's English list.
  static func gameList() throws -> WordList {
    let path = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // lettersolve-bench
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // Benchmarks
      .deletingLastPathComponent()  // the checkout
      .appendingPathComponent("Dictionaries/letterpress-en.txt").path
    guard FileManager.default.fileExists(atPath: path) else {
      throw BenchmarkSkipped(reason: "the game's list is not installed (make setup)")
    }
    return try WordList(contentsOf: path, name: "letterpress", indexPath: nil)
  }

  /// `../shared` beside the checkout, when present.
  static let shared: URL? = {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // lettersolve-bench
      .deletingLastPathComponent()  // Sources
      .deletingLastPathComponent()  // Benchmarks
      .deletingLastPathComponent()  // the checkout
      .deletingLastPathComponent()
      .appendingPathComponent("shared")
    let manifest = url.appendingPathComponent("corpus/manifest.json")
    return FileManager.default.fileExists(atPath: manifest.path) ? url : nil
  }()

  private struct Entry: Decodable {
    var file: String
    var width: Int
    var height: Int
  }

  /// The path of the first corpus image of this size and file extension.
  static func corpusImage(width: Int, height: Int, extension: String = "png") throws -> String {
    guard let shared else {
      throw BenchmarkSkipped(reason: "../shared/corpus is not beside the checkout")
    }
    let corpus = shared.appendingPathComponent("corpus")
    let manifest = try Data(contentsOf: corpus.appendingPathComponent("manifest.json"))
    let entries = try JSONDecoder().decode([Entry].self, from: manifest)
    guard
      let entry = entries.first(where: {
        $0.width == width && $0.height == height && $0.file.hasSuffix("." + `extension`)
      })
    else { throw BenchmarkSkipped(reason: "no \(width)x\(height) .\(`extension`) in the corpus") }
    return corpus.appendingPathComponent(entry.file).path
  }
}

/// Runs the suites named on the command line (all when none is), printing
/// one table.
func runBenchmarks(_ suites: [any BenchmarkSuite], arguments: [String]) {
  let wanted = Set(arguments)
  let unknown = wanted.subtracting(suites.map(\.name))
  guard unknown.isEmpty else {
    FileHandle.standardError.write(
      Data("unknown suite \(unknown.sorted()); suites: \(suites.map(\.name))\n".utf8))
    exit(64)
  }
  func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
  }
  print(pad("suite", 10) + pad("benchmark", 44) + pad("median", 14) + "note")
  for suite in suites where wanted.isEmpty ? suite.runsByDefault : wanted.contains(suite.name) {
    do {
      for row in try suite.run() {
        print(
          pad(suite.name, 10) + pad(row.benchmark, 44) + pad(row.median.milliseconds, 14) + row.note
        )
      }
    } catch let skipped as BenchmarkSkipped {
      print(pad(suite.name, 10) + "skipped: \(skipped.reason)")
    } catch {
      print(pad(suite.name, 10) + "failed: \(error)")
    }
  }
}
