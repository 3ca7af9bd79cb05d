import Foundation
import Letterpress

/// The templates file format, shared by the user's file and the built-in
/// defaults: a header line, then one line per template,
///
///     lettersolve glyph templates 1 grid 32
///     A dark 57 0.4302 <base64 of 32x32 bytes, row-major, 255 = full ink>
///
/// giving the letter, the glyph's polarity, how many tiles were averaged and
/// the glyph's height over the tile's width; then, in a user's file, one
/// line per trained tile, its key, label and the angle it was turned by,
///
///     sample 0123456789abcdef:r1c2 A 0
extension GlyphTemplates {
  static let header = "lettersolve glyph templates 1 grid \(GlyphFeature.side)"

  /// The fields of a template's line, in order.
  private enum Field: Int, CaseIterable {
    case letter, polarity, count, heightRatio, glyph
  }

  /// The first field of a trained tile's line.
  static let sampleMark = "sample"

  /// The fields of a trained tile's line, in order.
  private enum SampleField: Int, CaseIterable {
    case mark, key, letter, degrees
  }

  /// Decimals written of the height ratio: a ten-thousandth of a tile's
  /// width is below a pixel on any screen.
  static let heightRatioDecimals = 4

  /// Parses templates written by `text`.
  ///
  /// The text is scanned as UTF-8 bytes (the built-in templates are parsed at
  /// every start-up, so no per-character `String` work).
  ///
  /// - Throws: `ReadingError.invalidTemplates` naming the first bad line.
  public init(text: String) throws(ReadingError) {
    var text = text
    let parsed = text.withUTF8 { Self.parse(utf8: $0) }
    (prototypes, samples) = try parsed.get()
  }

