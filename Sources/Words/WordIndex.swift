import Letterpress

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size and modification time of a word list's source file: an index
/// built from it is stale once either changes.
struct SourceStamp: Hashable {
  var size: UInt64
  var seconds: Int64
  var nanoseconds: Int64

  /// A stamp for lists that have no source file.
  static let none = SourceStamp(size: 0, seconds: 0, nanoseconds: 0)
}

/// The compiled form of a word list, read without parsing: a 128-byte header,
/// then four arrays in list order (longest word first, then alphabetical).
///
///     masks    UInt32 x n        bit k set when the word uses letter k; bit 31
///                                when some letter appears more than 7 times
///     counts   UInt64 x 2n       letter counts, 4 bits each (a-m, then n-z),
///                                3 value bits clamped to 7 under a guard bit
///     offsets  UInt32 x (n + 1)  where each word starts in the text
///     text     UInt8 x total     the words' lowercase letters, back to back
///
/// Every field is native-endian; the magic number tells a foreign file.
struct WordIndex: @unchecked Sendable {
  /// "LSWORDS" and the format version in the last byte.
  static let magic: UInt64 = 0x0153_4452_4F57_534C
  /// The size of the header in bytes.
  static let headerSize = 128
  /// Set in a word's mask when one of its letters appears more than 7 times.
  static let overflowBit: UInt32 = 1 << 31
  /// The guard bit of each 4-bit letter count.
  static let guardBits: UInt64 = 0x0008_8888_8888_8888

  /// The memory holding the index; the pointers below point into it.
  let storage: IndexStorage
  /// The number of words.
  let count: Int
  /// What normalisation kept and dropped.
  let stats: NormalisationStats
  /// The source file the index was built from.
  let stamp: SourceStamp
  let masks: UnsafePointer<UInt32>
  let counts: UnsafePointer<UInt64>
  let offsets: UnsafePointer<UInt32>
  let text: UnsafePointer<UInt8>
  /// The number of bytes `text` holds.
  let textByteCount: Int

  private enum Field {
    static let magic = 0
    static let wordCount = 8
    static let textByteCount = 12
    static let sourceSize = 16
    static let sourceSeconds = 24
    static let sourceNanoseconds = 32
    static let stats = 40  // 6 x UInt32, in NormalisationStats order
  }

  private struct Layout {
    let wordCount: Int
    let textByteCount: Int
    var masks: Int { WordIndex.headerSize }
    var counts: Int { Layout.aligned(masks + 4 * wordCount) }
    var offsets: Int { counts + 16 * wordCount }
    var text: Int { Layout.aligned(offsets + 4 * (wordCount + 1)) }
    var total: Int { text + textByteCount }

    static func aligned(_ offset: Int) -> Int { (offset + 7) & ~7 }
  }

  /// Reads an index, checking its header and sizes; `nil` when `storage` is
  /// not a complete index of this format (a stale format, a truncated
  /// write, another file).
  ///
  /// The words themselves are not checked here (a lookup in a mapped list
  /// then reads a few pages, not all of them): every access to a word goes
  /// through `textRange(ofWord:)` and `letterIndex(at:)`, which keep a
  /// damaged file's offsets inside the text and its bytes inside a-z, so
  /// that such a file can name wrong words but never read outside itself.
  ///
  /// - Complexity: O(1).
  init?(storage: IndexStorage) {
    let base = storage.base
    guard storage.size >= Self.headerSize,
      base.loadUnaligned(fromByteOffset: Field.magic, as: UInt64.self) == Self.magic
    else { return nil }
    let layout = Layout(
      wordCount: Int(base.loadUnaligned(fromByteOffset: Field.wordCount, as: UInt32.self)),
      textByteCount: Int(base.loadUnaligned(fromByteOffset: Field.textByteCount, as: UInt32.self))
    )
    guard layout.total == storage.size else { return nil }
    self.storage = storage
    count = layout.wordCount
    stamp = SourceStamp(
      size: base.loadUnaligned(fromByteOffset: Field.sourceSize, as: UInt64.self),
      seconds: base.loadUnaligned(fromByteOffset: Field.sourceSeconds, as: Int64.self),
      nanoseconds: base.loadUnaligned(fromByteOffset: Field.sourceNanoseconds, as: Int64.self)
    )
    let statsField = { (index: Int) in
      Int(base.loadUnaligned(fromByteOffset: Field.stats + 4 * index, as: UInt32.self))
    }
    var stats = NormalisationStats()
    stats.kept = statsField(0)
    stats.capitalised = statsField(1)
    stats.otherCharacters = statsField(2)
    stats.tooShort = statsField(3)
    stats.tooLong = statsField(4)
    stats.duplicates = statsField(5)
    self.stats = stats
    // Each array's bytes are bound to its element type once, here; the
    // header is only ever read with loadUnaligned, which needs no binding.
    masks = (base + layout.masks).bindMemory(to: UInt32.self, capacity: count)
    counts = (base + layout.counts).bindMemory(to: UInt64.self, capacity: 2 * count)
    offsets = (base + layout.offsets).bindMemory(to: UInt32.self, capacity: count + 1)
    text = (base + layout.text).bindMemory(to: UInt8.self, capacity: layout.textByteCount)
    textByteCount = layout.textByteCount
    guard stats.kept == count, offsets[0] == 0, Int(offsets[count]) == textByteCount else {
      return nil
    }
  }

