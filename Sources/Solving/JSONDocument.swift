import Foundation

/// The one way lettersolve writes JSON: Codable values through
/// `JSONEncoder`, keys sorted, slashes left as they are.
public enum JSONDocument {
  /// How property names become keys.
  public enum Keys: Sendable {
    /// `endsGame` becomes `ends_game` (the project's style).
    case snakeCase
    /// Names as written (documents whose keys predate the style).
    case asWritten
  }

  /// `value` as one line of JSON.
  ///
  /// - Throws: `EncodingError` for a value that cannot be encoded (a
  ///   non-finite number).
  public static func string(_ value: some Encodable, keys: Keys = .snakeCase) throws -> String {
    String(decoding: try data(value, keys: keys), as: UTF8.self)
  }

  /// `value` as the bytes of one line of JSON.
  ///
  /// - Throws: `EncodingError` for a value that cannot be encoded.
  public static func data(_ value: some Encodable, keys: Keys = .snakeCase) throws -> Data {
    let encoder = JSONEncoder()
    if keys == .snakeCase { encoder.keyEncodingStrategy = .convertToSnakeCase }
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(value)
  }

  /// A decoder for the documents `data(_:keys:)` writes.
  public static func decoder(keys: Keys = .snakeCase) -> JSONDecoder {
    let decoder = JSONDecoder()
    if keys == .snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
    return decoder
  }
}
