import ArgumentParser
import BoardReader
import Foundation
import Letterpress
import Pixels
import Strategy
import Words

/// `lettersolve played BEFORE AFTER`: the move, or the two moves, that turn
/// one board of a game into a later one.
struct PlayedCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "played",
    abstract: "Explain the change between two boards of a game: the word or two words played.",
    discussion: """
      BEFORE and AFTER are screenshots (PNG or JPEG) or boards as --board takes them \
      (LETTERS:COLORS, or a board file). Lists every word (one move) or pair of words \
      (one move per side, in order) that turns BEFORE into AFTER under the rules, \
      ranked: the words using fewest tiles that did not change hands first. The \
      change is exact when only one explains it. Exits 1 when none does.
      """
  )

  @Argument(help: "The earlier board: a screenshot, LETTERS:COLORS, or a board file.")
  var before: String

  @Argument(help: "The later board of the same game.")
  var after: String

  @Option(help: "Look for exactly this many moves (1 or 2); default: the fewest that explain it.")
  var plies: Int?

  @Option(help: "How many explanations to show.")
  var limit = 20

  @OptionGroup var words: DictionaryOptions

  @OptionGroup var played: PlayedWordsOptions

  @Flag(help: "Print JSON for scripts.")
  var json = false

  @OptionGroup var templateOptions: TemplatesOption

  func validate() throws {
    if let plies, plies != 1, plies != 2 { throw ValidationError("--plies must be 1 or 2") }
    guard limit >= 1 else { throw ValidationError("--limit must be at least 1") }
  }

  func run() throws {
    let reader = LazyReader(templatesDirectory: templateOptions.templates)
    let first = try reader.board(from: before)
    let second = try reader.board(from: after)
    guard first.letters == second.letters else {
      Terminal.warn(
        "Error: the boards have different letters (\(first.letterString), "
          + "\(second.letterString)): not the same game")
      throw ExitCode.failure
    }
    let list = try words.loadList()
    let generator = MoveGenerator(
      letters: first.letters, words: WordFinder(list: list).words(on: first.letters))
    let change: BoardChange
    do {
      change = try BoardChange(
        from: Ownership(first), to: Ownership(second), generator: generator,
        played: try played.playedWords(), plies: plies)
    } catch {
      Terminal.warn("Error: \(error)")
      throw ExitCode.failure
    }
    let report = ChangeReport(change, letters: first.letters, limit: limit)
    Terminal.printLine(json ? try report.json() : report.text)
  }
}

/// Boards from screenshots or text, the glyph templates loaded on first use.
private final class LazyReader {
  private let templatesDirectory: String?
  private var reader: ScreenshotReader?

  init(templatesDirectory: String?) { self.templatesDirectory = templatesDirectory }

  /// The board of `value`: a screenshot when it names a PNG or JPEG file,
  /// else what `--board` takes.
  func board(from value: String) throws -> Board {
    let lowercased = value.lowercased()
    guard [".png", ".jpg", ".jpeg"].contains(where: lowercased.hasSuffix) else {
      return try Solve.parseBoard(value)
    }
    let reader =
      try self.reader
      ?? ScreenshotReader(templates: try GlyphTemplates.standard(userDirectory: templatesDirectory))
    self.reader = reader
    let reading = try reader.read(Image(contentsOfFile: value))
    guard let board = reading.board else { throw UnsureBoard(file: value, reading: reading) }
    return board
  }
}

/// What `played` prints: each explanation's moves, ranked.
struct ChangeReport: Codable {
  /// One move of an explanation.
  struct PlayedMove: Codable {
    /// "you" or "opponent".
    let by: String
    /// The word, upper case.
    let word: String
    /// The tiles it used (0-24, row-major), in the word's letter order.
    let tiles: [Int]
  }

  /// One way the change happened: its moves in order.
  struct Explanation: Codable {
    let moves: [PlayedMove]
  }

  /// How many moves each explanation has.
  let plies: Int
  /// Whether only one explains the change.
  let exact: Bool
  /// How many explanations were found (at most `BoardChange.maximumExplanations`).
  let count: Int
  /// Whether `count` is every explanation.
  let complete: Bool
  /// The first explanations, best first.
  let explanations: [Explanation]

  /// The report of `change`'s first `limit` explanations.
  init(_ change: BoardChange, letters: [Letter], limit: Int) {
    plies = change.plies
    exact = change.isExact
    count = change.explanations.count
    complete = change.isComplete
    explanations = change.explanations.prefix(limit).map { moves in
      Explanation(
        moves: moves.map {
          PlayedMove(
            by: $0.mover == .player ? "you" : "opponent", word: $0.move.word.uppercased(),
            tiles: $0.move.tapOrder(on: letters))
        })
    }
  }

  /// The JSON of `played --json`: snake_case keys, sorted.
  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  /// One line per explanation under a heading.
  ///
  /// For example `opponent QUILT (tiles 3 8 13 12 17), then you TEA (tiles 0 1 2)`.
  var text: String {
    let moves = plies == 1 ? "one move" : "two moves"
    let found = complete ? "\(count)" : "more than \(count)"
    let shown = explanations.count < count ? "; the first \(explanations.count)" : ""
    var lines = [
      exact
        ? "Exactly one explanation (\(moves)):"
        : "\(found) explanations (\(moves) each), most likely first\(shown):"
    ]
    for explanation in explanations {
      lines.append(
        "  "
          + explanation.moves.map {
            "\($0.by) \($0.word) (tiles \($0.tiles.map(String.init).joined(separator: " ")))"
          }.joined(separator: ", then "))
    }
    return lines.joined(separator: "\n")
  }
}
