import BoardReader
import FileSystem
import Letterpress

/// The user's glyph templates: a directory that `train` adds glyphs to and
/// that reading uses on top of the built-in templates.
///
///     let templates = UserTemplates(directory: nil)  // the user data folder
///     let solver = Solver(reader: try templates.reader(), list: list)
public struct UserTemplates: Sendable {
  /// The directory given (`--templates`); `nil` for the user data folder.
  public let directory: String?

  /// The templates in `directory`, or in the user data folder when `nil`.
  public init(directory: String?) { self.directory = directory }

  /// The name of the templates file in the directory.
  public static let fileName = GlyphTemplates.fileName

  /// The directory itself: the one given, else `$XDG_DATA_HOME/lettersolve`,
  /// else `~/.local/share/lettersolve`; `nil` when neither variable is set.
  public var resolvedDirectory: String? { directory ?? DataFolder.current }

  /// A screenshot reader with the built-in templates merged with these.
  ///
  /// - Throws: `ReadingError.invalidTemplates` when the user's file is
  ///   damaged.
  public func reader() throws -> ScreenshotReader {
    ScreenshotReader(templates: try GlyphTemplates.standard(userDirectory: directory))
  }

  /// Teaches the reader the glyphs of a labelled screenshot (`train`).
  ///
  /// The 25 tiles of `screenshot`, labelled by `labels`' letters, are added
  /// to the templates in `directory` (created when needed), saved
  /// atomically; runs on one directory take turns. A tile whose glyph
  /// confidently reads as another letter than its label stops the training
  /// before anything changes, unless `force` is given.
  ///
  /// - Parameters:
  ///   - screenshot: the labelled screenshot.
  ///   - name: names the screenshot in the error of one with no board.
  ///   - labels: the board's letters (its owners are ignored).
  ///   - directory: the templates directory (`resolvedDirectory`).
  ///   - force: trains even tiles that read confidently as another letter.
  /// - Returns: how many glyphs were added, and the tiles skipped.
  /// - Throws: `TrainingError`.
  public static func train(
    _ screenshot: ScreenshotImage, named name: String, labels: Board, directory: String,
    force: Bool
  ) throws(TrainingError) -> TrainingReport {
    do {
      let report = try GlyphTraining.train(
        screenshot: screenshot.image, labels: labels, directory: directory, force: force)
      return TrainingReport(
        added: report.added, trainedTileCount: report.trainedTileCount,
        emptySlots: report.emptySlots)
    } catch {
      switch error {
      case .labelsDisagree(let conflicts):
        throw .labelsDisagree(
          conflicts: conflicts.map {
            "\(Board.tileName($0.tile)) reads as \($0.read.character), not \($0.label.character)"
          })
      case .gridNotFound: throw .noBoard("\(name): \(error)")
      case .templatesNotSaved, .templatesNotLocked: throw .notSaved("\(error)")
      default: throw .templates("\(error)")
      }
    }
  }
}

/// What `train` did.
public struct TrainingReport: Hashable, Sendable {
  /// How many glyphs were added to the user's templates (or replaced, for
  /// tiles of a screenshot trained before).
  public let added: Int
  /// How many tiles the user's templates were trained on in all.
  public let trainedTileCount: Int
  /// The tiles (0...24) that showed no glyph (an empty slot) and were
  /// skipped.
  public let emptySlots: [Int]
}

/// Why `train` stopped before changing any template.
public enum TrainingError: Error, CustomStringConvertible {
  /// Some glyphs confidently read as other letters than the labels say.
  case labelsDisagree(conflicts: [String])
  /// The screenshot shows no board (the message names it).
  case noBoard(String)
  /// The user's templates could not be read.
  case templates(String)
  /// The templates could not be locked or saved: the output failed.
  case notSaved(String)

  public var description: String {
    switch self {
    case .labelsDisagree(let conflicts):
      "the letters disagree with the screenshot (\(conflicts.joined(separator: "; "))); "
        + "nothing was trained: fix the letters or pass --force"
    case .noBoard(let message), .templates(let message), .notSaved(let message): message
    }
  }
}
