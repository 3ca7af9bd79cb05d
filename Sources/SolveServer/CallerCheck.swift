import Foundation
import HTTPTypes
import Hummingbird
import Letterpress

/// Who may call the server: a request whose `Host` names another server is
/// refused (421), so that a page on another site cannot reach it by DNS
/// rebinding; an unsafe request (any method but GET, HEAD and OPTIONS)
/// from another site is refused (403), so that a page elsewhere cannot post
/// a form to it.
///
/// - `Host`: its name must be one of `ServerLimits.allowedHosts` (its port
///   aside); a request without one (HTTP/1.0) passes.
/// - `Sec-Fetch-Site` (sent by browsers): `same-origin` and `none` (the
///   user's own navigation, a shared screenshot) pass, whatever their
///   `Origin`: Chrome on Android posts a share as a navigation of its own,
///   with `Sec-Fetch-Site: none` and `Origin: null`. `same-site` passes
///   only with an `Origin` on a host an operator allowed by name; any other
///   value is refused.
/// - Without it, `Origin`: the server's own (the same host and port as
///   `Host`, the scheme aside, for a proxy that ends TLS) or a host an
///   operator allowed by name passes; another, or `null`, is refused.
/// - A request with neither (curl, a script) passes.
struct CallerCheck: RouterMiddleware {
  typealias Context = ServerContext

  let limits: ServerLimits

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    try check(request.head)
    return try await next(request, context)
  }

  /// - Throws: `APIError`: 421 for a `Host` not allowed, 403 for an unsafe
  ///   request from another site.
  func check(_ head: HTTPRequest) throws(APIError) {
    let host = head.authority.map(Self.hostAndPort)
    if let host, !limits.allowedHosts.contains(host.name) {
      throw APIError(
        .misdirectedRequest,
        "this server does not answer for the host \(host.name.excerpt()); "
          + "its operator can allow it with --allowed-host")
    }
    guard ![.get, .head, .options].contains(head.method) else { return }
    let origin = head.headerFields[.origin]
    let originHost = origin.flatMap(Self.origin)
    let trusted = originHost.map { limits.trustedOriginHosts.contains($0.name) } ?? false
    if let site = head.headerFields[HTTPField.Name("Sec-Fetch-Site")!]?.lowercased() {
      switch site {
      case "same-origin", "none": return
      case "same-site" where trusted: return
      default:
        throw APIError(
          .forbidden, "a request from another site (Sec-Fetch-Site: \(site.excerpt())) is refused")
      }
    }
    guard let origin else { return }
    guard let originHost, trusted || (host.map { Self.sameOrigin(originHost, $0) } ?? false)
    else {
      throw APIError(.forbidden, "a request from another origin (\(origin.excerpt())) is refused")
    }
  }

  /// A host's name (lower case, an IPv6 address without brackets, no
  /// trailing dot) and port, from `text` (`name`, `name:port`, `[::1]:port`).
  static func hostAndPort(_ text: String) -> (name: String, port: Int?) {
    var name = Substring(text.lowercased())
    var port: Int?
    if name.hasPrefix("[") {
      let end = name.firstIndex(of: "]") ?? name.endIndex
      let rest = name[end...].dropFirst()
      if rest.hasPrefix(":") { port = Int(rest.dropFirst()) }
      name = name[name.index(after: name.startIndex)..<end]
    } else if let colon = name.lastIndex(of: ":"), name.firstIndex(of: ":") == colon {
      port = Int(name[name.index(after: colon)...])
      name = name[..<colon]
    }
    if name.hasSuffix(".") { name = name.dropLast() }
    return (String(name), port == 80 || port == 443 ? nil : port)
  }

  /// The host and port of an `Origin` (`scheme://host[:port]`); `nil` for
  /// `null` or anything else.
  static func origin(_ text: String) -> (name: String, port: Int?)? {
    guard let separator = text.range(of: "://"), !text.hasSuffix("://") else { return nil }
    let authority = text[separator.upperBound...]
    guard !authority.contains("/"), !authority.contains("@") else { return nil }
    return hostAndPort(String(authority))
  }

  /// Whether an origin's host and port are those of the request's `Host`
  /// (ports 80 and 443 taken as none: a proxy may end TLS).
  static func sameOrigin(_ origin: (name: String, port: Int?), _ host: (name: String, port: Int?))
    -> Bool
  {
    origin.name == host.name && origin.port == host.port
  }
}
