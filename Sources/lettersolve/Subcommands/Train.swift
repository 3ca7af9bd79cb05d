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
      LETTERS holds the board's 25 letters row-major (white space and case are \
      ignored) or 5 lines of 5 tokens such as `A Ab ZR` (owner marks are ignored \
      here). The glyphs are added to DIR/\(GlyphTemplates.fileName), where DIR is \
      --templates, else $XDG_DATA_HOME/lettersolve, else ~/.local/share/lettersolve. \
      The file is replaced atomically, and runs on one directory take turns. A tile whose glyph confidently reads as \
      another letter than LETTERS says stops the training (a typo would teach the \
      reader a wrong letter) unless --force is given.
      """
  )

  @Argument(help: "The screenshot (PNG or JPEG).")
  var screenshot: String

  @Argument(help: "The board's letters, as text.")
  var letters: String

  @Option(help: ArgumentHelp("The templates directory.", valueName: "DIR"))
  var templates: String?

  @Flag(help: "Train even tiles that read confidently as another letter.")
  var force = false

  func run() throws {
    let board = try Self.board(fromFile: letters)
    guard let directory = templates ?? DataFolder.current else {
      throw ValidationError("neither XDG_DATA_HOME nor HOME is set: give --templates DIR")
    }
    let image = try Image(contentsOfFile: screenshot)
    let report: GlyphTraining.Report
    do {
      report = try GlyphTraining.train(
        screenshot: image, labels: board, directory: directory, force: force)
    } catch {
      guard case .labelsDisagree(let conflicts) = error else { throw error }
      throw TrainingError.labelsDisagree(
        file: letters,
        conflicts: conflicts.map {
          "\(Self.place($0.tile)) reads as \($0.read.character), not \($0.label.character)"
        })
    }
    for tile in report.emptySlots {
      Terminal.warn("warning: \(Self.place(tile)) shows no glyph (an empty slot); skipped")
    }
    Terminal.printLine(
      "added \(report.added) glyphs to \(directory)/\(GlyphTemplates.fileName) "
        + "(\(report.trainedTileCount) tiles trained there in all)")
  }

  /// Where tile `index` is, for people: "row 2, column 5".
  static func place(_ index: Int) -> String {
    "row \(index / Board.side + 1), column \(index % Board.side + 1)"
  }

  /// The board in a letters file.
  static func board(fromFile path: String) throws -> Board {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TrainingError.unreadableLetters(file: path)
    }
    do {
      return try BoardText.parse(String(decoding: data, as: UTF8.self)).board
    } catch {
      throw TrainingError.invalidLetters(file: path, error)
    }
  }
}

/// Why `train` stopped before changing any template.
enum TrainingError: Error, CustomStringConvertible {
  /// The letters file could not be read.
  case unreadableLetters(file: String)
  /// The letters file is not a board.
  case invalidLetters(file: String, BoardTextError)
  /// Some glyphs confidently read as other letters than the file says.
  case labelsDisagree(file: String, conflicts: [String])

  var description: String {
    switch self {
    case .unreadableLetters(let file):
      "cannot read the letters file \(file)"
    case .invalidLetters(let file, let error):
      "\(file): \(error)"
    case .labelsDisagree(let file, let conflicts):
      "\(file) disagrees with the screenshot (\(conflicts.joined(separator: "; "))); "
        + "nothing was trained: fix the letters or pass --force"
    }
  }
}
