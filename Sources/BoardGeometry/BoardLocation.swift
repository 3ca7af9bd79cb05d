import Letterpress
import Pixels

/// Where the 5x5 board lies in a screenshot, in pixels.
///
/// Positions are fractional because downscaled screenshots have tiles of a
/// non-integer size (a 577 px wide board has 115.4 px tiles). The board may
/// extend past any side of the image when the screenshot was cropped there.
///
///     let location = try GridLocator.locate(in: screenshot)
///     let topLeftTile = screenshot.cropped(to: location.tileRect(0))
public struct BoardLocation: Hashable, Sendable, CustomStringConvertible {
  /// The board's left edge.
  package var x: Double
  /// The board's top edge.
  package var y: Double
  /// The side of one tile (the board's side is five times this).
  package var tileSize: Double

  /// Creates a location from the board's top-left corner and tile side.
  package init(x: Double, y: Double, tileSize: Double) {
    self.x = x
    self.y = y
    self.tileSize = tileSize
  }

  /// The board's rectangle, rounded to whole pixels (it may extend past the
  /// image when the screenshot was cropped).
  package var rect: Rect {
    let left = Int(x.rounded())
    let top = Int(y.rounded())
    let side = Double(Board.side) * tileSize
    return Rect(
      x: left, y: top, width: Int((x + side).rounded()) - left,
      height: Int((y + side).rounded()) - top)
  }

  /// The rectangle of tile `index` (0...24, row-major from the top-left).
  ///
  /// Rounded to whole pixels: neighbouring tiles share no pixel and leave
  /// no gap. Crop with `Image.cropped(to:)`, which clips to the image.
  public func tileRect(_ index: Int) -> Rect {
    precondition((0..<Board.tileCount).contains(index), "tile index \(index) outside 0...24")
    let row = index / Board.side
    let column = index % Board.side
    let left = Int((x + Double(column) * tileSize).rounded())
    let right = Int((x + Double(column + 1) * tileSize).rounded())
    let top = Int((y + Double(row) * tileSize).rounded())
    let bottom = Int((y + Double(row + 1) * tileSize).rounded())
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The centre of tile `index`, in fractional pixels.
  package func tileCenter(_ index: Int) -> (x: Double, y: Double) {
    let row = index / Board.side
    let column = index % Board.side
    return (x + (Double(column) + 0.5) * tileSize, y + (Double(row) + 0.5) * tileSize)
  }

  public var description: String {
    "board \(rect), tiles of \((tileSize * 10).rounded() / 10) px"
  }
}
