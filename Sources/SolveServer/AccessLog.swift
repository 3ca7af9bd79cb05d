import Foundation
import HTTPTypes
import Hummingbird
import Letterpress
import Logging

/// One structured log line per answered request (method, path, route,
/// status, bytes, duration in milliseconds, and the request id, which
/// Hummingbird's logger carries as `hb.request.id`), the same request id
/// sent back as `X-Request-Id`, and the request counted in `ServerMetrics`.
///
/// A request the HTTP parser refuses never reaches the router: `RequestGuard`
/// answers it, and logs and counts it with `record(_:metrics:logger:)` too.
struct AccessLog: RouterMiddleware {
  typealias Context = ServerContext

  /// The response header that carries the request's id.
  static let requestIDHeader = HTTPField.Name("X-Request-Id") ?? .via

  /// The route of a request the parser refused (no method or path known).
  static let unparsedRoute = "Unparsed"

  let metrics: ServerMetrics

  /// What one log line says of an answered request.
  struct Entry {
    var method: String
    var path: String
    /// The route's pattern (Hummingbird's "NotFound" when none matched).
    var route: String
    var status: Int
    /// The body's length, when known.
    var bytes: Int?
    var duration: Duration
  }

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let start = ContinuousClock.now
    var response = try await next(request, context)
    response.headers[Self.requestIDHeader] = context.id
    Self.record(
      Entry(
        method: "\(request.method)", path: request.uri.path,
        route: context.endpointPath ?? "NotFound", status: Int(response.status.code),
        bytes: response.body.contentLength, duration: ContinuousClock.now - start),
      metrics: metrics, logger: context.logger)
    return response
  }

  /// Counts `entry` in `metrics` and logs its line on `logger`.
  static func record(_ entry: Entry, metrics: ServerMetrics, logger: Logger) {
    metrics.record(route: entry.route, status: entry.status, duration: entry.duration)
    let milliseconds =
      Double(entry.duration.components.attoseconds / 1_000_000_000_000) / 1000
      + Double(entry.duration.components.seconds) * 1000
    logger.info(
      "request",
      metadata: [
        "method": "\(entry.method)", "path": "\(entry.path.excerpt(limit: 64))",
        "route": "\(entry.route)", "status": "\(entry.status)",
        "bytes": "\(entry.bytes.map(String.init) ?? "-")",
        "duration_ms": "\(String(format: "%.1f", milliseconds))",
      ])
  }
}
