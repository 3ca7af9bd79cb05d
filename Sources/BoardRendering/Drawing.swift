internal import CCairo
import Pixels

// The only file that calls Cairo. Every path is filled or stroked with
// Cairo's anti-aliasing; text is set in DejaVu Sans (Debian's
// fonts-dejavu-core), which Cairo's toy font API finds through fontconfig the
// first time a picture writes text. No Cairo type leaves this file.

/// An opaque picture being drawn: shapes, lines and text with anti-aliased
/// edges, on Cairo, handed back as an `Image`.
///
/// Coordinates are in pixels from the top-left corner; a whole-number
/// rectangle fills whole pixels exactly.
///
///     let drawing = Drawing(width: 200, height: 60, color: RGBA(hex: 0xFFFFFF))
///     drawing.fill(Rect(x: 10, y: 10, width: 40, height: 40), color: RGBA(hex: 0x1E6FD9))
///     drawing.text("50%", x: 60, baseline: 40, size: 24, color: RGBA(hex: 0x000000))
///     try drawing.image.writePNG(toFile: "label.png")
final class Drawing {
  /// The picture's size in pixels.
  let width: Int
  let height: Int
  private let surface: OpaquePointer
  private let context: OpaquePointer
  /// What the pixel values mean: those of the image drawn over, so a
  /// Display P3 screenshot's drawing is written with its profile.
  private var colourSpace = ColourSpace.untagged

  /// The font family every text is set in.
  static let fontFamily = "DejaVu Sans"

  /// A blank picture of one colour.
  ///
  /// The corresponding C functions are `cairo_image_surface_create` and
  /// `cairo_create`.
  init(width: Int, height: Int, color: RGBA) {
    precondition(width > 0 && height > 0, "a drawing needs pixels, got \(width)x\(height)")
    self.width = width
    self.height = height
    surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
    precondition(
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      "Cairo could not make a \(width)x\(height) surface")
    context = cairo_create(surface)
    fill(Rect(x: 0, y: 0, width: width, height: height), color: color)
  }

  /// A picture holding `image`'s pixels (alpha dropped), to draw over it;
  /// `image` hands back its colour space.
  convenience init(_ image: Image) {
    self.init(width: image.width, height: image.height, color: RGBA(hex: 0))
    colourSpace = image.colourSpace
    let (rows, stride) = Self.bytes(of: surface)
    image.withUnsafePixels { pixels, rowStride in
      for y in 0..<height {
        let row = UnsafeMutableRawPointer(rows + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { row[x] = pixels[y * rowStride + x].hex }
      }
    }
    cairo_surface_mark_dirty(surface)
  }

  deinit {
    cairo_destroy(context)
    cairo_surface_destroy(surface)
  }

  /// The picture's pixels, opaque, in the colour space of the image drawn
  /// over (sRGB for a blank picture).
  var image: Image {
    let (rows, stride) = Self.bytes(of: surface)
    var pixels: [RGBA] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(rows + y * stride).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { pixels.append(RGBA(hex: row[x] & 0xFF_FFFF)) }
    }
    var image = Image(width: width, height: height, pixels: pixels)
    image.colourSpace = colourSpace
    return image
  }

  // MARK: - Shapes

  /// Fills `rect`'s whole pixels with `color`.
  func fill(_ rect: Rect, color: RGBA) {
    fillRect(
      x: Double(rect.x), y: Double(rect.y), width: Double(rect.width),
      height: Double(rect.height), color: color)
  }

  /// Fills a rectangle given in fractional pixels.
  func fillRect(x: Double, y: Double, width: Double, height: Double, color: RGBA) {
    cairo_rectangle(context, x, y, width, height)
    fill(color)
  }

  /// Fills a rectangle whose corners are quarter circles of `radius` (at
  /// most half its shorter side: a pill).
  func fillRoundedRect(
    x: Double, y: Double, width: Double, height: Double, radius: Double, color: RGBA
  ) {
    roundedRectPath(x: x, y: y, width: width, height: height, radius: radius)
    fill(color)
  }

  /// Strokes the outline of a rectangle, the line `lineWidth` wide centred
  /// on the outline.
  func strokeRect(
    x: Double, y: Double, width: Double, height: Double, lineWidth: Double, color: RGBA
  ) {
    cairo_rectangle(context, x, y, width, height)
    stroke(color, width: lineWidth)
  }

  /// Fills a circle.
  func fillCircle(x: Double, y: Double, radius: Double, color: RGBA) {
    cairo_new_sub_path(context)
    cairo_arc(context, x, y, radius, 0, 2 * Double.pi)
    fill(color)
  }

  /// Strokes a circle, the line `lineWidth` wide centred on it.
  func strokeCircle(x: Double, y: Double, radius: Double, lineWidth: Double, color: RGBA) {
    cairo_new_sub_path(context)
    cairo_arc(context, x, y, radius, 0, 2 * Double.pi)
    stroke(color, width: lineWidth)
  }

