import Foundation
import JSONSchemaGenerator

extension JSONSchema {
  /// The schema of the documents `type` decodes, its keys named as
  /// `JSONDocument` writes them (snake_case).
  ///
  /// - Parameters:
  ///   - type: the document's type.
  ///   - references: types (other than `type`) written as a `$ref` to
  ///     `referencePrefix` + their name wherever they appear.
  ///   - referencePrefix: what precedes a name in a `$ref`.
  /// - Throws: `JSONSchemaError` as
  ///   `init(for:encoder:decoder:references:referencePrefix:)`.
  package init(
    for type: (some Decodable).Type, references: [String: any Decodable.Type] = [:],
    referencePrefix: String = "#/components/schemas/"
  ) throws(JSONSchemaError) {
    try self.init(
      for: type, encoder: JSONDocument.encoder(), decoder: JSONDocument.decoder(),
      references: references, referencePrefix: referencePrefix)
  }

  /// The schemas of `components` as `JSONDocument` writes them, each
  /// referring to the others by name, as OpenAPI's `components.schemas`.
  ///
  /// - Throws: `JSONSchemaError` as `init(for:references:referencePrefix:)`.
  package static func components(
    _ components: [(name: String, type: any Decodable.Type)]
  ) throws(JSONSchemaError) -> [String: JSONSchema] {
    try Self.components(
      components, encoder: JSONDocument.encoder(), decoder: JSONDocument.decoder())
  }
}
