import Foundation
import HTTPTypes
import Hummingbird
import Logging

/// One structured log line per answered request (method, path, route,
/// status, bytes, duration in milliseconds, and the request id, which
/// Hummingbird's logger carries as `hb.request.id`), the same request id
/// sent back as `X-Request-Id`, and the request counted in `ServerMetrics`.
struct AccessLog: RouterMiddleware {
  typealias Context = BasicRequestContext

  /// The response header that carries the request's id.
  static let requestIDHeader = HTTPField.Name("X-Request-Id") ?? .via

  let metrics: ServerMetrics

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let start = ContinuousClock.now
    var response = try await next(request, context)
    let duration = ContinuousClock.now - start
    response.headers[Self.requestIDHeader] = context.id
    // The route's pattern (Hummingbird's "NotFound" when none matched).
    let route = context.endpointPath ?? "NotFound"
    metrics.record(route: route, status: Int(response.status.code), duration: duration)
    let milliseconds =
      Double(duration.components.attoseconds / 1_000_000_000_000) / 1000
      + Double(duration.components.seconds) * 1000
    context.logger.info(
      "request",
      metadata: [
        "method": "\(request.method)", "path": "\(request.uri.path.excerpt(limit: 64))",
        "route": "\(route)", "status": "\(response.status.code)",
        "bytes": "\(response.body.contentLength.map(String.init) ?? "-")",
        "duration_ms": "\(String(format: "%.1f", milliseconds))",
      ])
    return response
  }
}
