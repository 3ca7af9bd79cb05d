import HTTPTypes
import Letterpress
import Solving

/// A game sent as JSON to `POST /api/review`: its 25 letters, its boards in
/// order (each 25 colour codes, whose turn it showed, its "played" bubble's
/// word and the answer given on it, when known) and the words known played
/// in it, as the page keeps them.
struct ReviewRequest: Codable, Sendable {
  /// One board of the game.
  struct Step: Codable, Sendable {
    /// 25 colour codes (`w`, `b`, `B`, `r`, `R`), row by row.
    let colors: String
    /// Whose turn the board showed; not shown is taken as yours.
    var toMove: Owner.Turn? = nil
    /// The word its "played" bubble named and who played it, when read.
    var lastPlayed: LastPlayed? = nil
    /// The answer given on the board, when it was solved.
    var answer: String? = nil
  }

  let letters: String
  let boards: [Step]
  /// Words known played in the game (learnt from its boards, or typed).
  var played: [String]? = nil

  /// What a body that is not such a document is told.
  static let expectedForm =
    "the game is not JSON of the form {\"letters\": \"25 letters\", "
    + "\"boards\": [{\"colors\": \"25 of wbBrR\", \"to_move\": \"you\", \"answer\": \"word\"}], "
    + "\"played\": [\"word\"]}"

  /// The review's steps and the words known played, checked against
  /// `limits`.
  ///
  /// - Throws: `APIError` (400) for more boards than `maxReviewBoards`, a
  ///   bad letter or board (named by its number, from 1; its bubble word or
  ///   answer not 2-25 letters a-z), or a played word that is not 2-25
  ///   letters a-z, or more of them than `GivenWords.limit`.
  func game(limits: ServerLimits) throws(APIError) -> (steps: [GameReview.Step], given: [String]) {
    guard boards.count <= limits.maxReviewBoards else {
      throw APIError(
        .badRequest,
        "a review takes at most \(limits.maxReviewBoards) boards; this game has \(boards.count)")
    }
    do {
      _ = try Board(letters: letters)
    } catch {
      throw APIError(.badRequest, "letters: \(error.description)")
    }
    var steps: [GameReview.Step] = []
    for (index, step) in boards.enumerated() {
      do {
        steps.append(
          GameReview.Step(
            try Board(letters: letters, colors: step.colors), toMove: step.toMove?.owner,
            lastPlayed: step.lastPlayed, answered: step.answer))
      } catch {
        throw APIError(.badRequest, "board \(index + 1): \(error.description)")
      }
      for word in [step.lastPlayed?.word, step.answer].compactMap({ $0 })
      where !Self.isWord(word) {
        throw APIError(.badRequest, "board \(index + 1): \(word) is not 2-25 letters a-z")
      }
    }
    do {
      return (steps, try GivenWords(played ?? []).words)
    } catch {
      throw APIError(.badRequest, "played: \(error.description)")
    }
  }

  /// Whether `word` is 2-25 letters a-z, either case.
  private static func isWord(_ word: String) -> Bool {
    (2...25).contains(word.count) && word.allSatisfy { Letter($0) != nil }
  }
}
