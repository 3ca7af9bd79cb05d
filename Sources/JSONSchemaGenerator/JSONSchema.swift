import Foundation

/// The JSON Schema of a JSON document, worked out from the Swift type that
/// decodes it (a draft 2020-12 subset that OpenAPI 3.1
/// takes): each key's JSON type, whether it is required, nested objects,
/// array items and the values of string enumerations.
///
/// The type's `init(from:)` is run on a decoder that records what it asks
/// for: `decode` makes a key required, `decodeIfPresent` (or any `contains`
/// check) optional; a `RawRepresentable & CaseIterable` type with `String`
/// raw values gives its cases as `enum`. Keys are named as the documents'
/// encoder writes them (its key strategy, such as Foundation's snake_case),
/// objects allow no other key, and a type named in `references` is written
/// as a `$ref` to it.
///
///     let schema = try JSONSchema(
///       for: ReadingReport.self, encoder: JSONEncoder(), decoder: JSONDecoder())
///     print(String(decoding: try JSONEncoder().encode(schema), as: UTF8.self))
///     // {"type":"object","properties":{"board":{...
///
/// Write it with a plain `JSONEncoder`, not the documents' encoder, whose
/// key strategy would rename the keywords (`additional_properties`).
///
/// The schema follows how a type *decodes*: a type whose `encode(to:)`
/// writes other keys than its `init(from:)` reads is not caught here but by
/// validating encoded documents against the schema (the server's tests).
package struct JSONSchema: Encodable, Sendable, Equatable {
  /// A JSON value's type, as JSON Schema names it.
  package enum Kind: String, Encodable, Sendable {
    case string, integer, number, boolean, array, object
  }

  /// The value's type; `nil` for a `$ref`.
  package var type: Kind?
  /// The schema this one refers to (`$ref`), such as
  /// `#/components/schemas/Move`.
  package var reference: String?
  /// What the value means, for a reader.
  package var description: String?
  /// The values a string may take (`enum`).
  package var cases: [String]?
  /// The regular expression a string matches (`pattern`, ECMA-262).
  package var pattern: String?
  /// An object's keys and their schemas.
  package var properties: [String: JSONSchema]?
  /// The keys an object always has, sorted.
  package var required: [String]?
  /// Whether an object may have keys not in `properties`: always `false`
  /// for an object.
  package var additionalProperties: Bool?
  /// An array's element schema (`items`), as zero or one schema.
  private var itemSchemas: [JSONSchema] = []

  /// An array's element schema.
  package var items: JSONSchema? {
    get { itemSchemas.first }
    set { itemSchemas = newValue.map { [$0] } ?? [] }
  }

  /// A schema of `type` and nothing else.
  package init(type: Kind) {
    self.type = type
  }

  /// A `$ref` to `reference`.
  package init(reference: String) {
    self.reference = reference
  }

  /// The schema of the documents `type` decodes.
  ///
  /// - Parameters:
  ///   - type: the document's type.
  ///   - encoder: the encoder that writes the documents: it names the keys.
  ///   - decoder: the decoder that reads them: each key's name must decode
  ///     back to it.
  ///   - references: types (other than `type`) written as a `$ref` to
  ///     `referencePrefix` + their name wherever they appear.
  ///   - referencePrefix: what precedes a name in a `$ref`.
  /// - Throws: `JSONSchemaError` when the type decodes in a way the
  ///   recorder cannot follow, or a key's snake_case name does not decode
  ///   back to it.
  package init(
    for type: (some Decodable).Type, encoder: JSONEncoder, decoder: JSONDecoder,
    references: [String: any Decodable.Type] = [:],
    referencePrefix: String = "#/components/schemas/"
  ) throws(JSONSchemaError) {
    let recorder = SchemaRecorder(
      references: Dictionary(
        references.map { (ObjectIdentifier($0.value), referencePrefix + $0.key) },
        uniquingKeysWith: { first, _ in first }))
    let root = SchemaNode()
    do {
      _ = try recorder.value(of: type, into: root, at: [])
    } catch let error as Unfollowable {
      throw .unsupported(type: "\(type)", path: error.path, reason: error.reason)
    } catch {
      throw .undecodable(type: "\(type)", reason: "\(error)")
    }
    self = try root.schema(
      names: try JSONSchema.jsonNames(of: root.keys(), encoder: encoder, decoder: decoder),
      type: "\(type)")
  }

  /// The schemas of `components`, each referring to the others by name
  /// (`#/components/schemas/Name`), as OpenAPI's `components.schemas`.
  ///
  /// - Throws: `JSONSchemaError` as
  ///   `init(for:encoder:decoder:references:referencePrefix:)`.
  package static func components(
    _ components: [(name: String, type: any Decodable.Type)], encoder: JSONEncoder,
    decoder: JSONDecoder
  ) throws(JSONSchemaError) -> [String: JSONSchema] {
    var schemas: [String: JSONSchema] = [:]
    for component in components {
      let others = components.filter { $0.name != component.name }
      schemas[component.name] = try JSONSchema(
        for: component.type, encoder: encoder, decoder: decoder,
        references: Dictionary(
          others.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first }))
    }
    return schemas
  }

  /// This schema with `descriptions` added, each at its key path: `word`,
  /// `score.player`, `tiles[]` for an array's items, `moves[].word`, and
  /// `""` for the schema itself.
  ///
  /// - Throws: `JSONSchemaError.unknownKeyPath` for a path that names no
  ///   key of this schema.
  package func describing(_ descriptions: [String: String]) throws(JSONSchemaError) -> JSONSchema {
    try changing(descriptions) { $0.description = $1 }
  }

  /// This schema with `patterns` added, each the regular expression the
  /// string at its key path (as `describing(_:)` names it) matches: what
  /// the decoding type checks beyond the JSON type, said to clients.
  ///
  /// - Throws: `JSONSchemaError.unknownKeyPath` for a path that names no
  ///   key of this schema.
  package func matching(_ patterns: [String: String]) throws(JSONSchemaError) -> JSONSchema {
    try changing(patterns) { $0.pattern = $1 }
  }

  /// This schema with `change` made at each key path of `values`, with
  /// the path's value.
  private func changing(
    _ values: [String: String], _ change: (inout JSONSchema, String) -> Void
  ) throws(JSONSchemaError) -> JSONSchema {
    var schema = self
    for (path, value) in values.sorted(by: { $0.key < $1.key }) {
      guard schema.change(at: path.isEmpty ? [] : Self.steps(path), { change(&$0, value) }) else {
        throw .unknownKeyPath(path)
      }
    }
    return schema
  }

  /// The steps of a key path: `moves[].word` is `moves`, `[]`, `word`.
  private static func steps(_ path: String) -> [String] {
    path.split(separator: ".").flatMap { part in
      part.hasSuffix("[]") ? [String(part.dropLast(2)), "[]"] : [String(part)]
    }
  }

  /// Makes `change` to the schema at `steps`; false when there is no such
  /// key.
  private mutating func change(at steps: [String], _ change: (inout JSONSchema) -> Void) -> Bool {
    guard let step = steps.first else {
      change(&self)
      return true
    }
    if step == "[]" {
      guard var element = items, element.change(at: Array(steps.dropFirst()), change)
      else { return false }
      items = element
      return true
    }
    guard var property = properties?[step],
      property.change(at: Array(steps.dropFirst()), change)
    else { return false }
    properties?[step] = property
    return true
  }

  private enum CodingKeys: String, CodingKey {
    case type
    case reference = "$ref"
    case description
    case cases = "enum"
    case pattern
    case properties, required
    case additionalProperties, items
  }

  /// Writes the JSON Schema keywords, leaving out those not set.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(type, forKey: .type)
    try container.encodeIfPresent(reference, forKey: .reference)
    try container.encodeIfPresent(description, forKey: .description)
    try container.encodeIfPresent(cases, forKey: .cases)
    try container.encodeIfPresent(pattern, forKey: .pattern)
    try container.encodeIfPresent(properties, forKey: .properties)
    try container.encodeIfPresent(required, forKey: .required)
    try container.encodeIfPresent(additionalProperties, forKey: .additionalProperties)
    try container.encodeIfPresent(items, forKey: .items)
  }
}

