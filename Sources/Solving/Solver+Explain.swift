import Letterpress
import Strategy
import Words

extension Solver {
  /// The moves that turn `before` into `after`, boards of one game, each
  /// with whose turn its screenshot showed (`nil` when none did), as
  /// `played` explains them.
  ///
  /// Whose turn both show says how many moves lie between them (the same
  /// side to move: two, one each; different sides: one) and who moved
  /// first; `plies` (1 or 2), when given, wins over it.
  ///
  /// - Parameters:
  ///   - before: the earlier board.
  ///   - toMoveBefore: whose turn its screenshot showed.
  ///   - after: the later board.
  ///   - toMoveAfter: whose turn its screenshot showed.
  ///   - played: words played before `before`, which cannot explain it.
  ///   - plies: exactly this many moves (1 or 2), over what the turns say.
  ///   - limit: how many explanations the report lists.
  /// - Returns: the explanations, as `played --json` writes them.
  /// - Throws: `SolvingError` (`.unexplainedChange`) for boards of
  ///   different games, the same board, or a change no such moves explain.
  package func explain(
    _ before: Board, toMove toMoveBefore: Owner?, _ after: Board, toMove toMoveAfter: Owner?,
    played: GivenWords = GivenWords(), plies: Int? = nil, limit: Int
  ) throws(SolvingError) -> ChangeReport {
    guard before.letters == after.letters else {
      throw SolvingError(
        .unexplainedChange,
        "the boards have different letters (\(before.letterString), \(after.letterString)): "
          + "not the same game")
    }
    let moves = BoardChange.moves(
      toMoveBefore: toMoveBefore, toMoveAfter: toMoveAfter, plies: plies)
    let change = try self.change(
      from: before, to: after, played: played.played, plies: moves.plies, firstMover: moves.firstMover)
    return ChangeReport(change, letters: before.letters, limit: limit)
  }
}
