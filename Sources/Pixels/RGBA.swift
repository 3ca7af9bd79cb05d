/// An 8-bit-per-channel sRGB colour with straight (not premultiplied) alpha.
public struct RGBA: Hashable, Sendable {
  @usableFromInline package var red: UInt8
  @usableFromInline package var green: UInt8
  @usableFromInline package var blue: UInt8
  package var alpha: UInt8

  package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates an opaque colour from a 24-bit `0xRRGGBB` value.
  package init(hex: UInt32) {
    self.init(
      red: UInt8(truncatingIfNeeded: hex >> 16),
      green: UInt8(truncatingIfNeeded: hex >> 8),
      blue: UInt8(truncatingIfNeeded: hex))
  }

  /// The opaque colour as a 24-bit `0xRRGGBB` value, as `init(hex:)` takes it.
  package var hex: UInt32 {
    UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
  }

  /// The luma weights of red, green and blue, in thousandths.
  ///
  /// 0.299, 0.587 and 0.114, from ITU-R Recommendation BT.601; they sum to
  /// `lumaScale`.
  @usableFromInline package static let lumaWeights = (red: 299, green: 587, blue: 114)
  /// What `lumaWeights` sum to: a weighted sum divided by it is a luma.
  @usableFromInline package static let lumaScale = 1000

  /// Perceived brightness from 0 to 255, with the BT.601 luma weights.
  @inlinable
  package var luma: Int {
    let weights = Self.lumaWeights
    return (weights.red * Int(red) + weights.green * Int(green) + weights.blue * Int(blue))
      / Self.lumaScale
  }
}

extension RGBA {
  /// Whether `[RGBA]` is stored as packed red, green, blue, alpha bytes.
  ///
  /// The C libraries and `EdgeMap` read pixels in that layout; Swift does not
  /// promise a struct's layout, so code reading the bytes checks this first.
  package static let isPackedBytes =
    MemoryLayout<RGBA>.stride == 4 && MemoryLayout<RGBA>.offset(of: \.red) == 0
    && MemoryLayout<RGBA>.offset(of: \.green) == 1 && MemoryLayout<RGBA>.offset(of: \.blue) == 2
    && MemoryLayout<RGBA>.offset(of: \.alpha) == 3
}
