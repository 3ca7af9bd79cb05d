import CJPEG
import Foundation
import Pixels
import Testing
import _TestSupport

@Suite struct JPEGTests {
  /// Compresses `image` with TurboJPEG (4:4:4, the given quality).
  static func jpeg(_ image: Image, quality: Int32 = 95, progressive: Bool = false) throws -> [UInt8]
  {
    try TestJPEG.encode(image, quality: quality, progressive: progressive)
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

/// JPEGs whose EXIF orientation tag says how to turn the stored pixels.
@Suite struct JPEGOrientationTests {
  /// An EXIF block (a TIFF header and one directory) holding
  /// `orientation`, in big- or little-endian TIFF order.
  static func tiff(orientation: UInt16, littleEndian: Bool) -> [UInt8] {
    func short(_ value: UInt16) -> [UInt8] {
      littleEndian
        ? [UInt8(value & 0xFF), UInt8(value >> 8)] : [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
    func long(_ value: UInt32) -> [UInt8] {
      let bytes = (0..<4).map { UInt8(value >> (8 * (3 - $0)) & 0xFF) }
      return littleEndian ? bytes.reversed() : bytes
    }
    // A first entry of another tag, then the orientation: a SHORT, count 1.
    return (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + short(42) + long(8) + short(2)
      + short(0x010F) + short(2) + long(4) + [0x41, 0x42, 0x43, 0]
      + short(0x0112) + short(3) + long(1) + short(orientation) + [0, 0] + long(0)
  }

  /// `jpeg` with an EXIF segment holding `orientation` inserted after its
  /// start marker, in big- or little-endian TIFF order.
  static func withOrientation(_ jpeg: [UInt8], _ orientation: UInt16, littleEndian: Bool)
    -> [UInt8]
  {
    let data: [UInt8] =
      [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff(orientation: orientation, littleEndian: littleEndian)
    let length = UInt16(data.count + 2)
    return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + data
      + jpeg.dropFirst(2)
  }

  /// The four colour blocks of `JPEGTests.blocks` at the shown image's
  /// corners, top-left, top-right, bottom-left, bottom-right.
  static func corners(_ image: Image) -> [RGBA] {
    [
      image[2, 2], image[image.width - 3, 2], image[2, image.height - 3],
      image[image.width - 3, image.height - 3],
    ]
  }

  static func near(_ a: RGBA, _ b: RGBA) -> Bool {
    abs(Int(a.red) - Int(b.red)) <= 3 && abs(Int(a.green) - Int(b.green)) <= 3
      && abs(Int(a.blue) - Int(b.blue)) <= 3
  }

  /// Orientation, whether width and height swap, and which stored block
  /// (0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right) shows at
  /// each corner.
  @Test(arguments: [
    (1, false, [0, 1, 2, 3]), (2, false, [1, 0, 3, 2]), (3, false, [3, 2, 1, 0]),
    (4, false, [2, 3, 0, 1]), (5, true, [0, 2, 1, 3]), (6, true, [2, 0, 3, 1]),
    (7, true, [3, 1, 2, 0]), (8, true, [1, 3, 0, 2]),
  ])
  func turnsAsTheTagSays(orientation: Int, swaps: Bool, blocks: [Int]) throws {
    let stored = try JPEGTests.jpeg(JPEGTests.blocks)
    let storedCorners = Self.corners(JPEGTests.blocks)
    for littleEndian in [false, true] {
      let image = try Image(
        jpegData: Self.withOrientation(stored, UInt16(orientation), littleEndian: littleEndian))
      #expect((image.width, image.height) == (swaps ? (48, 32) : (32, 48)))
      let expected = blocks.map { storedCorners[$0] }
      #expect(zip(Self.corners(image), expected).allSatisfy { Self.near($0, $1) })
    }
  }

  /// A PNG's `eXIf` chunk turns it as the same tag turns a JPEG.
  @Test(arguments: [
    (1, false, [0, 1, 2, 3]), (3, false, [3, 2, 1, 0]), (6, true, [2, 0, 3, 1]),
    (8, true, [1, 3, 0, 2]),
  ])
  func aPNGTurnsAsItsEXIfChunkSays(orientation: Int, swaps: Bool, blocks: [Int]) throws {
    let storedCorners = Self.corners(JPEGTests.blocks)
    for littleEndian in [false, true] {
      let tiff = Self.tiff(orientation: UInt16(orientation), littleEndian: littleEndian)
      let image = try Image(pngData: ExifTests.png(exif: tiff))
      #expect((image.width, image.height) == (swaps ? (48, 32) : (32, 48)))
      #expect(Self.corners(image) == blocks.map { storedCorners[$0] })
    }
  }

  @Test func aCMYKJPEGIsRefusedAsSuch() throws {
    let cmyk = try TestJPEG.encode(JPEGTests.blocks, cmyk: true)
    #expect(throws: ImageError.cmyk(file: nil)) { try Image(jpegData: cmyk) }
    #expect(
      ImageError.cmyk(file: "shot.jpg").description
        == "shot.jpg: a CMYK JPEG, which is not supported; save it as RGB (a screenshot is)")
  }

  /// A damaged or meaningless tag leaves the pixels as stored.
  @Test(arguments: [0, 9, 0xFFFF])
  func ignoresAnInvalidTag(orientation: Int) throws {
    let bytes = Self.withOrientation(
      try JPEGTests.jpeg(JPEGTests.blocks), UInt16(orientation), littleEndian: false)
    let image = try Image(jpegData: bytes)
    #expect((image.width, image.height) == (32, 48))
  }

  /// Cut-off EXIF segments never crash the decoder: each is an error or an
  /// image, never a trap.
  @Test func survivesTruncatedHeaders() throws {
    let bytes = Self.withOrientation(
      try JPEGTests.jpeg(JPEGTests.blocks), 6, littleEndian: true)
    for length in 0..<80 {
      _ = try? Image(jpegData: Array(bytes.prefix(length)))
      var damaged = bytes
      damaged[length] ^= 0xFF
      _ = try? Image(jpegData: damaged)
    }
  }
}
