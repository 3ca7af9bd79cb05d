import Foundation
import HTTPTypes
import JSONSchemaGenerator
import Letterpress
import Solving

/// What a request body holds, told by its `Content-Type`: a screenshot (the
/// raw bytes of `image/png` or `image/jpeg`, or a part of
/// `multipart/form-data`), or a board as `application/json`.
enum Upload {
  case image([UInt8])
  case board([UInt8])

  /// How a body of a content type is read.
  enum Kind: Equatable {
    /// The bytes are the image.
    case image
    /// The bytes are a board as JSON.
    case board
    /// The image is a part of a form with this boundary.
    case form(boundary: String)
  }

  /// How to read a body sent as `contentType`, checked before it is read.
  ///
  /// - Parameters:
  ///   - contentType: the request's `Content-Type`.
  ///   - acceptsBoard: whether a JSON board is allowed here.
  /// - Returns: how to read the body.
  /// - Throws: `APIError`: 415 for another content type, 400 for a form
  ///   without a boundary.
  static func kind(of contentType: String?, acceptsBoard: Bool) throws(APIError) -> Kind {
    let parameters = (contentType ?? "").split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let mediaType = parameters.first?.lowercased() ?? ""
    switch mediaType {
    case "image/png", "image/jpeg", "image/jpg":
      return .image
    case "application/json" where acceptsBoard:
      return .board
    case "multipart/form-data":
      let boundary = parameters.dropFirst().first { $0.lowercased().hasPrefix("boundary=") }
        .map { String($0.dropFirst("boundary=".count)).trimmingCharacters(in: ["\""]) }
      guard let boundary, !boundary.isEmpty else {
        throw APIError(.badRequest, "the form's content type gives no boundary")
      }
      guard boundary.utf8.count <= maxBoundaryBytes else {
        throw APIError(
          .badRequest, "the form's boundary is longer than \(maxBoundaryBytes) characters")
      }
      return .form(boundary: boundary)
    default:
      let accepted =
        "image/png, image/jpeg or multipart/form-data"
        + (acceptsBoard ? " or application/json" : "")
      throw APIError(
        .unsupportedMediaType,
        "not an image: the content type is \(mediaType.isEmpty ? "missing" : mediaType); send \(accepted)"
      )
    }
  }

  /// The upload in `body`, read as `kind` says.
  ///
  /// - Throws: `APIError` (400) for a form without an image part.
  init(body: [UInt8], kind: Kind) throws(APIError) {
    switch kind {
    case .image: self = .image(body)
    case .board: self = .board(body)
    case .form(let boundary):
      guard let image = try Self.imagePart(of: body, boundary: Array(boundary.utf8)) else {
        throw APIError(.badRequest, "the form holds no image (a part with a PNG or JPEG file)")
      }
      self = .image(image)
    }
  }

