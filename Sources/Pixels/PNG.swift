internal import CPNG

extension Image {
  /// Decodes the PNG file at `path` to 8-bit RGBA.
  ///
  /// The corresponding C functions are `png_image_begin_read_from_file` and
  /// `png_image_finish_read`.
  public init(contentsOfPNG path: String) throws(PNGError) {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    defer { png_image_free(&image) }
    guard png_image_begin_read_from_file(&image, path) != 0 else {
      throw PNGError(reading: image)
    }
    try self.init(finishing: &image)
  }

  private init(finishing image: inout png_image) throws(PNGError) {
    image.format = CPNG_FORMAT_RGBA
    let width = Int(image.width)
    let height = Int(image.height)
    var pixels = [RGBA](repeating: RGBA(red: 0, green: 0, blue: 0, alpha: 0), count: width * height)
    let ok = pixels.withUnsafeMutableBytes { buffer in
      png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
    }
    guard ok != 0 else { throw PNGError(reading: image) }
    self.init(width: width, height: height, pixels: pixels)
  }
}

/// A failure reported by libpng, with libpng's own message.
public struct PNGError: Error, Hashable, Sendable, CustomStringConvertible {
  /// libpng's message, for example "No such file or directory".
  public var message: String

  public init(message: String) { self.message = message }

  init(reading image: png_image) {
    var copy = image.message
    message = withUnsafeBytes(of: &copy) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  public var description: String { message }
}
