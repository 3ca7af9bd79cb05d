import Letterpress

/// The JSON of a `GameReview` (`review --json`, the server's `/api/review`),
/// written by `JSONDocument`: a Codable view of the review.
///
/// Chances are rounded to three decimals, words are upper case, and keys
/// without a value are left out.
public struct ReviewDocument: Codable, Sendable {
  /// One move of yours.
  package struct Move: Codable, Sendable {
    /// The index in `chances` of the board the move was played on.
    package let board: Int
    /// The word played, upper case; `unknown` when the boards cannot tell it.
    package let word: String
    /// The tiles the move took (`r1c2`, by index), when the boards tell
    /// them.
    package let tiles: [String]?
    /// The best move there (what `solve` answers), upper case, when there
    /// was one.
    package let best: String?
    /// The best move's tiles in tap order, when there was one.
    package let bestTiles: [String]?
    /// Whether the move is the best move's word on other tiles.
    package let otherTiles: Bool?
    package let winChanceBefore: Double
    package let winChanceAfter: Double?
    package let winChanceBest: Double?
    package let `class`: GameReview.MoveClass
  }

  /// `JSONDocument.schema`.
  package let schema: Int
  /// Your moves, in order.
  package let moves: [Move]
  /// Your chance to win at each board, in order: the graph's points.
  package let chances: [Double]
  /// The turning point's move number, from 1, when there is one.
  package let turningPoint: Int?
  /// The review in a player's words.
  package let summary: String

  /// The document of `review`.
  public init(_ review: GameReview) {
    schema = JSONDocument.schema
    moves = review.moves.map { move in
      Move(
        board: move.step, word: move.word ?? "unknown",
        tiles: move.tiles.map { $0.map(Board.tileName) }, best: move.best,
        bestTiles: move.best == nil ? nil : move.bestTiles.map(Board.tileName),
        otherTiles: move.isBestWordOnOtherTiles ? true : nil,
        winChanceBefore: Self.rounded(move.winChanceBefore),
        winChanceAfter: move.winChanceAfter.map(Self.rounded),
        winChanceBest: move.winChanceBest.map(Self.rounded),
        class: move.moveClass)
    }
    chances = review.chances.map(Self.rounded)
    turningPoint = review.turningPoint.map { $0 + 1 }
    summary = review.summary
  }

  /// A chance to three decimals.
  private static func rounded(_ chance: Double) -> Double { (chance * 1000).rounded() / 1000 }
}
