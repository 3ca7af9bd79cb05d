/// How many lines of a word list were kept, and why the others were dropped.
///
/// Blank lines are not counted. Each dropped line is counted once, under the
/// first reason that applies, in the order of the properties below.
public struct NormalisationStats: Hashable, Sendable {
  /// Words kept: lowercase a-z, 2 to 25 letters, first occurrence.
  package var kept = 0
  /// Lines with a capital letter (proper nouns and acronyms are not playable).
  package var capitalised = 0
  /// Lines with anything but a-z: apostrophes, accents, digits, hyphens, spaces.
  package var otherCharacters = 0
  /// Single letters.
  package var tooShort = 0
  /// Words longer than the board's 25 tiles.
  package var tooLong = 0
  /// Repeats of a word already kept.
  package var duplicates = 0

  /// Creates empty statistics.
  package init() {}

  /// Lines dropped, for every reason.
  public var dropped: Int { capitalised + otherCharacters + tooShort + tooLong + duplicates }
}

/// A normalised word packed for sorting: 5 bits per letter, first letter in
/// the highest bits, so that words of one length compare alphabetically.
struct WordKey: Comparable {
  /// The longest word a board can hold.
  static let maximumLength = 25
  /// The shortest playable word.
  static let minimumLength = 2

  var letters: UInt128
  var length: UInt8

  /// Packs lowercase ASCII letters; the caller has checked them.
  init(ascii bytes: UnsafeRawBufferPointer) {
    var letters: UInt128 = 0
    for (position, byte) in bytes.enumerated() {
      letters |= UInt128(byte &- UInt8(ascii: "a")) << (123 - 5 * position)
    }
    self.letters = letters
    self.length = UInt8(bytes.count)
  }

  /// The letter indices (0 for a), first to last.
  var letterIndices: [UInt8] {
    (0..<Int(length)).map { UInt8(truncatingIfNeeded: letters >> (123 - 5 * $0)) & 0x1F }
  }

  /// The list order: longest first, then alphabetical.
  static func < (lhs: WordKey, rhs: WordKey) -> Bool {
    lhs.length != rhs.length ? lhs.length > rhs.length : lhs.letters < rhs.letters
  }
}

/// Turns the raw bytes of any word list into the playable words.
///
/// Each line is trimmed of spaces, tabs and a carriage return (CRLF files),
/// then kept only when it is 2 to 25 letters a-z; duplicates are dropped. The
/// last line needs no newline. Works on bytes: no `String` per line.
enum Normaliser {
  /// The distinct playable words of `bytes` in list order (longest first,
  /// then alphabetical), with the counts of kept and dropped lines.
  ///
  /// - Complexity: O(*n* log *n*) in the number of lines.
  static func normalise(_ bytes: UnsafeRawBufferPointer) -> (
    keys: [WordKey], stats: NormalisationStats
  ) {
    var stats = NormalisationStats()
    var keys: [WordKey] = []
    var lineStart = 0
    while lineStart < bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count && bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
      let line = UnsafeRawBufferPointer(rebasing: bytes[lineStart..<lineEnd])
      lineStart = lineEnd + 1
      let word = trimmed(line)
      guard !word.isEmpty else { continue }
      if word.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) {
        stats.capitalised += 1
      } else if word.contains(where: { !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) {
        stats.otherCharacters += 1
      } else if word.count < WordKey.minimumLength {
        stats.tooShort += 1
      } else if word.count > WordKey.maximumLength {
        stats.tooLong += 1
      } else {
        keys.append(WordKey(ascii: word))
      }
    }
    keys.sort()
    var distinct: [WordKey] = []
    distinct.reserveCapacity(keys.count)
    for key in keys where key != distinct.last {
      distinct.append(key)
    }
    stats.duplicates = keys.count - distinct.count
    stats.kept = distinct.count
    return (distinct, stats)
  }

  private static func isBlank(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  private static func trimmed(_ line: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
    var start = 0
    var end = line.count
    while start < end && isBlank(line[start]) { start += 1 }
    while end > start && isBlank(line[end - 1]) { end -= 1 }
    return UnsafeRawBufferPointer(rebasing: line[start..<end])
  }
}
