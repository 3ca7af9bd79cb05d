/// A set of board tiles as a 25-bit mask: bit `i` is tile `i`, row-major from
/// the top-left (tile 0 is row 0 column 0, tile 24 row 4 column 4).
///
/// All operations are a few integer instructions, so sets are cheap to copy,
/// compare and hash (they are what a search's transposition table keys on).
///
///     var tiles = TileSet([0, 1, 5])
///     tiles.count            // 3
///     tiles.contains(5)      // true
///     tiles.defendedTiles    // [0]: tile 0's neighbours 1 and 5 are in the set
public struct TileSet: Hashable, Sendable, Sequence, CustomStringConvertible {
  /// The mask; only the low 25 bits are ever set.
  public var rawValue: UInt32

  /// The set with exactly the tiles of `rawValue`'s low 25 bits.
  @inlinable
  public init(rawValue: UInt32) { self.rawValue = rawValue & TileSet.allMask }

  /// The set of the given tile indices (each 0...24).
  public init(_ indices: some Sequence<Int>) {
    var mask: UInt32 = 0
    for index in indices {
      precondition((0..<25).contains(index), "tile index \(index) is not in 0..<25")
      mask |= 1 << UInt32(index)
    }
    rawValue = mask
  }

  @usableFromInline static let allMask: UInt32 = (1 << 25) - 1

  /// No tile.
  public static let empty = TileSet(rawValue: 0)
  /// All 25 tiles.
  public static let all = TileSet(rawValue: allMask)

  /// The number of tiles in the set.
  @inlinable public var count: Int { rawValue.nonzeroBitCount }
  /// Whether the set holds no tile.
  @inlinable public var isEmpty: Bool { rawValue == 0 }

  /// Whether tile `index` is in the set.
  @inlinable public func contains(_ index: Int) -> Bool { rawValue >> UInt32(index) & 1 != 0 }

  /// Adds tile `index`.
  @inlinable public mutating func insert(_ index: Int) { rawValue |= 1 << UInt32(index) }

  /// Removes tile `index`.
  @inlinable package mutating func remove(_ index: Int) { rawValue &= ~(1 << UInt32(index)) }

  /// The tiles in either set.
  @inlinable public func union(_ other: TileSet) -> TileSet {
    TileSet(unchecked: rawValue | other.rawValue)
  }
  /// The tiles in both sets.
  @inlinable package func intersection(_ other: TileSet) -> TileSet {
    TileSet(unchecked: rawValue & other.rawValue)
  }
  /// The tiles of this set that are not in `other`.
  @inlinable public func subtracting(_ other: TileSet) -> TileSet {
    TileSet(unchecked: rawValue & ~other.rawValue)
  }
  /// The tiles not in this set.
  @inlinable package var complement: TileSet { TileSet(unchecked: ~rawValue & TileSet.allMask) }

  @inlinable init(unchecked rawValue: UInt32) { self.rawValue = rawValue }

  /// The tiles of this set whose every orthogonal neighbour on the board is in
  /// the set too (the board edge counts as closed): the defended tiles when
  /// this set is everything one player holds.
  ///
  /// - Complexity: O(1): four shifts and masks.
  @inlinable package var defendedTiles: TileSet {
    let mask = rawValue
    // Bit i of each term says "the neighbour on that side of tile i is in the
    // set, or tile i has no neighbour on that side".
    let upHeld = (mask << 5) | TileSet.firstRow
    let downHeld = (mask >> 5) | TileSet.lastRow
    let leftHeld = ((mask << 1) & ~TileSet.firstColumn) | TileSet.firstColumn
    let rightHeld = ((mask >> 1) & ~TileSet.lastColumn) | TileSet.lastColumn
    return TileSet(unchecked: mask & upHeld & downHeld & leftHeld & rightHeld & TileSet.allMask)
  }

  @usableFromInline static let firstRow: UInt32 = 0b11111
  @usableFromInline static let lastRow: UInt32 = 0b11111 << 20
  @usableFromInline static let firstColumn: UInt32 = 0b00001_00001_00001_00001_00001
  @usableFromInline static let lastColumn: UInt32 = 0b10000_10000_10000_10000_10000

  /// The orthogonal neighbours of tile `index` as a set.
  @inlinable package static func neighbours(of index: Int) -> TileSet { neighbourTable[index] }

  @usableFromInline static let neighbourTable: [TileSet] = (0..<25).map { index in
    let row = index / 5
    let column = index % 5
    var set = TileSet.empty
    if row > 0 { set.insert(index - 5) }
    if row < 4 { set.insert(index + 5) }
    if column > 0 { set.insert(index - 1) }
    if column < 4 { set.insert(index + 1) }
    return set
  }

  /// The tile indices in increasing order.
  public func makeIterator() -> Iterator { Iterator(remaining: rawValue) }

  /// Iterates over the tile indices of a set in increasing order.
  public struct Iterator: IteratorProtocol {
    var remaining: UInt32

    /// The next tile index, or `nil` when done.
    public mutating func next() -> Int? {
      guard remaining != 0 else { return nil }
      let index = remaining.trailingZeroBitCount
      remaining &= remaining - 1
      return index
    }
  }

  public var underestimatedCount: Int { count }

  /// The indices as an array literal, like `[0, 5, 24]`.
  public var description: String { "\(Array(self))" }
}
