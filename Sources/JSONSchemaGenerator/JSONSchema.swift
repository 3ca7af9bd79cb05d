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

// MARK: - The recording decoder

/// What the recorder learnt of one value, filled in as the type decodes.
private final class SchemaNode {
  /// A leaf's schema (a scalar, an enumeration or a `$ref`).
  var leaf: JSONSchema?
  /// An object's keys (Swift's names) in the order read; `nil` for no object.
  var properties: [(key: String, node: SchemaNode)]?
  /// The keys checked for with `contains` (what `decodeIfPresent` does).
  var optionalKeys: Set<String> = []
  /// Whether the type asked for whichever keys there are.
  var readsOpenKeys = false
  /// Whether the value is an array.
  var isArray = false
  /// An array's element.
  var element: SchemaNode?

  /// The Swift key names of this node and those below it.
  func keys() -> Set<String> {
    var keys = Set(properties?.map(\.key) ?? [])
    for node in (properties?.map(\.node) ?? []) + (element.map { [$0] } ?? []) {
      keys.formUnion(node.keys())
    }
    return keys
  }

  /// The node as a schema, keys renamed by `names`.
  func schema(names: [String: String], type: String) throws(JSONSchemaError) -> JSONSchema {
    if let leaf { return leaf }
    if isArray {
      var schema = JSONSchema(type: .array)
      guard let element else {
        throw .unsupported(type: type, path: "", reason: "an array whose element was never decoded")
      }
      schema.items = try element.schema(names: names, type: type)
      return schema
    }
    guard let properties, !readsOpenKeys else {
      throw .unsupported(
        type: type, path: "", reason: "a value that decoded nothing, or an object of open keys")
    }
    var schema = JSONSchema(type: .object)
    schema.additionalProperties = false
    var described: [String: JSONSchema] = [:]
    var required: [String] = []
    for (key, node) in properties {
      let name = names[key] ?? key
      described[name] = try node.schema(names: names, type: type)
      if !optionalKeys.contains(key) { required.append(name) }
    }
    schema.properties = described
    schema.required = required.sorted()
    return schema
  }
}

/// Decodes placeholder values of a type, recording its schema in nodes.
private final class SchemaRecorder {
  /// The `$ref` of each type written as one.
  let references: [ObjectIdentifier: String]

  init(references: [ObjectIdentifier: String]) {
    self.references = references
  }

  /// A placeholder `T`, its schema recorded in `node`.
  func value<T: Decodable>(of type: T.Type, into node: SchemaNode, at path: [any CodingKey]) throws
    -> T
  {
    if let reference = references[ObjectIdentifier(type)] {
      node.leaf = JSONSchema(reference: reference)
      return try T(from: RecordingDecoder(recorder: self, node: SchemaNode(), codingPath: path))
    }
    if let enumeration = type as? any CaseIterable.Type,
      let cases = Self.cases(of: enumeration), let first = cases.first as? T
    {
      var schema = JSONSchema(type: .string)
      schema.cases = cases.names
      node.leaf = schema
      return first
    }
    return try T(from: RecordingDecoder(recorder: self, node: node, codingPath: path))
  }

  /// The first case of a `CaseIterable` type with `String` raw values, and
  /// every case's raw value; `nil` for any other type.
  private static func cases<E: CaseIterable>(of type: E.Type) -> (first: Any, names: [String])? {
    let names = type.allCases.compactMap { ($0 as? any RawRepresentable)?.rawValue as? String }
    guard let first = type.allCases.first, names.count == type.allCases.count else { return nil }
    return (first, names)
  }

}

/// A decoding the recorder cannot follow, at `path`.
private struct Unfollowable: Error {
  let path: String
  let reason: String

  init(_ path: [any CodingKey], _ reason: String) {
    self.path = path.map(\.stringValue).joined(separator: ".")
    self.reason = reason
  }
}

