/// The EXIF fields lettersolve uses, read from an image's EXIF block: a
/// TIFF header and its directories (in a JPEG's APP1 segment after
/// "Exif\0\0", in a PNG's `eXIf` chunk).
///
/// A damaged block gives no fields, never a trap: every offset is checked.
///
///     ExifFields(jpeg: bytes)?.orientation   // 6: shown turned right
///     ExifFields(png: bytes)?.dateTaken      // 2026-11-25 21:30:00
struct ExifFields {
  /// The orientation tag (0x0112), 1...8.
  var orientation: Int?
  /// When the picture was taken: DateTimeOriginal (0x9003) in the EXIF
  /// directory, else DateTime (0x0132), with its offset from UTC
  /// (OffsetTimeOriginal 0x9011, OffsetTime 0x9010) when one is recorded.
  var dateTaken: ExifDateTime?

  /// The fields of the first APP1 EXIF segment of a JPEG's header.
  init?(jpeg bytes: [UInt8]) {
    let signature: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]  // "Exif\0\0"
    guard
      let segment = jpegHeaderSegments(bytes).first(where: {
        $0.marker == 0xE1 && $0.data.starts(with: signature)
      })
    else { return nil }
    self.init(tiff: Array(segment.data.dropFirst(signature.count)))
  }

  /// The fields of a PNG's `eXIf` chunk (some writers put "Exif\0\0"
  /// before its TIFF header).
  init?(png bytes: [UInt8]) {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.starts(with: signature) else { return nil }
    var position = signature.count
    while position + 8 <= bytes.count {
      let length = bytes[position..<(position + 4)].reduce(0) { $0 << 8 | Int($1) }
      let type = bytes[(position + 4)..<(position + 8)]
      let start = position + 8
      guard length <= bytes.count - start else { return nil }
      if type.elementsEqual("eXIf".utf8) {
        let data = bytes[start..<(start + length)]
        let exif: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
        self.init(tiff: Array(data.starts(with: exif) ? data.dropFirst(exif.count) : data))
        return
      }
      if type.elementsEqual("IEND".utf8) { return nil }
      position = start + length + 4  // the data, then its CRC
    }
    return nil
  }

  /// The fields of a TIFF block (byte order, 42, the first directory).
  init?(tiff: [UInt8]) {
    guard tiff.count >= 8 else { return nil }
    let reader: TIFFReader
    switch (tiff[0], tiff[1]) {
    case (0x49, 0x49): reader = TIFFReader(bytes: tiff, littleEndian: true)
    case (0x4D, 0x4D): reader = TIFFReader(bytes: tiff, littleEndian: false)
    default: return nil
    }
    guard reader.integer(at: 2, bytes: 2) == 42, let first = reader.integer(at: 4, bytes: 4),
      let main = reader.directory(at: first)
    else { return nil }
    orientation = main[0x0112].flatMap { entry in
      // A SHORT (type 3) holding 1...8.
      entry.type == 3 ? reader.integer(at: entry.valueOffset, bytes: 2) : nil
    }.flatMap { (1...8).contains($0) ? $0 : nil }
    let exif = main[0x8769].flatMap { reader.integer(at: $0.valueOffset, bytes: 4) }
      .flatMap(reader.directory(at:))
    let original = exif?[0x9003].flatMap(reader.text).flatMap { text in
      ExifDateTime(text, offset: exif?[0x9011].flatMap(reader.text))
    }
    dateTaken =
      original
      ?? main[0x0132].flatMap(reader.text).flatMap { text in
        ExifDateTime(text, offset: exif?[0x9010].flatMap(reader.text))
      }
  }
}

/// Reads numbers, directories and strings from a TIFF block, every offset
/// checked against its end.
private struct TIFFReader {
  /// One directory entry: its type and where its value (or the offset of
  /// its value) is.
  struct Entry {
    let type: Int
    let count: Int
    let valueOffset: Int
  }

  let bytes: [UInt8]
  let littleEndian: Bool

  /// The unsigned number of `count` bytes at `offset`.
  func integer(at offset: Int, bytes count: Int) -> Int? {
    guard offset >= 0, count <= bytes.count, offset <= bytes.count - count else { return nil }
    let field = bytes[offset..<(offset + count)]
    return (littleEndian ? Array(field.reversed()) : Array(field)).reduce(0) { $0 << 8 | Int($1) }
  }

  /// The entries of the directory at `offset`, by tag.
  func directory(at offset: Int) -> [Int: Entry]? {
    guard let count = integer(at: offset, bytes: 2) else { return nil }
    var entries: [Int: Entry] = [:]
    for index in 0..<count {
      let start = offset + 2 + 12 * index
      guard let tag = integer(at: start, bytes: 2), let type = integer(at: start + 2, bytes: 2),
        let values = integer(at: start + 4, bytes: 4)
      else { return entries }
      entries[tag] = Entry(type: type, count: values, valueOffset: start + 8)
    }
    return entries
  }

