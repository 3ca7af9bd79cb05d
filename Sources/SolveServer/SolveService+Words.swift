import Letterpress
import Solving

extension SolveService {
  /// The playable words of `board` in list `name` (the default when `nil`).
  ///
  /// - Throws: `APIError`: an unknown list, or a busy server.
  func playableWords(on board: Board, played: GivenWords, list name: String?)
    async throws(APIError) -> PlayableWords
  {
    let solver = try solver(list: name)
    return try await run { solver.playableWords(on: board, played: played) }
  }
}
