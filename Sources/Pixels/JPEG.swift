internal import CJPEG

// The only file that touches libjpeg-turbo, through its TurboJPEG API, which
// reports errors as return values (its setjmp handling stays inside C).

extension Image {
  /// Decodes baseline or progressive JPEG bytes to 8-bit RGBA (alpha 255).
  ///
  /// The image is turned as the EXIF orientation tag says, when there is
  /// one. CMYK (and YCCK) JPEGs, which no phone saves a screenshot as, are
  /// refused.
  ///
  /// Decoding stops at the first warning, so a cut-off or damaged file is an
  /// error rather than a grey-filled image, and progressive files with an
  /// unreasonable number of scans are refused. The corresponding C functions
  /// are `tjDecompressHeader3` and `tjDecompress2`.
  ///
  /// - Throws: `ImageError`; `.tooLarge` before any pixel is allocated.
  public init(jpegData bytes: [UInt8], limits: DecodingLimits = .standard) throws(ImageError) {
    try self.init(decoding: bytes, file: nil, expected: .jpeg, limits: limits)
  }

  init(jpeg bytes: [UInt8], file: String?, limits: DecodingLimits) throws(ImageError) {
    guard let decompressor = tjInitDecompress() else {
      throw .corrupt(file: file, format: .jpeg, message: turboJPEGMessage(nil))
    }
    defer { tjDestroy(decompressor) }
    let decoded: Result<Image, ImageError> = bytes.withUnsafeBufferPointer { buffer in
      var width: Int32 = 0
      var height: Int32 = 0
      var subsampling: Int32 = 0
      var colorspace: Int32 = 0
      guard
        tjDecompressHeader3(
          decompressor, buffer.baseAddress, UInt(buffer.count), &width, &height, &subsampling,
          &colorspace) == 0
      else { return .failure(ImageError(decompressing: decompressor, file: file)) }
      guard ![TJCS_CMYK, TJCS_YCCK].contains(where: { Int32($0.rawValue) == colorspace }) else {
        return .failure(.cmyk(file: file))
      }
      let (columns, rows) = (Int(width), Int(height))
      guard limits.admit(width: columns, height: rows) else {
        return .failure(.tooLarge(file: file, width: columns, height: rows, limits: limits))
      }
      var succeeded = false
      let pixels = [RGBA](unsafeUninitializedCapacity: columns * rows) { pixels, initialized in
        precondition(RGBA.isPackedBytes, "TurboJPEG writes packed RGBA bytes")
        succeeded = pixels.withMemoryRebound(to: UInt8.self) { output in
          tjDecompress2(
            decompressor, buffer.baseAddress, UInt(buffer.count), output.baseAddress, width,
            width * 4, height, Int32(TJPF_RGBA.rawValue), TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
            == 0
        }
        initialized = succeeded ? columns * rows : 0
      }
      guard succeeded else { return .failure(ImageError(decompressing: decompressor, file: file)) }
      return .success(Image(width: columns, height: rows, pixels: pixels))
    }
    var stored = try decoded.get()
    switch JPEGColourProfile(jpeg: bytes) {
    case .none: break
    case .profile(let profile): stored.colourSpace = .fromICCProfile(profile)
    case .malformed(let reason):
      stored.colourSpace = .ignoring("ignored the JPEG's ICC profile: \(reason)")
    }
    self = ExifOrientation(jpeg: bytes).map { stored.shown($0) } ?? stored
  }
}

/// TurboJPEG's message for the last error on `handle` (or in creating one).
private func turboJPEGMessage(_ handle: tjhandle?) -> String {
  guard let message = tjGetErrorStr2(handle) else { return "unknown error" }
  return String(cString: message)
}

extension ImageError {
  /// Classifies a failed decompression by TurboJPEG's message.
  fileprivate init(decompressing handle: tjhandle, file: String?) {
    let message = turboJPEGMessage(handle)
    let truncation = ["Premature end", "premature end"]
    if truncation.contains(where: message.contains) {
      self = .truncated(file: file, format: .jpeg, message: message)
    } else {
      self = .corrupt(file: file, format: .jpeg, message: message)
    }
  }
}
