import Foundation
import Letterpress

/// The templates file format, shared by the user's file and the built-in
/// defaults: a header line, then one line per template,
///
///     lettersolve glyph templates 1 grid 32
///     A dark 57 0.4302 <base64 of 32x32 bytes, row-major, 255 = full ink>
///
/// giving the letter, the glyph's polarity, how many tiles were averaged and
/// the glyph's height over the tile's width.
extension GlyphTemplates {
  static let header = "lettersolve glyph templates 1 grid \(GlyphFeature.side)"

  /// Parses templates written by `text`.
  ///
  /// - Throws: `ReadingError.invalidTemplates` naming the first bad line.
  public init(text: String) throws(ReadingError) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.first.map({ $0.trimmingCharacters(in: .whitespaces) }) == Self.header else {
      throw .invalidTemplates(path: "", line: 1, reason: "the first line is not '\(Self.header)'")
    }
    let cellCount = GlyphFeature.side * GlyphFeature.side
    for (offset, line) in lines.enumerated().dropFirst() {
      let fields = line.split(separator: " ")
      if fields.isEmpty { continue }
      let lineNumber = offset + 1
      guard fields.count == 5 else {
        throw .invalidTemplates(
          path: "", line: lineNumber, reason: "expected 5 fields, found \(fields.count)")
      }
      guard fields[0].count == 1, let letter = fields[0].first.flatMap(Letter.init) else {
        throw .invalidTemplates(
          path: "", line: lineNumber, reason: "'\(fields[0])' is not a letter")
      }
      guard fields[1] == "dark" || fields[1] == "light" else {
        throw .invalidTemplates(
          path: "", line: lineNumber, reason: "polarity must be dark or light")
      }
      guard let count = Int(fields[2]), count > 0 else {
        throw .invalidTemplates(
          path: "", line: lineNumber, reason: "'\(fields[2])' is not a tile count")
      }
      guard let heightRatio = Float(fields[3]), heightRatio > 0, heightRatio <= 1 else {
        throw .invalidTemplates(
          path: "", line: lineNumber, reason: "'\(fields[3])' is not a height ratio")
      }
      guard let bytes = Data(base64Encoded: String(fields[4])), bytes.count == cellCount else {
        throw .invalidTemplates(
          path: "", line: lineNumber, reason: "the glyph is not \(cellCount) base64-encoded bytes")
      }
      prototypes.append(
        Prototype(
          letter: letter, isDark: fields[1] == "dark", values: bytes.map { Float($0) / 255 },
          count: count, heightRatio: heightRatio))
    }
  }

  /// The templates in the file format, sorted by letter.
  public var text: String {
    var lines = [Self.header]
    let sorted = prototypes.sorted {
      ($0.letter, $0.isDark ? 0 : 1) < ($1.letter, $1.isDark ? 0 : 1)
    }
    for prototype in sorted {
      let bytes = Data(prototype.values.map { UInt8(min(255, max(0, ($0 * 255).rounded()))) })
      let ratio = String(format: "%.4f", Double(prototype.heightRatio))
      lines.append(
        "\(prototype.letter.character) \(prototype.isDark ? "dark" : "light") \(prototype.count) \(ratio) "
          + bytes.base64EncodedString())
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
