import ArgumentParser
import Foundation
import Letterpress
import Solving

/// `lettersolve train`: adds a labelled screenshot's glyphs to the user's
/// templates, which `read` uses on top of the built-in ones.
struct Train: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "train",
    abstract: "Teach the reader glyphs from a labelled screenshot.",
    discussion: """
      LETTERS is the board as `--board` takes it: 25 letters row-major (white \
      space and case are ignored), or a file of them or of 5 lines of 5 tokens \
      such as `A Ab ZR` (as `read` prints; owner marks are ignored here). The glyphs are added to DIR/\(UserTemplates.fileName), where DIR is \
      --templates, else $XDG_DATA_HOME/lettersolve, else ~/.local/share/lettersolve. \
      The file is replaced atomically, and runs on one directory take turns. A tile whose glyph confidently reads as \
      another letter than LETTERS says stops the training (a typo would teach the \
      reader a wrong letter) unless --force is given.
      """
  )

  @Argument(
    help: "The screenshot (PNG or JPEG; - for standard input).",
    completion: .file(extensions: Array(ImageFiles.extensions.sorted())))
  var screenshot: String

  @Argument(help: "The board's letters: 25 letters, or a board file.", completion: .file())
  var letters: String

  @Option(help: ArgumentHelp("The templates directory.", valueName: "DIR"))
  var templates: String?

  @Flag(help: "Train even tiles that read confidently as another letter.")
  var force = false

  func run() throws {
    let board = try BoardArgument.parse(letters).board
    guard let directory = UserTemplates(directory: templates).resolvedDirectory else {
      throw ValidationError("neither XDG_DATA_HOME nor HOME is set: give --templates DIR")
    }
    let image = try ScreenshotArgument.image(screenshot)
    let report: TrainingReport
    do {
      report = try UserTemplates.train(
        image, named: ScreenshotArgument.name(screenshot), labels: board, directory: directory,
        force: force)
    } catch {
      // Templates that could not be saved are output that failed.
      guard case .notSaved = error else { throw error }
      try writingOutput { throw error }
      return
    }
    for tile in report.emptySlots {
      Terminal.warn("warning: \(Board.tileName(tile)) shows no glyph (an empty slot); skipped")
    }
    Terminal.printLine(
      "added \(report.added) glyphs to \(directory)/\(UserTemplates.fileName) "
        + "(\(report.trainedTileCount) tiles trained there in all)")
  }
}
