import Foundation
import HTTPTypes
import Hummingbird
import Letterpress
import Logging
import NIOCore
import NIOHTTP1
import Solving

/// The server's routes: the page, the API, its description and a health check.
package enum Routes {
  /// The router of `service`, with the security headers and JSON errors on
  /// every response, each request logged and counted in `metrics`.
  package static func router(
    service: SolveService, metrics: ServerMetrics = ServerMetrics()
  ) -> Router<ServerContext> {
    // HEAD is answered wherever GET is, without the body.
    let router = Router(context: ServerContext.self, options: .autoGenerateHeadEndpoints)
    router.add(middleware: AccessLog(metrics: metrics))
    router.add(middleware: SecurityAndErrors(limits: service.limits))
    router.add(middleware: CallerCheck(limits: service.limits))
    router.add(
      middleware: BodyBudgetGuard(
        budget: BodyBudget(bytes: service.limits.bodyMemoryBytes), limits: service.limits))
    addPage(to: router)
    // The Web Share Target: a screenshot shared to the installed page (a
    // form, as Android sends it), answered with the page showing its
    // answer, or what went wrong.
    router.post("/share") { try await share($0, context: $1, service: service) }
    addHousekeeping(to: router, service: service, metrics: metrics)
    router.post("/api/read") { request, context in
      let upload = try await upload(request, context: context, service: service, board: false)
      guard case .image(let bytes) = upload else { throw APIError(.unsupportedMediaType, "") }
      return try json(await service.read(imageBytes: bytes, connection: context.channel))
    }
    router.post("/api/solve") { try await solve($0, context: $1, service: service) }
    router.post("/api/words") { request, _ in try await words(request, service: service) }
    router.post("/api/played") { request, context in
      let options = try ChangeRequest(query: query(of: request), limits: service.limits)
      // The list is checked before the body is read.
      _ = try service.solver(list: options.dict)
      let (bytes, kind) = try await body(of: request, service: service, board: true)
      let (before, after) = try BoardUpload.pair(body: bytes, kind: kind)
      return try json(
        await service.explain(before, after, request: options, connection: context.channel))
    }
    router.post("/api/review") { request, context in
      let list = SolveQuery.list(query(of: request))
      // The list is checked before the body is read.
      _ = try service.solver(list: list)
      let bytes = try await jsonBody(of: request, service: service)
      let game = try Upload.decode(
        ReviewRequest.self, from: bytes, otherwise: ReviewRequest.expectedForm)
      return try json(await service.review(game, list: list, connection: context.channel))
    }
    return router
  }

  /// The page's routes: its HTML, style sheet, script, manifest, service
  /// worker and icons.
  private static func addPage(to router: Router<ServerContext>) {
    router.get("/") { _, _ in
      response(.ok, contentType: "text/html; charset=utf-8", body: Page.html)
    }
    router.get("/page.css") { _, _ in
      response(.ok, contentType: "text/css; charset=utf-8", body: Page.css)
    }
    router.get("/page.js") { _, _ in
      response(
        .ok, contentType: "text/javascript; charset=utf-8", body: Page.javascript)
    }
    router.get("/manifest.webmanifest") { _, _ in
      response(.ok, contentType: "application/manifest+json", body: Page.manifest)
    }
    router.get("/sw.js") { _, _ in
      response(
        .ok, contentType: "text/javascript; charset=utf-8", body: Page.serviceWorker)
    }
    router.get("/icons/{name}") { request, _ in
      guard let png = Page.icons[request.uri.path] else { throw HTTPError(.notFound) }
      return response(.ok, contentType: "image/png", body: png)
    }
  }

  /// The health check, the API's description and the metrics.
  private static func addHousekeeping(
    to router: Router<ServerContext>, service: SolveService, metrics: ServerMetrics
  ) {
    router.get("/healthz") { _, _ in
      response(.ok, contentType: "application/json", body: Array(#"{"status":"ok"}"#.utf8))
    }
    let description = Array(OpenAPI.document(lists: service.listNames).utf8)
    router.get("/openapi.json") { _, _ in
      response(.ok, contentType: "application/json", body: description)
    }
    router.get("/metrics") { _, _ in
      let (busy, waiting) = (await service.gate.runningCount, await service.gate.waitingCount)
      return response(
        .ok, contentType: "text/plain; version=0.0.4; charset=utf-8",
        body: metrics.exposition(busy: busy, waiting: waiting))
    }
  }

  /// `POST /share`: the page showing the answer to the screenshot shared,
  /// or what went wrong.
  private static func share(
    _ request: Request, context: ServerContext, service: SolveService
  ) async throws -> Response {
    var shared = SharedScreenshot()
    var status = HTTPResponse.Status.ok
    do {
      let query = try SolveQuery(query: [:], limits: service.limits)
      guard
        case .image(let bytes) = try await upload(
          request, context: context, service: service, board: false)
      else { throw APIError(.unsupportedMediaType, "") }
      shared.answer = AnswerDocument(
        try await service.answer(
          .imageBytes(bytes, limits: service.limits.decoding), query: query))
    } catch {
      let apiError = SecurityAndErrors.apiError(error, path: request.uri.path)
      status = apiError.status
      (shared.error, shared.status, shared.reading) =
        (apiError.message, apiError.status.code, apiError.reading)
    }
    return response(status, contentType: "text/html; charset=utf-8", body: Page.shared(shared))
  }

  /// `POST /api/solve`: the answer to a screenshot or a board, as JSON or
  /// as text.
  private static func solve(
    _ request: Request, context: ServerContext, service: SolveService
  ) async throws -> Response {
    let parameters = query(of: request)
    let query = try SolveQuery(query: parameters, limits: service.limits)
    // `format=text`: the answer as `solve` prints it, for a phone's shortcut.
    let asText = try textFormat(parameters)
    // The options are checked before the body is read.
    _ = try service.solver(list: query.dict)
    let input: SolveRequest.Input
    switch try await upload(request, context: context, service: service, board: true) {
    case .image(let bytes):
      input = .imageBytes(bytes, limits: service.limits.decoding)
    case .board(let bytes):
      let document = try Upload.decode(
        BoardDocument.self, from: bytes, otherwise: boardForm)
      input = .board(try document.board(), seen: document.seen)
    }
    let answer = AnswerDocument(
      try await service.answer(input, query: query, connection: context.channel))
    guard asText else { return try json(answer) }
    return response(
      .ok, contentType: "text/plain; charset=utf-8",
      body: Array(answer.sentences.lines.map { $0 + "\n" }.joined().utf8))
  }

  /// `POST /api/words`: every playable word of a board.
  private static func words(_ request: Request, service: SolveService) async throws -> Response {
    let query = query(of: request)
    let list = SolveQuery.list(query)
    let played = try SolveQuery.played(query)
    _ = try service.solver(list: list)
    let bytes = try await jsonBody(of: request, service: service)
    let document = try Upload.decode(
      BoardDocument.self, from: bytes, otherwise: boardForm)
    return try json(
      await service.playableWords(on: try document.board(), played: played, list: list))
  }

  /// What a board's JSON must look like, said when it does not.
  private static let boardForm =
    "the board is not JSON of the form {\"letters\": \"25 letters\", \"colors\": \"25 of wbBrR\"}"

  /// Whether `query` asks for the answer as text (`format=text`) rather
  /// than JSON (`format=json`, or no `format`).
  ///
  /// - Throws: `APIError` (400) for another format.
  private static func textFormat(_ query: [String: String]) throws(APIError) -> Bool {
    switch query["format"] {
    case nil, "json": return false
    case "text": return true
    case let other?:
      throw APIError(.badRequest, "format is json or text, not \(other.excerpt())")
    }
  }

  /// The query string's parameters, name to value.
  private static func query(of request: Request) -> [String: String] {
    request.uri.queryParameters.reduce(into: [:]) { $0[String($1.key)] = String($1.value) }
  }

  /// The request's body, at most the limit (413 beyond), as an upload.
  private static func upload(
    _ request: Request, context: ServerContext, service: SolveService, board: Bool
  ) async throws -> Upload {
    let (bytes, kind) = try await body(of: request, service: service, board: board)
    return try Upload(body: bytes, kind: kind)
  }

  /// The request's body, at most the limit of its kind (413 beyond: an
  /// image's, or the smaller JSON one), and how to read it (its type
  /// checked before it is read; a JSON board only when `board`).
  private static func body(
    of request: Request, service: SolveService, board: Bool
  ) async throws -> ([UInt8], Upload.Kind) {
    let kind = try Upload.kind(of: request.headers[.contentType], acceptsBoard: board)
    let limit =
      kind == .board ? service.limits.maxJSONBodyBytes : service.limits.maxBodyBytes
    let tooLarge = APIError(
      .contentTooLarge,
      "the request body is larger than \(limit) bytes"
        + (kind == .board ? " (the limit of a JSON body)" : ""))
    if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
      throw tooLarge
    }
    var buffer: ByteBuffer
    do {
      buffer = try await request.body.collect(upTo: limit)
    } catch let error as HTTPError where error.status == .contentTooLarge {
      throw tooLarge
    } catch is NIOTooManyBytesError {
      // A chunked body has no length to check first.
      throw tooLarge
    }
    return (buffer.readBytes(length: buffer.readableBytes) ?? [], kind)
  }

  /// The request's body, JSON only (415 otherwise, told before it is
  /// read), at most the JSON limit (413 beyond).
  private static func jsonBody(of request: Request, service: SolveService) async throws
    -> [UInt8]
  {
    let mediaType =
      (request.headers[.contentType] ?? "").split(separator: ";").first
      .map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    guard mediaType == "application/json" else {
      throw APIError(
        .unsupportedMediaType,
        "the content type is \(mediaType.isEmpty ? "missing" : mediaType.excerpt()); "
          + "send application/json")
    }
    return try await body(of: request, service: service, board: true).0
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

/// Sets the security headers on every response, turns every error into a
/// JSON body with its status, and answers what no route does: a URL over
/// the limit (414), a method a known path does not take (405 with
/// `Allow`).
struct SecurityAndErrors: RouterMiddleware {
  typealias Context = ServerContext

  let limits: ServerLimits

  /// The page loads only its own script and style from this server and
  /// talks only to it; no inline code, no other origin.
  static let contentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    + "connect-src 'self'; manifest-src 'self'; worker-src 'self'; base-uri 'none'; "
    + "form-action 'none'; frame-ancestors 'none'"

  /// The headers every response carries, errors of the HTTP layer too.
  static let securityHeaders: [(HTTPField.Name, String)] = [
    (.contentSecurityPolicy, contentSecurityPolicy),
    (.xContentTypeOptions, "nosniff"),
    (.cacheControl, "no-store"),
    (HTTPField.Name("Referrer-Policy") ?? .cacheControl, "no-referrer"),
  ]

  /// The methods each path takes (HEAD wherever GET works).
  static let methods: [String: [HTTPRequest.Method]] = [
    "/": [.get, .head], "/page.css": [.get, .head], "/page.js": [.get, .head],
    "/healthz": [.get, .head], "/openapi.json": [.get, .head], "/metrics": [.get, .head],
    "/api/read": [.post], "/api/solve": [.post], "/api/played": [.post],
    "/api/review": [.post], "/api/words": [.post], "/share": [.post],
    "/manifest.webmanifest": [.get, .head], "/sw.js": [.get, .head],
  ].merging(Page.iconSizes.keys.map { ($0, [.get, .head]) }) { $1 }

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response: Response
    do {
      response = try await respond(to: request, context: context, next: next)
    } catch {
      let apiError = Self.apiError(error, path: request.uri.path)
      if apiError.status == .internalServerError {
        context.logger.error("\(request.method) \(request.uri.path): \(apiError.message)")
      }
      response = Routes.response(
        apiError.status, contentType: "application/json",
        body: Array((try? JSONDocument.data(apiError.body)) ?? Data()))
      switch apiError.status {
      case .methodNotAllowed:
        let allowed = Self.methods[request.uri.path] ?? []
        response.headers[.allow] = allowed.map(\.rawValue).joined(separator: ", ")
      case .serviceUnavailable:
        response.headers[.retryAfter] = String(limits.retryAfterSeconds)
      case .contentTooLarge,
        .badRequest where error is HTTPParserError:
        // The rest of the body is not read: the connection closes.
        response.headers[.connection] = "close"
      default: break
      }
      if apiError.closesConnection { response.headers[.connection] = "close" }
    }
    for (name, value) in Self.securityHeaders { response.headers[name] = value }
    return response
  }

  /// The route's response to `request`.
  ///
  /// - Throws: `APIError` for a URL over the limit (414) or a method the
  ///   path does not take (405); the route's errors.
  private func respond(
    to request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let url = request.uri.string
    guard url.utf8.count <= limits.maxURLBytes else {
      throw APIError(
        .uriTooLong, "the URL is longer than \(limits.maxURLBytes) bytes: \(url.excerpt())")
    }
    if let allowed = Self.methods[request.uri.path], !allowed.contains(request.method) {
      throw APIError(
        .methodNotAllowed,
        "\(request.method) is not allowed on \(request.uri.path); use "
          + allowed.map(\.rawValue).joined(separator: " or "))
    }
    return try await next(request, context)
  }

  /// The error `error` is to a client, for a request of `path`.
  static func apiError(_ error: any Error, path: String) -> APIError {
    switch error {
    case let error as HTTPError:
      APIError(
        error.status,
        error.status == .notFound ? "no such page: \(path.excerpt())" : error.status.reasonPhrase)
    case let error as HTTPParserError:
      APIError(.badRequest, "the request body is malformed: \(RequestGuard.describe(error))")
    case is CancellationError:
      // A shutdown's grace is over: the request is dropped.
      APIError(.serviceUnavailable, APIError.stopping)
    case let error as APIError: error
    case let error as SolvingError: APIError(error)
    default: APIError.internal("\(error)")
    }
  }
}
