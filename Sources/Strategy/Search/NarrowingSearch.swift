import Foundation
import Letterpress

/// A sparring partner modelled on the strongest published Letterpress engine
/// (a JavaScript alpha-beta search with iterative deepening and "iterative
/// narrowing", 2013-2015), for the arena.
///
/// Minimax with alpha-beta and iterative deepening under a time limit. The
/// first iteration scores every distinct move by its leaf value; each later
/// iteration, at depth *d*, re-orders the root moves by the previous
/// iteration's values and searches only the best n^(1/d) of the n root
/// moves, and at every node below only the best n^(1/d) moves by leaf value
/// (the opponent's replies taken from its own top-100 list), so that each
/// iteration costs about one full one-move scan. The leaf value, for the side
/// to move, is +2 per defended tile of its own, +1 per other tile, minus the
/// same for the other side's (`MoveWeights.narrowing`); a finished game is
/// worth ±`win` plus the final difference. An iteration the clock cuts short
/// is dropped.
package struct NarrowingSearch: Sendable {
  let generator: MoveGenerator
  let blocking: WordBlocking

  /// Replies considered at the opponent's nodes: its best by leaf value.
  static let replyListSize = 100
  /// A won game's value (leaf values stay within ±50).
  static let win = 1_000

  /// The engine for the words of `searcher` (sharing its word index).
  package init(searcher: Searcher) {
    generator = searcher.generator
    blocking = searcher.blocking
  }

  /// The move it plays in `position` after thinking for at most `seconds`;
  /// `nil` to pass (no word left, or the game is over).
  package func move(in position: Position, seconds: Double) -> Move? {
    guard !position.isOver else { return nil }
    let deadline = ContinuousClock.now + .seconds(seconds * 0.95)
    let root = SearchState(
      ownership: position.ownership, toMove: position.toMove, passes: position.consecutivePasses,
      blocked: blocking.blocked(by: position.played))
    let scan = NodeScan(
      generator: generator, ownership: root.ownership, mover: root.toMove, weights: .narrowing)
    if let end = scan.winningEnd(blocked: root.blocked) { return end.move(words: generator.words) }
    var ranked = rootMoves(position)
    guard !ranked.isEmpty else { return nil }
    let count = Double(ranked.count)
    var depth = 2
    while depth <= 25 {
      let width = max(1, Int(pow(count, 1 / Double(depth)).rounded(.up)))
      var searched: [(candidate: Candidate, value: Int)] = []
      var alpha = -Self.infinity
      do {
        for entry in ranked.prefix(width) {
          let value = try -search(
            root.playing(entry.candidate, in: blocking), depth: depth - 1, width: width,
            alpha: -Self.infinity, beta: -alpha, deadline: deadline)
          searched.append((entry.candidate, value))
          alpha = max(alpha, value)
        }
      } catch {
        break
      }
      // The searched moves by their new values, ahead of the others.
      let order = searched.indices.sorted {
        searched[$0].value != searched[$1].value
          ? searched[$0].value > searched[$1].value : $0 < $1
      }
      ranked = order.map { searched[$0] } + ranked.dropFirst(width)
      if width == 1 || abs(ranked[0].value) >= Self.win / 2 { break }
      depth += 1
    }
    return ranked[0].candidate.move(words: generator.words)
  }

  private static let infinity = 1_000_000

  /// Every distinct result of the side to move, by leaf value (ties in
  /// generation order).
  func rootMoves(_ position: Position) -> [(candidate: Candidate, value: Int)] {
    let mover = position.toMove
    var seen = Set<Ownership>()
    var moves: [(candidate: Candidate, value: Int)] = []
    for move in generator.moves(in: position)
    where !move.endsGame && seen.insert(move.after).inserted {
      guard let word = blocking.indexOfWord[move.move.word] else { continue }
      let captured = move.after.tiles(of: mover).subtracting(position.ownership.tiles(of: mover))
      let value = Self.leafValue(move.after, toMove: mover)
      moves.append(
        (
          Candidate(
            word: Int32(word), used: move.move.tiles.rawValue, captured: captured.rawValue,
            value: Int32(value)), value
        ))
    }
    return moves.enumerated().sorted {
      $0.element.value != $1.element.value
        ? $0.element.value > $1.element.value : $0.offset < $1.offset
    }.map(\.element)
  }

  /// The leaf value of `ownership` for `toMove`.
  static func leafValue(_ ownership: Ownership, toMove: Owner) -> Int {
    MoveWeights.narrowing.value(Evaluator.Features(ownership, for: toMove))
  }

  /// Negamax with alpha-beta: the value of `state` for its side to move,
  /// `depth` plies deep, `width` moves per node.
  private func search(
    _ state: SearchState, depth: Int, width: Int, alpha: Int, beta: Int,
    deadline: ContinuousClock.Instant
  ) throws(SearchTimeout) -> Int {
    if ContinuousClock.now >= deadline { throw SearchTimeout() }
    if state.isOver {
      let difference = state.scoreDifference
      return difference.signum() * Self.win + difference
    }
    if depth == 0 { return Self.leafValue(state.ownership, toMove: state.toMove) }
    let scan = NodeScan(
      generator: generator, ownership: state.ownership, mover: state.toMove, weights: .narrowing)
    if let end = scan.winningEnd(blocked: state.blocked) { return Self.win + Int(end.value) }
    var moves =
      scan.best(min(width, Self.replyListSize), blocked: state.blocked, until: deadline) ?? []
    if moves.isEmpty { moves = [.pass] }
    var best = -Self.infinity
    var alpha = alpha
    for move in moves {
      let value = try -search(
        state.playing(move, in: blocking), depth: depth - 1, width: width, alpha: -beta,
        beta: -alpha, deadline: deadline)
      best = max(best, value)
      alpha = max(alpha, value)
      if alpha >= beta { break }
    }
    return best
  }
}