/// Why a type's JSON Schema cannot be worked out.
package enum JSONSchemaError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The type decodes in a way the recorder cannot follow (a dictionary
  /// with open keys, a super decoder) at `path` (its coding path, when
  /// known).
  case unsupported(type: String, path: String, reason: String)
  /// The type's `init(from:)` refused the recorder's placeholder values
  /// (an enumeration that is not `CaseIterable`, a check on the values).
  case undecodable(type: String, reason: String)
  /// The key `key` is written `written` but that decodes as `decoded`:
  /// encoding and decoding disagree on its name.
  case keyNotRoundTripped(key: String, written: String, decoded: String)
  /// A description names `path`, which is no key of the schema.
  case unknownKeyPath(String)

  package var description: String {
    switch self {
    case .unsupported(let type, let path, let reason):
      "the schema of \(type) cannot be worked out at \(path.isEmpty ? "its top" : path): \(reason)"
    case .undecodable(let type, let reason):
      "the schema of \(type) cannot be worked out: its init(from:) refused the placeholder values"
        + " (\(reason)); give a String enumeration CaseIterable"
    case .keyNotRoundTripped(let key, let written, let decoded):
      "the key \(key) is written \(written), which decodes as \(decoded)"
    case .unknownKeyPath(let path): "a description names \(path), which is no key of the schema"
    }
  }
}

// MARK: - Key names

extension JSONSchema {
  /// A coding key of any name.
  private struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// An object whose keys are `keys` and whose values are the same names.
  private struct NameProbe: Encodable {
    let keys: Set<String>

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: AnyKey.self)
      for key in keys { try container.encode(key, forKey: AnyKey(stringValue: key)) }
    }
  }

  /// The keys of a probe as a decoder reads them, each with its value.
  private struct ReadNames: Decodable {
    let names: [(read: String, value: String)]

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: AnyKey.self)
      names = try container.allKeys.map {
        ($0.stringValue, try container.decode(String.self, forKey: $0))
      }
    }
  }

  /// Each of `keys` (Swift's names) as `encoder` writes it, checked to
  /// decode back to the same key through `decoder`.
  ///
  /// Foundation's own conversion does the work: the names are written
  /// through `encoder` and read back.
  static func jsonNames(
    of keys: Set<String>, encoder: JSONEncoder, decoder: JSONDecoder
  ) throws(JSONSchemaError) -> [String: String] {
    do {
      let data = try encoder.encode(NameProbe(keys: keys))
      let written = try JSONDecoder().decode([String: String].self, from: data)
      for (read, value) in try decoder.decode(ReadNames.self, from: data).names
      where read != value {
        let json = written.first { $0.value == value }?.key ?? value
        throw JSONSchemaError.keyNotRoundTripped(key: value, written: json, decoded: read)
      }
      return Dictionary(written.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
    } catch let error as JSONSchemaError {
      throw error
    } catch {
      throw .undecodable(type: "key names", reason: "\(error)")
    }
  }
}
