import Foundation
import GameHistory
import Letterpress

/// A game's history as a client keeps it for a front end that keeps none
/// (`serve`'s page keeps it in the browser): the game's previous board and
/// what was known up to it.
package struct KeptHistory: Sendable, Equatable {
  /// The previous board's 25 colour codes (`wbBrR`); its letters are the
  /// game's.
  package var previousColors: String
  /// The answer given for the previous board, when it was solved (the
  /// player was to move on it).
  package var previousAnswer: String?
  /// Whose turn the previous board showed (`nil`: not shown): an answer
  /// given on the opponent's turn was for later, not your move.
  package var previousToMove: Owner?
  /// The words learnt from the game's boards up to the previous one (not
  /// those the player gives), treated as played.
  package var learntWords: [String]
  /// Moves of the game up to the previous board not known exactly; `nil`
  /// when how many is unknown (the game was not followed from its start).
  package var unknownMoves: Int?
  /// The words those unknown moves may have been (`HistoryNote.possiblyPlayed`).
  package var possiblyPlayed: [String]
  /// Whether `possiblyPlayed` holds every word they may have been.
  package var knowsEveryPossiblyPlayed: Bool

  /// A history; only the previous board's colours are required.
  package init(
    previousColors: String, previousAnswer: String? = nil, learntWords: [String] = [],
    unknownMoves: Int? = nil, possiblyPlayed: [String] = [], knowsEveryPossiblyPlayed: Bool = false,
    previousToMove: Owner? = nil
  ) {
    self.previousToMove = previousToMove
    self.previousColors = previousColors
    self.previousAnswer = previousAnswer
    self.learntWords = learntWords
    self.unknownMoves = unknownMoves
    self.possiblyPlayed = possiblyPlayed
    self.knowsEveryPossiblyPlayed = knowsEveryPossiblyPlayed
  }
}

extension GameMemory {
  /// The memory of the game `letters` that holds only `history`, in a
  /// database in memory, so that a solve learns from it exactly what it
  /// would learn from the same history on disk; nothing is written to disk
  /// and it is gone with the memory.
  ///
  /// A known count of unknown moves means the game was followed from its
  /// start: the empty board comes first. Possibly played words not known
  /// to be all of them come on a step of their own after the unknown moves
  /// (the previous board seen twice), as a history on disk keeps them.
  ///
  /// - Throws: `HistoryError` when SQLite cannot make the database.
  package init(replaying history: KeptHistory, letters: String) throws(HistoryError) {
    let store = try HistoryStore()
    // Seen a second apart, in order.
    var states: [RecordedState] = []
    var next: Date { .distantPast.addingTimeInterval(Double(states.count)) }
    if history.unknownMoves != nil {
      states.append(
        RecordedState(colors: String(repeating: "w", count: Board.tileCount), takenAt: next))
    }
    let partial = !history.knowsEveryPossiblyPlayed && !history.possiblyPlayed.isEmpty
    if partial {
      states.append(
        RecordedState(
          colors: history.previousColors, takenAt: next, unknownMoves: history.unknownMoves))
    }
    states.append(
      RecordedState(
        colors: history.previousColors, takenAt: next, answer: history.previousAnswer,
        unknownMoves: partial ? 0 : history.unknownMoves, inferredWords: history.learntWords,
        possibleWords: partial || history.knowsEveryPossiblyPlayed
          ? history.possiblyPlayed : nil, toMove: history.previousToMove))
    // Each follows the one before.
    var parent: Int64?
    for state in states {
      parent = try store.record(
        RecordedState(
          parentID: parent, colors: state.colors, takenAt: state.takenAt, answer: state.answer,
          unknownMoves: state.unknownMoves, inferredWords: state.inferredWords,
          possibleWords: state.possibleWords, toMove: state.toMove),
        letters: letters)
    }
    self.init(store: store, warn: { _ in })
  }
}
