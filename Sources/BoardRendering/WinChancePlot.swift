import Pixels

/// A plot of a game's win chance: your chance at each board as a blue line,
/// the opponent's (one minus yours) as a red one, your moves marked on
/// yours (the turning point larger), over axes with lines at 0, 25, 50, 75
/// and 100% and a tick per board.
///
///     let image = WinChancePlot.image(chances: [0.6, 0.55, 0.2], moves: [0, 1], turningPoint: 1)
///     try image.writePNG(toFile: "game.png")   // 800 x 400
public enum WinChancePlot {
  /// The plot's size in pixels.
  public static let width = 800
  public static let height = 400

  /// Margins around the plotting area.
  static let margin = (left: 40.0, right: 20.0, top: 20.0, bottom: 30.0)

  /// The plot of `chances` (yours, 0 to 1, one per board in order), with
  /// the boards `moves` (indices into `chances`) marked, `turningPoint`
  /// among them larger; `width` x `height` pixels.
  public static func image(chances: [Double], moves: [Int], turningPoint: Int?) -> Image {
    var canvas = Canvas(width: width, height: height, color: RGBA(hex: 0xFFFFFF))
    let left = margin.left
    let right = Double(width) - margin.right
    let top = margin.top
    let bottom = Double(height) - margin.bottom
    let last = max(1, chances.count - 1)
    func x(_ index: Int) -> Double { left + (right - left) * Double(index) / Double(last) }
    func y(_ chance: Double) -> Double { bottom - (bottom - top) * min(1, max(0, chance)) }

    for quarter in 0...4 {
      let lineY = Int(y(Double(quarter) / 4).rounded())
      let color = RGBA(hex: quarter == 2 ? 0x999999 : 0xDDDDDD)
      canvas.fill(
        Rect(x: Int(left), y: lineY, width: Int(right - left) + 1, height: 1), color: color)
      canvas.fill(Rect(x: Int(left) - 6, y: lineY, width: 6, height: 1), color: RGBA(hex: 0x000000))
    }
    let axis = RGBA(hex: 0x000000)
    canvas.fill(
      Rect(x: Int(left), y: Int(top), width: 2, height: Int(bottom - top) + 1), color: axis)
    canvas.fill(
      Rect(x: Int(left), y: Int(bottom), width: Int(right - left) + 1, height: 2), color: axis)
    for index in chances.indices {
      canvas.fill(
        Rect(x: Int(x(index).rounded()), y: Int(bottom) + 2, width: 1, height: 6), color: axis)
    }

    let points = chances.enumerated().map { (x: x($0.offset), y: y($0.element)) }
    let theirs = chances.enumerated().map { (x: x($0.offset), y: y(1 - $0.element)) }
    drawLine(theirs, on: &canvas, color: RGBA(hex: 0xD0342C))
    drawLine(points, on: &canvas, color: RGBA(hex: 0x1E6FD9))
    for move in moves where points.indices.contains(move) {
      let radius = move == turningPoint ? 8.0 : 5.0
      canvas.fillCircle(x: points[move].x, y: points[move].y, radius: radius, color: axis)
      canvas.fillCircle(
        x: points[move].x, y: points[move].y, radius: radius - 2, color: RGBA(hex: 0xFFFFFF))
    }
    return canvas.image
  }

  /// Draws a line 3 pixels wide through `points`, in order.
  private static func drawLine(
    _ points: [(x: Double, y: Double)], on canvas: inout Canvas, color: RGBA
  ) {
    for (from, to) in zip(points, points.dropFirst()) {
      let length = max(abs(to.x - from.x), abs(to.y - from.y))
      let steps = max(1, Int(length * 2))
      for step in 0...steps {
        let t = Double(step) / Double(steps)
        canvas.fillCircle(
          x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t, radius: 1.5,
          color: color)
      }
    }
  }
}
