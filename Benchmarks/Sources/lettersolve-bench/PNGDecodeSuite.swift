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
      let times = try medians(
        iterations: 31,
        [
          { blackHole(try Image(contentsOfFile: path)) },
          { precondition(baseline_decode_png_file(path) == pixels, "libpng failed on \(path)") },
        ])
      let (wrapper, libpng) = (times[0], times[1])
      func throughput(_ time: Duration) -> String {
        String(format: "%.0f Mpixel/s", Double(pixels) / time.seconds / 1e6)
      }
      let ratio = wrapper.seconds / libpng.seconds
      rows.append(
        BenchmarkRow(
          benchmark: "decode \(size) Image(contentsOfFile:)", median: wrapper,
          note: throughput(wrapper) + String(format: ", %.3fx libpng", ratio)))
      rows.append(
        BenchmarkRow(benchmark: "decode \(size) libpng from C", median: libpng, note: throughput(libpng)))
    }
    return rows
  }
}
