import FileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Image {
  /// Decodes the PNG or JPEG file at `path` to 8-bit RGBA, choosing the
  /// decoder by the file's signature (never by its name).
  ///
  /// - Throws: `ImageError`, naming `path`.
  public init(contentsOfFile path: String, limits: DecodingLimits = .standard) throws(ImageError) {
    let bytes = try readFile(path, limits: limits)
    try self.init(decoding: bytes, file: path, expected: nil, limits: limits)
  }

  /// Decodes a PNG or JPEG read from standard input to its end (`adb
  /// exec-out screencap -p | lettersolve -`); errors name "standard input".
  ///
  /// - Throws: `ImageError`.
  public init(readingStandardInput limits: DecodingLimits = .standard) throws(ImageError) {
    let name = "standard input"
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes += chunk.prefix(count)
        guard bytes.count <= limits.maxFileBytes else {
          throw .fileTooLarge(file: name, bytes: bytes.count, limit: limits.maxFileBytes)
        }
      } else if count == 0 {
        break
      } else if errno != EINTR {
        throw .unreadable(file: name, reason: systemMessage())
      }
    }
    try self.init(decoding: bytes, file: name, expected: nil, limits: limits)
  }

  /// Decodes PNG or JPEG bytes to 8-bit RGBA, choosing the decoder by the
  /// signature.
  ///
  /// - Throws: `ImageError`.
  public init(decoding bytes: [UInt8], limits: DecodingLimits = .standard) throws(ImageError) {
    try self.init(decoding: bytes, file: nil, expected: nil, limits: limits)
  }

  /// Decodes the PNG file at `path` to 8-bit RGBA.
  ///
  /// - Throws: `ImageError`, naming `path`; `.wrongFormat` for any other
  ///   format.
  public init(contentsOfPNG path: String, limits: DecodingLimits = .standard) throws(ImageError) {
    let bytes = try readFile(path, limits: limits)
    try self.init(decoding: bytes, file: path, expected: .png, limits: limits)
  }

  /// Decodes `bytes`, which must be of format `expected` when it is given.
  init(
    decoding bytes: [UInt8], file: String?, expected: ImageFormat?, limits: DecodingLimits
  ) throws(ImageError) {
    guard !bytes.isEmpty else { throw .empty(file: file) }
    switch ImageFormat(sniffing: bytes) {
    case .png where expected != .jpeg:
      try self.init(png: bytes, file: file, limits: limits)
    case .jpeg where expected != .png:
      try self.init(jpeg: bytes, file: file, limits: limits)
    default:
      let candidates = expected.map { [$0] } ?? [.png, .jpeg]
      if let format = candidates.first(where: { $0.isSignaturePrefix(bytes) }) {
        throw .truncated(file: file, format: format, message: "file ends inside the signature")
      }
      throw .wrongFormat(file: file, expected: expected)
    }
    dateTaken = Self.dateTaken(in: bytes)
  }

  /// Encodes the image as PNG and writes it to `path` atomically
  /// (`AtomicFile.write`): readers see the old file or the whole new one.
  ///
  /// - Throws: `ImageError.encodingFailed` or `.unwritable`.
  public func writePNG(toFile path: String) throws(ImageError) {
    let bytes = try pngData()
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw .unwritable(file: path, reason: error.reason)
    }
  }
}

/// The system's message for the current `errno`.
private func systemMessage() -> String { String(cString: strerror(errno)) }

/// Reads a whole regular file, refusing folders, devices, pipes and files
/// over the size limit without blocking on them.
func readFile(_ path: String, limits: DecodingLimits) throws(ImageError) -> [UInt8] {
  let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
  guard descriptor >= 0 else { throw .unreadable(file: path, reason: systemMessage()) }
  defer { close(descriptor) }
  var status = stat()
  guard fstat(descriptor, &status) == 0 else {
    throw .unreadable(file: path, reason: systemMessage())
  }
  switch status.st_mode & S_IFMT {
  case S_IFREG: break
  case S_IFDIR: throw .unreadable(file: path, reason: "is a directory")
  default: throw .unreadable(file: path, reason: "not a regular file")
  }
  let size = Int(status.st_size)
  guard size <= limits.maxFileBytes else {
    throw .fileTooLarge(file: path, bytes: size, limit: limits.maxFileBytes)
  }
  var failure: String?
  let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
    guard let start = buffer.baseAddress else { return }
    while initialized < size {
      let count = read(descriptor, start + initialized, size - initialized)
      if count > 0 {
        initialized += count
      } else if count == 0 {
        break  // the file shrank while being read: decode what is there
      } else if errno != EINTR {
        failure = systemMessage()
        break
      }
    }
  }
  if let failure { throw .unreadable(file: path, reason: failure) }
  return bytes
}
