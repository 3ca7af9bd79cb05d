import ArgumentParser
import BoardReader
import Foundation

/// `--templates DIR`: the user's glyph templates for reading screenshots.
struct TemplatesOption: ParsableArguments {
  @Option(help: "The directory of your own glyph templates (default: the user directory).")
  var templates: String?

  func validate() throws {
    guard let templates else { return }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: templates, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw ValidationError("--templates \(templates) is not a directory")
    }
  }

  /// A reader with the built-in glyph templates merged with the user's
  /// (`--templates`, or the user directory).
  ///
  /// - Throws: `ReadingError.invalidTemplates` when the user's templates are
  ///   damaged.
  func reader() throws -> ScreenshotReader {
    ScreenshotReader(templates: try GlyphTemplates.standard(userDirectory: templates))
  }
}
