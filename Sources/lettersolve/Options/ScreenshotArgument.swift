import BoardReader
import Pixels

/// A screenshot named on the command line: a PNG or JPEG file, or `-` for
/// one read from standard input.
enum ScreenshotArgument {
  /// The decoded image `argument` names.
  ///
  /// - Throws: `ImageError` naming the file, or standard input.
  static func image(_ argument: String) throws -> Image {
    argument == "-"
      ? try Image(readingStandardInput: .standard) : try Image(contentsOfFile: argument)
  }

  /// How errors name the screenshot.
  static func name(_ argument: String) -> String {
    argument == "-" ? "standard input" : argument
  }
}

/// An error about a screenshot, with the screenshot's name in front:
/// `shot.png: no Letterpress board found in this 64x64 image`.
struct ScreenshotError: Error, CustomStringConvertible {
  let file: String
  let reason: any Error

  var description: String { "\(file): \(reason)" }
}
