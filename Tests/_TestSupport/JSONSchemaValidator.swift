import Foundation

/// A small JSON Schema validator for the documents the server writes, and
/// the list of keys a schema describes.
///
/// It knows `type`, `properties`, `required`, `additionalProperties`,
/// `items`, `enum`, `pattern`, `minimum`/`maximum`,
/// `minLength`/`maxLength` and `$ref` within the document it is given
/// (`#/components/schemas/Move`); other keywords (`description`, `format`)
/// are ignored.
///
///     let validator = JSONSchemaValidator(document: openAPI)
///     let schema = JSONValue.object(["$ref": .string("#/components/schemas/Move")])
///     #expect(validator.problems(move, against: schema) == [])
package struct JSONSchemaValidator: Sendable {
  /// The document `$ref`s point into.
  package let document: JSONValue

  /// A validator whose `$ref`s point into `document`.
  package init(document: JSONValue) {
    self.document = document
  }

  /// The schema `reference` (`#/components/schemas/Move`) points to.
  package func resolve(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#/") else { return nil }
    var value: JSONValue? = document
    for step in reference.dropFirst(2).split(separator: "/") { value = value?[String(step)] }
    return value
  }

  /// What is wrong with `value` against `schema`, one line each, naming
  /// where (`$.moves[0].word`); empty when the value conforms.
  package func problems(_ value: JSONValue, against schema: JSONValue, at path: String = "$")
    -> [String]
  {
    if let reference = schema["$ref"]?.string {
      guard let target = resolve(reference) else { return ["\(path): no schema at \(reference)"] }
      return problems(value, against: target, at: path)
    }
    if let type = schema["type"]?.string, !Self.value(value, isOf: type) {
      return ["\(path): \(value) is not of type \(type)"]
    }
    var found: [String] = []
    if let cases = schema["enum"]?.array, !cases.contains(value) {
      found.append("\(path): \(value) is none of \(JSONValue.array(cases))")
    }
    if case .string(let string) = value {
      found += problems(string: string, against: schema, at: path)
    }
    if let number = value.number {
      if let minimum = schema["minimum"]?.number, number < minimum {
        found.append("\(path): \(value) is below the minimum \(minimum)")
      }
      if let maximum = schema["maximum"]?.number, number > maximum {
        found.append("\(path): \(value) is above the maximum \(maximum)")
      }
    }
    if case .object(let object) = value {
      found += problems(object: object, against: schema, at: path)
    }
    if case .array(let elements) = value, let items = schema["items"] {
      for (index, element) in elements.enumerated() {
        found += problems(element, against: items, at: "\(path)[\(index)]")
      }
    }
    return found
  }

  /// A string's problems: its pattern and length.
  private func problems(string: String, against schema: JSONValue, at path: String) -> [String] {
    var found: [String] = []
    if let pattern = schema["pattern"]?.string {
      if let regex = try? Regex(pattern) {
        if !string.contains(regex) {
          found.append("\(path): \"\(string)\" does not match \(pattern)")
        }
      } else {
        found.append("\(path): the schema's pattern \(pattern) is not a regular expression")
      }
    }
    let length = Double(string.unicodeScalars.count)
    if let minimum = schema["minLength"]?.number, length < minimum {
      found.append("\(path): \"\(string)\" is shorter than \(minimum)")
    }
    if let maximum = schema["maxLength"]?.number, length > maximum {
      found.append("\(path): \"\(string)\" is longer than \(maximum)")
    }
    return found
  }

  /// An object's problems: required keys missing, keys not allowed, and
  /// each value against its key's schema.
  private func problems(
    object: [String: JSONValue], against schema: JSONValue, at path: String
  ) -> [String] {
    var found: [String] = []
    let properties = schema["properties"]?.object ?? [:]
    for case .string(let key) in schema["required"]?.array ?? [] where object[key] == nil {
      found.append("\(path): the required key \(key) is missing")
    }
    for (key, value) in object.sorted(by: { $0.key < $1.key }) {
      if let property = properties[key] {
        found += problems(value, against: property, at: "\(path).\(key)")
      } else if schema["additionalProperties"] == .bool(false) {
        found.append("\(path): the key \(key) is not in the schema")
      } else if let additional = schema["additionalProperties"], additional.object != nil {
        found += problems(value, against: additional, at: "\(path).\(key)")
      }
    }
    return found
  }

  /// Whether `value` is of the JSON Schema type `type` (an integer is also
  /// a number).
  private static func value(_ value: JSONValue, isOf type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("integer", .integer), ("number", .integer),
      ("number", .number), ("string", .string), ("array", .array), ("object", .object):
      true
    default: false
    }
  }

  // MARK: - Keys

  /// One key a schema describes.
  package struct Key: Equatable, Sendable {
    /// Its path: `moves[].score.player`.
    package let path: String
    /// Its type in words: `string`, `array of string`, `one of you, opponent`,
    /// or the name of a schema not followed.
    package let type: String
    /// Whether every document has it.
    package let required: Bool
    /// Its description, or that of the schema it refers to.
    package let description: String?
  }

  /// Every key `schema` describes, depth first in key order, `$ref`s
  /// followed except to the schemas named in `unfollowed` (`Reading`).
  package func keys(of schema: JSONValue, unfollowed: Set<String> = []) -> [Key] {
    var keys: [Key] = []
    func visit(_ schema: JSONValue, _ prefix: String) {
      guard let schema = followed(schema, unfollowed: unfollowed) else { return }
      if let items = schema["items"] { visit(items, prefix + "[]") }
      let required = Set((schema["required"]?.array ?? []).compactMap(\.string))
      for (key, property) in (schema["properties"]?.object ?? [:]).sorted(by: { $0.key < $1.key }) {
        let path = prefix.isEmpty ? key : prefix + "." + key
        let target = followed(property, unfollowed: unfollowed)
        keys.append(
          Key(
            path: path, type: typeName(property, unfollowed: unfollowed),
            required: required.contains(key),
            description: property["description"]?.string ?? target?["description"]?.string))
        visit(property, path)
      }
    }
    visit(schema, "")
    return keys
  }

  /// `schema` with its `$ref` followed; `nil` for a `$ref` to one of
  /// `unfollowed` (or to nothing).
  private func followed(_ schema: JSONValue, unfollowed: Set<String>) -> JSONValue? {
    guard let reference = schema["$ref"]?.string else { return schema }
    guard let name = reference.split(separator: "/").last, !unfollowed.contains(String(name))
    else { return nil }
    return resolve(reference)
  }

  /// The type of the values `schema` describes, in words.
  private func typeName(_ schema: JSONValue, unfollowed: Set<String>) -> String {
    guard let target = followed(schema, unfollowed: unfollowed) else {
      return String(schema["$ref"]?.string?.split(separator: "/").last ?? "?")
    }
    if let cases = target["enum"]?.array {
      return "one of " + cases.map { $0.string ?? "\($0)" }.joined(separator: ", ")
    }
    let type = target["type"]?.string ?? "any"
    guard type == "array", let items = target["items"] else { return type }
    return "array of " + typeName(items, unfollowed: unfollowed)
  }
}
