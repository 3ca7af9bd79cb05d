import Letterpress
import Solving

/// How `solve` prints a `Solution` for people.
///
/// The board and the score, the answer first in a player's words (`Play QUILTED: you 7 → 13, …`), why,
/// then the other moves; each move's tiles as a tap list and on small 5x5
/// grids of letters and tap numbers (`U1 ·  ·  E4`), three grids a row.
/// `verbose` adds the word counts, the search's plies, nodes and proof, and
/// the defended tiles.
enum SolutionText {
  /// Grids per row: 3 × 22 columns plus gaps stays within 80 columns.
  static let gridsPerRow = 3

  static func text(_ solution: Solution, board: Board, colored: Bool, verbose: Bool = false)
    -> String
  {
    var lines = boardLines(board, colored: colored)
    let player = board.owners.count { $0 == .player }
    let opponent = board.owners.count { $0 == .opponent }
    let free = board.owners.count { $0 == nil }
    lines.append("")
    lines.append(
      "Score: you \(player), them \(opponent); \(free) \(noun("tile", count: free)) free.")
    if verbose {
      let dictionary = solution.dictionary
      let played = dictionary.played.isEmpty ? "" : ", \(dictionary.played.count) played"
      lines.append(
        "\(dictionary.name): \(dictionary.playable) playable \(noun("word", count: dictionary.playable))\(played), \(dictionary.moves) distinct moves"
      )
      if let search = solution.search, free > 0 { lines += searchLines(search) }
    }
    guard let best = solution.moves.first else {
      let reason = noMoveReason(on: board)
      lines.append(reason.prefix(1).uppercased() + reason.dropFirst() + ".")
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append("")
    lines.append(headline(best, on: board))
    lines.append("  Tap " + tapList(best, on: board) + ".")
    lines += why(best, search: solution.search).map { "  " + $0 }
    if solution.search?.cutByTime == true {
      lines.append("  The time limit cut the look-ahead short: another run may answer differently.")
    }
    if verbose { lines.append("  " + details(best)) }
    lines.append("")
    lines += grids([(1, best)], board: board, colored: colored)
    let others = Array(solution.moves.dropFirst())
    guard !others.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    lines.append("")
    lines.append("Other moves:")
    for groupStart in stride(from: 0, to: others.count, by: gridsPerRow) {
      let group = others[groupStart..<min(groupStart + gridsPerRow, others.count)]
        .enumerated().map { (groupStart + $0.offset + 2, $0.element) }
      if groupStart > 0 { lines.append("") }
      for (number, move) in group {
        lines.append(alternative(move, number: number, on: board))
        if verbose { lines.append("      " + details(move)) }
      }
      lines.append("")
      lines += grids(group, board: board, colored: colored)
    }
    return lines.joined(separator: "\n") + "\n"
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

  /// The answer in a player's words, e.g. `Play QUILTED: you 7 → 13, them
  /// 6 → 5; takes 1 of theirs; 2 of your tiles become safe.`
  static func headline(_ move: Solution.SuggestedMove, on board: Board) -> String {
    let colors = board.tileColors
    let player = board.owners.count { $0 == .player }
    let opponent = board.owners.count { $0 == .opponent }
    let playerSafe = colors.count { $0 == .playerDefended }
    let opponentSafe = colors.count { $0 == .opponentDefended }
    var parts = [
      "Play \(move.word): you \(player) → \(move.score.player), "
        + "them \(opponent) → \(move.score.opponent)"
    ]
    let taken = opponent - move.score.opponent
    if taken > 0 { parts.append("takes \(taken) of theirs") }
    let safe = move.defended.player - playerSafe
    if safe > 0 { parts.append("\(safe) of your tiles \(safe == 1 ? "becomes" : "become") safe") }
    let unlocked = opponentSafe - move.defended.opponent
    if unlocked > 0 {
      parts.append(
        "\(unlocked) of their safe tiles \(unlocked == 1 ? "becomes" : "become") takeable")
    }
    // Past 80 columns the rest goes on a second line.
    var lines = [parts[0]]
    for part in parts.dropFirst() {
      if lines[lines.count - 1].count + part.count + 3 > 80 {
        lines[lines.count - 1] += ";"
        lines.append("  " + part)
      } else {
        lines[lines.count - 1] += "; " + part
      }
    }
    return lines.joined(separator: "\n") + "."
  }

  /// Why the move: what it does to the game, and the answer the search
  /// expects.
  static func why(_ move: Solution.SuggestedMove, search: Solution.SearchSummary?) -> [String] {
    if move.wins { return ["This wins now."] }
    if move.endsGame { return ["This ends the game, and you lose."] }
    var lines: [String] = []
    if let search, search.outcome == "wins by force", let line = search.line, line.count > 1 {
      lines.append("Guaranteed win: " + line.map { $0 }.joined(separator: ", ") + ".")
    } else if search?.outcome == "loses whatever it plays" {
      lines.append("They can force a win whatever you play; this makes it hardest.")
    }
    if let reply = move.opponentWinningReply {
      lines.append("They can end the game and win after this, with \(reply).")
    } else if let reply = move.reply, let after = move.scoreAfterReply {
      let answer = reply == "pass" ? "to pass" : reply
      lines.append(
        "Their best answer is \(answer): you \(after.player), them \(after.opponent) after it.")
    }
    return lines
  }

  /// One of the other moves: `" 2. HORSE           you 12, them 4; they
  /// then win with X"`.
  static func alternative(_ move: Solution.SuggestedMove, number: Int, on board: Board) -> String {
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
        + (reply == "pass" ? "a pass" : reply)
        + " (you \(after.player), them \(after.opponent))"
    }
    return text + "\n      tap " + tapList(move, on: board)
  }

  /// The tiles in tap order, each a letter and its place: `U r1c2, N r5c5`.
  static func tapList(_ move: Solution.SuggestedMove, on board: Board) -> String {
    zip(move.tapOrder, move.tiles).map { "\(board.letters[$0].character) \($1)" }
      .joined(separator: ", ")
  }

  /// What `--verbose` adds about a move: the safe (defended) tiles after it.
  static func details(_ move: Solution.SuggestedMove) -> String {
    "safe tiles after it: you \(move.defended.player), them \(move.defended.opponent)"
  }

  /// What the look-ahead search did, and its proof when it has one.
  static func searchLines(_ search: Solution.SearchSummary) -> [String] {
    var lines = [
      "Look-ahead: \(search.depth) \(search.depth == 1 ? "ply" : "plies"), "
        + "\(search.nodes) \(noun("node", count: search.nodes)), "
        + String(format: "%.2f s", search.seconds) + (search.proven ? ", proven" : "")
    ]
    if let outcome = search.outcome {
      let line = (search.line ?? []).joined(separator: ", ")
      lines.append("Proven for you: \(outcome)" + (line.isEmpty ? "" : "; line of play \(line)"))
    }
    if let plies = search.endgameHorizon {
      lines.append("Endgame: no forced result found within \(plies) plies.")
    }
    if search.prefersPass { lines.append("The search prefers to pass.") }
    return lines
  }

  /// Grids side by side, each headed by its number: on each move's tiles the
  /// letter and its tap number, a dot elsewhere.
  static func grids(_ moves: [(Int, Solution.SuggestedMove)], board: Board, colored: Bool)
    -> [String]
  {
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
