import Foundation
import Pixels
import Testing

@Suite struct PNGTests {
  /// One colour type at one bit depth, plain or Adam7 interlaced.
  struct Variant: CustomTestStringConvertible, Sendable {
    var colorType: PNGBuilder.ColorType
    var bitDepth: Int
    var interlaced: Bool

    var testDescription: String {
      "\(colorType) \(bitDepth)-bit" + (interlaced ? " interlaced" : "")
    }

    static let all: [Variant] = PNGBuilder.ColorType.allCases.flatMap { type in
      type.bitDepths.flatMap { depth in
        [false, true].map { Variant(colorType: type, bitDepth: depth, interlaced: $0) }
      }
    }
  }

  /// An odd size, so rows end mid-byte and every Adam7 pass has pixels.
  static let width = 13
  static let height = 11

  /// A random image of `variant`, with the RGBA each pixel should decode to.
  static func randomPNG(_ variant: Variant, seed: UInt64) -> (png: [UInt8], expected: [RGBA]) {
    var random = SplitMix(state: seed)
    let maximum = (1 << variant.bitDepth) - 1
    let type = variant.colorType
    var builder = PNGBuilder(
      width: width, height: height, colorType: type, bitDepth: variant.bitDepth,
      interlaced: variant.interlaced, samples: [])
    if type == .palette {
      builder.palette = (0...maximum).map { _ in
        (
          UInt8(random.next(below: 256)), UInt8(random.next(below: 256)),
          UInt8(random.next(below: 256))
        )
      }
      // tRNS may be shorter than the palette: later entries stay opaque.
      builder.transparency = (0..<(maximum + 1) / 2).map { _ in UInt8(random.next(below: 256)) }
    }
    builder.samples = (0..<width * height).map { _ in
      (0..<type.channels).map { _ in random.next(below: maximum + 1) }
    }
    func eightBit(_ sample: Int) -> UInt8 {
      UInt8(variant.bitDepth == 16 ? (sample * 255 + 32_767) / 65_535 : sample * 255 / maximum)
    }
    let expected = builder.samples.map { sample -> RGBA in
      let s = sample.map(eightBit)
      switch type {
      case .grey: return RGBA(red: s[0], green: s[0], blue: s[0])
      case .greyAlpha: return RGBA(red: s[0], green: s[0], blue: s[0], alpha: s[1])
      case .rgb: return RGBA(red: s[0], green: s[1], blue: s[2])
      case .rgba: return RGBA(red: s[0], green: s[1], blue: s[2], alpha: s[3])
      case .palette:
        let entry = builder.palette[sample[0]]
        let alpha = builder.transparency.flatMap {
          $0.indices.contains(sample[0]) ? $0[sample[0]] : nil
        }
        return RGBA(red: entry.red, green: entry.green, blue: entry.blue, alpha: alpha ?? 255)
      }
    }
    return (builder.bytes, expected)
  }

  // MARK: - Decoding every colour type and bit depth

  @Test(arguments: Variant.all)
  func decodesEveryColorTypeAndBitDepth(_ variant: Variant) throws {
    let (png, expected) = Self.randomPNG(
      variant, seed: UInt64(variant.bitDepth * 100) + UInt64(variant.colorType.rawValue))
    let image = try Image(pngData: png)
    #expect(image.width == Self.width && image.height == Self.height)
    let mismatches = zip(image.pixels, expected).enumerated().filter { _, pair in
      let (got, want) = pair
      // 16-bit samples are rounded to 8 bits. 16-bit Adam7 images go
      // through premultiplied linear light, which loses a little more
      // colour precision under nearly transparent alpha.
      let colorTolerance =
        variant.bitDepth < 16 ? 0 : variant.interlaced && want.alpha < 64 ? 3 : 1
      let alphaTolerance = variant.bitDepth < 16 ? 0 : 1
      return [(got.red, want.red), (got.green, want.green), (got.blue, want.blue)]
        .contains { abs(Int($0) - Int($1)) > colorTolerance }
        || abs(Int(got.alpha) - Int(want.alpha)) > alphaTolerance
    }
    #expect(mismatches.isEmpty, "first mismatch: \(String(describing: mismatches.first))")
  }

  @Test func interlacedAndPlainDecodeAlike() throws {
    for type in PNGBuilder.ColorType.allCases {
      let plain = Self.randomPNG(Variant(colorType: type, bitDepth: 8, interlaced: false), seed: 7)
      let adam7 = Self.randomPNG(Variant(colorType: type, bitDepth: 8, interlaced: true), seed: 7)
      #expect(plain.png != adam7.png)
      #expect(try Image(pngData: plain.png).pixels == Image(pngData: adam7.png).pixels)
    }
  }

