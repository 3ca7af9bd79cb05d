/// Builds PNG byte streams by hand for the tests.
///
/// Any colour type, bit depth and interlacing, with the image data in zlib
/// "stored" (uncompressed) deflate blocks and the CRC-32 and Adler-32
/// computed here: the decoder has to read what our encoder never writes.
struct PNGBuilder {
  /// PNG colour types (the IHDR byte).
  enum ColorType: UInt8, CaseIterable {
    case grey = 0
    case rgb = 2
    case palette = 3
    case greyAlpha = 4
    case rgba = 6

    /// Samples per pixel.
    var channels: Int {
      switch self {
      case .grey, .palette: 1
      case .greyAlpha: 2
      case .rgb: 3
      case .rgba: 4
      }
    }

    /// The bit depths the PNG specification allows for this type.
    var bitDepths: [Int] {
      switch self {
      case .grey: [1, 2, 4, 8, 16]
      case .palette: [1, 2, 4, 8]
      case .rgb, .greyAlpha, .rgba: [8, 16]
      }
    }
  }

  var width: Int
  var height: Int
  var colorType: ColorType
  var bitDepth: Int
  var interlaced = false
  /// Palette entries for `.palette`.
  var palette: [RGBATriple] = []
  /// The raw tRNS chunk body, if any.
  var transparency: [UInt8]?
  /// Extra chunks written after IHDR, as (type, body).
  var ancillary: [(String, [UInt8])] = []
  /// `channels` samples per pixel, row-major, each below `1 << bitDepth`.
  var samples: [[Int]]

  typealias RGBATriple = (red: UInt8, green: UInt8, blue: UInt8)

  /// The whole file.
  var bytes: [UInt8] {
    var ihdr = bigEndian(width) + bigEndian(height)
    ihdr += [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
    var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    file += Self.chunk("IHDR", ihdr)
    for (type, body) in ancillary { file += Self.chunk(type, body) }
    if !palette.isEmpty {
      file += Self.chunk("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] })
    }
    if let transparency { file += Self.chunk("tRNS", transparency) }
    file += Self.chunk("IDAT", Self.zlibStored(scanlines))
    file += Self.chunk("IEND", [])
    return file
  }

  /// The filtered (filter type 0) scanlines, pass by pass when interlaced.
  private var scanlines: [UInt8] {
    let passes: [(x: Int, y: Int, dx: Int, dy: Int)] =
      interlaced
      ? [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
        (0, 1, 1, 2),
      ]
      : [(0, 0, 1, 1)]
    var data: [UInt8] = []
    for pass in passes {
      let columns = Array(stride(from: pass.x, to: width, by: pass.dx))
      guard !columns.isEmpty else { continue }
      for y in stride(from: pass.y, to: height, by: pass.dy) {
        data.append(0)
        data += pack(columns.flatMap { samples[y * width + $0] })
      }
    }
    return data
  }

  /// Packs samples of `bitDepth` bits, most significant first, padding the
  /// last byte with zeros.
  private func pack(_ row: [Int]) -> [UInt8] {
    if bitDepth == 16 { return row.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
    var bytes: [UInt8] = []
    var accumulator = 0
    var bits = 0
    for sample in row {
      accumulator = accumulator << bitDepth | sample
      bits += bitDepth
      if bits == 8 {
        bytes.append(UInt8(accumulator))
        accumulator = 0
        bits = 0
      }
    }
    if bits > 0 { bytes.append(UInt8(accumulator << (8 - bits))) }
    return bytes
  }

  // MARK: - Chunks, zlib, checksums

  static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + body
    return bigEndian(body.count) + typed + bigEndian(Int(crc32(typed)))
  }

  /// A zlib stream of stored deflate blocks (no compression).
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var stream: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let count = min(65_535, data.count - start)
      let final: UInt8 = start + count == data.count ? 1 : 0
      stream += [final, UInt8(count & 0xFF), UInt8(count >> 8)]
      stream += [UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
      stream += data[start..<start + count]
      start += count
    } while start < data.count
    return stream + bigEndian(Int(adler32(data)))
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }
}

func bigEndian(_ value: Int) -> [UInt8] {
  [
    UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
    UInt8(value & 0xFF),
  ]
}

/// A small deterministic generator, so failures reproduce.
struct SplitMix {
  var state: UInt64

  mutating func next(below bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