/// The decoder handed to a type's `init(from:)`.
private struct RecordingDecoder: Decoder {
  let recorder: SchemaRecorder
  let node: SchemaNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
    if node.properties == nil { node.properties = [] }
    return KeyedDecodingContainer(
      KeyedRecorder<Key>(recorder: recorder, node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedDecodingContainer {
    node.isArray = true
    return UnkeyedRecorder(recorder: recorder, node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueDecodingContainer {
    SingleValueRecorder(recorder: recorder, node: node, codingPath: codingPath)
  }
}

/// An object's keys: each `decode` records a required key, a `contains`
/// check makes it optional.
private struct KeyedRecorder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let recorder: SchemaRecorder
  let node: SchemaNode
  let codingPath: [any CodingKey]

  /// None: a type that reads whichever keys are there (a dictionary) has
  /// no schema of known keys, and the node says so.
  var allKeys: [Key] {
    node.readsOpenKeys = true
    return []
  }

  func contains(_ key: Key) -> Bool {
    node.optionalKeys.insert(key.stringValue)
    return true
  }

  func decodeNil(forKey key: Key) -> Bool {
    node.optionalKeys.insert(key.stringValue)
    return false
  }

  /// The node for `key`, new or (when read twice) the same.
  private func child(_ key: Key) -> SchemaNode {
    if let existing = node.properties?.first(where: { $0.key == key.stringValue }) {
      return existing.node
    }
    let child = SchemaNode()
    node.properties?.append((key.stringValue, child))
    return child
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try recorder.value(of: type, into: child(key), at: codingPath + [key])
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(key, type) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(key, type) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(key, type) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(key, type) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(key, type) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(key, type) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(key, type) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(key, type) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(key, type) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(key, type) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(key, type) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(key, type) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(key, type) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(key, type) }

  /// The typed overloads' one body.
  private func decode<T: Decodable>(_ key: Key, _ type: T.Type) throws -> T {
    try recorder.value(of: type, into: child(key), at: codingPath + [key])
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) -> KeyedDecodingContainer<NestedKey> {
    RecordingDecoder(recorder: recorder, node: child(key), codingPath: codingPath + [key])
      .container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
    RecordingDecoder(recorder: recorder, node: child(key), codingPath: codingPath + [key])
      .unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    throw Unfollowable(codingPath, "a super decoder")
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    throw Unfollowable(codingPath + [key], "a super decoder")
  }
}

/// An array: one element is decoded, then it is at its end.
private struct UnkeyedRecorder: UnkeyedDecodingContainer {
  let recorder: SchemaRecorder
  let node: SchemaNode
  let codingPath: [any CodingKey]
  var count: Int? { 1 }
  var currentIndex = 0
  var isAtEnd: Bool { currentIndex > 0 }

  init(recorder: SchemaRecorder, node: SchemaNode, codingPath: [any CodingKey]) {
    self.recorder = recorder
    self.node = node
    self.codingPath = codingPath
  }

  mutating func decodeNil() -> Bool { false }

  /// The element's node, made on first use.
  private mutating func element() -> SchemaNode {
    currentIndex += 1
    if let element = node.element { return element }
    let element = SchemaNode()
    node.element = element
    return element
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try element(type) }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try element(type) }
  mutating func decode(_ type: String.Type) throws -> String { try element(type) }
  mutating func decode(_ type: Double.Type) throws -> Double { try element(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try element(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try element(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try element(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try element(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try element(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try element(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try element(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try element(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try element(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try element(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try element(type) }

  /// The typed overloads' one body: the element, decoded.
  private mutating func element<T: Decodable>(_ type: T.Type) throws -> T {
    let element = element()
    return try recorder.value(of: type, into: element, at: codingPath)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) -> KeyedDecodingContainer<NestedKey> {
    RecordingDecoder(recorder: recorder, node: element(), codingPath: codingPath)
      .container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedDecodingContainer {
    RecordingDecoder(recorder: recorder, node: element(), codingPath: codingPath)
      .unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    throw Unfollowable(codingPath, "a super decoder")
  }
}

/// A scalar: records its JSON type and gives a placeholder.
private struct SingleValueRecorder: SingleValueDecodingContainer {
  let recorder: SchemaRecorder
  let node: SchemaNode
  let codingPath: [any CodingKey]

  func decodeNil() -> Bool { false }

  /// Records `kind` and returns `placeholder`.
  private func scalar<T>(_ kind: JSONSchema.Kind, _ placeholder: T) -> T {
    node.leaf = JSONSchema(type: kind)
    return placeholder
  }

  func decode(_ type: Bool.Type) throws -> Bool { scalar(.boolean, false) }
  func decode(_ type: String.Type) throws -> String { scalar(.string, "") }
  func decode(_ type: Double.Type) throws -> Double { scalar(.number, 0) }
  func decode(_ type: Float.Type) throws -> Float { scalar(.number, 0) }
  func decode(_ type: Int.Type) throws -> Int { scalar(.integer, 0) }
  func decode(_ type: Int8.Type) throws -> Int8 { scalar(.integer, 0) }
  func decode(_ type: Int16.Type) throws -> Int16 { scalar(.integer, 0) }
  func decode(_ type: Int32.Type) throws -> Int32 { scalar(.integer, 0) }
  func decode(_ type: Int64.Type) throws -> Int64 { scalar(.integer, 0) }
  func decode(_ type: UInt.Type) throws -> UInt { scalar(.integer, 0) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { scalar(.integer, 0) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { scalar(.integer, 0) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { scalar(.integer, 0) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { scalar(.integer, 0) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try recorder.value(of: type, into: node, at: codingPath)
  }
}