  private static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>)
    -> Result<([Prototype], [String: Sample]), ReadingError>
  {
    let newline = UInt8(ascii: "\n")
    var lineStart = 0
    var lineNumber = 0
    var prototypes: [Prototype] = []
    var samples: [String: Sample] = [:]
    while lineStart < bytes.count || lineNumber == 0 {
      let lineEnd = bytes[lineStart...].firstIndex(of: newline) ?? bytes.count
      let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
      lineNumber += 1
      lineStart = lineEnd + 1
      if lineNumber == 1 {
        guard Self.trimmed(line).elementsEqual(Self.header.utf8) else {
          return .failure(
            .invalidTemplates(
              path: "", line: 1, reason: "the first line is not '\(Self.header)'"))
        }
        continue
      }
      let fields = line.split(separator: UInt8(ascii: " "))
      if fields.isEmpty { continue }
      do throws(LineProblem) {
        if fields[0].elementsEqual(sampleMark.utf8) {
          let (key, sample) = try self.sample(fields: fields).get()
          samples[key] = sample
        } else {
          prototypes.append(try prototype(fields: fields).get())
        }
      } catch {
        return .failure(.invalidTemplates(path: "", line: lineNumber, reason: error.text))
      }
    }
    return .success((prototypes, samples))
  }

  /// A trained tile's key and sample from the fields of its line.
  private static func sample(fields: [Slice<UnsafeBufferPointer<UInt8>>])
    -> Result<(key: String, sample: Sample), LineProblem>
  {
    guard fields.count == SampleField.allCases.count else {
      return .failure(
        LineProblem(
          text: "expected \(SampleField.allCases.count) fields, found \(fields.count)"))
    }
    func text(_ field: SampleField) -> String {
      String(decoding: fields[field.rawValue], as: UTF8.self)
    }
    guard text(.letter).count == 1, let letter = text(.letter).first.flatMap(Letter.init) else {
      return .failure(LineProblem(text: "'\(text(.letter))' is not a letter"))
    }
    guard let degrees = Float(text(.degrees)), degrees.isFinite else {
      return .failure(LineProblem(text: "'\(text(.degrees))' is not an angle"))
    }
    return .success((text(.key), Sample(letter: letter, degrees: degrees)))
  }

  /// What is wrong with one line of a templates file.
  private struct LineProblem: Error {
    var text: String
  }

  /// One template from the five fields of its line.
  private static func prototype(fields: [Slice<UnsafeBufferPointer<UInt8>>])
    -> Result<Prototype, LineProblem>
  {
    guard fields.count == Field.allCases.count else {
      return .failure(
        LineProblem(text: "expected \(Field.allCases.count) fields, found \(fields.count)"))
    }
    func text(_ field: Field) -> String {
      String(decoding: fields[field.rawValue], as: UTF8.self)
    }
    let letterText = text(.letter)
    guard letterText.count == 1, let letter = letterText.first.flatMap(Letter.init) else {
      return .failure(LineProblem(text: "'\(letterText)' is not a letter"))
    }
    let polarity = text(.polarity)
    guard polarity == "dark" || polarity == "light" else {
      return .failure(LineProblem(text: "polarity must be dark or light"))
    }
    guard let count = Int(text(.count)), count > 0 else {
      return .failure(LineProblem(text: "'\(text(.count))' is not a tile count"))
    }
    guard let heightRatio = Float(text(.heightRatio)), heightRatio > 0, heightRatio <= 1 else {
      return .failure(LineProblem(text: "'\(text(.heightRatio))' is not a height ratio"))
    }
    let cellCount = GlyphFeature.side * GlyphFeature.side
    guard let bytes = Base64.decode(fields[Field.glyph.rawValue]), bytes.count == cellCount else {
      return .failure(
        LineProblem(text: "the glyph is not \(cellCount) base64-encoded bytes"))
    }
    return .success(
      Prototype(
        letter: letter, isDark: polarity == "dark", values: bytes.map { Float($0) / 255 },
        count: count, heightRatio: heightRatio))
  }

  /// `line` without leading and trailing spaces and tabs.
  private static func trimmed(_ line: UnsafeBufferPointer<UInt8>)
    -> Slice<UnsafeBufferPointer<UInt8>>
  {
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    let start = line.firstIndex { !isBlank($0) } ?? line.endIndex
    let end = line.lastIndex { !isBlank($0) }.map { $0 + 1 } ?? start
    return line[start..<max(start, end)]
  }

  /// The templates in the file format, sorted by letter, then the trained
  /// tiles sorted by key.
  public var text: String {
    var lines = [Self.header]
    let sorted = prototypes.sorted {
      ($0.letter, $0.isDark ? 0 : 1) < ($1.letter, $1.isDark ? 0 : 1)
    }
    for prototype in sorted {
      let bytes = Data(prototype.values.map { UInt8(min(255, max(0, ($0 * 255).rounded()))) })
      let ratio = String(
        format: "%.\(Self.heightRatioDecimals)f", Double(prototype.heightRatio))
      lines.append(
        "\(prototype.letter.character) \(prototype.isDark ? "dark" : "light") \(prototype.count) \(ratio) "
          + bytes.base64EncodedString())
    }
    for (key, sample) in samples.sorted(by: { $0.key < $1.key }) {
      lines.append("\(Self.sampleMark) \(key) \(sample.letter.character) \(sample.degrees)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Standard base64 (RFC 4648, with `=` padding), decoded straight from bytes.
private enum Base64 {
  /// Each group of this many bytes is written as `charactersPerGroup`
  /// characters (RFC 4648, section 4).
  static let bytesPerGroup = 3
  /// Characters per group of `bytesPerGroup` bytes.
  static let charactersPerGroup = 4
  /// Bits each character encodes: its value in the alphabet, 0..<64.
  static let bitsPerCharacter = 6
  /// `values`' mark for a byte outside the alphabet: at or above
  /// 1 << `bitsPerCharacter`, unlike every character's value.
  static let invalid: UInt8 = 0xFF

  /// Each byte's 6-bit value, or `invalid` for a byte outside the alphabet.
  static let values: [UInt8] = {
    var values = [UInt8](repeating: invalid, count: 1 << UInt8.bitWidth)
    for (value, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8
      .enumerated()
    {
      values[Int(byte)] = UInt8(value)
    }
    return values
  }()

  /// The bytes `text` encodes, or `nil` when it is not padded base64.
  static func decode(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> [UInt8]? {
    let text = UnsafeBufferPointer(rebasing: text)
    guard text.count % charactersPerGroup == 0 else { return nil }
    let equals = UInt8(ascii: "=")
    let padding =
      text.count >= 2 && text[text.count - 2] == equals ? 2 : text.last == equals ? 1 : 0
    let groups = text.count / charactersPerGroup
    let characterMask: UInt8 = 1 << bitsPerCharacter - 1
    var valid = true
    let decoded = [UInt8](unsafeUninitializedCapacity: groups * bytesPerGroup) {
      output, initialized in
      values.withUnsafeBufferPointer { values in
        var bad: UInt8 = 0
        for group in 0..<groups {
          let input = group * charactersPerGroup
          var bits: UInt32 = 0
          for offset in 0..<charactersPerGroup {
            let byte = text[input + offset]
            let isPadding = group == groups - 1 && offset >= charactersPerGroup - padding
            let value = isPadding ? 0 : values[Int(byte)]
            bad |= value
            bits = bits << bitsPerCharacter | UInt32(value & characterMask)
          }
          // The group's bytes, most significant first.
          for byte in 0..<bytesPerGroup {
            let shift = (bytesPerGroup - 1 - byte) * UInt8.bitWidth
            output[group * bytesPerGroup + byte] = UInt8(truncatingIfNeeded: bits >> shift)
          }
        }
        // Only `invalid` has bits above the character's value set.
        valid = bad & ~characterMask == 0
      }
      initialized = groups * bytesPerGroup - padding
    }
    return valid ? decoded : nil
  }
}
