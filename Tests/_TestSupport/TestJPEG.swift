import CJPEG
import Pixels

/// JPEG encoding for tests (the product only decodes JPEG).
package enum TestJPEG {
  /// A failed compression.
  package struct Failure: Error {}

  /// Compresses `image` with TurboJPEG (4:4:4 unless `subsampled`, which is
  /// 4:2:0 as phones and messengers save); with `cmyk`, its bytes are taken
  /// as CMYK and the file is a printer's (YCCK) JPEG.
  package static func encode(
    _ image: Image, quality: Int32 = 95, progressive: Bool = false, subsampled: Bool = false,
    cmyk: Bool = false
  ) throws -> [UInt8] {
    guard let compressor = tjInitCompress() else { throw Failure() }
    defer { tjDestroy(compressor) }
    var output: UnsafeMutablePointer<UInt8>?
    var size: UInt = 0
    let pixels = image.pixels
    let status = pixels.withUnsafeBytes { buffer in
      tjCompress2(
        compressor, buffer.bindMemory(to: UInt8.self).baseAddress, Int32(image.width),
        Int32(image.width * 4), Int32(image.height), Int32((cmyk ? TJPF_CMYK : TJPF_RGBA).rawValue),
        &output, &size,
        Int32((subsampled ? TJSAMP_420 : TJSAMP_444).rawValue), quality,
        progressive ? TJFLAG_PROGRESSIVE : 0)
    }
    defer { tjFree(output) }
    guard status == 0, let start = output else { throw Failure() }
    return Array(UnsafeBufferPointer(start: start, count: Int(size)))
  }

  /// `jpeg` with `profile` embedded after the start-of-image marker, as
  /// `ICC_PROFILE` APP2 segments of at most `segmentBytes` profile bytes each.
  package static func embedding(_ profile: [UInt8], in jpeg: [UInt8], segmentBytes: Int = 65_519)
    -> [UInt8]
  {
    let parts = stride(from: 0, to: profile.count, by: segmentBytes).map {
      Array(profile[$0..<min(profile.count, $0 + segmentBytes)])
    }
    var segments: [UInt8] = []
    for (index, part) in parts.enumerated() {
      let body = Array("ICC_PROFILE".utf8) + [0, UInt8(index + 1), UInt8(parts.count)] + part
      let length = body.count + 2
      segments += [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }
    return Array(jpeg[..<2]) + segments + jpeg[2...]
  }
}
