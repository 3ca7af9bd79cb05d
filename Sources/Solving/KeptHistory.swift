import Foundation
import GameHistory
import Letterpress

/// A game's history as a client keeps it for a front end that keeps none
/// (`serve`'s page keeps it in the browser): the game's previous board and
/// what was known up to it.
public struct KeptHistory: Sendable, Equatable {
  /// The previous board's 25 colour codes (`wbBrR`); its letters are the
  /// game's.
  public var previousColors: String
  /// The answer given for the previous board, when it was solved (the
  /// player was to move on it).
  public var previousAnswer: String?
  /// The words learnt from the game's boards up to the previous one (not
  /// those the player gives), treated as played.
  public var learntWords: [String]
  /// Moves of the game up to the previous board not known exactly; `nil`
  /// when how many is unknown (the game was not followed from its start).
  public var unknownMoves: Int?

  /// A history; only the previous board's colours are required.
  public init(
    previousColors: String, previousAnswer: String? = nil, learntWords: [String] = [],
    unknownMoves: Int? = nil
  ) {
    self.previousColors = previousColors
    self.previousAnswer = previousAnswer
    self.learntWords = learntWords
    self.unknownMoves = unknownMoves
  }
}

extension GameMemory {
  /// The memory of the game `letters` that holds only `history`, in a
  /// database in memory, so that a solve learns from it exactly what it
  /// would learn from the same history on disk; nothing is written to disk
  /// and it is gone with the memory.
  ///
  /// A known count of unknown moves means the game was followed from its
  /// start: the empty board comes first.
  ///
  /// - Throws: `HistoryError` when SQLite cannot make the database.
  public init(replaying history: KeptHistory, letters: String) throws(HistoryError) {
    let store = try HistoryStore()
    if history.unknownMoves != nil {
      try store.record(
        RecordedState(
          colors: String(repeating: "w", count: Board.tileCount), takenAt: .distantPast),
        letters: letters)
    }
    try store.record(
      RecordedState(
        colors: history.previousColors, takenAt: .distantPast.addingTimeInterval(1),
        answer: history.previousAnswer, unknownMoves: history.unknownMoves,
        inferredWords: history.learntWords),
      letters: letters)
    self.init(store: store, warn: { _ in })
  }
}
