import ArgumentParser
import Foundation
import Solving

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

  /// The user's glyph templates (`--templates`, or the user directory),
  /// which reading merges with the built-in ones.
  var userTemplates: UserTemplates { UserTemplates(directory: templates) }
}
