import Pixels

/// Why a screenshot could not be read as a board.
public enum ReadingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No 5x5 Letterpress board was found in an image of this size.
  case gridNotFound(width: Int, height: Int)

  // Glyph templates (reader-glyphs).
  /// A glyph templates file is damaged: `line` (from 1; 0 when the file
  /// could not be read) says where, `reason` what is wrong.
  case invalidTemplates(path: String, line: Int, reason: String)
  /// Templates could not be saved to `path`; the previous file is untouched.
  case templatesNotSaved(path: String, reason: String)
  /// The lock file of a templates directory could not be made or locked.
  case templatesNotLocked(path: String, reason: String)
  /// Training stopped: these tiles' glyphs confidently read as other letters
  /// than their labels (`GlyphTraining.train`).
  case labelsDisagree([GlyphTraining.Conflict])

  public var description: String {
    switch self {
    case .gridNotFound(let width, let height):
      "no Letterpress board found in this \(width)x\(height) image"
    case .invalidTemplates(let path, let line, let reason):
      "glyph templates \(path.isEmpty ? "text" : path)\(line > 0 ? ", line \(line)" : ""): \(reason)"
    case .templatesNotSaved(let path, let reason):
      "could not save glyph templates to \(path): \(reason)"
    case .templatesNotLocked(let path, let reason):
      "cannot lock \(path): \(reason)"
    case .labelsDisagree(let conflicts):
      "the labels disagree with the screenshot at \(conflicts.count) tiles"
    }
  }
}
