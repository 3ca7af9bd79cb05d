import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// The memory all request bodies in flight may take at once
/// (`ServerLimits.bodyMemoryBytes`), shared by every connection.
final class BodyBudget: Sendable {
  private let available: Mutex<Int>

  /// A budget of `bytes`.
  init(bytes: Int) {
    available = Mutex(bytes)
  }

  /// Takes `bytes` from the budget; `false` (nothing taken) when they do
  /// not fit.
  func reserve(_ bytes: Int) -> Bool {
    available.withLock { available in
      guard bytes <= available else { return false }
      available -= bytes
      return true
    }
  }

  /// Gives back `bytes` taken by `reserve`.
  func release(_ bytes: Int) {
    available.withLock { $0 += bytes }
  }

  /// The bytes left.
  var remaining: Int { available.withLock { $0 } }
}

/// Takes each request body's share of the `BodyBudget` from its head until
/// its response, and refuses one that does not fit with 503 before its body
/// is read (and closes its connection, so the body is not drained either).
///
/// A body counts its `Content-Length`, or its kind's limit when chunked (a
/// JSON body's, or an image's); one over its limit takes nothing, since the
/// route refuses it (413) before reading it.
struct BodyBudgetGuard: RouterMiddleware {
  typealias Context = ServerContext

  let budget: BodyBudget
  let limits: ServerLimits

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let bytes = share(of: request)
    guard bytes > 0 else { return try await next(request, context) }
    guard budget.reserve(bytes) else {
      var error = APIError(
        .serviceUnavailable,
        "busy: \(limits.bodyMemoryBytes >> 20) MiB of request bodies are on their way in; "
          + "try again shortly")
      error.closesConnection = true
      throw error
    }
    defer { budget.release(bytes) }
    return try await next(request, context)
  }

  /// The bytes `request`'s body takes from the budget.
  func share(of request: Request) -> Int {
    let mediaType =
      (request.headers[.contentType] ?? "").split(separator: ";").first
      .map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    let limit = mediaType == "application/json" ? limits.maxJSONBodyBytes : limits.maxBodyBytes
    if let length = request.headers[.contentLength].flatMap(Int.init) {
      return length > limit ? 0 : length
    }
    let chunked = request.headers[.transferEncoding]?.lowercased().contains("chunked") ?? false
    return chunked ? limit : 0
  }
}
