import Letterpress

/// How to order the moves of a position for the seat to move.
///
/// - `best`: a move that wins the game now first; then moves that do not let
///   the opponent win with their next word; then moves that do; moves that
///   end the game without winning last. Within each group, by
///   `EvaluatedMove.value` (tiles, defended tiles, exposed tiles), then by
///   score difference.
/// - `score`: by the mover's tiles minus the opponent's after the move, then
///   by `value`.
/// - `length`: the classic word list, longest word first, then
///   alphabetically, each word once with its best tiles (by `value`).
///
/// Remaining ties keep the generator's order, so results are deterministic.
public enum Ranking: String, CaseIterable, Sendable {
  /// Wins now, then safe moves, by `EvaluatedMove.value`.
  case best
  /// By score difference after the move.
  case score
  /// Longest word first, each word once.
  case length

  /// All `moves` in this ranking's order, without the reply check (`best`
  /// orders by value alone here; `suggestions` adds the reply check).
  public func order(_ moves: [EvaluatedMove]) -> [EvaluatedMove] {
    guard self != .length else { return Self.bestOfEachWordByLength(moves) }
    var keys = packedKeys(moves)
    keys.sort(by: >)
    return keys.map { moves[Self.moveIndex(of: $0)] }
  }

  /// The moves in this ranking's order, one at a time: a heap, so taking the
  /// first few of many moves costs little more than computing their keys.
  func lazilyOrdered(_ moves: [EvaluatedMove]) -> AnyIterator<EvaluatedMove> {
    guard self != .length else {
      return AnyIterator(Self.bestOfEachWordByLength(moves).makeIterator())
    }
    var heap = MaxHeap(packedKeys(moves))
    return AnyIterator { heap.popMax().map { moves[Self.moveIndex(of: $0)] } }
  }

  /// One integer per move that sorts (descending) in this ranking's order:
  /// three keys of 10 bits each (every key lies within
  /// `Evaluator.packedKeyRange`: values within `Evaluator.moveWeights`'
  /// range, differences within ±25), then the move's index inverted, so
  /// earlier moves win ties.
  private func packedKeys(_ moves: [EvaluatedMove]) -> [Int64] {
    precondition(moves.count < 1 << 24, "\(moves.count) moves exceed the sort's index field")
    return moves.indices.map { index in
      let move = moves[index]
      let keys: (Int, Int, Int) =
        switch self {
        case .best: (move.wins ? 1 : (move.endsGame ? -1 : 0), move.value, move.scoreDifference)
        case .score, .length: (move.scoreDifference, move.value, 0)
        }
      let offset = -Evaluator.packedKeyRange.lowerBound
      let high =
        Int64(keys.0 + offset) << 20 | Int64(keys.1 + offset) << 10 | Int64(keys.2 + offset)
      return high << 24 | Int64((1 << 24) - 1 - index)
    }
  }

  private static func moveIndex(of key: Int64) -> Int { (1 << 24) - 1 - Int(key & ((1 << 24) - 1)) }

  /// Each word once with its best-valued tiles, longest word first, then
  /// alphabetically.
  private static func bestOfEachWordByLength(_ moves: [EvaluatedMove]) -> [EvaluatedMove] {
    var bestOfWord: [String: EvaluatedMove] = [:]
    for move in moves {
      if let kept = bestOfWord[move.move.word], kept.value >= move.value { continue }
      bestOfWord[move.move.word] = move
    }
    return bestOfWord.values.sorted { lhs, rhs in
      let (left, right) = (lhs.move.word, rhs.move.word)
      return left.count != right.count ? left.count > right.count : left < right
    }
  }
}

/// A binary max-heap of integers, built in linear time.
struct MaxHeap {
  private var storage: [Int64]

  init(_ values: [Int64]) {
    storage = values
    for index in stride(from: storage.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
  }

  mutating func popMax() -> Int64? {
    guard let last = storage.popLast() else { return nil }
    guard !storage.isEmpty else { return last }
    let top = storage[0]
    storage[0] = last
    siftDown(0)
    return top
  }

  /// Without bounds or uniqueness checks per step: a walk over every move
  /// of a late position pops hundreds of thousands.
  private mutating func siftDown(_ start: Int) {
    storage.withUnsafeMutableBufferPointer { storage in
      var parent = start
      let moving = storage[parent]
      while true {
        let left = 2 * parent + 1
        guard left < storage.count else { break }
        let right = left + 1
        let child = right < storage.count && storage[right] > storage[left] ? right : left
        guard storage[child] > moving else { break }
        storage[parent] = storage[child]
        parent = child
      }
      storage[parent] = moving
    }
  }
}
