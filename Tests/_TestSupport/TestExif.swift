/// EXIF blocks made by hand for tests: a TIFF header, a first directory
/// with DateTime, and an EXIF directory with DateTimeOriginal and its
/// offset from UTC, each optional.
package enum TestExif {
  /// The TIFF block (what a PNG's `eXIf` chunk holds).
  ///
  /// - Parameters:
  ///   - dateTime: the first directory's DateTime (0x0132), when given.
  ///   - original: the EXIF directory's DateTimeOriginal (0x9003); the
  ///     EXIF directory is written only when this or `offset` is given.
  ///   - offset: OffsetTimeOriginal (0x9011), such as "+01:00".
  ///   - littleEndian: "II" order rather than "MM".
  /// - Returns: the block, from its byte-order mark.
  package static func tiff(
    dateTime: String? = nil, original: String? = nil, offset: String? = nil,
    littleEndian: Bool = false
  ) -> [UInt8] {
    func number(_ value: Int, bytes count: Int) -> [UInt8] {
      let bigEndian = (0..<count).map { UInt8(value >> (8 * (count - 1 - $0)) & 0xFF) }
      return littleEndian ? bigEndian.reversed() : bigEndian
    }
    let exifTags = [(0x9003, original), (0x9011, offset)].compactMap { tag, text in
      text.map { (tag, $0) }
    }
    let mainCount = (dateTime == nil ? 0 : 1) + (exifTags.isEmpty ? 0 : 1)
    let mainSize = 2 + 12 * mainCount + 4
    let exifStart = 8 + mainSize
    let exifSize = exifTags.isEmpty ? 0 : 2 + 12 * exifTags.count + 4
    // The strings follow the directories, each ending in NUL.
    var strings: [UInt8] = []
    var stringStart = exifStart + exifSize
    func asciiEntry(_ tag: Int, _ text: String) -> [UInt8] {
      let value = Array(text.utf8) + [0]
      defer {
        strings += value
        stringStart += value.count
      }
      return number(tag, bytes: 2) + number(2, bytes: 2) + number(value.count, bytes: 4)
        + number(stringStart, bytes: 4)
    }
    var main = number(mainCount, bytes: 2)
    if let dateTime { main += asciiEntry(0x0132, dateTime) }
    if !exifTags.isEmpty {
      main +=
        number(0x8769, bytes: 2) + number(4, bytes: 2) + number(1, bytes: 4)
        + number(exifStart, bytes: 4)
    }
    main += number(0, bytes: 4)
    var exif: [UInt8] = []
    if !exifTags.isEmpty {
      exif = number(exifTags.count, bytes: 2)
      for (tag, text) in exifTags { exif += asciiEntry(tag, text) }
      exif += number(0, bytes: 4)
    }
    let header =
      (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + number(42, bytes: 2)
      + number(8, bytes: 4)
    return header + main + exif + strings
  }

  /// `jpeg` with an APP1 segment holding "Exif\0\0" and `tiff` after its
  /// start marker.
  package static func jpeg(_ jpeg: [UInt8], inserting tiff: [UInt8]) -> [UInt8] {
    let data: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
    let length = data.count + 2
    return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + data
      + jpeg.dropFirst(2)
  }
}
