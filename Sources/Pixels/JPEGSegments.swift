/// The marker segments of a JPEG's header (before the first scan), as
/// `(marker, data)` with the data after the length field; a damaged length
/// ends the list.
func jpegHeaderSegments(_ bytes: [UInt8]) -> [(marker: UInt8, data: ArraySlice<UInt8>)] {
  guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return [] }
  var segments: [(marker: UInt8, data: ArraySlice<UInt8>)] = []
  var position = 2
  while position + 4 <= bytes.count, bytes[position] == 0xFF {
    let marker = bytes[position + 1]
    // Start of scan, end of image: the headers are over.
    if marker == 0xDA || marker == 0xD9 { break }
    let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
    guard length >= 2 else { break }
    let end = min(bytes.count, position + 2 + length)
    segments.append((marker, bytes[(position + 4)..<end]))
    position += 2 + length
  }
  return segments
}

/// A JPEG's embedded ICC profile: the `ICC_PROFILE` APP2 segments, each
/// holding its sequence number and the count, joined in order.
enum JPEGColourProfile {
  /// No profile, the whole profile, or why the segments do not make one.
  case none
  case profile([UInt8])
  case malformed(String)

  /// APP2, the application segment ICC profiles are stored in.
  static let app2: UInt8 = 0xE2
  /// "ICC_PROFILE\0", the segment's signature.
  static let signature: [UInt8] = Array("ICC_PROFILE".utf8) + [0]

  init(jpeg bytes: [UInt8]) {
    var parts: [Int: ArraySlice<UInt8>] = [:]
    var declaredCounts: Set<Int> = []
    for segment in jpegHeaderSegments(bytes) where segment.marker == Self.app2 {
      let data = segment.data
      guard data.starts(with: Self.signature) else { continue }
      let header = data.startIndex + Self.signature.count
      guard data.count >= Self.signature.count + 2 else {
        self = .malformed("an ICC_PROFILE segment without its sequence number")
        return
      }
      let sequence = Int(data[header])
      declaredCounts.insert(Int(data[header + 1]))
      guard parts[sequence] == nil else {
        self = .malformed("ICC_PROFILE segment \(sequence) appears twice")
        return
      }
      parts[sequence] = data[(header + 2)...]
    }
    guard !parts.isEmpty else {
      self = .none
      return
    }
    guard declaredCounts.count == 1, let count = declaredCounts.first, count > 0,
      Set(parts.keys) == Set(1...count)
    else {
      self = .malformed("ICC_PROFILE segments \(parts.keys.sorted()) of \(declaredCounts.sorted())")
      return
    }
    self = .profile((1...count).flatMap { parts[$0] ?? [] })
  }
}
