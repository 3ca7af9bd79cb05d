import Foundation
import Pixels
import Testing
import _TestSupport

/// The error decoding `bytes` throws, or nil when they decode.
func decodingError(_ bytes: [UInt8], limits: DecodingLimits = .standard) -> ImageError? {
  do {
    _ = try Image(decoding: bytes, limits: limits)
    return nil
  } catch {
    return error
  }
}

/// The error reading the file at `path` throws, or nil when it decodes.
func fileError(_ path: String) -> ImageError? {
  do {
    _ = try Image(contentsOfFile: path)
    return nil
  } catch {
    return error
  }
}

extension ImageError {
  var isTruncated: Bool { if case .truncated = self { true } else { false } }
  var isChecksumMismatch: Bool { if case .checksumMismatch = self { true } else { false } }
  var isCorrupt: Bool { if case .corrupt = self { true } else { false } }
  var isTooLarge: Bool { if case .tooLarge = self { true } else { false } }
}

@Suite struct HostileInputTests {
  /// A noisy 32x32 PNG from the encoder: about 4 KB, mostly IDAT.
  static func validPNG() throws -> [UInt8] {
    try PNGTests.noise(width: 32, height: 32, seed: 9).pngData()
  }

  /// A copy of `png` whose IHDR says `width` x `height`, CRC kept valid.
  static func withDimensions(_ png: [UInt8], width: Int, height: Int) -> [UInt8] {
    var bytes = png
    bytes.replaceSubrange(16..<24, with: bigEndian(width) + bigEndian(height))
    bytes.replaceSubrange(29..<33, with: bigEndian(Int(PNGBuilder.crc32(Array(bytes[12..<29])))))
    return bytes
  }

  // MARK: - PNG

  @Test(arguments: [1, 5, 8, 16, 30, 33, 50, 1000, -13])
  func truncatedPNGIsTruncated(at offset: Int) throws {
    let png = try Self.validPNG()
    let cut = Array(png.prefix(offset > 0 ? offset : png.count + offset))
    let error = decodingError(cut)
    #expect(error?.isTruncated == true, "\(String(describing: error))")
  }

  @Test func everyPrefixOfASmallPNGThrowsATypedError() throws {
    let png = PNGTests.randomPNG(.init(colorType: .palette, bitDepth: 4, interlaced: true), seed: 3)
      .png
    // The last 12 bytes are IEND, which libpng does not need to read.
    for count in 0..<png.count - 12 {
      #expect(decodingError(Array(png.prefix(count))) != nil, "prefix of \(count) bytes decoded")
    }
  }

  @Test(arguments: [29, 32])
  func flippedIHDRChecksumByteIsAChecksumMismatch(at offset: Int) throws {
    var png = try Self.validPNG()
    png[offset] ^= 0x01
    let error = decodingError(png)
    #expect(error?.isChecksumMismatch == true, "\(String(describing: error))")
  }

  @Test func flippedIDATChecksumByteIsAChecksumMismatch() throws {
    var png = try Self.validPNG()
    png[png.count - 13] ^= 0x80
    let error = decodingError(png)
    #expect(error?.isChecksumMismatch == true, "\(String(describing: error))")
  }

  @Test func damagedZlibHeaderIsCorrupt() throws {
    var png = try Self.validPNG()
    // Walk the chunks to the first IDAT; its data starts with zlib's header.
    var chunk = 8
    while !png[chunk + 4..<chunk + 8].elementsEqual("IDAT".utf8) {
      chunk += 12 + png[chunk..<chunk + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    let length = png[chunk..<chunk + 4].reduce(0) { $0 << 8 | Int($1) }
    png[chunk + 8] = 0x00
    let end = chunk + 8 + length
    png.replaceSubrange(
      end..<end + 4, with: bigEndian(Int(PNGBuilder.crc32(Array(png[chunk + 4..<end])))))
    let error = decodingError(png)
    #expect(error?.isCorrupt == true, "\(String(describing: error))")
  }

  @Test func everySingleByteFlipReturnsOrThrows() throws {
    let png = PNGTests.randomPNG(.init(colorType: .rgb, bitDepth: 8, interlaced: false), seed: 4)
      .png
    for offset in png.indices {
      var damaged = png
      damaged[offset] ^= 0xFF
      _ = decodingError(damaged)  // must neither crash nor hang
    }
  }

  @Test func wrongSignatureIsWrongFormat() throws {
    let text = Array("lettersolve is not an image format".utf8)
    #expect(decodingError(text) == .wrongFormat(file: nil, expected: nil))
    var png = try Self.validPNG()
    png[1] = UInt8(ascii: "Q")
    #expect(decodingError(png) == .wrongFormat(file: nil, expected: nil))
  }

  @Test func jpegBytesAreNotAPNG() {
    #expect(throws: ImageError.wrongFormat(file: nil, expected: .png)) {
      try Image(pngData: [0xFF, 0xD8, 0xFF, 0xE0, 0, 16])
    }
  }

  @Test(arguments: [(0, 1), (1, 0), (0, 0)])
  func zeroDimensionIsCorrupt(width: Int, height: Int) throws {
    let error = decodingError(
      Self.withDimensions(try Self.validPNG(), width: width, height: height))
    #expect(error?.isCorrupt == true, "\(String(describing: error))")
  }

  @Test(arguments: [
    (32_769, 1), (1, 40_000), (30_000, 30_000), (0x7FFF_FFFF, 0x7FFF_FFFF), (0xFFFF_FFFF, 1),
  ])
  func hugeDimensionsAreTooLarge(width: Int, height: Int) throws {
    let png = Self.withDimensions(try Self.validPNG(), width: width, height: height)
    #expect(
      decodingError(png)
        == .tooLarge(file: nil, width: width, height: height, limits: .standard))
  }

