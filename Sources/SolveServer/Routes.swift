import Foundation
import HTTPTypes
import Hummingbird
import Letterpress
import NIOCore
import Solving

/// The server's routes: the page, the API, its description and a health check.
package enum Routes {
  /// The router of `service`, with the security headers and JSON errors on
  /// every response.
  package static func router(service: SolveService) -> Router<BasicRequestContext> {
    let router = Router()
    router.add(middleware: SecurityAndErrors())
    router.get("/") { _, _ in
      response(.ok, contentType: "text/html; charset=utf-8", body: Array(Page.html.utf8))
    }
    router.get("/page.css") { _, _ in
      response(.ok, contentType: "text/css; charset=utf-8", body: Array(Page.css.utf8))
    }
    router.get("/page.js") { _, _ in
      response(
        .ok, contentType: "text/javascript; charset=utf-8", body: Array(Page.javascript.utf8))
    }
    router.get("/healthz") { _, _ in
      response(.ok, contentType: "application/json", body: Array(#"{"status":"ok"}"#.utf8))
    }
    router.get("/openapi.json") { _, _ in
      response(.ok, contentType: "application/json", body: Array(OpenAPI.document.utf8))
    }
    router.post("/api/read") { request, context in
      let upload = try await upload(request, context: context, service: service, board: false)
      guard case .image(let bytes) = upload else { throw APIError(.unsupportedMediaType, "") }
      return try json(await service.read(imageBytes: bytes))
    }
    router.post("/api/solve") { request, context in
      let query = try SolveQuery(query: query(of: request), limits: service.limits)
      // The options are checked before the body is read.
      _ = try service.solver(list: query.dict)
      let input: SolveRequest.Input
      switch try await upload(request, context: context, service: service, board: true) {
      case .image(let bytes):
        input = .imageBytes(bytes, limits: service.limits.decoding)
      case .board(let bytes):
        let document = try Upload.decode(
          BoardDocument.self, from: bytes,
          otherwise:
            "the board is not JSON of the form {\"letters\": \"25 letters\", \"colors\": \"25 of wbBrR\"}"
        )
        input = .board(try document.board(), seen: document.seen)
      }
      return try json(AnswerDocument(await service.answer(input, query: query)))
    }
    router.post("/api/played") { request, context in
      let options = try ChangeRequest(query: query(of: request), limits: service.limits)
      // The list is checked before the body is read.
      _ = try service.solver(list: options.dict)
      let (bytes, kind) = try await body(of: request, service: service, board: true)
      let (before, after) = try BoardUpload.pair(body: bytes, kind: kind)
      return try json(await service.explain(before, after, request: options))
    }
    return router
  }

  /// The query string's parameters, name to value.
  private static func query(of request: Request) -> [String: String] {
    request.uri.queryParameters.reduce(into: [:]) { $0[String($1.key)] = String($1.value) }
  }

  /// The request's body, at most the limit (413 beyond), as an upload.
  private static func upload(
    _ request: Request, context: BasicRequestContext, service: SolveService, board: Bool
  ) async throws -> Upload {
    let (bytes, kind) = try await body(of: request, service: service, board: board)
    return try Upload(body: bytes, kind: kind)
  }

  /// The request's body, at most the limit (413 beyond), and how to read it
  /// (its type checked before it is read; a JSON board only when `board`).
  private static func body(
    of request: Request, service: SolveService, board: Bool
  ) async throws -> ([UInt8], Upload.Kind) {
    let limit = service.limits.maxBodyBytes
    let tooLarge = APIError(.contentTooLarge, "the request body is larger than \(limit) bytes")
    if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
      throw tooLarge
    }
    // The type is checked before the body is read.
    let kind = try Upload.kind(of: request.headers[.contentType], acceptsBoard: board)
    var buffer: ByteBuffer
    do {
      buffer = try await request.body.collect(upTo: limit)
    } catch let error as HTTPError where error.status == .contentTooLarge {
      throw tooLarge
    }
    return (buffer.readBytes(length: buffer.readableBytes) ?? [], kind)
  }

  /// `value` as a 200 JSON response.
  private static func json(_ value: some Encodable) throws -> Response {
    response(.ok, contentType: "application/json", body: Array(try JSONDocument.data(value)))
  }

  /// A response with `body`.
  static func response(_ status: HTTPResponse.Status, contentType: String, body: [UInt8])
    -> Response
  {
    Response(
      status: status, headers: [.contentType: contentType],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
  }
}

/// Sets the security headers on every response and turns every error into
/// a JSON body with its status.
struct SecurityAndErrors: RouterMiddleware {
  typealias Context = BasicRequestContext

  /// The page loads only its own script and style from this server and
  /// talks only to it; no inline code, no other origin.
  static let contentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response: Response
    do {
      response = try await next(request, context)
    } catch {
      let apiError: APIError
      switch error {
      case let error as HTTPError:
        apiError = APIError(
          error.status,
          error.status == .notFound
            ? "no such page: \(request.uri.path)" : error.status.reasonPhrase)
      default: apiError = APIError(error)
      }
      if apiError.status == .internalServerError {
        context.logger.error("\(request.method) \(request.uri.path): \(apiError.message)")
      }
      response = Routes.response(
        apiError.status, contentType: "application/json",
        body: Array((try? JSONDocument.data(apiError.body)) ?? Data()))
    }
    response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
    response.headers[.xContentTypeOptions] = "nosniff"
    response.headers[.cacheControl] = "no-store"
    if let referrerPolicy = HTTPField.Name("Referrer-Policy") {
      response.headers[referrerPolicy] = "no-referrer"
    }
    return response
  }
}
