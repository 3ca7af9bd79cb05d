/// FNV-1a, 64 bits (Fowler, Noll and Vo; IETF draft-eastlake-fnv): a fast
/// hash that is the same from run to run and machine to machine (unlike
/// `Hasher`), for names and keys kept in files.
///
///     var hash = StableHash()
///     hash.combine("/usr/share/dict/words".utf8)
///     String(hash.value, radix: 16)
package struct StableHash {
  /// FNV-1a's 64-bit offset basis: the hash of nothing.
  @usableFromInline static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  /// FNV-1a's 64-bit prime.
  @usableFromInline static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash of the bytes combined so far.
  package private(set) var value = offsetBasis

  /// The hash of nothing yet.
  package init() {}

  /// Mixes `bytes` in, in order.
  @inlinable
  package mutating func combine(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
  }
}
