/// Why an image could not be read, decoded or written.
///
/// Every message is one line and names the file when there is one, so the
/// command-line tool can print it as it is. The decoder's own words (libpng's
/// or libjpeg-turbo's) are kept in `message`.
public enum ImageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file does not exist, is a folder or other non-regular file, or
  /// cannot be opened or read; `reason` is the system's message.
  case unreadable(file: String, reason: String)
  /// The file or byte buffer holds no bytes at all.
  case empty(file: String?)
  /// The file is larger than `DecodingLimits.maxFileBytes`.
  case fileTooLarge(file: String, bytes: Int, limit: Int)
  /// The data does not start with the signature of `expected` (or, when
  /// `expected` is nil, of any supported format).
  case wrongFormat(file: String?, expected: ImageFormat?)
  /// The data ends before the image does.
  case truncated(file: String?, format: ImageFormat, message: String)
  /// A PNG chunk's CRC-32 does not match its contents.
  case checksumMismatch(file: String?, message: String)
  /// The data is damaged or uses a feature the decoder cannot handle.
  case corrupt(file: String?, format: ImageFormat, message: String)
  /// The header declares more pixels than `limits` allow; nothing was
  /// allocated for them.
  case tooLarge(file: String?, width: Int, height: Int, limits: DecodingLimits)
  /// libpng could not encode the image.
  case encodingFailed(message: String)
  /// The file could not be created, written or moved into place.
  case unwritable(file: String, reason: String)
  /// The JPEG's colours are CMYK (or YCCK), a printer's, which no
  /// screenshot uses and the decoder does not convert.
  case cmyk(file: String?)

  public var description: String {
    switch self {
    case .unreadable(let file, let reason):
      return "\(file): cannot read: \(reason)"
    case .empty(let file):
      return "\(Self.name(file)): empty file"
    case .fileTooLarge(let file, let bytes, let limit):
      return "\(file): file is \(bytes) bytes; the limit is \(limit)"
    case .wrongFormat(let file, let expected?):
      return "\(Self.name(file)): not a \(expected) file (wrong signature)"
    case .wrongFormat(let file, nil):
      return "\(Self.name(file)): not a PNG or JPEG image (unrecognised signature)"
    case .truncated(let file, let format, let message):
      return "\(Self.name(file)): truncated \(format) data (\(message))"
    case .checksumMismatch(let file, let message):
      return "\(Self.name(file)): PNG checksum error (\(message))"
    case .corrupt(let file, let format, let message):
      return "\(Self.name(file)): corrupt \(format) data (\(message))"
    case .tooLarge(let file, let width, let height, let limits):
      return "\(Self.name(file)): image is \(width)x\(height) pixels; "
        + "the limit is \(limits.maxSide) per side and \(limits.maxPixels) in all"
    case .encodingFailed(let message):
      return "cannot encode PNG: \(message)"
    case .unwritable(let file, let reason):
      return "\(file): cannot write: \(reason)"
    case .cmyk(let file):
      return
        "\(Self.name(file)): a CMYK JPEG, which is not supported; save it as RGB (a screenshot is)"
    }
  }

  private static func name(_ file: String?) -> String { file ?? "image data" }
}

/// An image file format that `Image` decodes.
public enum ImageFormat: String, Hashable, Sendable, CustomStringConvertible {
  case png = "PNG"
  case jpeg = "JPEG"

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  static let jpegSignature: [UInt8] = [0xFF, 0xD8, 0xFF]

  /// The format whose signature `bytes` start with, if any.
  package init?(sniffing bytes: [UInt8]) {
    if bytes.starts(with: Self.pngSignature) {
      self = .png
    } else if bytes.starts(with: Self.jpegSignature) {
      self = .jpeg
    } else {
      return nil
    }
  }

  /// Whether `bytes` could be the start of this format's signature but end
  /// too soon to tell (a file cut off inside its first few bytes).
  func isSignaturePrefix(_ bytes: [UInt8]) -> Bool {
    let signature = self == .png ? Self.pngSignature : Self.jpegSignature
    return !bytes.isEmpty && bytes.count < signature.count && signature.starts(with: bytes)
  }

  public var description: String { rawValue }
}

/// Bounds that a decoder checks against the header before allocating pixels,
/// so that no input, however hostile, makes decoding take unbounded memory.
///
/// The standard limits admit any phone or tablet screenshot with a wide
/// margin: 32,768 pixels per side and 64 Mi (67,108,864) pixels, which is
/// 256 MiB of RGBA, and files up to 512 MiB. Fuzzing can pass smaller ones.
public struct DecodingLimits: Hashable, Sendable {
  /// The largest accepted width or height, in pixels.
  public var maxSide: Int
  /// The largest accepted width x height.
  public var maxPixels: Int
  /// The largest file that is read into memory, in bytes.
  public var maxFileBytes: Int

  public init(maxSide: Int, maxPixels: Int, maxFileBytes: Int) {
    self.maxSide = maxSide
    self.maxPixels = maxPixels
    self.maxFileBytes = maxFileBytes
  }

  /// 32,768 per side, 64 Mi pixels, 512 MiB files.
  public static let standard = DecodingLimits(
    maxSide: 32_768, maxPixels: 64 << 20, maxFileBytes: 512 << 20)

  /// Whether an image of this size may be allocated.
  func admit(width: Int, height: Int) -> Bool {
    width <= maxSide && height <= maxSide && width * height <= maxPixels
  }
}
