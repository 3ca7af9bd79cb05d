import Pixels
import Testing
import _TestSupport

/// When a picture was taken, as its EXIF block says: DateTimeOriginal with
/// its offset, else DateTime; from a JPEG's APP1 segment or a PNG's `eXIf`
/// chunk; nothing from a damaged or blank block.
@Suite struct ExifTests {
  static func fields(_ date: ExifDateTime?) -> [Int?] {
    guard let date else { return [] }
    return [date.year, date.month, date.day, date.hour, date.minute, date.second, date.utcOffset]
  }

  static let jpeg: [UInt8] = {
    (try? JPEGTests.jpeg(JPEGTests.blocks)) ?? []
  }()

  /// A PNG of the test blocks with an `eXIf` chunk after its header.
  static func png(exif: [UInt8]) throws -> [UInt8] {
    let png = try JPEGTests.blocks.pngData()
    let headerEnd = 8 + 25  // the signature, then IHDR
    return Array(png[..<headerEnd]) + PNGBuilder.chunk("eXIf", exif) + png[headerEnd...]
  }

  @Test(arguments: [false, true])
  func theOriginalDateWithItsOffsetComesFirst(littleEndian: Bool) throws {
    let tiff = TestExif.tiff(
      dateTime: "2020:01:02 03:04:05", original: "2026:11:25 21:30:07", offset: "-05:30",
      littleEndian: littleEndian)
    let expected: [Int?] = [2026, 11, 25, 21, 30, 7, -19_800]
    #expect(Self.fields(Image.dateTaken(in: TestExif.jpeg(Self.jpeg, inserting: tiff))) == expected)
    #expect(Self.fields(Image.dateTaken(in: try Self.png(exif: tiff))) == expected)
    // Some writers keep the JPEG's "Exif\0\0" in the PNG chunk.
    let prefixed = try Self.png(exif: [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff)
    #expect(Self.fields(Image.dateTaken(in: prefixed)) == expected)
  }

  @Test func theFileDateServesWithoutAnOriginalDate() throws {
    let tiff = TestExif.tiff(dateTime: "2020:01:02 03:04:05")
    let expected: [Int?] = [2020, 1, 2, 3, 4, 5, nil]
    #expect(Self.fields(Image.dateTaken(in: TestExif.jpeg(Self.jpeg, inserting: tiff))) == expected)
    #expect(Self.fields(Image.dateTaken(in: try Self.png(exif: tiff))) == expected)
  }

  @Test func noBlockOrABlankDateGivesNoDate() throws {
    #expect(Image.dateTaken(in: Self.jpeg) == nil)
    #expect(Image.dateTaken(in: try JPEGTests.blocks.pngData()) == nil)
    #expect(Image.dateTaken(in: [1, 2, 3]) == nil)
    for blank in ["0000:00:00 00:00:00", "    :  :     :  :  ", "2026:13:01 00:00:00"] {
      let tiff = TestExif.tiff(original: blank)
      #expect(Image.dateTaken(in: TestExif.jpeg(Self.jpeg, inserting: tiff)) == nil)
    }
  }

  /// Every cut and every flipped byte of the block gives a date or none,
  /// never a trap.
  @Test func damagedBlocksNeverTrap() throws {
    let tiff = TestExif.tiff(
      dateTime: "2020:01:02 03:04:05", original: "2026:11:25 21:30:07", offset: "+01:00")
    for length in 0..<tiff.count {
      _ = Image.dateTaken(in: try Self.png(exif: Array(tiff.prefix(length))))
      var damaged = tiff
      damaged[length] ^= 0xFF
      _ = Image.dateTaken(in: TestExif.jpeg(Self.jpeg, inserting: damaged))
    }
  }
}