  /// Fills the polygon through `points`, in order.
  func fillPolygon(_ points: [(x: Double, y: Double)], color: RGBA) {
    path(through: points)
    cairo_close_path(context)
    fill(color)
  }

  /// Draws a line `lineWidth` wide through `points`, in order, with round
  /// joins and ends.
  func strokeLine(_ points: [(x: Double, y: Double)], lineWidth: Double, color: RGBA) {
    path(through: points)
    cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
    cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
    stroke(color, width: lineWidth)
    cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
    cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
  }

  /// Paints `color` through `coverage` (one byte a pixel, 0 clear to 255
  /// full, row by row) over `rect`'s pixels.
  ///
  /// The corresponding C function is `cairo_mask_surface`.
  func paint(_ color: RGBA, coverage: [UInt8], over rect: Rect) {
    precondition(
      coverage.count == rect.width * rect.height,
      "a \(rect.width)x\(rect.height) mask needs \(rect.width * rect.height) bytes")
    guard rect.width > 0, rect.height > 0 else { return }
    let mask: OpaquePointer = cairo_image_surface_create(
      CAIRO_FORMAT_A8, Int32(rect.width), Int32(rect.height))
    defer { cairo_surface_destroy(mask) }
    let (rows, stride) = Self.bytes(of: mask)
    for y in 0..<rect.height {
      for x in 0..<rect.width { rows[y * stride + x] = coverage[y * rect.width + x] }
    }
    cairo_surface_mark_dirty(mask)
    setSource(color)
    cairo_mask_surface(context, mask, Double(rect.x), Double(rect.y))
  }

  // MARK: - Text

  /// A font's weight.
  enum Weight {
    case regular, bold
  }

  /// Writes `text` in `size`-pixel DejaVu Sans starting at `x`, its
  /// baseline at `baseline`.
  ///
  /// The corresponding C functions are `cairo_select_font_face` and
  /// `cairo_show_text`.
  func text(
    _ text: String, x: Double, baseline: Double, size: Double, weight: Weight = .regular,
    color: RGBA
  ) {
    selectFont(size: size, weight: weight)
    setSource(color)
    cairo_move_to(context, x, baseline)
    cairo_show_text(context, text)
    cairo_new_path(context)
  }

  /// How far `text` in `size`-pixel DejaVu Sans advances, in pixels.
  func textWidth(_ text: String, size: Double, weight: Weight = .regular) -> Double {
    selectFont(size: size, weight: weight)
    var extents = cairo_text_extents_t()
    cairo_text_extents(context, text, &extents)
    return extents.x_advance
  }

  /// The height of a capital letter in `size`-pixel DejaVu Sans, in pixels.
  func capitalHeight(size: Double, weight: Weight = .regular) -> Double {
    selectFont(size: size, weight: weight)
    var extents = cairo_text_extents_t()
    cairo_text_extents(context, "H", &extents)
    return -extents.y_bearing
  }

  // MARK: - Cairo

  /// The first byte of an image surface's pixels, flushed for reading and
  /// writing, and the bytes from one row to the next.
  private static func bytes(
    of surface: OpaquePointer
  ) -> (start: UnsafeMutablePointer<UInt8>, rowStride: Int) {
    cairo_surface_flush(surface)
    guard let start = cairo_image_surface_get_data(surface) else {
      preconditionFailure("Cairo gave no pixels for an image surface")
    }
    return (start, Int(cairo_image_surface_get_stride(surface)))
  }

  private func selectFont(size: Double, weight: Weight) {
    cairo_select_font_face(
      context, Self.fontFamily, CAIRO_FONT_SLANT_NORMAL,
      weight == .bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
    cairo_set_font_size(context, size)
  }

  private func setSource(_ color: RGBA) {
    cairo_set_source_rgb(
      context, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255)
  }

  private func fill(_ color: RGBA) {
    setSource(color)
    cairo_fill(context)
  }

  private func stroke(_ color: RGBA, width: Double) {
    setSource(color)
    cairo_set_line_width(context, width)
    cairo_stroke(context)
  }

  private func path(through points: [(x: Double, y: Double)]) {
    cairo_new_path(context)
    for point in points { cairo_line_to(context, point.x, point.y) }
  }

  private func roundedRectPath(x: Double, y: Double, width: Double, height: Double, radius: Double)
  {
    let r = min(radius, width / 2, height / 2)
    cairo_new_sub_path(context)
    cairo_arc(context, x + width - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(context, x + width - r, y + height - r, r, 0, Double.pi / 2)
    cairo_arc(context, x + r, y + height - r, r, Double.pi / 2, Double.pi)
    cairo_arc(context, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(context)
  }
}
