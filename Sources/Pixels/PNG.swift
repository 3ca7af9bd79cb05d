internal import CPNG
internal import CPNGColour

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The only file that touches libpng. It uses the simplified `png_image` API,
// whose errors come back as return values and `png_image.message`; libpng's
// setjmp/longjmp API cannot unwind through Swift frames safely. The colour
// chunks, which the simplified API does not expose, come from the C target
// CPNGColour: libpng's full API with its setjmp inside C (libpng inflates
// the iCCP profile and checks the chunks' CRCs, so no second zlib user).

extension Image {
  /// Decodes PNG bytes to 8-bit RGBA.
  ///
  /// Every colour type, bit depth and Adam7 interlacing is accepted. The
  /// image is turned as the orientation tag of its `eXIf` chunk says, when
  /// there is one (as a JPEG's).
  ///
  /// 16-bit images without a gAMA or sRGB chunk are taken to be sRGB (not
  /// linear), so a sample `v` becomes about `v / 257`.
  ///
  /// The corresponding C functions are `png_image_begin_read_from_memory`
  /// and `png_image_finish_read`.
  ///
  /// - Throws: `ImageError`; `.tooLarge` before any pixel is allocated.
  public init(pngData bytes: [UInt8], limits: DecodingLimits = .standard) throws(ImageError) {
    try self.init(decoding: bytes, file: nil, expected: .png, limits: limits)
  }

  init(png bytes: [UInt8], file: String?, limits: DecodingLimits) throws(ImageError) {
    try Self.checkHeader(of: bytes, file: file, limits: limits)
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    defer { png_image_free(&image) }
    let decoded: Result<Image, ImageError> = bytes.withUnsafeBytes { buffer in
      guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0
      else { return .failure(ImageError(reading: image, file: file)) }
      let width = Int(image.width)
      let height = Int(image.height)
      guard limits.admit(width: width, height: height) else {
        return .failure(.tooLarge(file: file, width: width, height: height, limits: limits))
      }
      image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
      let pixels =
        Self.isInterlaced16Bit(bytes)
        ? Self.finishReadThroughLinear(&image) : Self.finishRead(&image)
      guard let pixels else { return .failure(ImageError(reading: image, file: file)) }
      return .success(Image(width: width, height: height, pixels: pixels))
    }
    var stored = try decoded.get()
    stored.colourSpace = Self.colourSpace(ofPNG: bytes)
    // Turned as its eXIf chunk says, as a JPEG is by its EXIF segment.
    self = ExifOrientation(png: bytes).map { stored.shown($0) } ?? stored
  }

  /// What the PNG's chunks say its colours are, in the specification's
  /// order of precedence: cICP, iCCP, sRGB, cHRM (gAMA alone needs nothing:
  /// the simplified API has applied it).
  private static func colourSpace(ofPNG bytes: [UInt8]) -> ColourSpace {
    var info = png_colour_info()
    defer { png_colour_free(&info) }
    let read = bytes.withUnsafeBytes { buffer in
      png_colour_read(
        buffer.baseAddress, buffer.count, ColourSpace.maximumProfileBytes, &info) != 0
    }
    let libpngNote = withUnsafeBytes(of: info.message) { message in
      String(decoding: message.prefix { $0 != 0 }, as: UTF8.self)
    }
    if info.has_cicp != 0 {
      let codes = withUnsafeBytes(of: info.cicp) { Array($0) }
      if let space = CodingPoints(codes).colourSpace { return space }
      return .ignoring("ignored the PNG's cICP chunk \(codes): not sRGB or Display P3")
    }
    if let profile = info.profile {
      return .fromICCProfile(Array(UnsafeBufferPointer(start: profile, count: info.profile_size)))
    }
    if info.has_srgb != 0 { return .taggedSRGB }
    if info.has_chromaticities != 0 {
      return .fromChromaticities(
        Chromaticities(
          white: (info.white_x, info.white_y), red: (info.red_x, info.red_y),
          green: (info.green_x, info.green_y), blue: (info.blue_x, info.blue_y)))
    }
    let mentionsColour = ["iCCP", "cICP", "sRGB", "cHRM", "profile"].contains {
      libpngNote.contains($0)
    }
    if !read || mentionsColour, !libpngNote.isEmpty {
      return .ignoring("ignored the PNG's colour information: \(libpngNote)")
    }
    return .untagged
  }

