import Letterpress
import Solving

/// `singular`, or its plural (with an "s") when `count` is not 1: "1 file",
/// "2 files".
func noun(_ singular: String, count: Int) -> String {
  count == 1 ? singular : singular + "s"
}

/// Why a board has no move for the player, lower case without a full stop:
/// `no playable word: pass`, or `the game is over: you 13, opponent 12`.
func noMoveReason(on board: Board) -> String {
  let owners = board.owners
  guard !owners.contains(nil) else { return "no playable word: pass" }
  return "the game is over: you \(owners.count { $0 == .player }), "
    + "opponent \(owners.count { $0 == .opponent })"
}

/// The best move of `solved` in one line, for `batch` and `watch`:
/// `QUILTED tap r1c4 r2c4 …, you 13, opponent 8, wins now`, or why there is
/// none.
func summary(_ solved: SolvedScreenshot) -> String {
  guard let best = solved.solution.moves.first else { return noMoveReason(on: solved.read.board) }
  var text =
    "\(best.word) tap \(best.tiles.joined(separator: " "))"
    + ", you \(best.score.player), opponent \(best.score.opponent)"
  if best.wins { text += ", wins now" }
  if let reply = best.opponentWinningReply {
    text += ", lets the opponent win with \(reply)"
  }
  if let history = solved.solution.history, history.mightBePlayed.first == best.word.uppercased() {
    text += ", might already be played"
    if let sure = history.surelyLegal { text += " (surely legal: \(sure))" }
  }
  return text
}
