import Foundation

/// Any JSON value, parsed as JSON says it (a whole number is an integer,
/// `true` is not `1`), for checking documents against their schemas.
package enum JSONValue: Decodable, Equatable, Sendable, CustomStringConvertible {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The JSON document `data`.
  ///
  /// - Throws: `DecodingError` when it is not JSON.
  package init(parsing data: Data) throws {
    self = try JSONDecoder().decode(JSONValue.self, from: data)
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The value of `key`, for an object that has it.
  package subscript(key: String) -> JSONValue? {
    if case .object(let object) = self { object[key] } else { nil }
  }

  /// The string, for a string.
  package var string: String? {
    if case .string(let string) = self { string } else { nil }
  }

  /// The elements, for an array.
  package var array: [JSONValue]? {
    if case .array(let array) = self { array } else { nil }
  }

  /// The keys and values, for an object.
  package var object: [String: JSONValue]? {
    if case .object(let object) = self { object } else { nil }
  }

  /// The number, for an integer or a number.
  package var number: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .number(let value): value
    default: nil
    }
  }

  /// The path of every key in the value: `board`, `board.letters`,
  /// `moves[].score.player` (the elements of an array are `[]`).
  package var keyPaths: Set<String> {
    var paths = Set<String>()
    func visit(_ value: JSONValue, _ prefix: String) {
      switch value {
      case .object(let object):
        for (key, value) in object {
          let path = prefix.isEmpty ? key : prefix + "." + key
          paths.insert(path)
          visit(value, path)
        }
      case .array(let elements):
        for element in elements { visit(element, prefix + "[]") }
      default: break
      }
    }
    visit(self, "")
    return paths
  }

  package var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): "\(value)"
    case .integer(let value): "\(value)"
    case .number(let value): "\(value)"
    case .string(let value): "\"\(value)\""
    case .array(let elements): "[" + elements.map(\.description).joined(separator: ",") + "]"
    case .object(let object):
      "{"
        + object.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\($0.value)" }
        .joined(separator: ",") + "}"
    }
  }
}