  @Test func smallerLimitsRefuseSmallerImages() throws {
    let limits = DecodingLimits(maxSide: 16, maxPixels: 256, maxFileBytes: 1 << 20)
    #expect(
      decodingError(try Self.validPNG(), limits: limits)
        == .tooLarge(file: nil, width: 32, height: 32, limits: limits))
  }

  @Test func moreDeclaredPixelsThanTheDataCanHoldIsTruncated() throws {
    // 8000 x 8000 is within the limits, but 4 KB of deflate cannot expand to
    // the 8 MB that even a 1-bit image of that size needs.
    let error = decodingError(Self.withDimensions(try Self.validPNG(), width: 8000, height: 8000))
    #expect(error?.isTruncated == true, "\(String(describing: error))")
  }

  @Test func emptyInputIsEmpty() throws {
    #expect(decodingError([]) == .empty(file: nil))
    let folder = try TemporaryFolder()
    let path = try folder.write([], to: "empty.png")
    #expect(fileError(path) == .empty(file: path))
  }

  @Test func aDirectoryIsUnreadable() throws {
    let folder = try TemporaryFolder()
    #expect(
      fileError(folder.url.path) == .unreadable(file: folder.url.path, reason: "is a directory"))
  }

  @Test func aMissingFileIsUnreadable() {
    let path = "/nonexistent/lettersolve/shot.png"
    #expect(fileError(path) == .unreadable(file: path, reason: "No such file or directory"))
  }

  @Test func aFileOverTheSizeLimitIsNotRead() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(try Self.validPNG(), to: "sparse.png")
    // A sparse file: 600 MiB long, next to nothing on disk.
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 600 << 20)
    try handle.close()
    #expect(
      fileError(path)
        == .fileTooLarge(file: path, bytes: 600 << 20, limit: DecodingLimits.standard.maxFileBytes))
  }

  @Test func aDeviceIsNotReadFrom() {
    #expect(fileError("/dev/zero") == .unreadable(file: "/dev/zero", reason: "not a regular file"))
  }

  @Test func messagesAreOneLineNamingTheFile() throws {
    let folder = try TemporaryFolder()
    var png = try Self.validPNG()
    png[30] ^= 1
    let path = try folder.write(png, to: "bad crc.png")
    let message = try #require(fileError(path)).description
    #expect(message.hasPrefix(path + ": "))
    #expect(!message.contains("\n"))
  }

  // MARK: - Samples/Invalid

  /// Each file in Samples/Invalid/ with the error it must give.
  static let invalidSamples: [(name: String, matches: @Sendable (ImageError) -> Bool)] = [
    ("empty.png", { if case .empty = $0 { true } else { false } }),
    ("not-an-image.png", { if case .wrongFormat(_, nil) = $0 { true } else { false } }),
    ("truncated.png", { $0.isTruncated }),
    ("bad-crc.png", { $0.isChecksumMismatch }),
    ("zero-width.png", { $0.isCorrupt }),
    ("huge-dimensions.png", { $0.isTooLarge }),
    ("truncated.jpg", { $0.isTruncated }),
    ("garbage-after-soi.jpg", { $0.isCorrupt }),
  ]

  @Test func everyInvalidSampleGivesItsError() throws {
    let folder = Fixtures.samples.appendingPathComponent("Invalid")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !$0.hasSuffix(".md") }
    #expect(Set(names) == Set(Self.invalidSamples.map(\.name)))
    for (name, matches) in Self.invalidSamples {
      let path = folder.appendingPathComponent(name).path
      let error = fileError(path)
      #expect(error.map(matches) == true, "\(name): \(String(describing: error))")
    }
  }
}
