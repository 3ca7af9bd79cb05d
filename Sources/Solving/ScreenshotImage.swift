import BoardReader
import Pixels
import Words

/// A screenshot to read, decoded: from an image file (PNG or JPEG), from
/// standard input, or from an upload's bytes.
///
///     let shot = try ScreenshotImage(file: "shot.png")
///     let answer = try solver.answer(SolveRequest(shot.input(name: "shot.png")))
public struct ScreenshotImage: Sendable {
  /// The decoded image.
  let image: Image
  /// The file it came from; `nil` for standard input or an upload.
  public let file: String?

  /// The image file at `path`.
  ///
  /// - Throws: `SolvingError` (`.badImage`, `.imageTooLarge`) naming the
  ///   file when it does not decode.
  public init(file path: String) throws(SolvingError) {
    image = try SolvingError.converting { try Image(contentsOfFile: path) }
    file = path
  }

  /// The image file read from standard input.
  ///
  /// - Throws: `SolvingError` (`.badImage`, `.imageTooLarge`) naming
  ///   standard input when it does not decode.
  public static func readingStandardInput() throws(SolvingError) -> ScreenshotImage {
    ScreenshotImage(
      image: try SolvingError.converting { try Image(readingStandardInput: .standard) }, file: nil)
  }

  private init(image: Image, file: String?) {
    self.image = image
    self.file = file
  }

  /// The image file whose bytes are `bytes` (an upload), decoded within
  /// `limits`.
  ///
  /// - Throws: `SolvingError` (`.badImage`, `.imageTooLarge`) when the
  ///   bytes do not decode or are over the limits.
  public init(bytes: [UInt8], limits: ImageLimits) throws(SolvingError) {
    image = try SolvingError.converting { try Image(decoding: bytes, limits: limits.decoding) }
    file = nil
  }

  /// What the image's colour space means for reading it, when it is worth a
  /// note (a profile that could not be applied, for example).
  public var colourSpaceNote: String? { image.colourSpace.note }

  /// The pipeline's input for this screenshot; `name` names it in errors.
  public func input(name: String?) -> SolveRequest.Input {
    .image(image, file: file, name: name)
  }
}

/// How large an image file or upload may be decoded: its bytes, its sides
/// and its pixels (the decoder's standard limits unless changed).
public struct ImageLimits: Sendable {
  /// The decoder's limits.
  package var decoding: DecodingLimits

  /// The standard limits, the command line's.
  public static let standard = ImageLimits(decoding: .standard)

  /// Limits of the given sides, pixels and file bytes.
  public init(maxSide: Int, maxPixels: Int, maxFileBytes: Int) {
    decoding = DecodingLimits(maxSide: maxSide, maxPixels: maxPixels, maxFileBytes: maxFileBytes)
  }

  package init(decoding: DecodingLimits) {
    self.decoding = decoding
  }

  /// The largest image file decoded, in bytes.
  public var maxFileBytes: Int {
    get { decoding.maxFileBytes }
    set { decoding.maxFileBytes = newValue }
  }
}

extension ScreenshotReading {
  /// Reads the board in `screenshot` with `reader`, as
  /// `init(_:reader:file:list:)` does with its image.
  ///
  /// - Throws: `SolvingError` (`.noBoard`) when the image shows no board.
  public init(
    _ screenshot: ScreenshotImage, reader: ScreenshotReader, file: String? = nil,
    list: (() throws -> WordList)? = nil
  ) throws(SolvingError) {
    try self.init(screenshot.image, reader: reader, file: file, list: list)
  }
}

extension Solver {
  /// `screenshot` as `read` shows it, the bubble's word among this
  /// solver's list.
  ///
  /// - Throws: `SolvingError` (`.noBoard`) when the image shows no board.
  public func reading(_ screenshot: ScreenshotImage) throws(SolvingError) -> ScreenshotReading {
    try reading(screenshot.image)
  }
}
