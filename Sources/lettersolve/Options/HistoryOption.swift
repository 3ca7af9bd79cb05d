import ArgumentParser
import Solving

/// `--no-history`: solve without the game history, and record nothing.
struct HistoryOption: ParsableArguments {
  @Flag(
    help: ArgumentHelp(
      "Neither use nor update the game history (see `lettersolve history`).",
      discussion: "The history is $XDG_STATE_HOME/lettersolve/games.sqlite, or LETTERSOLVE_STATE."))
  var noHistory = false

  /// The game history these options ask for; its warnings go to standard
  /// error.
  func memory() -> GameMemory {
    noHistory
      ? .withoutHistory(warn: { Terminal.warn($0) }) : GameMemory(warn: { Terminal.warn($0) })
  }
}
