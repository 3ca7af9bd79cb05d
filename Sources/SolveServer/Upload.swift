import Foundation
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
      guard let image = Self.imagePart(of: body, boundary: Array(boundary.utf8)) else {
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
    do {
      return try JSONDocument.decoder().decode(type, from: Data(bytes))
    } catch {
      throw APIError(.badRequest, message)
    }
  }

  /// The body of the first part that is a file or an image, in a
  /// `multipart/form-data` body with `boundary`.
  static func imagePart(of body: [UInt8], boundary: [UInt8]) -> [UInt8]? {
    parts(of: body, boundary: boundary).first(where: \.isFile)?.body
  }

  /// One part of a `multipart/form-data` body.
  struct FormPart: Equatable {
    /// The field's name (`name="..."`), when it has one.
    let name: String?
    /// Whether it is a file or an image rather than a text field.
    let isFile: Bool
    let body: [UInt8]
  }

  /// The parts of a `multipart/form-data` body with `boundary`, in order.
  static func parts(of body: [UInt8], boundary: [UInt8]) -> [FormPart] {
    let delimiter = Array("--".utf8) + boundary
    let headerEnd = Array("\r\n\r\n".utf8)
    var start = 0
    var ranges: [Range<Int>] = []
    while let found = body.firstRange(of: delimiter, from: start) {
      if start > 0 { ranges.append(start..<found.lowerBound) }
      start = found.upperBound
    }
    return ranges.compactMap { part in
      guard let end = body.firstRange(of: headerEnd, from: part.lowerBound),
        end.upperBound <= part.upperBound
      else { return nil }
      let headers = String(decoding: body[part.lowerBound..<end.lowerBound], as: UTF8.self)
      let lowercased = headers.lowercased()
      // The part's body ends with the CRLF before the next delimiter.
      var last = part.upperBound
      if last - end.upperBound >= 2, body[last - 2] == 13, body[last - 1] == 10 { last -= 2 }
      return FormPart(
        name: fieldName(in: headers),
        isFile: lowercased.contains("filename=") || lowercased.contains("content-type: image/"),
        body: Array(body[end.upperBound..<last]))
    }
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
  /// The first range at or after `start` that holds `pattern`.
  fileprivate func firstRange(of pattern: [UInt8], from start: Int) -> Range<Int>? {
    guard !pattern.isEmpty, count >= pattern.count, start <= count - pattern.count else {
      return nil
    }
    var index = start
    let first = pattern[0]
    while index <= count - pattern.count {
      if self[index] == first && self[index..<index + pattern.count].elementsEqual(pattern) {
        return index..<index + pattern.count
      }
      index += 1
    }
    return nil
  }
}