  /// Lets libpng convert to 8-bit sRGB RGBA, straight into the pixels.
  private static func finishRead(_ image: inout png_image) -> [RGBA]? {
    image.format = CPNG_FORMAT_RGBA
    let count = Int(image.width) * Int(image.height)
    var succeeded = false
    let pixels = [RGBA](unsafeUninitializedCapacity: count) { pixels, initialized in
      succeeded =
        png_image_finish_read(&image, nil, pixels.baseAddress, Int32(image.width * 4), nil) != 0
      initialized = succeeded ? count : 0
    }
    return succeeded ? pixels : nil
  }

  /// Whether the IHDR declares 16 bits per sample and Adam7 interlacing.
  private static func isInterlaced16Bit(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 29 && bytes[24] == 16 && bytes[28] == 1
  }

  /// Reads 16-bit linear premultiplied RGBA and converts it to 8-bit sRGB
  /// here, the way libpng itself does for other images.
  ///
  /// Debian's libpng 1.6.39-2+deb12u4 scrambles the rows of 16-bit Adam7
  /// images when it scales them to 8 bits itself (pnggroup/libpng#853);
  /// its 16-bit output is right. libpng's "sRGB" is a 2.2 power law.
  private static func finishReadThroughLinear(_ image: inout png_image) -> [RGBA]? {
    image.format = CPNG_FORMAT_LINEAR_RGB_ALPHA
    var linear = [UInt16](repeating: 0, count: Int(image.width) * Int(image.height) * 4)
    guard png_image_finish_read(&image, nil, &linear, Int32(image.width * 4), nil) != 0 else {
      return nil
    }
    func encode(_ premultiplied: UInt16, alpha: Double) -> UInt8 {
      UInt8(min(255, (pow(Double(premultiplied) / alpha, 1 / 2.2) * 255).rounded()))
    }
    return (0..<linear.count / 4).map { index in
      let sample = linear[index * 4..<index * 4 + 4].map { $0 }
      guard sample[3] > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
      let alpha = Double(sample[3])
      return RGBA(
        red: encode(sample[0], alpha: alpha), green: encode(sample[1], alpha: alpha),
        blue: encode(sample[2], alpha: alpha), alpha: UInt8((alpha * 255 / 65_535).rounded()))
    }
  }

  /// Refuses, before libpng allocates anything, an IHDR whose size exceeds
  /// `limits` or which more pixels than the file could possibly hold.
  ///
  /// Deflate expands at most 1032 times, and a pixel takes at least one bit,
  /// so a file of `n` bytes holds at most `n * 1032 * 8` pixels; a header
  /// declaring more belongs to a cut-off file.
  private static func checkHeader(
    of bytes: [UInt8], file: String?, limits: DecodingLimits
  ) throws(ImageError) {
    let ihdr: [UInt8] = Array("IHDR".utf8)
    guard bytes.count >= 24, bytes[12..<16].elementsEqual(ihdr) else { return }
    func bigEndian(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = bigEndian(at: 16)
    let height = bigEndian(at: 20)
    guard limits.admit(width: width, height: height) else {
      throw .tooLarge(file: file, width: width, height: height, limits: limits)
    }
    guard width * height <= bytes.count * 1032 * 8 else {
      throw .truncated(
        file: file, format: .png,
        message: "\(width)x\(height) pixels cannot fit in \(bytes.count) bytes")
    }
  }

  /// The image as an 8-bit RGBA PNG file's bytes.
  ///
  /// Crops are encoded in place, without copying their pixels first. The
  /// corresponding C function is `png_image_write_to_stdio`, writing to an
  /// `open_memstream` buffer.
  ///
  /// - Throws: `ImageError.encodingFailed` with libpng's message.
  package func pngData() throws(ImageError) -> [UInt8] {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(width)
    image.height = UInt32(height)
    image.format = CPNG_FORMAT_RGBA
    defer { png_image_free(&image) }
    var memory: UnsafeMutablePointer<CChar>?
    var size = 0
    guard let stream = open_memstream(&memory, &size) else {
      throw .encodingFailed(message: String(cString: strerror(errno)))
    }
    let written = storage.withUnsafeBytes { buffer in
      png_image_write_to_stdio(
        &image, stream, 0, buffer.baseAddress.map { $0 + origin * 4 }, Int32(stride * 4), nil)
    }
    let closed = fclose(stream) == 0
    defer { free(memory) }
    guard written != 0 else { throw .encodingFailed(message: libpngMessage(image)) }
    guard closed, let memory else {
      throw .encodingFailed(message: String(cString: strerror(errno)))
    }
    let encoded = [UInt8](UnsafeRawBufferPointer(start: memory, count: size))
    guard colourSpace.isTagged, let profile = colourSpace.iccProfile else { return encoded }
    return withICCProfile(profile, inserted: encoded)
  }
}

/// The code points of a PNG cICP chunk (ITU-T H.273) this reader knows.
private struct CodingPoints {
  var primaries: UInt8
  var transfer: UInt8
  var matrix: UInt8

