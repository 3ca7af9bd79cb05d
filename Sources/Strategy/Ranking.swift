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
  case best
  case score
  case length

  /// All `moves` in this ranking's order, without the reply check (`best`
  /// orders by value alone here; `Advisor` adds the reply check).
  public func order(_ moves: [EvaluatedMove]) -> [EvaluatedMove] {
    switch self {
    case .best:
      return Self.sorted(moves) { move in
        (primary: move.wins ? 1 : (move.endsGame ? -1 : 0), secondary: move.value, tertiary: move.scoreDifference)
      }
    case .score:
      return Self.sorted(moves) { move in
        (primary: move.scoreDifference, secondary: move.value, tertiary: 0)
      }
    case .length:
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

  /// Sorts by three descending keys, then by the original index; the keys are
  /// packed into one integer so the sort compares machine words.
  static func sorted(
    _ moves: [EvaluatedMove],
    by keys: (EvaluatedMove) -> (primary: Int, secondary: Int, tertiary: Int)
  ) -> [EvaluatedMove] {
    precondition(moves.count < 1 << 24, "\(moves.count) moves exceed the sort's index field")
    // Each key lies within ±512 (values are at most 7 × 25); biased to 10 bits.
    var packed = [Int64](repeating: 0, count: moves.count)
    for (index, move) in moves.enumerated() {
      let key = keys(move)
      let high = Int64(key.primary + 512) << 20 | Int64(key.secondary + 512) << 10 | Int64(key.tertiary + 512)
      packed[index] = high << 24 | Int64((1 << 24) - 1 - index)
    }
    packed.sort(by: >)
    return packed.map { moves[(1 << 24) - 1 - Int($0 & ((1 << 24) - 1))] }
  }
}