  /// Where word `position`'s letters lie in `text`: its offsets, kept
  /// inside the text and in order.
  func textRange(ofWord position: Int) -> Range<Int> {
    let start = min(Int(offsets[position]), textByteCount)
    let end = min(max(Int(offsets[position + 1]), start), textByteCount)
    return start..<end
  }

  /// The letter (0 for a) of the text's byte at `offset`; a byte outside
  /// a-z, only ever in a damaged file, reads as z.
  func letterIndex(at offset: Int) -> UInt8 {
    min(text[offset] &- UInt8(ascii: "a"), UInt8(Letter.all.count - 1))
  }

  /// The bytes of an index holding `keys` (already in list order).
  static func build(keys: [WordKey], stats: NormalisationStats, stamp: SourceStamp) -> [UInt8] {
    let layout = Layout(
      wordCount: keys.count,
      textByteCount: keys.reduce(0) { $0 + Int($1.length) }
    )
    var bytes = [UInt8](repeating: 0, count: layout.total)
    bytes.withUnsafeMutableBytes { buffer in
      let base = buffer.baseAddress.unsafelyUnwrapped
      base.storeBytes(of: magic, toByteOffset: Field.magic, as: UInt64.self)
      base.storeBytes(of: UInt32(layout.wordCount), toByteOffset: Field.wordCount, as: UInt32.self)
      base.storeBytes(
        of: UInt32(layout.textByteCount), toByteOffset: Field.textByteCount, as: UInt32.self)
      base.storeBytes(of: stamp.size, toByteOffset: Field.sourceSize, as: UInt64.self)
      base.storeBytes(of: stamp.seconds, toByteOffset: Field.sourceSeconds, as: Int64.self)
      base.storeBytes(of: stamp.nanoseconds, toByteOffset: Field.sourceNanoseconds, as: Int64.self)
      let statsFields = [
        stats.kept, stats.capitalised, stats.otherCharacters, stats.tooShort, stats.tooLong,
        stats.duplicates,
      ]
      for (index, value) in statsFields.enumerated() {
        base.storeBytes(of: UInt32(value), toByteOffset: Field.stats + 4 * index, as: UInt32.self)
      }
      var textOffset = 0
      for (index, key) in keys.enumerated() {
        let letters = key.letterIndices
        let (mask, low, high) = packed(letters)
        base.storeBytes(of: mask, toByteOffset: layout.masks + 4 * index, as: UInt32.self)
        base.storeBytes(of: low, toByteOffset: layout.counts + 16 * index, as: UInt64.self)
        base.storeBytes(of: high, toByteOffset: layout.counts + 16 * index + 8, as: UInt64.self)
        base.storeBytes(
          of: UInt32(textOffset), toByteOffset: layout.offsets + 4 * index, as: UInt32.self)
        for letter in letters {
          base.storeBytes(
            of: UInt8(ascii: "a") + letter, toByteOffset: layout.text + textOffset, as: UInt8.self)
          textOffset += 1
        }
      }
      base.storeBytes(
        of: UInt32(textOffset), toByteOffset: layout.offsets + 4 * keys.count, as: UInt32.self)
    }
    return bytes
  }

  /// The letter mask and the two packed count words of a multiset of letter
  /// indices (0 for a), counts clamped to 7, guard bits clear.
  static func packed(_ letters: some Sequence<UInt8>) -> (mask: UInt32, low: UInt64, high: UInt64) {
    var letterCounts = [Int](repeating: 0, count: 26)
    for letter in letters { letterCounts[Int(letter)] += 1 }
    var mask: UInt32 = 0
    var low: UInt64 = 0
    var high: UInt64 = 0
    for (letter, count) in letterCounts.enumerated() where count > 0 {
      mask |= 1 << letter
      if count > 7 { mask |= overflowBit }
      let nibble = UInt64(min(count, 7))
      if letter < 13 {
        low |= nibble << (4 * letter)
      } else {
        high |= nibble << (4 * (letter - 13))
      }
    }
    return (mask, low, high)
  }
}

/// The memory of a compiled index.
///
/// Either a read-only mapping of an index file, or a private copy of bytes
/// built in memory. Immutable once made.
final class IndexStorage: @unchecked Sendable {
  /// The first byte (8-byte aligned).
  let base: UnsafeRawPointer
  /// The number of bytes.
  let size: Int
  private let isMapped: Bool

  /// Maps the file at `path`; `nil` when it cannot be opened or mapped.
  ///
  /// Pages are read in as they are first touched (not all at once with
  /// `MAP_POPULATE`): a caller that only looks words up (the "played"
  /// bubble's reading) reads the few pages its binary searches land on.
  init?(mapping path: String) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return nil }
    let size = Int(status.st_size)
    guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0),
      address != MAP_FAILED
    else { return nil }
    base = UnsafeRawPointer(address)
    self.size = size
    isMapped = true
  }

  /// Copies `bytes` into memory owned by the storage.
  init(copying bytes: [UInt8]) {
    let memory = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 8)
    bytes.withUnsafeBytes { source in
      if let start = source.baseAddress { memory.copyMemory(from: start, byteCount: source.count) }
    }
    base = UnsafeRawPointer(memory)
    size = bytes.count
    isMapped = false
  }

  deinit {
    if isMapped {
      munmap(UnsafeMutableRawPointer(mutating: base), size)
    } else {
      base.deallocate()
    }
  }
}