  init(_ codes: [UInt8]) {
    (primaries, transfer, matrix) = (codes[0], codes[1], codes[2])
  }

  /// H.273 colour primaries 1 (BT.709, sRGB's) and 12 (SMPTE EG 432-1, P3 D65).
  static let srgbPrimaries: UInt8 = 1
  static let displayP3Primaries: UInt8 = 12
  /// H.273 transfer characteristic 13: the sRGB curve.
  static let srgbTransfer: UInt8 = 13
  /// H.273 matrix 0: the values are RGB (no YCbCr).
  static let identityMatrix: UInt8 = 0

  /// The colour space, when these are sRGB or Display P3 RGB values.
  var colourSpace: ColourSpace? {
    guard transfer == Self.srgbTransfer, matrix == Self.identityMatrix else { return nil }
    switch primaries {
    case Self.srgbPrimaries: return .taggedSRGB
    case Self.displayP3Primaries: return .displayP3
    default: return nil
    }
  }
}

/// PNG bytes from libpng with an iCCP chunk after the IHDR, the profile
/// zlib-wrapped in stored (uncompressed) deflate blocks.
private func withICCProfile(_ profile: [UInt8], inserted png: [UInt8]) -> [UInt8] {
  // Signature (8) + IHDR chunk (length 4, type 4, data 13, CRC 4).
  let afterHeader = 33
  guard png.count > afterHeader else { return png }
  let name = Array("ICC Profile".utf8)
  let data = name + [0, 0] + zlibStored(profile)
  let chunk = Array("iCCP".utf8) + data
  var inserted = Array(png[..<afterHeader])
  inserted += bigEndian(UInt32(data.count)) + chunk + bigEndian(crc32(chunk))
  inserted += png[afterHeader...]
  return inserted
}

/// A zlib stream (RFC 1950) of stored deflate blocks (RFC 1951) holding `bytes`.
private func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
  let blockLimit = 65_535
  var stream: [UInt8] = [0x78, 0x01]  // deflate, 32 KiB window, no dictionary, check bits
  var start = 0
  repeat {
    let end = min(bytes.count, start + blockLimit)
    let length = UInt16(end - start)
    stream.append(end == bytes.count ? 1 : 0)  // BFINAL, BTYPE 00 (stored)
    stream += [
      UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8),
    ]
    stream += bytes[start..<end]
    start = end
  } while start < bytes.count
  var (a, b): (UInt32, UInt32) = (1, 0)
  for byte in bytes {
    a = (a + UInt32(byte)) % 65_521
    b = (b + a) % 65_521
  }
  return stream + bigEndian(b << 16 | a)
}

private func bigEndian(_ value: UInt32) -> [UInt8] {
  [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}

/// The CRC-32 of a PNG chunk's type and data (ISO 3309, as PNG uses it).
private func crc32(_ bytes: [UInt8]) -> UInt32 {
  var crc: UInt32 = 0xFFFF_FFFF
  for byte in bytes {
    crc ^= UInt32(byte)
    for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
  }
  return ~crc
}

/// libpng's message, from the fixed-size `png_image.message` array.
private func libpngMessage(_ image: png_image) -> String {
  var copy = image.message
  return withUnsafeBytes(of: &copy) { bytes in
    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
  }
}

extension ImageError {
  /// Classifies a failed read by libpng's message.
  fileprivate init(reading image: png_image, file: String?) {
    let message = libpngMessage(image)
    let truncation = ["read beyond end of data", "Not enough image data", "Read Error"]
    if message.contains("CRC error") {
      self = .checksumMismatch(file: file, message: message)
    } else if truncation.contains(where: message.contains) {
      self = .truncated(file: file, format: .png, message: message)
    } else {
      self = .corrupt(file: file, format: .png, message: message)
    }
  }
}