  /// The JSON `bytes` as a `T`.
  ///
  /// - Throws: `APIError` (400) with `message` when they are not one.
  static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], otherwise message: String)
    throws(APIError) -> T
  {
    if containsNull(bytes) {
      throw APIError(.badRequest, "null is not a value here: leave out a key without a value")
    }
    let value: T
    do {
      value = try JSONDocument.decoder().decode(type, from: Data(bytes))
    } catch {
      throw APIError(.badRequest, message)
    }
    // Decoding passes over keys the type does not read; the schema allows
    // none.
    if let schema = try? JSONSchema(for: type),
      let object = try? JSONSerialization.jsonObject(with: Data(bytes)),
      let key = unknownKey(in: object, schema: schema)
    {
      throw APIError(.badRequest, "the body has a key this API does not take: \(key.excerpt())")
    }
    return value
  }

  /// The path of the first key of `value` (parsed JSON) that `schema` does
  /// not allow (an object's key not among its `properties`), or `nil`.
  static func unknownKey(in value: Any, schema: JSONSchema, path: String = "") -> String? {
    if let object = value as? [String: Any], let properties = schema.properties {
      for (key, member) in object.sorted(by: { $0.key < $1.key }) {
        let keyPath = path.isEmpty ? key : path + "." + key
        guard let property = properties[key] else {
          if schema.additionalProperties == false { return keyPath }
          continue
        }
        if let found = unknownKey(in: member, schema: property, path: keyPath) { return found }
      }
    } else if let array = value as? [Any], let items = schema.items {
      for (index, element) in array.enumerated() {
        if let found = unknownKey(in: element, schema: items, path: "\(path)[\(index)]") {
          return found
        }
      }
    }
    return nil
  }

  /// Whether the JSON `bytes` hold a `null` outside a string: no request
  /// document has one (a key without a value is left out), and Swift's
  /// decoder would read it as an absent key.
  static func containsNull(_ bytes: [UInt8]) -> Bool {
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "n") {
        // Outside a string, only the literal null starts with n.
        return true
      }
    }
    return false
  }

  /// The body of the first part that is a file or an image, in a
  /// `multipart/form-data` body with `boundary`.
  ///
  /// - Throws: `APIError` (400) for a form of more than `maxParts` parts.
  static func imagePart(of body: [UInt8], boundary: [UInt8]) throws(APIError) -> [UInt8]? {
    try parts(of: body, boundary: boundary).first(where: \.isFile)?.body
  }

  /// One part of a `multipart/form-data` body.
  struct FormPart: Equatable {
    /// The field's name (`name="..."`), when it has one.
    let name: String?
    /// Whether it is a file or an image rather than a text field: it has a
    /// `filename=`, an image content type, or starts as a PNG or JPEG does.
    let isFile: Bool
    let body: [UInt8]
  }

  /// The most parts a form may have: the API's forms have one or two.
  static let maxParts = 16
  /// The longest boundary (RFC 2046 allows 70 characters).
  static let maxBoundaryBytes = 70
  /// The largest head a part may have (its `Content-Disposition` and
  /// `Content-Type` lines); a part whose head does not end within it is
  /// not read.
  static let maxPartHeadBytes = 8 << 10

  /// The parts of a `multipart/form-data` body with `boundary`, in order.
  ///
  /// One pass over the body: each delimiter (`--boundary` at the start or
  /// after a CRLF) is found once, from where the last one ended, and a
  /// part's head is looked for within its first `maxPartHeadBytes` only, so
  /// the work is linear in the body (and the boundary's length). A part
  /// without a head's end is skipped; the close delimiter (`--boundary--`)
  /// ends the form.
  ///
  /// - Throws: `APIError` (400) for more than `maxParts` parts.
  static func parts(of body: [UInt8], boundary: [UInt8]) throws(APIError) -> [FormPart] {
    let delimiter = Array("\r\n--".utf8) + boundary
    let headEnd = Array("\r\n\r\n".utf8)
    // The first delimiter may open the body without a CRLF before it.
    var found: Range<Int>?
    if body.starts(with: delimiter.dropFirst(2)) {
      found = 0..<(delimiter.count - 2)
    } else {
      found = body.firstRange(of: delimiter, in: 0..<body.count)
    }
    var parts: [FormPart] = []
    while let current = found {
      let start = current.upperBound
      // `--` after a delimiter closes the form.
      if body.count >= start + 2, body[start] == 45, body[start + 1] == 45 { break }
      found = body.firstRange(of: delimiter, in: start..<body.count)
      let end = found?.lowerBound ?? body.count
      guard parts.count < maxParts else {
        throw APIError(.badRequest, "the form has more than \(maxParts) parts")
      }
      let headLimit = min(end, start + maxPartHeadBytes)
      // The delimiter's line ends with a CRLF, so a part without headers
      // starts with the head's end.
      guard let head = body.firstRange(of: headEnd, in: start..<headLimit) else { continue }
      let headers = String(decoding: body[start..<head.lowerBound], as: UTF8.self)
      let lowercased = headers.lowercased()
      let content = Array(body[head.upperBound..<end])
      parts.append(
        FormPart(
          name: fieldName(in: headers),
          isFile: lowercased.contains("filename=") || lowercased.contains("content-type: image/")
            || isImage(content),
          body: content))
    }
    return parts
  }

  /// Whether `bytes` start as a PNG or a JPEG file does.
  static func isImage(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      || bytes.starts(with: [0xFF, 0xD8, 0xFF])
  }

  /// The `name="..."` of a part's `Content-Disposition` header.
  private static func fieldName(in headers: String) -> String? {
    for line in headers.split(separator: "\r\n")
    where line.lowercased().hasPrefix("content-disposition:") {
      for parameter in line.split(separator: ";") {
        let pair = parameter.trimmingCharacters(in: .whitespaces)
        if pair.lowercased().hasPrefix("name=") {
          return String(pair.dropFirst("name=".count)).trimmingCharacters(in: ["\""])
        }
      }
    }
    return nil
  }
}

extension Array where Element == UInt8 {
  /// The first range within `range` that holds `pattern`: at most
  /// `range.count` times `pattern.count` comparisons.
  fileprivate func firstRange(of pattern: [UInt8], in range: Range<Int>) -> Range<Int>? {
    guard let first = pattern.first, range.count >= pattern.count else { return nil }
    var index = range.lowerBound
    let last = range.upperBound - pattern.count
    while index <= last {
      if self[index] == first && self[index..<index + pattern.count].elementsEqual(pattern) {
        return index..<index + pattern.count
      }
      index += 1
    }
    return nil
  }
}
