import Pixels

/// A mutable RGBA picture with the few drawing operations the renderer needs.
struct Canvas {
  let width: Int
  let height: Int
  private var pixels: [RGBA]

  init(width: Int, height: Int, color: RGBA) {
    self.width = width
    self.height = height
    pixels = Array(repeating: color, count: width * height)
  }

  /// A canvas holding `image`'s pixels, to draw over it.
  init(_ image: Image) {
    width = image.width
    height = image.height
    pixels = image.pixels
  }

  var image: Image { Image(width: width, height: height, pixels: pixels) }

  /// Fills the part of `rect` inside the canvas.
  mutating func fill(_ rect: Rect, color: RGBA) {
    let clipped = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
    for y in clipped.y..<(clipped.y + clipped.height) {
      for x in clipped.x..<(clipped.x + clipped.width) { pixels[y * width + x] = color }
    }
  }

  /// Mixes `color` into the pixel at (x, y) with opacity `alpha` (0...1).
  mutating func blend(x: Int, y: Int, color: RGBA, alpha: Double) {
    guard x >= 0, x < width, y >= 0, y < height else { return }
    let old = pixels[y * width + x]
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) * (1 - alpha) + Double(b) * alpha).rounded())
    }
    pixels[y * width + x] = RGBA(
      red: mix(old.red, color.red), green: mix(old.green, color.green),
      blue: mix(old.blue, color.blue))
  }

  /// Fills a circle, with anti-aliased edges.
  mutating func fillCircle(x centreX: Double, y centreY: Double, radius: Double, color: RGBA) {
    fillShape(
      left: centreX - radius, top: centreY - radius, right: centreX + radius,
      bottom: centreY + radius,
      color: color
    ) { x, y in
      let dx = x - centreX
      let dy = y - centreY
      return radius - (dx * dx + dy * dy).squareRoot()
    }
  }

  /// Fills a rectangle whose short sides are half circles.
  mutating func fillRoundedRect(x: Double, y: Double, width: Double, height: Double, color: RGBA) {
    let radius = min(width, height) / 2
    fillShape(left: x, top: y, right: x + width, bottom: y + height, color: color) { px, py in
      let cx = min(max(px, x + radius), x + width - radius)
      let cy = min(max(py, y + radius), y + height - radius)
      let dx = px - cx
      let dy = py - cy
      return radius - (dx * dx + dy * dy).squareRoot()
    }
  }

  /// Fills a triangle pointing down: its top side `width` wide at `top`,
  /// centred on `x`, its tip `height` below.
  mutating func fillDownwardTriangle(
    x centreX: Double, top: Double, width: Double, height: Double, color: RGBA
  ) {
    let half = width / 2
    let slant = (half * half + height * height).squareRoot()
    fillShape(
      left: centreX - half, top: top, right: centreX + half, bottom: top + height, color: color
    ) { x, y in
      // The signed distances to the top side and to the two slanted ones.
      let below = y - top
      let inward = (half * (top + height - y) - height * abs(x - centreX)) / slant
      return min(below, inward)
    }
  }

  /// Fills the pixels where `inside` (a signed distance to the edge,
  /// positive inside) is positive, blending a one-pixel edge.
  private mutating func fillShape(
    left: Double, top: Double, right: Double, bottom: Double, color: RGBA,
    inside: (Double, Double) -> Double
  ) {
    let x0 = max(0, Int(left.rounded(.down)))
    let x1 = min(width, Int(right.rounded(.up)))
    let y0 = max(0, Int(top.rounded(.down)))
    let y1 = min(height, Int(bottom.rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }
    for y in y0..<y1 {
      for x in x0..<x1 {
        let distance = inside(Double(x) + 0.5, Double(y) + 0.5)
        let alpha = min(1, max(0, distance + 0.5))
        if alpha > 0 { blend(x: x, y: y, color: color, alpha: alpha) }
      }
    }
  }
}
