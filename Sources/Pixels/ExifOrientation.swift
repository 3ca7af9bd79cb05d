/// How a JPEG's stored pixels are turned for display: the EXIF orientation
/// tag (0x0112), which cameras and some apps write instead of turning the
/// pixels themselves.
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
    let exif = jpegHeaderSegments(bytes).lazy.filter { $0.marker == 0xE1 }
      .compactMap { Self.orientation(inExif: $0.data) }.first
    guard let exif else { return nil }
    self.init(rawValue: exif)
  }

  /// The orientation tag's value in an APP1 segment's data ("Exif\0\0",
  /// then a TIFF header and its first directory).
  private static func orientation(inExif data: ArraySlice<UInt8>) -> Int? {
    let exif = Array(data)
    guard exif.count >= 14, exif[0..<6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else {
      return nil
    }
    let tiff = Array(exif[6...])
    let littleEndian: Bool
    switch (tiff[0], tiff[1]) {
    case (0x49, 0x49): littleEndian = true
    case (0x4D, 0x4D): littleEndian = false
    default: return nil
    }
    func integer(at offset: Int, bytes count: Int) -> Int? {
      guard offset >= 0, offset + count <= tiff.count else { return nil }
      let field = tiff[offset..<(offset + count)]
      return (littleEndian ? Array(field.reversed()) : Array(field)).reduce(0) { $0 << 8 | Int($1) }
    }
    guard integer(at: 2, bytes: 2) == 42, let directory = integer(at: 4, bytes: 4),
      let entries = integer(at: directory, bytes: 2)
    else { return nil }
    for entry in 0..<entries {
      let start = directory + 2 + 12 * entry
      guard let tag = integer(at: start, bytes: 2) else { return nil }
      // A SHORT (type 3) holding 1...8.
      if tag == 0x0112, integer(at: start + 2, bytes: 2) == 3 {
        return integer(at: start + 8, bytes: 2).flatMap { (1...8).contains($0) ? $0 : nil }
      }
    }
    return nil
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
