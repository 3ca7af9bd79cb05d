import BoardReader
import Foundation
import GameHistory
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

/// A solver with the played words and options of every request it makes:
/// the history tests' shorthand for a series of board requests.
struct BoardSolver {
  let solver: Solver
  let played: PlayedWords
  let options: SolveOptions

  init(
    reader: ScreenshotReader, list: WordList, played: PlayedWords = PlayedWords(),
    options: SolveOptions = SolveOptions(), memory: GameMemory = .none
  ) {
    solver = Solver(reader: reader, list: list, memory: memory)
    self.played = played
    self.options = options
  }

  /// The same solver with other played words and options.
  func with(played: PlayedWords, options: SolveOptions) -> BoardSolver {
    BoardSolver(
      reader: solver.reader, list: solver.list, played: played, options: options,
      memory: solver.memory)
  }

  /// The answer for `board`, seen at `takenAt` (now by default), showing
  /// `toMove` to move (`nil`: not shown) and `lastPlayed` in its bubble.
  func solve(
    board: Board, takenAt: Date? = nil, lastPlayed: LastPlayed? = nil, toMove: Owner? = nil
  ) -> Answer {
    var request = SolveRequest(
      .board(board, seen: ScreenshotFacts(lastPlayed: lastPlayed, toMove: toMove)),
      played: played, options: options)
    request.takenAt = takenAt
    do {
      return try solver.answer(request)
    } catch {
      preconditionFailure("a board request without a kept history failed: \(error)")
    }
  }
}
