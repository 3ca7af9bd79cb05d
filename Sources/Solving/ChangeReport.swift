import GameHistory
import Letterpress
import Strategy

/// The change between two boards as `played --json` and the server give
/// it: each explanation's moves, ranked.
package struct ChangeReport: Codable, Sendable {
  /// One move of an explanation.
  package struct PlayedMove: Codable, Sendable {
    /// Who played it: `you` or `opponent`.
    package let by: Owner
    /// The word, upper case.
    package let word: String
    /// The tiles it used, named `r1c2`, in the word's letter order.
    package let tiles: [String]
  }

  /// One way the change happened: its moves in order.
  package struct Explanation: Codable, Sendable {
    public let moves: [PlayedMove]
  }

  /// The document's version, `JSONDocument.schema`.
  package var schema = JSONDocument.schema
  /// How many moves each explanation has.
  public let plies: Int
  /// Whether only one explains the change.
  package let exact: Bool
  /// How many explanations were found (at most `BoardChange.maximumExplanations`).
  package let count: Int
  /// Whether `count` is every explanation.
  package let complete: Bool
  /// The first explanations, best first.
  package let explanations: [Explanation]

  /// The report of `change`'s first `limit` explanations.
  package init(_ change: BoardChange, letters: [Letter], limit: Int) {
    plies = change.plies
    exact = change.isExact
    count = change.explanations.count
    complete = change.isComplete
    explanations = change.explanations.prefix(limit).map { moves in
      Explanation(
        moves: moves.map {
          PlayedMove(
            by: $0.mover, word: $0.move.word.uppercased(),
            tiles: $0.move.tapOrder(on: letters).map(Board.tileName))
        })
    }
  }

}
