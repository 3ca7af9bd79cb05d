import CQRencode

/// A QR code of a short text (a URL), made by Debian's libqrencode, and its
/// drawing for a terminal.
///
/// This is the one file that calls libqrencode.
package struct QRCode: Sendable {
  /// Modules a side.
  package let size: Int
  /// Whether each module is dark, row by row.
  private let modules: [Bool]

  /// The code of `text` (8-bit mode, error correction level M), or `nil`
  /// when it is empty, holds a NUL or is too long for a QR code.
  package init?(_ text: String) {
    guard !text.isEmpty, !text.utf8.contains(0) else { return nil }
    guard let code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M) else { return nil }
    defer { QRcode_free(code) }
    let width = Int(code.pointee.width)
    guard width > 0, let data = code.pointee.data else { return nil }
    size = width
    // The lowest bit of each byte is the module's colour (1 is dark).
    modules = (0..<width * width).map { data[$0] & 1 == 1 }
  }

  /// Whether the module at `row`, `column` is dark; the quiet zone around
  /// the code (negative or past `size`) is light.
  package func isDark(row: Int, column: Int) -> Bool {
    guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
    return modules[row * size + column]
  }

  /// Light modules in the quiet zone on each side. The standard asks for
  /// four; two read well on a phone and keep the code within a 24-line
  /// terminal.
  package static let quietZone = 2

  /// The code drawn with Unicode half blocks, two rows of modules a line,
  /// black on white whatever the terminal's colours (each line sets them
  /// and resets them at its end), with `quietZone` light modules around.
  ///
  /// A character's upper half is the upper module: `█` both dark, `▀` the
  /// upper, `▄` the lower, a space neither.
  package func halfBlockLines() -> [String] {
    let range = -Self.quietZone..<(size + Self.quietZone)
    return stride(from: range.lowerBound, to: range.upperBound, by: 2).map { row in
      let characters = range.map { column -> Character in
        switch (isDark(row: row, column: column), isDark(row: row + 1, column: column)) {
        case (true, true): "\u{2588}"
        case (true, false): "\u{2580}"
        case (false, true): "\u{2584}"
        case (false, false): " "
        }
      }
      return Self.blackOnWhite + String(characters) + Self.resetColours
    }
  }

  /// Black (256-colour 16) on white (231): the palette's fixed colours,
  /// which a terminal's theme does not change.
  static let blackOnWhite = "\u{1B}[38;5;16;48;5;231m"
  static let resetColours = "\u{1B}[0m"
}
