import Letterpress
import Solving

/// How `solve` prints an `Answer` for people: the move first.
///
/// The move in a player's words (`Play QUILTED: you 7 → 13, …`), its tap
/// list, who is winning before and after it (`You are ahead: about 70% to
/// win; 74% after QUILTED and their reply.`), a grid of letters and tap numbers
/// (`U1 ·  ·  E4`), why, with
/// its doubts right there; then the board and the score; then the other
/// moves, three grids a row. The move, its taps and its doubt fit the first
/// 24 lines of a terminal. `verbose` adds the word counts, the search's
/// plies, nodes and proof, and the defended tiles.
enum AnswerText {
  /// Grids per row: 3 × 22 columns plus gaps stays within 80 columns.
  static let gridsPerRow = 3

  /// The columns the text keeps within.
  static let width = 80

  static func text(_ answer: Answer, colored: Bool, verbose: Bool = false) -> String {
    var lines: [String] = []
    if let best = answer.best {
      lines += headline(best, of: answer)
      lines += wrapped(
        punctuated(tapList(best, on: answer.board), end: "."), first: "  Tap ", rest: "      ")
      lines += wrapped(standing(answer, after: best), first: "  ", rest: "  ")
      lines.append("")
      lines += grid(best.tapOrder, board: answer.board, colored: colored)
      lines.append("")
      lines += why(best, of: answer).map { "  " + $0 }
      if verbose { lines.append("  " + details(best)) }
    } else {
      lines.append(noMoveReason(answer))
      if !answer.isOver { lines += wrapped(standing(answer, after: nil), first: "  ", rest: "  ") }
    }
    for line in answer.history?.lines ?? [] {
      lines += wrapped(line.split(separator: " ").map(String.init), first: "  ", rest: "    ")
    }
    lines.append("")
    lines += boardLines(answer.board, colored: colored)
    lines.append(
      "Score: you \(answer.score.player), them \(answer.score.opponent); "
        + "\(answer.freeTiles) \(noun("tile", count: answer.freeTiles)) free.")
    if verbose {
      let dictionary = answer.dictionary
      let played = dictionary.played.isEmpty ? "" : ", \(dictionary.played.count) played"
      lines.append(
        "\(dictionary.name): \(dictionary.playable) playable \(noun("word", count: dictionary.playable))\(played), \(dictionary.moves) distinct moves"
      )
      if let search = answer.search, !answer.isOver { lines += searchLines(search) }
    }
    let others = Array(answer.moves.dropFirst())
    if !others.isEmpty {
      lines.append("")
      lines.append("Other moves:")
    }
    for groupStart in stride(from: 0, to: others.count, by: gridsPerRow) {
      let group = others[groupStart..<min(groupStart + gridsPerRow, others.count)]
        .enumerated().map { (groupStart + $0.offset + 2, $0.element) }
      if groupStart > 0 { lines.append("") }
      for (number, move) in group {
        lines += alternative(move, number: number, of: answer)
        if verbose { lines.append("      " + details(move)) }
      }
      lines.append("")
      lines += grids(group, board: answer.board, colored: colored)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Why there is no move.
  ///
  /// `No playable word: pass.`, or `The game is over: you 13, them 12. You
  /// won.`
  static func noMoveReason(_ answer: Answer) -> String {
    guard answer.isOver else { return "No playable word: pass." }
    let (player, opponent) = (answer.score.player, answer.score.opponent)
    return "The game is over: you \(player), them \(opponent). "
      + (player > opponent ? "You won." : "They won.")
  }

  /// Who is winning, in words and numbers, before `move` and after it (and
  /// the answer the look-ahead expects, when it expects one): `You are
  /// ahead: about 70% to win; 74% after QUILTED and their reply.`, `You win
  /// by force.`, `They are ahead: about 30% for you; …`.
  static func standing(_ answer: Answer, after move: Answer.Move?) -> [String] {
    let chance = answer.winChance
    var text =
      switch chance {
      case 1: "You win by force"
      case 0: "They win by force"
      case _ where answer.search?.outcome == .draw && answer.toMove != .opponent:
        "It is a draw by force"
      case 0.55...: "You are ahead: about \(percent(chance)) to win"
      case ...0.45: "They are ahead: about \(percent(chance)) for you"
      default: "It is close: about \(percent(chance)) to win"
      }
    if let move {
      let after: String =
        switch move.winChance {
        case _ where move.wins: "; \(move.word) wins now"
        case 1 where move.proven: "; after \(move.word) you win by force"
        case 0 where move.proven: "; after \(move.word) they can force a win"
        case _ where move.reply != nil:
          "; \(percent(move.winChance)) after \(move.word) and their reply"
        default: "; \(percent(move.winChance)) after \(move.word)"
        }
      text += after
    }
    return (text + ".").split(separator: " ").map(String.init)
  }

  /// An estimated chance as a whole percentage, `70%`, kept within 1-99%
  /// (only a proof is certain).
  static func percent(_ chance: Double) -> String {
    "\(min(max(Int((chance * 100).rounded()), 1), 99))%"
  }

  /// The board, one row a line, each tile a letter and its colour code (or
  /// the letter on its colour).
  static func boardLines(_ board: Board, colored: Bool) -> [String] {
    var lines: [String] = ["Board (b/r: yours/theirs, B/R: safe, that is defended):"]
    let colors = board.tileColors
    for row in 0..<Board.side {
      let cells = (0..<Board.side).map { column -> String in
        let index = row * Board.side + column
        let letter = String(board.letters[index].character)
        let color = colors[index]
        guard colored else { return letter + (color == .unclaimed ? " " : String(color.code)) }
        return ReadingFormat.ansiStyle(color) + " " + letter + " " + reset
      }
      lines.append(("  " + cells.joined(separator: colored ? "" : " ")).trimmingTrailingSpaces())
    }
    return lines
  }

  /// The move in a player's words, on two lines past 80 columns.
  ///
  /// For example `Play QUILTED: you 7 → 13, them 6 → 5; takes 1 of theirs;
  /// 2 of your tiles become safe.`
  static func headline(_ move: Answer.Move, of answer: Answer) -> [String] {
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
    var lines = [parts[0]]
    for part in parts.dropFirst() {
      if lines[lines.count - 1].count + part.count + 3 > width {
        lines[lines.count - 1] += ";"
        lines.append("  " + part)
      } else {
        lines[lines.count - 1] += "; " + part
      }
    }
    lines[lines.count - 1] += "."
    return lines
  }

  /// Why the move: what it does to the game, what the look-ahead proved or
  /// expects (the opponent's answer only when it looked at answers), and
  /// its doubts.
  static func why(_ move: Answer.Move, of answer: Answer) -> [String] {
    var lines: [String] = []
    if answer.toMove == .opponent {
      lines.append("The screenshot shows the opponent to move: this is for your next turn.")
    }
    if move.wins {
      lines.append("This wins now.")
    } else if move.endsGame {
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
      } else if let reply = move.reply, let after = move.scoreAfterReply {
        let answer = reply == .pass ? "to pass" : reply.text
        lines.append(
          "Their best answer is \(answer): you \(after.player), them \(after.opponent) after it.")
      }
    }
    if answer.search?.cutByTime == true {
      lines.append("The time limit cut the look-ahead short: another run may answer differently.")
    }
    return lines
  }

  /// One of the other moves: `" 2. HORSE           you 12, them 4; they
  /// then win with X"`, then its tap list.
  static func alternative(_ move: Answer.Move, number: Int, of answer: Answer) -> [String] {
    var text =
      pad("\(number < 10 ? " " : "")\(number). \(move.word)", to: 20)
      + "you \(move.score.player), them \(move.score.opponent)"
    if move.wins {
      text += "; wins now"
    } else if move.endsGame {
      text += "; ends the game lost"
    } else if let reply = move.opponentWinningReply {
      text += "; they can then win with \(reply)"
    } else if let reply = move.reply, let after = move.scoreAfterReply {
      text +=
        "; their best answer "
        + (reply == .pass ? "a pass" : reply.text)
        + " (you \(after.player), them \(after.opponent))"
    }
    if answer.mightBePlayed(move) { text += "; might already be played" }
    // Past 80 columns, the rest of the clauses go on lines of their own.
    var lines: [String] = []
    for clause in text.components(separatedBy: "; ") {
      if let last = lines.last, last.count + clause.count + 2 <= width {
        lines[lines.count - 1] += "; " + clause
      } else {
        if !lines.isEmpty { lines[lines.count - 1] += ";" }
        lines.append(lines.isEmpty ? clause : "      " + clause)
      }
    }
    return lines
      + wrapped(
        punctuated(tapList(move, on: answer.board), end: ""), first: "      tap ",
        rest: "          ")
  }

  /// The tiles in tap order, each a letter and its place: `U r1c2`, `N r5c5`.
  static func tapList(_ move: Answer.Move, on board: Board) -> [String] {
    zip(move.tapOrder, move.tileNames).map { "\(board.letters[$0].character) \($1)" }
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

  /// The best move's grid: on its tiles the letter and its tap number, a
  /// dot elsewhere.
  static func grid(_ tapOrder: [Int], board: Board, colored: Bool) -> [String] {
    let colors = board.tileColors
    return (0..<Board.side).map { row in
      gridRow(row, tapOrder: tapOrder, board: board, colors: colors, colored: colored)
        .trimmingTrailingSpaces()
    }
  }

  /// Grids side by side, each headed by its number.
  static func grids(_ moves: [(Int, Answer.Move)], board: Board, colored: Bool) -> [String] {
    let colors = board.tileColors
    var lines = [
      moves.map { pad("  #\($0.0)", to: 22) }.joined(separator: "  ").trimmingTrailingSpaces()
    ]
    for row in 0..<Board.side {
      let cells = moves.map { _, move in
        gridRow(row, tapOrder: move.tapOrder, board: board, colors: colors, colored: colored)
      }
      lines.append(cells.joined(separator: "  ").trimmingTrailingSpaces())
    }
    return lines
  }

  /// One row of a move's grid, 22 columns: `  U1  ·   ·   E4  ·`.
  static func gridRow(
    _ row: Int, tapOrder: [Int], board: Board, colors: [TileColor], colored: Bool
  ) -> String {
    "  "
      + (0..<Board.side).map { column -> String in
        let index = row * Board.side + column
        guard let tap = tapOrder.firstIndex(of: index) else { return "·   " }
        let cell = String(board.letters[index].character) + String(tap + 1)
        let padding = String(repeating: " ", count: 4 - cell.count)
        return (colored ? ReadingFormat.ansiStyle(colors[index]) + cell + reset : cell) + padding
      }.joined()
  }

  private static let reset = "\u{1B}[0m"

  private static func pad(_ text: String, to width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
