import Pixels

extension Image {
  /// The image shrunk to `newWidth` pixels wide (height in proportion), each
  /// new pixel the area-weighted mean of the old ones it covers, as a
  /// messenger or photo app resizes a screenshot.
  func downscaled(toWidth newWidth: Int) -> Image {
    precondition(
      newWidth > 0 && newWidth <= width, "cannot downscale \(width) px to \(newWidth) px")
    let scale = Double(width) / Double(newWidth)
    let newHeight = max(1, Int((Double(height) / scale).rounded()))
    let source = pixels
    var result: [RGBA] = []
    result.reserveCapacity(newWidth * newHeight)
    // The source span of each destination column or row: its cells with weights.
    func spans(_ count: Int, limit: Int) -> [[(Int, Double)]] {
      (0..<count).map { index in
        let start = Double(index) * scale
        let end = min(Double(limit), start + scale)
        var cells: [(Int, Double)] = []
        var position = start
        while position < end - 1e-9 {
          let cell = Int(position.rounded(.down))
          let next = min(end, Double(cell + 1))
          cells.append((min(cell, limit - 1), next - position))
          position = next
        }
        return cells
      }
    }
    let columns = spans(newWidth, limit: width)
    let rows = spans(newHeight, limit: height)
    for rowCells in rows {
      for columnCells in columns {
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        var total = 0.0
        for (y, wy) in rowCells {
          for (x, wx) in columnCells {
            let pixel = source[y * width + x]
            let weight = wx * wy
            red += Double(pixel.red) * weight
            green += Double(pixel.green) * weight
            blue += Double(pixel.blue) * weight
            total += weight
          }
        }
        result.append(
          RGBA(
            red: UInt8((red / total).rounded()), green: UInt8((green / total).rounded()),
            blue: UInt8((blue / total).rounded())))
      }
    }
    return Image(width: newWidth, height: newHeight, pixels: result)
  }
}
