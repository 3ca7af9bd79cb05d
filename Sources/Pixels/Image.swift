/// A rectangular grid of RGBA pixels, a value type with O(1) cropping.
///
/// Cropping shares the pixel storage with the original (copy on write), so
/// cutting a screenshot into 25 tiles copies no pixels.
///
///     let tile = screenshot.cropped(to: Rect(x: 0, y: 496, width: 128, height: 128))
///     let ink = tile[64, 64].luma < 128
public struct Image: Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  @usableFromInline var storage: [RGBA]
  @usableFromInline let origin: Int
  @usableFromInline let stride: Int
  /// What the pixel values mean.
  ///
  /// `.untagged` (taken as sRGB) unless the decoder found colour
  /// information in the file. Crops keep it.
  package var colourSpace: ColourSpace = .untagged
  /// When the picture was taken, as the decoded file's EXIF block says
  /// (`dateTaken(in:)`); `nil` for an image made in memory, and in crops.
  package var dateTaken: ExifDateTime?

  /// Creates an image from row-major pixels.
  public init(width: Int, height: Int, pixels: [RGBA]) {
    precondition(
      width >= 0 && height >= 0 && pixels.count == width * height,
      "Image \(width)x\(height) needs \(width * height) pixels, got \(pixels.count)")
    self.width = width
    self.height = height
    self.storage = pixels
    self.origin = 0
    self.stride = width
  }

  /// Creates an image of one colour.
  public init(width: Int, height: Int, filledWith color: RGBA) {
    self.init(
      width: width, height: height,
      pixels: Array(repeating: color, count: width * height))
  }

  private init(
    width: Int, height: Int, storage: [RGBA], origin: Int, stride: Int, colourSpace: ColourSpace
  ) {
    self.width = width
    self.height = height
    self.storage = storage
    self.origin = origin
    self.stride = stride
    self.colourSpace = colourSpace
  }

  /// The pixel at column `x`, row `y` (both from 0 at the top-left).
  @inlinable
  public subscript(x: Int, y: Int) -> RGBA {
    get {
      precondition(
        x >= 0 && x < width && y >= 0 && y < height,
        "pixel (\(x), \(y)) outside \(width)x\(height)")
      return storage[origin + y * stride + x]
    }
    set {
      precondition(
        x >= 0 && x < width && y >= 0 && y < height,
        "pixel (\(x), \(y)) outside \(width)x\(height)")
      storage[origin + y * stride + x] = newValue
    }
  }

  /// The part of the image inside `rect`, clipped to the image.
  ///
  /// - Complexity: O(1); the pixels are shared until either image is changed.
  public func cropped(to rect: Rect) -> Image {
    let clipped = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
    return Image(
      width: clipped.width, height: clipped.height, storage: storage,
      origin: origin + clipped.y * stride + clipped.x, stride: stride, colourSpace: colourSpace)
  }

  /// The image shrunk by a whole `factor`, nearest neighbour.
  ///
  /// Each pixel is the top-left one of a `factor` x `factor` block (a
  /// partial block at the right or bottom edge is left out); the colour
  /// space is kept. It reads one pixel in `factor` squared, and one row in `factor`: on a
  /// large screenshot, whose pixels are far out of the cache, that is five
  /// times faster than averaging each block.
  ///
  ///     let half = screenshot.sampled(every: 2)   // 1170x2532 to 585x1266
  package func sampled(every factor: Int) -> Image {
    precondition(factor >= 1, "cannot sample every \(factor) pixels")
    guard factor > 1 else { return self }
    let (newWidth, newHeight) = (width / factor, height / factor)
    var sampled: [RGBA] = []
    sampled.reserveCapacity(newWidth * newHeight)
    storage.withUnsafeBufferPointer { source in
      for row in 0..<newHeight {
        let start = origin + row * factor * stride
        for column in 0..<newWidth { sampled.append(source[start + column * factor]) }
      }
    }
    var image = Image(width: newWidth, height: newHeight, pixels: sampled)
    image.colourSpace = colourSpace
    return image
  }

  /// Calls `body` with the image's pixels in place, none copied: row `y`
  /// is the `width` pixels from `pixels[y * rowStride]` (a crop's rows lie
  /// `rowStride` apart in its original's storage).
  ///
  ///     let sum = tile.withUnsafePixels { pixels, rowStride in
  ///       (0..<tile.height).reduce(0) { $0 + pixels[$1 * rowStride].luma }
  ///     }
  package func withUnsafePixels<Result>(
    _ body: (_ pixels: UnsafeBufferPointer<RGBA>, _ rowStride: Int) throws -> Result
  ) rethrows -> Result {
    let end = height > 0 ? origin + (height - 1) * stride + width : origin
    return try storage.withUnsafeBufferPointer { all in
      try body(UnsafeBufferPointer(rebasing: all[origin..<end]), stride)
    }
  }

  /// The pixels in row-major order, without gaps.
  public var pixels: [RGBA] {
    if origin == 0 && stride == width && storage.count == width * height {
      return storage
    }
    var result: [RGBA] = []
    result.reserveCapacity(width * height)
    for y in 0..<height {
      let start = origin + y * stride
      result.append(contentsOf: storage[start..<start + width])
    }
    return result
  }
}

/// A rectangle of whole pixels.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The overlap of two rectangles (empty, at the clamped origin, if none).
  package func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(x + width, other.x + other.width)
    let bottom = min(y + height, other.y + other.height)
    return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }

  public var description: String { "\(x),\(y) \(width)x\(height)" }
}
