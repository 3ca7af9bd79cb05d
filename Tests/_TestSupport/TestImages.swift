import Foundation
import Pixels

/// Image transformations that imitate what happens to real screenshots.
package enum TestImages {
  /// `image` resampled to `factor` of its size, each new pixel the mean of
  /// the old pixels it covers (bilinear at the covered area's centre for
  /// factors above 1).
  package static func shrunk(_ image: Image, by factor: Double) -> Image {
    let width = max(1, Int((Double(image.width) * factor).rounded()))
    let height = max(1, Int((Double(image.height) * factor).rounded()))
    var pixels: [RGBA] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
      for x in 0..<width {
        let x0 = Int(Double(x) / factor)
        let x1 = max(x0 + 1, min(image.width, Int(Double(x + 1) / factor)))
        let y0 = Int(Double(y) / factor)
        let y1 = max(y0 + 1, min(image.height, Int(Double(y + 1) / factor)))
        var sums = (0, 0, 0)
        for sy in y0..<y1 {
          for sx in x0..<x1 {
            let pixel = image[sx, sy]
            sums.0 += Int(pixel.red)
            sums.1 += Int(pixel.green)
            sums.2 += Int(pixel.blue)
          }
        }
        let count = (x1 - x0) * (y1 - y0)
        pixels.append(
          RGBA(
            red: UInt8(sums.0 / count), green: UInt8(sums.1 / count), blue: UInt8(sums.2 / count)))
      }
    }
    return Image(width: width, height: height, pixels: pixels)
  }

  /// `image` turned by `degrees` about its centre and moved by (dx, dy)
  /// pixels, as a tile caught mid-animation; uncovered corners show
  /// `background`.
  package static func turned(
    _ image: Image, degrees: Double, dx: Double = 0, dy: Double = 0, background: RGBA
  )
    -> Image
  {
    let radians = degrees * .pi / 180
    let cosine = cos(radians)
    let sine = sin(radians)
    let cx = Double(image.width) / 2
    let cy = Double(image.height) / 2
    var pixels: [RGBA] = []
    for y in 0..<image.height {
      for x in 0..<image.width {
        let px = Double(x) + 0.5 - cx - dx
        let py = Double(y) + 0.5 - cy - dy
        let sx = Int((cosine * px + sine * py + cx).rounded(.down))
        let sy = Int((-sine * px + cosine * py + cy).rounded(.down))
        let inside = sx >= 0 && sx < image.width && sy >= 0 && sy < image.height
        pixels.append(inside ? image[sx, sy] : background)
      }
    }
    return Image(width: image.width, height: image.height, pixels: pixels)
  }

  /// `image` with every channel of every pixel moved by a deterministic
  /// pseudo-random amount in -amplitude...amplitude, like compression noise.
  package static func noisy(_ image: Image, amplitude: Int, seed: UInt64 = 1) -> Image {
    var state = seed
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(2 * amplitude + 1)) - amplitude
    }
    let pixels = image.pixels.map { pixel in
      func shift(_ channel: UInt8) -> UInt8 { UInt8(max(0, min(255, Int(channel) + next()))) }
      return RGBA(red: shift(pixel.red), green: shift(pixel.green), blue: shift(pixel.blue))
    }
    return Image(width: image.width, height: image.height, pixels: pixels)
  }
}
