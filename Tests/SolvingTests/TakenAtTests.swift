import Foundation
import Pixels
import Solving
import Testing
import _TestSupport

/// When a screenshot was taken, as the history records it: its EXIF date,
/// else the file's time, else now.
@Suite struct TakenAtTests {
  static let blocks = Image(
    width: 16, height: 16, pixels: Array(repeating: RGBA(hex: 0x78_C8F5), count: 256))

  /// Writes `bytes` to a new temporary file and returns its path.
  static func file(_ bytes: [UInt8], named name: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("taken-at-\(UUID())-\(name)").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func theExifDateComesBeforeTheFileTime() throws {
    let tiff = TestExif.tiff(original: "2026:11:25 21:30:07", offset: "+01:00")
    let path = try Self.file(
      TestExif.jpeg(try TestJPEG.encode(Self.blocks), inserting: tiff), named: "shot.jpg")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: path)
    // 21:30:07 at UTC+1 is 20:30:07 UTC.
    let expected = try #require(
      ISO8601DateFormatter().date(from: "2026-11-25T20:30:07Z"))
    let image = try Image(contentsOfFile: path)
    #expect(GameMemory.takenAt(exif: image.dateTaken, file: path) == expected)
    // From standard input too: the date is the image's, not the file's.
    let piped = try Image(decoding: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    #expect(GameMemory.takenAt(exif: piped.dateTaken, file: nil) == expected)
  }

  @Test func withoutExifTheFileTimeServes() throws {
    let path = try Self.file(try Self.blocks.pngData(), named: "shot.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let modified = Date(timeIntervalSince1970: 1_700_000_000)
    try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
    let image = try Image(contentsOfFile: path)
    #expect(image.dateTaken == nil)
    #expect(GameMemory.takenAt(exif: nil, file: path) == modified)
    // No file at all: now.
    let before = Date()
    #expect(GameMemory.takenAt(exif: nil, file: path + ".missing") >= before)
    #expect(GameMemory.takenAt(exif: nil, file: nil) >= before)
  }
}
