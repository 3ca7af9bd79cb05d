import Letterpress
import Solving

/// How `solve` prints a `Solution` for people: the board, then the moves in
/// groups of four, each group's tiles drawn as small 5x5 grids side by side
/// (15 columns each, so four fit in 80) with the tap order in the tiles.
enum SolutionText {
  /// Grids per row: 4 × 15 columns plus gaps stays within 80 columns.
  static let gridsPerRow = 4

  static func text(_ solution: Solution, board: Board, colored: Bool) -> String {
    var lines: [String] = ["Board (b/r: you/opponent, B/R: defended):"]
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
    lines.append("")
    let dictionary = solution.dictionary
    let played = dictionary.played.isEmpty ? "" : ", \(dictionary.played.count) played"
    lines.append(
      "\(dictionary.name): \(dictionary.playable) playable \(noun("word", count: dictionary.playable))\(played), \(dictionary.moves) distinct moves"
    )
    let isOver = !board.owners.contains(nil)
    // A finished game has nothing to search.
    if let search = solution.search, !isOver { lines += searchLines(search) }
    guard !solution.moves.isEmpty else {
      let reason = noMoveReason(on: board)
      lines.append(reason.prefix(1).uppercased() + reason.dropFirst() + ".")
      return lines.joined(separator: "\n") + "\n"
    }
    for groupStart in stride(from: 0, to: solution.moves.count, by: gridsPerRow) {
      let group = Array(
        solution.moves[groupStart..<min(groupStart + gridsPerRow, solution.moves.count)])
      lines.append("")
      for (offset, move) in group.enumerated() {
        lines.append(summary(move, number: groupStart + offset + 1))
      }
      lines.append("")
      lines.append(
        group.indices.map { offset in pad("   #\(groupStart + offset + 1)", to: 15) }
          .joined(separator: "   ").trimmingTrailingSpaces())
      for row in 0..<Board.side {
        let cells = group.map { move in
          gridRow(row, tapOrder: move.tiles, colors: colors, colored: colored)
        }
        lines.append(cells.joined(separator: "   "))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `" 1. QUILTED      you 13  opponent 8  (+5)  defended 4-2  WINS"`.
  static func summary(_ move: Solution.SuggestedMove, number: Int) -> String {
    let difference = move.score.player - move.score.opponent
    let text =
      pad("\(number < 10 ? " " : "")\(number). \(move.word.uppercased())", to: 20)
      + "you \(move.score.player), opponent \(move.score.opponent) (\(difference >= 0 ? "+" : "")\(difference))"
      + ", defended \(move.defended.player)-\(move.defended.opponent)"
    let flag: String
    if move.wins {
      flag = "WINS NOW"
    } else if move.endsGame {
      flag = "ends the game lost"
    } else if let reply = move.opponentWinningReply {
      flag = "opponent then wins with \(reply.uppercased())"
    } else {
      flag = ""
    }
    // Past 80 columns the flag goes on a line of its own, under the score.
    var result =
      flag.isEmpty
      ? text
      : text.count + 2 + flag.count <= 80
        ? text + "  " + flag : text + "\n" + pad("", to: 20) + flag
    if let value = move.value {
      result += "\n      look-ahead: \(valueText(value))"
      if let reply = move.reply { result += ", expects \(reply.uppercased())" }
    }
    return result
  }

  /// What the look-ahead search did, and its proof when it has one.
  static func searchLines(_ search: Solution.SearchSummary) -> [String] {
    var lines = [
      String(
        format: "Look-ahead: %d plies, %d nodes, %.2f s%@", search.depth, search.nodes,
        search.seconds,
        search.proven ? ", proven" : " (heuristic)")
    ]
    if let outcome = search.outcome {
      let line = (search.line ?? []).map { $0.uppercased() }.joined(separator: ", ")
      lines.append("Proven for you: \(outcome)" + (line.isEmpty ? "" : "; line of play \(line)"))
    }
    if let plies = search.endgameHorizon {
      lines.append("Endgame: no forced result found within \(plies) plies.")
    }
    if search.cutByTime == true {
      lines.append("The time limit cut the look-ahead short: another run may answer differently.")
    }
    if search.prefersPass { lines.append("The search prefers to pass.") }
    return lines
  }

  /// A search value in words: a decided game, or the heuristic value.
  static func valueText(_ value: Int) -> String {
    if value >= 5_000 { return "won (value \(value))" }
    if value <= -5_000 { return "lost (value \(value))" }
    return "value \(value >= 0 ? "+" : "")\(value)"
  }

  /// One row of a move's grid: the tap number on pressed tiles, a dot
  /// elsewhere; 15 columns.
  static func gridRow(_ row: Int, tapOrder: [Int], colors: [TileColor], colored: Bool) -> String {
    (0..<Board.side).map { column -> String in
      let index = row * Board.side + column
      guard let tap = tapOrder.firstIndex(of: index) else { return "  ·" }
      let number = String(tap + 1)
      let cell = String(repeating: " ", count: 3 - number.count) + number
      return colored ? ReadingFormat.ansiStyle(colors[index]) + cell + reset : cell
    }.joined()
  }

  private static let reset = "\u{1B}[0m"

  private static func pad(_ text: String, to width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
