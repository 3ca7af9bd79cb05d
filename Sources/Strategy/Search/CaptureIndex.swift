/// The index, in a position's list of results, of each distinct captured
/// set: an open-addressing table reused from position to position
/// (`EndgameMoves.results`), cleared by a stamp.
struct CaptureIndex {
  /// One slot: in use when its stamp is the table's.
  private struct Slot {
    var stamp: UInt32
    var captured: UInt32
    var index: Int32
  }

  private var stamp: UInt32 = 0
  private var slots: [Slot] = []
  private var count = 0

  /// Forgets every entry.
  mutating func clear() {
    stamp &+= 1
    count = 0
    if stamp == 0 || slots.isEmpty {
      slots = Self.empty(capacity: max(slots.count, 1 << 10))
      stamp = 1
    }
  }

  /// The index stored for `captured`, or `next`, stored for it, when it
  /// has none: with whether it is new.
  mutating func index(of captured: UInt32, next: Int) -> (index: Int, isNew: Bool) {
    if 2 * (count + 1) > slots.count { grow() }
    let stamp = stamp
    let found: Int? = slots.withUnsafeMutableBufferPointer { slots in
      let mask = slots.count - 1
      var slot = Self.slot(of: captured, mask: mask)
      while slots[slot].stamp == stamp {
        if slots[slot].captured == captured { return Int(slots[slot].index) }
        slot = (slot + 1) & mask
      }
      slots[slot] = Slot(stamp: stamp, captured: captured, index: Int32(next))
      return nil
    }
    if let found { return (found, false) }
    count += 1
    return (next, true)
  }

  private static func slot(of captured: UInt32, mask: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(captured) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  private static func empty(capacity: Int) -> [Slot] {
    [Slot](repeating: Slot(stamp: 0, captured: 0, index: 0), count: capacity)
  }

  /// Twice the slots, the current entries moved over.
  private mutating func grow() {
    let (old, current) = (slots, stamp)
    slots = Self.empty(capacity: 2 * old.count)
    stamp = 1
    let mask = slots.count - 1
    for entry in old where entry.stamp == current {
      var slot = Self.slot(of: entry.captured, mask: mask)
      while slots[slot].stamp == stamp { slot = (slot + 1) & mask }
      slots[slot] = Slot(stamp: stamp, captured: entry.captured, index: entry.index)
    }
  }
}
