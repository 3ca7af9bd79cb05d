import CJPEG
import Foundation
import Pixels
import Testing

@Suite struct JPEGTests {
  /// Compresses `image` with TurboJPEG (4:4:4, the given quality).
  static func jpeg(_ image: Image, quality: Int32 = 95, progressive: Bool = false) throws -> [UInt8]
  {
    let compressor = try #require(tjInitCompress())
    defer { tjDestroy(compressor) }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let pixels = image.pixels
    let status = pixels.withUnsafeBytes { buffer in
      tjCompress2(
        compressor, buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(image.width),
        Int32(image.width * 4), Int32(image.height), Int32(TJPF_RGBA.rawValue), &output, &size,
        Int32(TJSAMP_444.rawValue), quality, progressive ? TJFLAG_PROGRESSIVE : 0)
    }
    defer { tjFree(output) }
    try #require(status == 0)
    let start = try #require(output)
    return Array(UnsafeBufferPointer(start: start, count: Int(size)))
  }

  /// Four flat 8x8-aligned colour blocks, which JPEG keeps almost exactly.
  static let blocks: Image = {
    let colors: [RGBA] = [
      RGBA(hex: 0xF0_EFEC), RGBA(hex: 0x78_C8F5), RGBA(hex: 0xF7_998D), RGBA(hex: 0x31_3131),
    ]
    let pixels = (0..<32 * 48).map { (index: Int) -> RGBA in
      let x = index % 32
      let y = index / 32
      return colors[x / 16 + 2 * (y / 24)]
    }
    return Image(width: 32, height: 48, pixels: pixels)
  }()

  static func maximumDifference(_ a: Image, _ b: Image) -> Int {
    zip(a.pixels, b.pixels).map { (p: RGBA, q: RGBA) -> Int in
      let red = abs(Int(p.red) - Int(q.red))
      let green = abs(Int(p.green) - Int(q.green))
      let blue = abs(Int(p.blue) - Int(q.blue))
      return max(red, green, blue)
    }.max() ?? 0
  }

  @Test(arguments: [false, true])
  func decodesAJPEGItsSizeAndColours(progressive: Bool) throws {
    let bytes = try Self.jpeg(Self.blocks, progressive: progressive)
    let image = try Image(jpegData: bytes)
    #expect(image.width == 32 && image.height == 48)
    #expect(Self.maximumDifference(image, Self.blocks) <= 3)
    #expect(image.pixels.allSatisfy { $0.alpha == 255 })
  }

  @Test func contentsOfFileRecognisesJPEG() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(try Self.jpeg(Self.blocks), to: "shared-by-a-messenger.png")
    let image = try Image(contentsOfFile: path)
    #expect(image.width == 32 && image.height == 48)
  }

  @Test func contentsOfPNGRefusesAJPEG() throws {
    let folder = try TemporaryFolder()
    let path = try folder.write(try Self.jpeg(Self.blocks), to: "photo.png")
    #expect(throws: ImageError.wrongFormat(file: path, expected: .png)) {
      try Image(contentsOfPNG: path)
    }
  }

  // MARK: - Hostile JPEGs

  @Test(arguments: [2, 3, 20, 100, 300, -40])
  func truncatedJPEGThrowsATypedError(at offset: Int) throws {
    let bytes = try Self.jpeg(PNGTests.noise(width: 40, height: 40, seed: 5))
    let cut = Array(bytes.prefix(offset > 0 ? offset : bytes.count + offset))
    let error = decodingError(cut)
    // Cut inside the headers libjpeg reports a missing image; cut in the
    // scan it reports the premature end.
    #expect(error?.isTruncated == true || error?.isCorrupt == true, "\(String(describing: error))")
    if offset < 0 { #expect(error?.isTruncated == true, "\(String(describing: error))") }
  }

  @Test func everyPrefixOfASmallJPEGThrowsATypedError() throws {
    let bytes = try Self.jpeg(Self.blocks)
    for count in 0..<bytes.count - 2 {  // the last two bytes are EOI
      #expect(decodingError(Array(bytes.prefix(count))) != nil, "prefix of \(count) bytes decoded")
    }
  }

  @Test func garbageAfterSOIIsCorrupt() {
    var random = SplitMix(state: 11)
    let bytes: [UInt8] = [0xFF, 0xD8, 0xFF] + (0..<500).map { _ in UInt8(random.next(below: 256)) }
    let error = decodingError(bytes)
    #expect(error?.isCorrupt == true, "\(String(describing: error))")
  }

  @Test func everySingleByteFlipReturnsOrThrows() throws {
    let bytes = try Self.jpeg(Self.blocks, progressive: true)
    for offset in bytes.indices {
      var damaged = bytes
      damaged[offset] ^= 0xFF
      _ = decodingError(damaged)  // must neither crash nor hang
    }
  }

  @Test func hugeFrameIsTooLargeBeforeDecoding() throws {
    var bytes = try Self.jpeg(Self.blocks)
    // SOF0: FF C0, length (2), precision (1), height (2), width (2).
    let sof = try #require(
      bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    bytes.replaceSubrange(sof + 5..<sof + 9, with: [0xEA, 0x60, 0xEA, 0x60])  // 60000 x 60000
    #expect(
      decodingError(bytes) == .tooLarge(file: nil, width: 60_000, height: 60_000, limits: .standard)
    )
  }
}