  @Test func greyTransparencyKeyBecomesTransparent() throws {
    let builder = PNGBuilder(
      width: 3, height: 1, colorType: .grey, bitDepth: 8, transparency: [0, 80],
      samples: [[80], [81], [0]])
    let image = try Image(pngData: builder.bytes)
    #expect(image.pixels.map(\.alpha) == [0, 255, 255])
    #expect(image[1, 0] == RGBA(red: 81, green: 81, blue: 81))
  }

  @Test func rgbTransparencyKeyBecomesTransparent() throws {
    let builder = PNGBuilder(
      width: 2, height: 1, colorType: .rgb, bitDepth: 8, transparency: [0, 1, 0, 2, 0, 3],
      samples: [[1, 2, 3], [1, 2, 4]])
    #expect(try Image(pngData: builder.bytes).pixels.map(\.alpha) == [0, 255])
  }

  @Test func onePixelInterlacedImageDecodes() throws {
    let builder = PNGBuilder(
      width: 1, height: 1, colorType: .rgb, bitDepth: 8, interlaced: true, samples: [[9, 8, 7]])
    #expect(try Image(pngData: builder.bytes).pixels == [RGBA(red: 9, green: 8, blue: 7)])
  }

  // MARK: - Encoding

  static func noise(width: Int, height: Int, seed: UInt64) -> Image {
    var random = SplitMix(state: seed)
    let pixels = (0..<width * height).map { _ in
      RGBA(
        red: UInt8(random.next(below: 256)), green: UInt8(random.next(below: 256)),
        blue: UInt8(random.next(below: 256)), alpha: UInt8(random.next(below: 256)))
    }
    return Image(width: width, height: height, pixels: pixels)
  }

  @Test func encodeDecodeRoundTripKeepsEveryPixel() throws {
    let image = Self.noise(width: 37, height: 23, seed: 1)
    let png = try image.pngData()
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let decoded = try Image(pngData: png)
    #expect(decoded.width == 37 && decoded.height == 23)
    #expect(decoded.pixels == image.pixels)
  }

  @Test func encodesACropWithoutItsSurroundings() throws {
    let image = Self.noise(width: 20, height: 20, seed: 2)
    let crop = image.cropped(to: Rect(x: 3, y: 5, width: 7, height: 4))
    let decoded = try Image(pngData: crop.pngData())
    #expect(decoded.width == 7 && decoded.height == 4)
    #expect(decoded.pixels == crop.pixels)
  }

  @Test func samplingKeepsEachBlocksFirstPixel() {
    // A 5x3 crop of a larger image: the blocks are 2x2, the last column
    // and row are left out.
    var image = Image(width: 8, height: 6, filledWith: RGBA(hex: 0x000000))
    for y in 0..<6 {
      for x in 0..<8 { image[x, y] = RGBA(red: UInt8(10 * x), green: UInt8(10 * y), blue: 200) }
    }
    var crop = image.cropped(to: Rect(x: 1, y: 2, width: 5, height: 3))
    crop.colourSpace = .displayP3
    let sampled = crop.sampled(every: 2)
    #expect(sampled.width == 2 && sampled.height == 1)
    #expect(sampled[0, 0] == RGBA(red: 10, green: 20, blue: 200))
    #expect(sampled[1, 0] == RGBA(red: 30, green: 20, blue: 200))
    #expect(sampled.colourSpace.name == .displayP3 && sampled.colourSpace.isTagged)
    #expect(crop.sampled(every: 1).pixels == crop.pixels)
  }

  @Test func encodingAnEmptyImageFails() {
    #expect {
      try Image(width: 0, height: 0, pixels: []).pngData()
    } throws: { error in
      guard case .encodingFailed = error as? ImageError else { return false }
      return true
    }
  }

  @Test func writesAFileAtomicallyAndReadsItBack() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("out.png")
    let first = Self.noise(width: 5, height: 4, seed: 3)
    let second = Self.noise(width: 6, height: 2, seed: 4)
    try first.writePNG(toFile: path)
    try second.writePNG(toFile: path)
    #expect(try Image(contentsOfFile: path).pixels == second.pixels)
    #expect(try folder.contents() == ["out.png"])
  }

  @Test func writingIntoAMissingFolderFailsWithTheFileName() {
    let path = "/nonexistent-folder-for-lettersolve-tests/out.png"
    #expect(throws: ImageError.unwritable(file: path, reason: "No such file or directory")) {
      try Image(width: 1, height: 1, filledWith: RGBA(hex: 0)).writePNG(toFile: path)
    }
  }
}

/// A fresh folder under the system's temporary folder, removed on deinit.
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("lettersolve-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  func write(_ bytes: [UInt8], to name: String) throws -> String {
    try Data(bytes).write(to: url.appendingPathComponent(name))
    return path(name)
  }

  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }
}
