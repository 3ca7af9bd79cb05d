import Letterpress
import Solving

/// `singular`, or its plural (with an "s") when `count` is not 1: "1 file",
/// "2 files".
func noun(_ singular: String, count: Int) -> String {
  count == 1 ? singular : singular + "s"
}

/// The best move of `answer` in one line, for `batch` and `watch`:
/// `QUILTED tap r1c4 r2c4 …, you 13, opponent 8, wins now`, or why there is
/// none; when the screenshot shows the opponent to move, their turn first:
/// `their turn: likely X, you 9, opponent 14; for later: Y tap …`.
func summary(_ answer: Answer) -> String {
  if let their = answer.theirTurn, let word = their.word {
    // Their turn comes first; your move only for later.
    var text =
      "their turn: likely \(word), you \(their.score.player), opponent \(their.score.opponent)"
    if their.theyWin { text += ", wins for them" }
    guard let reply = their.answer, let after = their.scoreAfterAnswer else {
      return text + "; for later, if they pass instead: " + yourMove(answer)
    }
    return text
      + "; for later: \(reply) tap \(their.answerTapOrder.map(Board.tileName).joined(separator: " "))"
      + ", you \(after.player), opponent \(after.opponent)"
  }
  let turn =
    answer.toMove == .opponent && !answer.isOver
    ? "their turn" + (answer.theirTurn == nil ? "" : ": they must pass") + "; for later: " : ""
  return turn + yourMove(answer)
}

/// Your best move of `answer` in one line, or why there is none.
private func yourMove(_ answer: Answer) -> String {
  guard let best = answer.best else {
    guard answer.isOver else { return "no playable word: pass" }
    let (player, opponent) = (answer.score.player, answer.score.opponent)
    return "the game is over: you \(player), opponent \(opponent); "
      + (player > opponent ? "you won" : "they won")
  }
  var text =
    "\(best.word) tap \(best.tileNames.joined(separator: " "))"
    + ", you \(best.score.player), opponent \(best.score.opponent)"
  if best.wins { text += ", wins now" }
  if let reply = best.opponentWinningReply {
    text += ", lets the opponent win with \(reply)"
  }
  if answer.mightBePlayed(best) {
    text += ", might already be played"
    if let sure = answer.history?.surelyLegal { text += " (surely legal: \(sure))" }
  }
  return text
}