  /// An ASCII entry's text, without its final NUL.
  func text(_ entry: Entry) -> String? {
    guard entry.type == 2, entry.count > 0 else { return nil }
    // Up to 4 bytes sit in the entry itself; longer ones where it points.
    let start: Int? =
      entry.count <= 4 ? entry.valueOffset : integer(at: entry.valueOffset, bytes: 4)
    guard let start, start >= 0, entry.count <= bytes.count, start <= bytes.count - entry.count
    else { return nil }
    let characters = bytes[start..<(start + entry.count)].prefix { $0 != 0 }
    guard characters.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
    return String(decoding: characters, as: UTF8.self)
  }
}

/// A date and time as EXIF records it ("2026:11:25 21:30:00"), with its
/// offset from UTC when the file gives one ("+01:00").
package struct ExifDateTime: Sendable, Hashable {
  package let year: Int
  package let month: Int
  package let day: Int
  package let hour: Int
  package let minute: Int
  package let second: Int
  /// Seconds east of UTC; `nil` when the file does not say (the camera's
  /// local time, whatever zone it was in).
  package let utcOffset: Int?

  /// Parses `YYYY:MM:DD HH:MM:SS` and an optional `±HH:MM`; `nil` for a
  /// blank or impossible date (cameras write "0000:00:00 00:00:00").
  init?(_ text: String, offset: String?) {
    let numbers = text.split(whereSeparator: { $0 == ":" || $0 == " " }).compactMap { Int($0) }
    guard numbers.count == 6, (1...9999).contains(numbers[0]), (1...12).contains(numbers[1]),
      (1...31).contains(numbers[2]), (0...23).contains(numbers[3]),
      (0...59).contains(numbers[4]), (0...60).contains(numbers[5])
    else { return nil }
    (year, month, day) = (numbers[0], numbers[1], numbers[2])
    (hour, minute, second) = (numbers[3], numbers[4], numbers[5])
    utcOffset = offset.flatMap(Self.seconds(fromOffset:))
  }

  /// `+01:00` as 3600, `-05:30` as -19800.
  private static func seconds(fromOffset text: String) -> Int? {
    guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
    let parts = text.dropFirst().split(separator: ":").map { Int($0) }
    guard parts.count == 2, let hours = parts[0], let minutes = parts[1], (0...14).contains(hours),
      (0...59).contains(minutes)
    else { return nil }
    return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
  }
}

extension Image {
  /// When the picture in these PNG or JPEG bytes was taken, as its EXIF
  /// block says (DateTimeOriginal, else DateTime); `nil` when it has none
  /// or it is damaged.
  package static func dateTaken(in bytes: [UInt8]) -> ExifDateTime? {
    switch ImageFormat(sniffing: bytes) {
    case .png: ExifFields(png: bytes)?.dateTaken
    case .jpeg: ExifFields(jpeg: bytes)?.dateTaken
    default: nil
    }
  }
}

/// How an image's stored pixels are turned for display: the EXIF orientation
/// tag (0x0112) of a JPEG's APP1 segment or a PNG's `eXIf` chunk, which
/// cameras and some apps write instead of turning the pixels themselves.
enum ExifOrientation: Int {
  case up = 1
  case upMirrored
  case down
  case downMirrored
  case leftMirrored
  case right
  case rightMirrored
  case left

  /// The orientation recorded in a JPEG's EXIF segment (APP1), or `nil`
  /// when there is none or it is damaged: the image is then shown as stored.
  init?(jpeg bytes: [UInt8]) {
    guard let orientation = ExifFields(jpeg: bytes)?.orientation else { return nil }
    self.init(rawValue: orientation)
  }

  /// The orientation recorded in a PNG's `eXIf` chunk, or `nil` when there
  /// is none or it is damaged: the image is then shown as stored.
  init?(png bytes: [UInt8]) {
    guard let orientation = ExifFields(png: bytes)?.orientation else { return nil }
    self.init(rawValue: orientation)
  }
}

extension Image {
  /// The image as it is meant to be shown, given how its pixels are stored.
  func shown(_ orientation: ExifOrientation) -> Image {
    guard orientation != .up else { return self }
    let (storedWidth, storedHeight) = (width, height)
    let turned = orientation.rawValue >= ExifOrientation.leftMirrored.rawValue
    let (shownWidth, shownHeight) = turned ? (height, width) : (width, height)
    var pixels: [RGBA] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<shownHeight {
      for x in 0..<shownWidth {
        // The stored pixel shown at (x, y).
        let (sourceX, sourceY) =
          switch orientation {
          case .up: (x, y)
          case .upMirrored: (storedWidth - 1 - x, y)
          case .down: (storedWidth - 1 - x, storedHeight - 1 - y)
          case .downMirrored: (x, storedHeight - 1 - y)
          case .leftMirrored: (y, x)
          case .right: (y, storedHeight - 1 - x)
          case .rightMirrored: (storedWidth - 1 - y, storedHeight - 1 - x)
          case .left: (storedWidth - 1 - y, x)
          }
        pixels.append(self[sourceX, sourceY])
      }
    }
    var shown = Image(width: shownWidth, height: shownHeight, pixels: pixels)
    shown.colourSpace = colourSpace
    return shown
  }
}
