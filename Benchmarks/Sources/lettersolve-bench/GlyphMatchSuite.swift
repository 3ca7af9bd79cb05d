import BoardReader
import CPNGBaseline
import Pixels

/// Reading the letters of a located board: the 25 tiles matched against the
/// built-in glyph templates, beside libpng decoding the same file.
struct GlyphMatchSuite: BenchmarkSuite {
  let name = "glyphs"

  func run() throws -> [BenchmarkRow] {
    var rows: [BenchmarkRow] = []
    let templates = GlyphTemplates.builtIn
    for (width, height) in [(640, 1136), (1125, 2436)] {
      let path = try BenchmarkInputs.corpusImage(width: width, height: height)
      let image = try Image(contentsOfFile: path)
      let location = try GridLocator.locate(in: image)
      let tiles = (0..<25).map { image.cropped(to: location.tileRect($0)) }
      let times = try timings(
        iterations: 31,
        [
          { blackHole(tiles.map(templates.match)) },
          {
            precondition(
              baseline_decode_png_file(path) == width * height, "libpng failed on \(path)")
          },
        ])
      let (match, libpng) = (times[0], times[1])
      rows.append(
        BenchmarkRow(
          benchmark: "match 25 tiles of \(width)x\(height)", median: match.median,
          note: String(
            format: "%.0f µs per tile, %.2fx the libpng decode (fastest runs: %.3f ms, %.2fx)",
            match.median.seconds / 25 * 1e6, match.median.seconds / libpng.median.seconds,
            match.minimum.seconds * 1000, match.minimum.seconds / libpng.minimum.seconds)))
    }
    return rows
  }
}
