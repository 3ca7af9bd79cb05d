import Pixels

/// One screenshot through the pipeline that `batch` and `watch` share with
/// `solve`: decode the file, read the board, find the best move.
///
/// The reader and the engine are being built on their own branches; until
/// they land, the pipeline stops after decoding and says so.
enum ScreenshotPipeline {
  /// Runs the pipeline on the image file at `path`.
  ///
  /// - Throws: the first stage's error: `PNGError` when the file does not
  ///   decode.
  static func run(path: String) throws -> ScreenshotResult {
    let image = try Image(contentsOfPNG: path)
    return ScreenshotResult(width: image.width, height: image.height)
  }
}

/// What the pipeline made of one screenshot, as printed by `--json`.
struct ScreenshotResult: Encodable, Sendable {
  /// The decoded image's width in pixels.
  let width: Int
  /// The decoded image's height in pixels.
  let height: Int

  /// The result in one line, for people.
  var summary: String { "decoded \(width)x\(height)" }
}
