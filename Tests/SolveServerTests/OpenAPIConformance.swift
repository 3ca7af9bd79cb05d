import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing
import _TestSupport

extension TestClientProtocol {
  /// `execute`, with the response first checked against the served
  /// `/openapi.json`: its status must be described for the path (or be a
  /// 404 for a path not described), and a JSON body must conform to the
  /// schema described for it.
  @discardableResult func executeChecked<Return>(
    uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil,
    sourceLocation: SourceLocation = #_sourceLocation,
    testCallback: @escaping (TestResponse) async throws -> Return = { $0 }
  ) async throws -> Return {
    let response = try await executeRequest(uri: uri, method: method, headers: headers, body: body)
    let document = try await executeRequest(
      uri: "/openapi.json", method: .get, headers: [:], body: nil)
    let problems = try OpenAPIConformance(document: JSONValue(parsing: Data(buffer: document.body)))
      .problems(response, uri: uri, method: method)
    for problem in problems {
      Issue.record(
        "\(method) \(uri) → \(response.status.code): \(problem)", sourceLocation: sourceLocation)
    }
    return try await testCallback(response)
  }
}

/// Checks responses against an OpenAPI document's description of them.
struct OpenAPIConformance {
  let validator: JSONSchemaValidator

  init(document: JSONValue) {
    validator = JSONSchemaValidator(document: document)
  }

  /// The schema of the JSON body the document describes for `status` of
  /// `method` on `path`, or why there is none: `.success(nil)` when the
  /// response is described without a JSON body, or with another media type
  /// (`mediaType`, without its parameters) among its contents.
  func schema(
    path: String, method: HTTPRequest.Method, status: Int, mediaType: String = "application/json"
  ) -> Result<JSONValue?, Failure> {
    guard let operations = validator.document["paths"]?[path] else {
      // A path not described is refused with a JSON error.
      return status == 404
        ? .success(.object(["$ref": .string("#/components/schemas/Error")]))
        : .failure(Failure("the path is not described, and the status is not 404"))
    }
    guard let operation = operations[method.rawValue.lowercased()] else {
      return .failure(Failure("the method is not described"))
    }
    guard var response = operation["responses"]?[String(status)] else {
      return .failure(Failure("the status is not described"))
    }
    if let reference = response["$ref"]?.string {
      guard let target = validator.resolve(reference) else {
        return .failure(Failure("no response at \(reference)"))
      }
      response = target
    }
    if mediaType != "application/json", response["content"]?[mediaType] != nil {
      return .success(nil)
    }
    return .success(response["content"]?["application/json"]?["schema"])
  }

  /// What is wrong with `response` to `method` on `uri`; empty when the
  /// document describes it.
  func problems(_ response: TestResponse, uri: String, method: HTTPRequest.Method) throws
    -> [String]
  {
    let path = String(uri.prefix { $0 != "?" })
    let mediaType = String((response.headers[.contentType] ?? "").prefix { $0 != ";" })
    switch schema(
      path: path, method: method, status: Int(response.status.code), mediaType: mediaType)
    {
    case .failure(let failure): return [failure.message]
    case .success(nil): return []
    case .success(let schema?):
      guard response.headers[.contentType]?.hasPrefix("application/json") == true else {
        return [
          "the body is described as JSON but is \(response.headers[.contentType] ?? "untyped")"
        ]
      }
      let body = try JSONValue(parsing: Data(buffer: response.body))
      return validator.problems(body, against: schema)
    }
  }

  /// Why a response is not described.
  struct Failure: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }
}
