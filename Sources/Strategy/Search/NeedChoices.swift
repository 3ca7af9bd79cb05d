/// Per need (an index into `MoveGenerator.pairs`), the sets of tiles it can
/// capture in one position (`EndgameMoves.results`), in one buffer reused
/// from position to position.
///
/// `clear` forgets every need at once (a stamp per need, not a pass over
/// them), so a position pays only for the needs its words have.
struct NeedChoices {
  private var stamp: UInt32 = 0
  /// Per need: the `stamp` of the position its range was set in.
  private var setIn: [UInt32] = []
  /// Per need: its choices' range in `choices`.
  private var start: [Int] = []
  private var end: [Int] = []
  private var choices: [UInt32] = []

  /// Forgets every need's choices; `pairCount` needs may be set.
  mutating func clear(pairCount: Int) {
    stamp &+= 1
    if stamp == 0 || setIn.count < pairCount {
      setIn = [UInt32](repeating: 0, count: max(pairCount, setIn.count))
      start = [Int](repeating: 0, count: setIn.count)
      end = start
      stamp = 1
    }
    choices.removeAll(keepingCapacity: true)
  }

  /// Whether need `pair`'s choices were set since the last `clear`.
  func has(pair: Int) -> Bool { setIn[pair] == stamp }

  mutating func set(_ list: [UInt32], pair: Int) {
    start[pair] = choices.count
    choices.append(contentsOf: list)
    end[pair] = choices.count
    setIn[pair] = stamp
  }

  /// Calls `body` with the union of every combination of one choice per
  /// need of `pairs` (all set), the first need's choices outermost, each
  /// in its order.
  func forEachCombination(of pairs: [Int], _ body: (UInt32) -> Void) {
    choices.withUnsafeBufferPointer { choices in
      func extend(_ index: Int, _ captured: UInt32) {
        if index == pairs.count { return body(captured) }
        let pair = pairs[index]
        for choice in start[pair]..<end[pair] { extend(index + 1, captured | choices[choice]) }
      }
      extend(0, 0)
    }
  }
}
