import Letterpress

/// A result the side to move can force, proved by the endgame solver.
public enum ForcedResult: String, Sendable, Codable, CaseIterable {
  /// It has a move after which it wins whatever the opponent does.
  case win = "wins by force"
  /// Every move it has lets the opponent force a win.
  case loss = "loses whatever it plays"
  /// Both sides can force a tie (the game then ends by two passes).
  case draw
}

/// A proved outcome and a line of play that shows it (`nil` for a pass).
public struct ForcedOutcome: Sendable {
  /// What is proved, for the side to move.
  public let result: ForcedResult
  /// The moves of the line, alternating from the side to move.
  package let line: [Move?]
  /// The horizon of the proof, in plies.
  public let plies: Int
}
