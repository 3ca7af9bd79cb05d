import ArgumentParser
import Foundation
import Letterpress
import Solving

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
      change is exact when only one explains it. When both screenshots show whose \
      turn it is, that says how many moves lie between them (the same side to \
      move: two, one each; different sides: one) and who moved first; --plies \
      wins over it. Exits 1 when none does.
      """
  )

  @Argument(help: "The earlier board: a screenshot, LETTERS:COLORS, or a board file.")
  var before: String

  @Argument(help: "The later board of the same game.")
  var after: String

  @Option(
    help:
      "Look for exactly this many moves (1 or 2); default: as whose turn both screenshots show, else the fewest that explain it."
  )
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
    let reader = LazyReader(templates: templateOptions)
    let (first, firstToMove) = try reader.board(from: before)
    let (second, secondToMove) = try reader.board(from: after)
    let solver = Solver(
      reader: try reader.loaded.get(), list: try words.choice.load(notice: Terminal.warn))
    let report = try solver.explain(
      first, toMove: firstToMove, second, toMove: secondToMove, played: try played.playedWords(),
      plies: plies, limit: limit)
    Terminal.printLine(json ? try JSONDocument.string(report) : report.text)
  }
}

/// Boards from screenshots or text, the glyph templates loaded on first use.
private final class LazyReader {
  private let templates: TemplatesOption

  init(templates: TemplatesOption) { self.templates = templates }

  /// The reader, its templates loaded once (or the error of loading them).
  lazy var loaded = Result { try templates.userTemplates.reader() }

  /// The board of `value`, and whose turn it shows (`nil` when not shown):
  /// a screenshot when it names a PNG or JPEG file, else what `--board`
  /// takes (no turn).
  func board(from value: String) throws -> (board: Board, toMove: Owner?) {
    let lowercased = value.lowercased()
    guard [".png", ".jpg", ".jpeg"].contains(where: lowercased.hasSuffix) else {
      return (try BoardArgument.parse(value).board, nil)
    }
    let image = try ScreenshotArgument.image(value)
    let name = ScreenshotArgument.name(value)
    return try ScreenshotReading(image, reader: try loaded.get(), file: name).board(file: name)
  }
}
