import Foundation
import Testing
import _TestSupport

/// The default answer on every screenshot of ../shared/corpus, with the
/// game's list and no history: at most 24 lines of at most 80 columns,
/// and on a screenshot that shows the opponent to move, their turn first,
/// in every front end the CLI has (`solve`'s text, `batch`'s line, the
/// JSON's `sentences`).
@Suite(
  .system, .enabled(if: Fixtures.shared != nil, Comment(rawValue: Fixtures.sharedMissing)),
  .enabled(if: GameList.isInstalled, Comment(rawValue: GameList.missing)))
struct CorpusAnswerTests {
  /// The terminal the default answer must fit.
  static let (rows, columns) = (24, 80)

  /// The corpus's screenshots.
  static var images: [String] {
    CorpusManifest.entries.map(\.url.path)
  }

  /// `batch --json` over the whole corpus: each solved screenshot's
  /// document, by file.
  static func documents() throws -> [String: [String: Any]] {
    let outcome = try CommandRunner.run(
      ["batch", "--json", "--no-history", "--dict", GameList.path] + images)
    #expect(!outcome.crashed)
    var documents: [String: [String: Any]] = [:]
    for object in try outcome.lines.map(CommandRunner.object) where object["error"] == nil {
      documents[try #require(object["file"] as? String)] = object
    }
    return documents
  }

  @Test func theDefaultAnswerFitsATerminalAndTheirTurnComesFirst() throws {
    let documents = try Self.documents()
    // Every screenshot of a game with a board is answered.
    let boards = CorpusManifest.entries.filter { !$0.letters.isEmpty && !$0.letters.contains("?") }
    #expect(documents.count >= boards.count, "\(documents.count) answered of \(boards.count)")
    var theirTurn: [String] = []
    for (file, document) in documents.sorted(by: { $0.key < $1.key }) {
      let name = (file as NSString).lastPathComponent
      let sentences = try #require(document["sentences"] as? [String: Any], "\(name)")
      let lines = try #require(sentences["lines"] as? [String], "\(name)")
      #expect(lines.count <= Self.rows, "\(name): \(lines.count) lines")
      #expect(lines.allSatisfy { $0.count <= Self.columns }, "\(name): a line past 80 columns")
      // A finished game has no turn to say.
      let colors = (document["board"] as? [String: Any])?["colors"] as? String ?? ""
      if document["to_move"] as? String == "opponent", colors.contains("w") {
        theirTurn.append(file)
        let turn = try #require(sentences["turn"] as? String, "\(name)")
        #expect(turn.hasPrefix("Their turn"), "\(name): \(turn)")
        // The turn's sentence is the first line, or the first few.
        #expect(lines.first.map { turn.hasPrefix($0) && $0.hasPrefix("Their turn") } == true)
        #expect((sentences["move"] as? String)?.hasPrefix("For later") == true, "\(name)")
      } else {
        #expect(sentences["turn"] == nil, "\(name)")
      }
    }
    // The corpus has screenshots of both turns (the iPad landscape shot is
    // the opponent's).
    #expect(!theirTurn.isEmpty)

    // batch's text lines begin with their turn.
    let batch = try CommandRunner.run(
      ["batch", "--no-history", "--dict", GameList.path] + theirTurn)
    #expect(batch.status == 0, "\(batch.standardError)")
    #expect(batch.lines.count == theirTurn.count)
    for (file, line) in zip(theirTurn, batch.lines) {
      #expect(line.hasPrefix(file + ": their turn"), "\(line)")
    }

    // solve's text: the first and the last of them, and one of your turn.
    let yours = documents.keys.sorted().first { documents[$0]?["to_move"] as? String == "you" }
    for file in [theirTurn.first, theirTurn.last, yours].compactMap({ $0 }) {
      let solve = try CommandRunner.run(["--no-history", "--dict", GameList.path, file])
      #expect(solve.status == 0, "\(solve.standardError)")
      // Blank lines count too (`lines` leaves them out).
      let lines = solve.standardOutput.components(separatedBy: "\n").dropLast()
      #expect(lines.count <= Self.rows, "\(file): \(lines.count) lines")
      #expect(lines.allSatisfy { $0.count <= Self.columns }, "\(file)")
      let first = lines.first ?? ""
      if theirTurn.contains(file) {
        #expect(first.hasPrefix("Their turn"), "\(file): \(first)")
      } else {
        #expect(first.hasPrefix("Play ") || first.contains("might already be played"), "\(first)")
      }
    }
  }
}
