import ArgumentParser
import BoardReader
import FileSystem
import Foundation
import Letterpress
import Pixels

/// `lettersolve train`: adds a labelled screenshot's glyphs to the user's
/// templates, which `read` uses on top of the built-in ones.
struct Train: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "train",
    abstract: "Teach the reader glyphs from a labelled screenshot.",
    discussion: """
      LETTERS is the board as `--board` takes it: 25 letters row-major (white \
      space and case are ignored), or a file of them or of 5 lines of 5 tokens \
      such as `A Ab ZR` (as `read` prints; owner marks are ignored here). The glyphs are added to DIR/\(GlyphTemplates.fileName), where DIR is \
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
    guard let directory = templates ?? DataFolder.current else {
      throw ValidationError("neither XDG_DATA_HOME nor HOME is set: give --templates DIR")
    }
    let image = try ScreenshotArgument.image(screenshot)
    let report: GlyphTraining.Report
    do {
      report = try GlyphTraining.train(
        screenshot: image, labels: board, directory: directory, force: force)
    } catch {
      switch error {
      case .labelsDisagree(let conflicts):
        throw TrainingError.labelsDisagree(
          conflicts: conflicts.map {
            "\(Board.tileName($0.tile)) reads as \($0.read.character), not \($0.label.character)"
          })
      case .gridNotFound:
        throw ScreenshotError(file: ScreenshotArgument.name(screenshot), reason: error)
      case .templatesNotSaved, .templatesNotLocked:
        try writingOutput { throw error }
        return
      default:
        throw error
      }
    }
    for tile in report.emptySlots {
      Terminal.warn("warning: \(Board.tileName(tile)) shows no glyph (an empty slot); skipped")
    }
    Terminal.printLine(
      "added \(report.added) glyphs to \(directory)/\(GlyphTemplates.fileName) "
        + "(\(report.trainedTileCount) tiles trained there in all)")
  }
}

/// Why `train` stopped before changing any template.
enum TrainingError: Error, CustomStringConvertible {
  /// Some glyphs confidently read as other letters than the file says.
  case labelsDisagree(conflicts: [String])

  var description: String {
    switch self {
    case .labelsDisagree(let conflicts):
      "the letters disagree with the screenshot (\(conflicts.joined(separator: "; "))); "
        + "nothing was trained: fix the letters or pass --force"
    }
  }
}
