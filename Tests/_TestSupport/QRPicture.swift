import Foundation
import Pixels

/// A QR code printed in half blocks, drawn again as a picture and decoded.
package enum QRPicture {
  package static let zbarimg = "/usr/bin/zbarimg"

  /// Whether Debian's zbarimg (zbar-tools) is installed.
  package static var canDecode: Bool { FileManager.default.isExecutableFile(atPath: zbarimg) }

  /// The characters of `lines` (colour escapes left out) as a PNG, each
  /// module `scale` pixels, with a white margin, decoded by zbarimg (its
  /// text; empty when it finds no code).
  package static func decode(lines: [String], scale: Int = 6) throws -> String {
    let rows = lines.map(withoutEscapes)
    let margin = 4
    let width = ((rows.map(\.count).max() ?? 0) + 2 * margin) * scale
    let height = (rows.count * 2 + 2 * margin) * scale
    var pixels = [RGBA](repeating: RGBA(red: 255, green: 255, blue: 255), count: width * height)
    for (lineIndex, row) in rows.enumerated() {
      for (column, character) in row.enumerated() {
        let (upper, lower): (Bool, Bool) =
          switch character {
          case "\u{2588}": (true, true)
          case "\u{2580}": (true, false)
          case "\u{2584}": (false, true)
          default: (false, false)
          }
        for (half, dark) in [(0, upper), (1, lower)] where dark {
          let top = (margin + lineIndex * 2 + half) * scale
          let left = (margin + column) * scale
          for y in top..<top + scale {
            for x in left..<left + scale { pixels[y * width + x] = RGBA(red: 0, green: 0, blue: 0) }
          }
        }
      }
    }
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("qr-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: file) }
    try Image(width: width, height: height, pixels: pixels).writePNG(toFile: file.path)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: zbarimg)
    process.arguments = ["--quiet", "--raw", file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The characters of `line` without its terminal escapes (ESC [ ... m).
  static func withoutEscapes(_ line: String) -> [Character] {
    var characters: [Character] = []
    var inEscape = false
    for character in line {
      if character == "\u{1B}" {
        inEscape = true
      } else if inEscape {
        if character == "m" { inEscape = false }
      } else {
        characters.append(character)
      }
    }
    return characters
  }
}
