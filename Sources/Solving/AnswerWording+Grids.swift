import Letterpress

extension AnswerWording {
  /// The escape code that ends a colour.
  static let reset = "\u{1B}[0m"

  /// The board, one row a line, each tile a letter and its colour code (or
  /// the letter on its colour, with `paint`).
  static func boardLines(_ board: Board, paint: ((TileColor) -> String)?) -> [String] {
    var lines: [String] = ["Board (b/r: yours/theirs, B/R: safe, that is defended):"]
    let colors = board.tileColors
    for row in 0..<Board.side {
      let cells = (0..<Board.side).map { column -> String in
        let index = row * Board.side + column
        let letter = String(board.letters[index].character)
        let color = colors[index]
        guard let paint else { return letter + (color == .unclaimed ? " " : String(color.code)) }
        return paint(color) + " " + letter + " " + reset
      }
      lines.append(
        ("  " + cells.joined(separator: paint == nil ? " " : "")).trimmingTrailingSpaces())
    }
    return lines
  }

  /// A move's grid: on its tiles the letter and its tap number, a dot
  /// elsewhere.
  static func grid(_ tapOrder: [Int], board: Board, paint: ((TileColor) -> String)?) -> [String] {
    let colors = board.tileColors
    return (0..<Board.side).map { row in
      gridRow(row, tapOrder: tapOrder, board: board, colors: colors, paint: paint)
        .trimmingTrailingSpaces()
    }
  }

  /// Grids side by side, each headed by its number.
  static func grids(
    _ moves: [(Int, Answer.Move)], board: Board, paint: ((TileColor) -> String)?
  ) -> [String] {
    let colors = board.tileColors
    var lines = [
      moves.map { pad("  #\($0.0)", to: 22) }.joined(separator: "  ").trimmingTrailingSpaces()
    ]
    for row in 0..<Board.side {
      let cells = moves.map { _, move in
        gridRow(row, tapOrder: move.tapOrder, board: board, colors: colors, paint: paint)
      }
      lines.append(cells.joined(separator: "  ").trimmingTrailingSpaces())
    }
    return lines
  }

  /// One row of a move's grid, 22 columns: `  U1  ·   ·   E4  ·`.
  static func gridRow(
    _ row: Int, tapOrder: [Int], board: Board, colors: [TileColor],
    paint: ((TileColor) -> String)?
  ) -> String {
    "  "
      + (0..<Board.side).map { column -> String in
        let index = row * Board.side + column
        guard let tap = tapOrder.firstIndex(of: index) else { return "·   " }
        let cell = String(board.letters[index].character) + String(tap + 1)
        let padding = String(repeating: " ", count: 4 - cell.count)
        return (paint.map { $0(colors[index]) + cell + reset } ?? cell) + padding
      }.joined()
  }

  /// `text` padded with spaces to `width`; a longer one gets one space.
  static func pad(_ text: String, to width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
