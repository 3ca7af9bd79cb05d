import Foundation
import Letterpress
import Words

@testable import Solving

extension Solver {
  /// The answer for `board` with the words `played`, seen at `takenAt` (by
  /// default now), as `options` ask: the tests' shorthand for a board
  /// request.
  func answer(
    board: Board, options: SolveOptions, played: [String] = [], takenAt: Date? = nil
  ) throws -> Answer {
    var request = SolveRequest(.board(board), played: try PlayedWords(played), options: options)
    request.takenAt = takenAt
    return try answer(request)
  }
}
