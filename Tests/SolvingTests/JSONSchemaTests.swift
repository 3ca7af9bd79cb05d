import Foundation
import JSONSchemaGenerator
import Solving
import Testing

/// The JSON Schema worked out from a type's `init(from:)`.
@Suite struct JSONSchemaTests {
  enum Colour: String, Codable, CaseIterable {
    case red, blue
  }

  struct Inner: Codable {
    let tileSize: Double
    let rowCount: Int
  }

  struct Outer: Codable {
    let name: String
    let isDone: Bool
    var note: String?
    let inner: Inner
    let inners: [Inner]
    let words: [String]
    let colour: Colour
    let colours: [Colour]?
  }

  /// `schema` as sorted JSON.
  static func json(_ schema: JSONSchema) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(schema), as: UTF8.self)
  }

  @Test func keysTypesRequiredNestingAndEnumerations() throws {
    let inner =
      #"{"additionalProperties":false,"properties":{"row_count":{"type":"integer"},"#
      + #""tile_size":{"type":"number"}},"required":["row_count","tile_size"],"type":"object"}"#
    let colour = #"{"enum":["red","blue"],"type":"string"}"#
    let expected =
      #"{"additionalProperties":false,"properties":{"colour":\#(colour),"#
      + #""colours":{"items":\#(colour),"type":"array"},"inner":\#(inner),"#
      + #""inners":{"items":\#(inner),"type":"array"},"is_done":{"type":"boolean"},"#
      + #""name":{"type":"string"},"note":{"type":"string"},"#
      + #""words":{"items":{"type":"string"},"type":"array"}},"#
      + #""required":["colour","inner","inners","is_done","name","words"],"type":"object"}"#
    #expect(try Self.json(JSONSchema(for: Outer.self)) == expected)
  }

  @Test func keysAreNamedAsTheDocumentsWriteThem() throws {
    let value = Outer(
      name: "a", isDone: true, note: "b", inner: Inner(tileSize: 1.5, rowCount: 2),
      inners: [], words: [], colour: .red, colours: [.blue])
    let written = try JSONDecoder().decode(
      [String: AnyDecodable].self, from: JSONDocument.data(value))
    let schema = try JSONSchema(for: Outer.self)
    #expect(Set(written.keys) == Set(schema.properties?.keys.map { $0 } ?? []))
  }

  /// Any JSON value, ignored.
  struct AnyDecodable: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  @Test func aNamedTypeIsAReference() throws {
    let schema = try JSONSchema(for: Outer.self, references: ["Inner": Inner.self])
    #expect(schema.properties?["inner"] == JSONSchema(reference: "#/components/schemas/Inner"))
    #expect(schema.properties?["inners"]?.items?.reference == "#/components/schemas/Inner")
    let components = try JSONSchema.components([("Outer", Outer.self), ("Inner", Inner.self)])
    #expect(components["Inner"] == (try JSONSchema(for: Inner.self)))
    #expect(components["Outer"] == schema)
  }

  @Test func descriptionsGoToTheirKeysAndAnUnknownKeyFails() throws {
    let schema = try JSONSchema(for: Outer.self).describing([
      "": "An outer.", "inners[].tile_size": "A side.", "colours": "Colours.",
    ])
    #expect(schema.description == "An outer.")
    #expect(schema.properties?["inners"]?.items?.properties?["tile_size"]?.description == "A side.")
    #expect(schema.properties?["colours"]?.description == "Colours.")
    for path in ["tileSize", "inner.tile_size.x", "words[].x", "nothing"] {
      #expect(throws: JSONSchemaError.unknownKeyPath(path)) {
        try JSONSchema(for: Outer.self).describing([path: "?"])
      }
    }
  }

  struct Link: Codable {
    let imageURL: String
  }

  @Test func aKeyThatDoesNotDecodeBackUnderItsNameFails() {
    #expect(
      throws: JSONSchemaError.keyNotRoundTripped(
        key: "imageURL", written: "image_url", decoded: "imageUrl")
    ) { try JSONSchema(for: Link.self) }
  }

  enum Shade: String, Codable {
    case light, dark
  }

  struct Shaded: Codable {
    let shade: Shade
  }

  struct Open: Codable {
    let counts: [String: Int]
  }

  @Test func whatCannotBeWorkedOutIsSaid() {
    #expect {
      try JSONSchema(for: Shaded.self)
    } throws: {
      guard case .undecodable(let type, _) = $0 as? JSONSchemaError else { return false }
      return type.hasSuffix("Shaded")
    }
    #expect {
      try JSONSchema(for: Open.self)
    } throws: {
      guard case .unsupported = $0 as? JSONSchemaError else { return false }
      return true
    }
  }
}
