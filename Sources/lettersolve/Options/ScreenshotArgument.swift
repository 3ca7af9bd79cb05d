import Solving

/// A screenshot named on the command line: a PNG or JPEG file, or `-` for
/// one read from standard input.
enum ScreenshotArgument {
  /// The decoded image `argument` names.
  ///
  /// - Throws: `SolvingError` naming the file, or standard input.
  static func image(_ argument: String) throws(SolvingError) -> ScreenshotImage {
    argument == "-"
      ? try ScreenshotImage.readingStandardInput() : try ScreenshotImage(file: argument)
  }

  /// How errors name the screenshot.
  static func name(_ argument: String) -> String {
    argument == "-" ? "standard input" : argument
  }
}
