/// One of the 26 letters A to Z, stored as 0 (A) to 25 (Z).
public struct Letter: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// 0 for A up to 25 for Z.
  public let index: UInt8

  /// The letter with alphabet position `index` (0 is A).
  public init(index: UInt8) {
    precondition(index < 26, "letter index \(index) is not in 0..<26")
    self.index = index
  }

  /// The letter for an ASCII character, either case; `nil` for anything else.
  public init?(_ character: Character) {
    guard let ascii = character.asciiValue else { return nil }
    switch ascii {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): index = ascii - UInt8(ascii: "A")
    case UInt8(ascii: "a")...UInt8(ascii: "z"): index = ascii - UInt8(ascii: "a")
    default: return nil
    }
  }

  /// The upper-case character.
  package var character: Character { Character(Unicode.Scalar(UInt8(ascii: "A") + index)) }

  public var description: String { String(character) }

  public static func < (lhs: Letter, rhs: Letter) -> Bool { lhs.index < rhs.index }

  /// All 26 letters, A to Z.
  public static let all: [Letter] = (0..<26).map { Letter(index: $0) }
}
