import Pixels
import Testing
import _TestSupport

/// What files say about their colours, and the conversions Little CMS does.
@Suite struct ColourSpaceTests {
  /// Light's defended blue and the other colours the issue quotes, sRGB to
  /// the value a Display P3 screenshot stores (within rounding).
  @Test(arguments: [
    (RGBA(hex: 0x00A2FF), RGBA(red: 72, green: 160, blue: 248)),
    (RGBA(hex: 0x78C8F5), RGBA(red: 139, green: 198, blue: 241)),
    (RGBA(hex: 0xFF00E4), RGBA(red: 234, green: 51, blue: 221)),
  ])
  func srgbColoursAreStoredAsTheirDisplayP3Values(srgb: RGBA, p3: RGBA) {
    let stored = Image(width: 1, height: 1, filledWith: srgb)
      .convertedFromSRGB(to: .displayP3)[0, 0]
    #expect(Self.distance(stored, p3) <= 2, "\(stored)")
    let back = ColourSpace.displayP3.convertedToSRGB([stored])[0]
    #expect(Self.distance(back, srgb) <= 1, "\(back)")
  }

  @Test func greysAreTheSameInBothSpaces() {
    let greys = [0, 49, 128, 233, 255].map { RGBA(red: $0, green: $0, blue: $0) }
    #expect(
      zip(ColourSpace.displayP3.convertedToSRGB(greys), greys).allSatisfy {
        Self.distance($0, $1) <= 1
      })
  }

  /// A PNG without colour chunks is untagged; libpng's simplified writer
  /// adds an sRGB chunk to what it writes.
  @Test func aPNGWithoutColourChunksIsUntagged() throws {
    let image = try Image(pngData: Self.png(ancillary: []))
    #expect(!image.colourSpace.isTagged)
    #expect(image.colourSpace.name == .srgb)
    #expect(image.colourSpace.note == nil)
    let written = try Image(pngData: try Self.image().pngData())
    #expect(written.colourSpace.isTagged && written.colourSpace.name == .srgb)
  }

  @Test func aDisplayP3ImageKeepsItsProfileThroughPNG() throws {
    let p3 = Self.image().convertedFromSRGB(to: .displayP3)
    #expect(p3.colourSpace.name == .displayP3)
    let decoded = try Image(pngData: try p3.pngData())
    #expect(decoded.colourSpace.isTagged)
    #expect(decoded.colourSpace.name == .displayP3)
    #expect(decoded.pixels == p3.pixels)
  }

  /// The PNG chunks that say what the colours are, each alone.
  @Test func pngColourChunksAreRead() throws {
    let srgbChunk = try Image(pngData: Self.png(ancillary: [("sRGB", [0])]))
    #expect(srgbChunk.colourSpace.isTagged && srgbChunk.colourSpace.name == .srgb)
    // cICP: P3 D65 primaries (12), sRGB transfer (13), RGB (0), full range.
    let cicp = try Image(pngData: Self.png(ancillary: [("cICP", [12, 13, 0, 1])]))
    #expect(cicp.colourSpace.isTagged && cicp.colourSpace.name == .displayP3)
    // cHRM with the P3 primaries and D65 (in units of 1/100000).
    let chromaticities = [31_270, 32_900, 68_000, 32_000, 26_500, 69_000, 15_000, 6_000]
    let chrm = try Image(
      pngData: Self.png(ancillary: [("cHRM", chromaticities.flatMap(Self.bigEndian))]))
    #expect(chrm.colourSpace.isTagged && chrm.colourSpace.name == .displayP3)
    let profile = try #require(ColourSpace.displayP3.iccProfile)
    let iccp = try Image(pngData: Self.png(ancillary: [("iCCP", Self.iccpBody(profile))]))
    #expect(iccp.colourSpace.isTagged && iccp.colourSpace.name == .displayP3)
  }

  /// Profiles that are damaged, hostile or of the wrong kind are ignored
  /// with a note; the pixels still decode.
  @Test(arguments: ColourSpaceTests.badProfiles.keys.sorted())
  func aBadPNGProfileIsIgnoredWithANote(name: String) throws {
    let profile = try #require(Self.badProfiles[name])
    let image = try Image(pngData: Self.png(ancillary: [("iCCP", Self.iccpBody(profile))]))
    #expect(!image.colourSpace.isTagged)
    #expect(image.colourSpace.note != nil, "\(name)")
    #expect(image.width == 4)
  }

  @Test(arguments: ColourSpaceTests.badProfiles.keys.sorted())
  func aBadJPEGProfileIsIgnoredWithANote(name: String) throws {
    let profile = try #require(Self.badProfiles[name])
    let jpeg = TestJPEG.embedding(profile, in: try TestJPEG.encode(Self.image()))
    let image = try Image(jpegData: jpeg)
    #expect(!image.colourSpace.isTagged)
    #expect(image.colourSpace.note != nil, "\(name)")
  }

  /// Damaged and hostile profiles: garbage, a cut-off Display P3 profile, a
  /// header declaring a huge size, a tag table pointing out of the profile.
  static let badProfiles: [String: [UInt8]] = {
    let p3 = ColourSpace.displayP3.iccProfile ?? []
    var hugeSize = p3
    hugeSize.replaceSubrange(0..<4, with: [0x7F, 0xFF, 0xFF, 0xFF])
    // The Display P3 profile padded past the limit, its header saying so.
    var oversized = p3 + Array(repeating: 0, count: ColourSpace.maximumProfileBytes)
    oversized.replaceSubrange(0..<4, with: bigEndian(oversized.count))
    var wildTag = p3
    // The first tag entry's offset (bytes 132 + 4...): far outside.
    wildTag.replaceSubrange(136..<140, with: [0x7F, 0xFF, 0xFF, 0x00])
    return [
      "garbage": Array(repeating: 0x41, count: 300),
      "cut off": Array(p3.prefix(200)),
      "huge declared size": hugeSize,
      "tag outside the profile": wildTag,
      "over the size limit": oversized,
    ]
  }()

  @Test func aProfileSplitOverSeveralJPEGSegmentsIsJoined() throws {
    let profile = try #require(ColourSpace.displayP3.iccProfile)
    let jpeg = TestJPEG.embedding(profile, in: try TestJPEG.encode(Self.image()), segmentBytes: 100)
    let image = try Image(jpegData: jpeg)
    #expect(image.colourSpace.isTagged && image.colourSpace.name == .displayP3)
  }

  @Test func jpegSegmentsThatDoNotMakeAProfileAreIgnoredWithANote() throws {
    let profile = try #require(ColourSpace.displayP3.iccProfile)
    let whole = TestJPEG.embedding(
      profile, in: try TestJPEG.encode(Self.image()), segmentBytes: 100)
    // Drop the second segment (100 bytes of profile + 16 of header): one missing.
    let first = 2 + 4 + 14 + 100
    let missing = Array(whole[..<first]) + whole[(first + 4 + 14 + 100)...]
    let image = try Image(jpegData: missing)
    #expect(!image.colourSpace.isTagged)
    #expect(image.colourSpace.note?.contains("ICC_PROFILE") == true)
  }

  // MARK: - Helpers

  static func image() -> Image {
    Image(
      width: 4, height: 4,
      pixels: (0..<16).map { RGBA(red: UInt8($0 * 16), green: 100, blue: UInt8(255 - $0 * 16)) })
  }

  static func png(ancillary: [(String, [UInt8])]) -> [UInt8] {
    var builder = PNGBuilder(
      width: 4, height: 4, colorType: .rgb, bitDepth: 8,
      samples: (0..<16).map { [$0 * 16, 100, 255 - $0 * 16] })
    builder.ancillary = ancillary
    return builder.bytes
  }

  /// An iCCP chunk body: name, NUL, compression method 0, zlib stream.
  static func iccpBody(_ profile: [UInt8]) -> [UInt8] {
    Array("test".utf8) + [0, 0] + PNGBuilder.zlibStored(profile)
  }

  static func bigEndian(_ value: Int) -> [UInt8] {
    [
      UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  static func distance(_ a: RGBA, _ b: RGBA) -> Int {
    max(
      abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
      abs(Int(a.blue) - Int(b.blue)))
  }
}
