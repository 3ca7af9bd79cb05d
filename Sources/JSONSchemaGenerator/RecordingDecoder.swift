import Foundation

/// What the recorder learnt of one value, filled in as the type decodes.
final class SchemaNode {
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
final class SchemaRecorder {
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
struct Unfollowable: Error {
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
