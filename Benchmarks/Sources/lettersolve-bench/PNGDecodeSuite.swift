import CPNGBaseline
import Pixels

/// PNG decoding of real screenshots: the Pixels wrapper against libpng
/// called directly from C, measured round by round in the same run.
struct PNGDecodeSuite: BenchmarkSuite {
  let name = "png"

  func run() throws -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    for (width, height) in [(640, 1136), (1125, 2436)] {
      let path = try BenchmarkInputs.corpusImage(width: width, height: height)
      let size = "\(width)x\(height)"
      let pixels = width * height
      let times = try timings(
        iterations: 31,
        [
          { blackHole(try Image(contentsOfFile: path)) },
          { precondition(baseline_decode_png_file(path) == pixels, "libpng failed on \(path)") },
        ])
      let (wrapper, libpng) = (times[0], times[1])
      func throughput(_ time: Duration) -> String {
        String(format: "%.0f Mpixel/s", Double(pixels) / time.seconds / 1e6)
      }
      let ratio = String(
        format: ", %.3fx libpng (fastest runs: %.3fx)",
        wrapper.median.seconds / libpng.median.seconds,
        wrapper.minimum.seconds / libpng.minimum.seconds)
      rows.append(
        BenchmarkRow(
          benchmark: "decode \(size) Image(contentsOfFile:)", median: wrapper.median,
          note: throughput(wrapper.median) + ratio))
      rows.append(
        BenchmarkRow(
          benchmark: "decode \(size) libpng from C", median: libpng.median,
          note: throughput(libpng.median)))
    }
    return rows
  }
}
