import Pixels

/// A plot of a game's win chance: your chance at each board, and after each
/// move of yours half-way to the next board, as a blue line, the
/// opponent's (one minus yours) as a red one, your moves marked on yours
/// where they left it (the turning point larger: the drop from the board
/// to that mark is the chance the move gave away), over axes labelled 0 to
/// 100% and by board number, with a title and a legend above.
///
///     let image = WinChancePlot.image(
///       chances: [0.6, 0.55, 0.2], moves: [.init(board: 1, after: 0.3)], turningPoint: 0)
///     try image.writePNG(toFile: "game.png")   // 800 x 400
public enum WinChancePlot {
  /// The plot's size in pixels.
  public static let width = 800
  public static let height = 400

  /// Margins around the plotting area: room for the labels.
  static let margin = (left: 64.0, right: 24.0, top: 44.0, bottom: 56.0)
  /// The labels' font size in pixels, the title's, and the colours.
  static let labelSize = 15.0
  static let titleSize = 17.0
  static let ink = RGBA(hex: 0x000000)
  static let yours = RGBA(hex: 0x1E6FD9)
  static let theirs = RGBA(hex: 0xD0342C)
  static let paper = RGBA(hex: 0xFFFFFF)

  /// A move of yours: the index in `chances` of the board it was played
  /// on, and your chance after it (`nil` when not known).
  public struct Move: Sendable {
    public let board: Int
    public let after: Double?

    public init(board: Int, after: Double?) {
      self.board = board
      self.after = after
    }
  }

  /// The points of your line, in order: each board at its index, and the
  /// chance after each move of yours half-way to the next board.
  package static func line(chances: [Double], moves: [Move]) -> [(board: Double, chance: Double)] {
    let boards = chances.enumerated().map { (board: Double($0.offset), chance: $0.element) }
    let afters = moves.compactMap { move in
      move.after.map { (board: Double(move.board) + 0.5, chance: $0) }
    }
    return (boards + afters).sorted { $0.board < $1.board }
  }

  /// The plot of `chances` (yours, 0 to 1, one per board in order) and of
  /// your chance after each of `moves`, each move marked where it left your
  /// chance, `turningPoint` (an index in `moves`) larger; `width` x
  /// `height` pixels.
  public static func image(chances: [Double], moves: [Move], turningPoint: Int?) -> Image {
    let drawing = Drawing(width: width, height: height, color: paper)
    let left = margin.left
    let right = Double(width) - margin.right
    let top = margin.top
    let bottom = Double(height) - margin.bottom
    let last = max(1, chances.count - 1)
    func x(_ index: Int) -> Double { x(position: Double(index)) }
    func x(position: Double) -> Double { left + (right - left) * position / Double(last) }
    func y(_ chance: Double) -> Double { bottom - (bottom - top) * min(1, max(0, chance)) }
    // Half a capital's height: what centres a label on a line.
    let halfCapital = drawing.capitalHeight(size: labelSize) / 2

    for quarter in 0...4 {
      let lineY = Int(y(Double(quarter) / 4).rounded())
      let color = RGBA(hex: quarter == 2 ? 0x999999 : 0xDDDDDD)
      drawing.fill(
        Rect(x: Int(left), y: lineY, width: Int(right - left) + 1, height: 1), color: color)
      drawing.fill(Rect(x: Int(left) - 6, y: lineY, width: 6, height: 1), color: ink)
      let label = "\(quarter * 25)%"
      drawing.text(
        label, x: left - 10 - drawing.textWidth(label, size: labelSize),
        baseline: Double(lineY) + halfCapital, size: labelSize, color: ink)
    }
    drawing.fill(
      Rect(x: Int(left), y: Int(top), width: 2, height: Int(bottom - top) + 1), color: ink)
    drawing.fill(
      Rect(x: Int(left), y: Int(bottom), width: Int(right - left) + 1, height: 2), color: ink)
    let step = labelStep(pixelsApart: (right - left) / Double(last))
    let numbersBaseline = bottom + 12 + 2 * halfCapital
    for index in chances.indices {
      let tickX = Int(x(index).rounded())
      drawing.fill(Rect(x: tickX, y: Int(bottom) + 2, width: 1, height: 6), color: ink)
      let number = index + 1
      guard number == 1 || number % step == 0 else { continue }
      let label = String(number)
      drawing.text(
        label, x: Double(tickX) - drawing.textWidth(label, size: labelSize) / 2,
        baseline: numbersBaseline, size: labelSize, color: ink)
    }
    let axisTitle = "Board"
    drawing.text(
      axisTitle, x: (left + right - drawing.textWidth(axisTitle, size: labelSize)) / 2,
      baseline: Double(height) - 6, size: labelSize, color: ink)
    drawLegend(on: drawing, middle: 20)

    let line = line(chances: chances, moves: moves)
    drawing.strokeLine(
      line.map { (x: x(position: $0.board), y: y(1 - $0.chance)) }, lineWidth: 3, color: theirs)
    drawing.strokeLine(
      line.map { (x: x(position: $0.board), y: y($0.chance)) }, lineWidth: 3, color: yours)
    for (index, move) in moves.enumerated() where chances.indices.contains(move.board) {
      let position = Double(move.board) + (move.after == nil ? 0 : 0.5)
      drawMarker(
        on: drawing, x: x(position: position), y: y(move.after ?? chances[move.board]),
        large: index == turningPoint)
    }
    return drawing.image
  }

  /// Every how many boards a number is written under the axis.
  ///
  /// The smallest of 1, 2, 5, 10, 20, 50... that puts numbers at least 40
  /// pixels apart, boards being `pixelsApart`.
  static func labelStep(pixelsApart: Double) -> Int {
    var decade = 1
    while decade < 1_000_000 {
      for step in [decade, 2 * decade, 5 * decade] where Double(step) * pixelsApart >= 40 {
        return step
      }
      decade *= 10
    }
    return decade
  }

  /// The title and the legend, in a row centred `middle` pixels from the top.
  private static func drawLegend(on drawing: Drawing, middle: Int) {
    let baseline = Double(middle) + drawing.capitalHeight(size: labelSize) / 2
    drawing.text(
      "Chance to win", x: margin.left,
      baseline: Double(middle)
        + drawing.capitalHeight(size: titleSize, weight: .bold) / 2,
      size: titleSize, weight: .bold, color: ink)
    var x = Double(width) - margin.right
    for (label, color) in [("Them", theirs), ("You", yours)] {
      x -= drawing.textWidth(label, size: labelSize)
      drawing.text(label, x: x, baseline: baseline, size: labelSize, color: color)
      x -= 30
      drawing.fill(Rect(x: Int(x), y: middle - 1, width: 22, height: 3), color: color)
      x -= 24
    }
    let label = "Your move"
    x -= drawing.textWidth(label, size: labelSize)
    drawing.text(label, x: x, baseline: baseline, size: labelSize, color: ink)
    drawMarker(on: drawing, x: x - 12, y: Double(middle), large: false)
  }

  /// A ring marking a move, larger for the turning point.
  private static func drawMarker(on drawing: Drawing, x: Double, y: Double, large: Bool) {
    let radius = large ? 8.0 : 5.0
    drawing.fillCircle(x: x, y: y, radius: radius, color: paper)
    drawing.strokeCircle(x: x, y: y, radius: radius - 1, lineWidth: 2, color: ink)
  }
}
