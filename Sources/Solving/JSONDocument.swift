import Foundation

/// The one way lettersolve writes JSON: Codable values through
/// `JSONEncoder`, snake_case keys (`endsGame` becomes `ends_game`), keys
/// sorted, slashes left as they are.
///
/// Every document has `"schema": 1` (`JSONDocument.schema`); its keys are
/// described by the JSON Schema of its type (`JSONSchema`), which the
/// server's `/openapi.json` serves and Documentation/json.md lists.
public enum JSONDocument {
  /// The version of the documents' shape, raised when a key changes meaning
  /// or goes away.
  package static let schema = 1

  /// `value` as one line of JSON.
  ///
  /// - Throws: `SolvingError` (`.internal`) for a value that cannot be
  ///   encoded (a non-finite number).
  public static func string(_ value: some Encodable) throws(SolvingError) -> String {
    String(decoding: try data(value), as: UTF8.self)
  }

  /// `value` as the bytes of one line of JSON.
  ///
  /// - Throws: `SolvingError` (`.internal`, the `EncodingError`'s words)
  ///   for a value that cannot be encoded.
  public static func data(_ value: some Encodable) throws(SolvingError) -> Data {
    try SolvingError.converting { try encoder().encode(value) }
  }

  /// The encoder `data(_:)` writes with.
  package static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// A decoder for the documents `data(_:)` writes.
  public static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return decoder
  }
}
