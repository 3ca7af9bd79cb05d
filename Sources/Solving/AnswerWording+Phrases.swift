import GameHistory
import Letterpress

extension AnswerWording {
  /// `singular`, or its plural (with an "s") when `count` is not 1.
  static func noun(_ singular: String, count: Int) -> String {
    count == 1 ? singular : singular + "s"
  }

  /// Why there is no move.
  ///
  /// `No playable word: pass.`, or `The game is over: you 13, them 12. You
  /// won.`
  package static func noMoveReason(_ answer: Answer) -> String {
    guard answer.isOver else { return "No playable word: pass." }
    let (player, opponent) = (answer.score.player, answer.score.opponent)
    return "The game is over: you \(player), them \(opponent). "
      + (player > opponent ? "You won." : "They won.")
  }

  /// Who is winning with you to move: `You are ahead: about 70% to win`,
  /// `You win by force`, `They are ahead: about 30% for you`.
  static func standingNow(_ answer: Answer) -> String {
    let chance = answer.winChance
    return switch chance {
    case 1: "You win by force"
    case 0: "They win by force"
    case _ where answer.search?.outcome == .draw && answer.toMove != .opponent:
      "It is a draw by force"
    case 0.55...: "You are ahead: about \(percent(chance)) to win"
    case ...0.45: "They are ahead: about \(percent(chance)) for you"
    default: "It is close: about \(percent(chance)) to win"
    }
  }

  /// The chance after `move`, beside the reply it assumes: `; after QUILTED
  /// and their best answer ATTACHMENTS (you 7, them 13): 74%, as their
  /// tiles are exposed and yours are safe (9 safe against 2)` (the reason
  /// left out when it is `said` already).
  static func standingAfter(_ move: Answer.Move, unless said: String? = nil) -> String {
    switch move.winChance {
    case _ where move.wins: return "; \(move.word) wins now"
    case 1 where move.proven: return "; after \(move.word) you win by force"
    case 0 where move.proven: return "; after \(move.word) they can force a win"
    default: break
    }
    let chance = percent(move.winChance)
    guard let reply = move.reply, let after = move.scoreAfterReply else {
      return "; \(chance) after \(move.word)"
    }
    let answer = reply == .pass ? "their pass" : "their best answer \(reply.text)"
    var text =
      "; after \(move.word) and \(answer) (you \(after.player), them \(after.opponent)): \(chance)"
    if let defended = move.defendedAfterReply,
      let reason = reason(chance: move.winChance, score: after, defended: defended),
      reason != said
    {
      text += ", as " + reason
    }
    return text
  }

  /// Why a chance and the tile count disagree (you behind in tiles with
  /// a chance above even, or ahead with one below), from the safe
  /// (defended) tiles; `nil` when they agree or the chance is proved.
  static func reason(chance: Double, score: Answer.Score, defended: Answer.Score) -> String? {
    let lead = score.player - score.opponent
    guard chance > 0, chance < 1, chance != 0.5 else { return nil }
    let counts = "\(defended.player) safe against \(defended.opponent)"
    if chance > 0.5, lead < 0 {
      return defended.player > defended.opponent
        ? "their tiles are exposed and yours are safe (\(counts))"
        : "you move next, and \(defended.opponent) of their \(score.opponent) tiles "
          + (defended.opponent == 1 ? "is" : "are") + " safe"
    }
    if chance < 0.5, lead > 0 {
      return defended.opponent > defended.player
        ? "your tiles are exposed and theirs are safe (\(counts))"
        : "their safe tiles weigh more than your lead (\(counts))"
    }
    return nil
  }

  /// An estimated chance as a whole percentage, `70%`, kept within 1-99%
  /// (only a proof is certain).
  static func percent(_ chance: Double) -> String {
    "\(min(max(Int((chance * 100).rounded()), 1), 99))%"
  }

