/// An 8-bit-per-channel sRGB colour with straight (not premultiplied) alpha.
public struct RGBA: Hashable, Sendable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
  public init(hex: UInt32) {
    self.init(
      red: UInt8(truncatingIfNeeded: hex >> 16),
      green: UInt8(truncatingIfNeeded: hex >> 8),
      blue: UInt8(truncatingIfNeeded: hex))
  }

  /// Perceived brightness from 0 to 255, with the BT.601 luma weights.
  public var luma: Int {
    (299 * Int(red) + 587 * Int(green) + 114 * Int(blue)) / 1000
  }
}

extension RGBA {
  /// Whether `[RGBA]` is stored as packed red, green, blue, alpha bytes.
  ///
  /// The C libraries and `EdgeMap` read pixels in that layout; Swift does not
  /// promise a struct's layout, so code reading the bytes checks this first.
  public static let isPackedBytes =
    MemoryLayout<RGBA>.stride == 4 && MemoryLayout<RGBA>.offset(of: \.red) == 0
    && MemoryLayout<RGBA>.offset(of: \.green) == 1 && MemoryLayout<RGBA>.offset(of: \.blue) == 2
    && MemoryLayout<RGBA>.offset(of: \.alpha) == 3
}
