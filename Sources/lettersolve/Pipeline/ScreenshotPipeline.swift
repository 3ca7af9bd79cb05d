import BoardReader
import Pixels

/// One screenshot through the pipeline that `batch` and `watch` share with
/// `solve`: decode the file, read the board, find the best move.
///
/// Made once per run (it holds the glyph templates) and used from any
/// thread. The engine's `solve` output is not built yet, so the pipeline
/// stops after reading and reports the board it read.
struct ScreenshotPipeline: Sendable {
  private let reader: ScreenshotReader

  /// A pipeline that reads glyphs with the built-in templates merged with
  /// the user's (`templatesDirectory`, or the user directory when nil).
  ///
  /// - Throws: `ReadingError.invalidTemplates` when the user's templates are damaged.
  init(templatesDirectory: String?) throws {
    reader = ScreenshotReader(
      templates: try GlyphTemplates.standard(userDirectory: templatesDirectory))
  }

  /// Runs the pipeline on the image file at `path`.
  ///
  /// - Throws: the first failing stage's error: `ImageError` when the file
  ///   does not decode, `ReadingError` when it shows no board, `UnsureBoard`
  ///   when some tiles could not be read.
  func run(path: String) throws -> ScreenshotResult {
    let image = try Image(contentsOfFile: path)
    let reading = try reader.read(image)
    guard reading.board != nil else { throw UnsureBoard(reading: reading) }
    return ScreenshotResult(
      json: ReadingFormat.json(reading),
      summary: "\(reading.letterString) \(reading.colorString) (\(reading.theme.rawValue) theme)")
  }
}

/// What the pipeline made of one screenshot.
struct ScreenshotResult: Sendable {
  /// The result as one JSON object on one line, as the single-file command prints it.
  let json: String
  /// The result in one line, for people.
  let summary: String
}

/// A board was found but some of its tiles could not be read for sure.
struct UnsureBoard: Error, CustomStringConvertible {
  /// The reading, with the unsure tiles.
  let reading: BoardReading

  var description: String { ReadingFormat.unsureMessage(reading) }
}