  /// The move's headline.
  ///
  /// `Play QUILTED: you 7 → 13, them 6 → 5; takes 1 of theirs; 2 of your
  /// tiles become safe.`
  static func headline(_ move: Answer.Move, of answer: Answer) -> String {
    let (before, safe) = (answer.score, answer.defended)
    var parts = [
      "Play \(move.word): you \(before.player) → \(move.score.player), "
        + "them \(before.opponent) → \(move.score.opponent)"
    ]
    let taken = before.opponent - move.score.opponent
    if taken > 0 { parts.append("takes \(taken) of theirs") }
    let madeSafe = move.defended.player - safe.player
    if madeSafe > 0 {
      parts.append("\(madeSafe) of your tiles \(madeSafe == 1 ? "becomes" : "become") safe")
    }
    let unlocked = safe.opponent - move.defended.opponent
    if unlocked > 0 {
      parts.append(
        "\(unlocked) of their safe tiles \(unlocked == 1 ? "becomes" : "become") takeable")
    }
    return parts.joined(separator: "; ") + "."
  }

  /// Why the move: what the look-ahead proved (the claim-wording of the
  /// search's outcome), and a winning reply it hands them.
  static func why(_ move: Answer.Move, of answer: Answer) -> [String] {
    // A move that wins now: the chance line says so (`standingAfter`).
    guard !move.wins else { return [] }
    var lines: [String] = []
    if move.endsGame {
      lines.append("This ends the game, and you lose.")
    } else {
      let search = answer.search
      if search?.outcome == .win, move.proven, let line = search?.line, line.count > 1 {
        let rest = line.dropFirst().enumerated().map { step in
          (step.offset.isMultiple(of: 2) ? "they " : "you ") + step.element.text
        }
        lines.append(
          "You win by force with \(move.word): whatever they answer, you can still win "
            + "(for example: \(rest.joined(separator: ", "))).")
      } else if search?.outcome == .loss, move.proven {
        lines.append("They can force a win whatever you play; this makes it hardest.")
      }
      if let reply = move.opponentWinningReply {
        lines.append("They can end the game and win after this, with \(reply).")
      }
    }
    return lines
  }

  /// How many of the words that might already be played the doubt names
  /// (the list of other moves marks each).
  static let doubtedWordsShown = 4

  /// The history's lines: the answers in doubt with the best sure one,
  /// and the played words taken into account, each with where it came
  /// from (`given` for a word the player gave, whoever played it).
  static func historyLines(_ note: HistoryNote) -> [String] {
    var lines: [String] = []
    if let doubt = note.doubt, !note.mightBePlayed.isEmpty {
      let words = note.mightBePlayed
      let more =
        words.count > Self.doubtedWordsShown
        ? ", and \(words.count - Self.doubtedWordsShown) more" : ""
      var line =
        "Might already be played (\(doubt)): "
        + words.prefix(Self.doubtedWordsShown).joined(separator: ", ") + more + "."
      if let surelyLegal = note.surelyLegal { line += " Surely legal: \(surelyLegal)." }
      lines.append(line)
    }
    if !note.playedWords.isEmpty {
      lines.append(
        "Treated as played: "
          + note.playedWords.map(\.shown).joined(separator: ", ")
          + ".")
    }
    return lines
  }

  /// One of the other moves on one line of at most 80 columns: `" 2.
  /// HORSE           you 12, them 4; their best answer X (you 9, them 7)"`;
  /// the clauses that do not fit are left to `--verbose`.
  static func alternativeLine(_ move: Answer.Move, number: Int, of answer: Answer) -> String {
    var line =
      pad("\(number < 10 ? " " : "")\(number). \(move.word)", to: 20)
      + "you \(move.score.player), them \(move.score.opponent)"
    for clause in clauses(move, of: answer) where line.count + 2 + clause.count <= width {
      line += "; " + clause
    }
    return line
  }

  /// What is said of another move beyond its score, most important first.
  static func clauses(_ move: Answer.Move, of answer: Answer) -> [String] {
    var clauses: [String] = []
    if answer.mightBePlayed(move) { clauses.append("might already be played") }
    if move.wins {
      clauses.append("wins now")
    } else if move.endsGame {
      clauses.append("ends the game lost")
    } else if let reply = move.opponentWinningReply {
      clauses.append("they can then win with \(reply)")
    } else if let reply = move.reply, let after = move.scoreAfterReply {
      clauses.append(
        "their best answer " + (reply == .pass ? "a pass" : reply.text)
          + " (you \(after.player), them \(after.opponent))")
    }
    return clauses
  }

  /// One of the other moves as `--verbose` shows it: its line, wrapped
  /// rather than cut, then its tap list.
  static func alternative(_ move: Answer.Move, number: Int, of answer: Answer) -> [String] {
    let text =
      ([
        pad("\(number < 10 ? " " : "")\(number). \(move.word)", to: 20)
          + "you \(move.score.player), them \(move.score.opponent)"
      ] + clauses(move, of: answer))
    var lines: [String] = []
    for clause in text {
      if let last = lines.last, last.count + clause.count + 2 <= width {
        lines[lines.count - 1] += "; " + clause
      } else {
        if !lines.isEmpty { lines[lines.count - 1] += ";" }
        lines.append(lines.isEmpty ? clause : "      " + clause)
      }
    }
    return lines
      + wrapped(
        punctuated(tapList(move.tapOrder, on: answer.board), end: ""), first: "      tap ",
        rest: "          ")
  }

  /// The tiles in tap order, each a letter and its place: `U r1c2`, `N r5c5`.
  static func tapList(_ tapOrder: [Int], on board: Board) -> [String] {
    tapOrder.map { "\(board.letters[$0].character) \(Board.tileName($0))" }
  }

  /// `words` joined by spaces on lines of at most 80 columns, the first
  /// line after `first`, the others after `rest`.
  static func wrapped(_ words: [String], first: String, rest: String) -> [String] {
    var lines: [String] = []
    var line = first
    var isEmpty = true
    for word in words {
      if !isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        (line, isEmpty) = (rest, true)
      }
      line += (isEmpty ? "" : " ") + word
      isEmpty = false
    }
    return lines + [line]
  }

  /// The words of `text` as `wrapped` keeps them together: a count and
  /// its change (`you 7 → 13,`) is never split over two lines.
  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    for word in text.split(separator: " ").map(String.init) {
      if let last = tokens.last,
        word == "→" || last.hasSuffix("→")
          || ((last.hasSuffix("you") || last.hasSuffix("them")) && word.first?.isNumber == true)
      {
        tokens[tokens.count - 1] += " " + word
      } else {
        tokens.append(word)
      }
    }
    return tokens
  }

  /// `items` with a comma after each but the last, and `end` after it.
  static func punctuated(_ items: [String], end: String) -> [String] {
    items.enumerated().map { $0.element + ($0.offset == items.count - 1 ? end : ",") }
  }

  /// What `--verbose` adds about a move: the safe (defended) tiles after it.
  static func details(_ move: Answer.Move) -> String {
    "safe tiles after it: you \(move.defended.player), them \(move.defended.opponent)"
  }

  /// What the look-ahead search did, and its proof when it has one.
  static func searchLines(_ search: Answer.Search) -> [String] {
    var lines = [
      "Look-ahead: \(search.depth) \(search.depth == 1 ? "ply" : "plies"), "
        + "\(search.nodes) \(noun("node", count: search.nodes)), "
        + String(format: "%.2f s", search.seconds) + (search.proven ? ", proven" : "")
    ]
    if let outcome = search.outcome {
      let line = (search.line ?? []).map(\.text).joined(separator: ", ")
      lines.append(
        "Proven for you: \(outcome.rawValue)" + (line.isEmpty ? "" : "; line of play \(line)"))
    }
    if let plies = search.endgameHorizon {
      lines.append("Endgame: no forced result found within \(plies) plies.")
    }
    if search.prefersPass { lines.append("The search prefers to pass.") }
    return lines
  }
}
