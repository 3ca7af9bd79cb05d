import Glibc
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals

/// `lettersolve serve`: the page and the JSON API on one address, until
/// SIGINT or SIGTERM ends it gracefully (requests in flight finish, or are
/// cancelled after `ServerLimits.shutdownGrace`).
package enum SolveServer {
  /// Whether `host` is a loopback address, reachable from this machine only.
  package static func isLoopback(_ host: String) -> Bool {
    host == "localhost" || host == "::1" || host.hasPrefix("127.")
  }

  /// Whether `host` is every address of the machine (`0.0.0.0`, `::`).
  package static func isWildcard(_ host: String) -> Bool {
    host == "0.0.0.0" || host == "::" || host == "[::]"
  }

  /// A `Host`'s name as `ServerLimits.allowedHosts` holds it: lower case,
  /// without its port, an IPv6 address without brackets.
  package static func hostName(_ text: String) -> String {
    CallerCheck.hostAndPort(text).name
  }

  /// The names a server listening on `host` answers for by default: this
  /// machine's loopback names, and `host`; for every address (`0.0.0.0`,
  /// `::`), the machine's addresses (IPv4, and IPv6 for `::`), its host
  /// name and that name in `.local` (as a phone on the network reaches it).
  package static func addresses(listeningOn host: String) -> Set<String> {
    var names = ServerLimits.loopbackHosts
    guard isWildcard(host) else {
      names.insert(hostName(host))
      return names
    }
    var list: UnsafeMutablePointer<ifaddrs>?
    if getifaddrs(&list) == 0 {
      var next = list
      while let entry = next {
        defer { next = entry.pointee.ifa_next }
        guard let address = entry.pointee.ifa_addr else { continue }
        let family = Int32(address.pointee.sa_family)
        guard family == AF_INET || (family == AF_INET6 && host != "0.0.0.0") else { continue }
        var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        let length = socklen_t(
          family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
        if getnameinfo(address, length, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0 {
          // A link-local IPv6 address carries its interface (`%eth0`).
          let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
          names.insert(String(name.prefix { $0 != "%" }).lowercased())
        }
      }
      freeifaddrs(list)
    }
    var text = [CChar](repeating: 0, count: 256)
    if gethostname(&text, text.count) == 0 {
      let name = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        .lowercased()
      if !name.isEmpty { names.formUnion([name, name + ".local"]) }
    }
    return names
  }

  /// The URL of the server on `host`:`port`, an IPv6 address in brackets.
  package static func url(host: String, port: Int) -> String {
    "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
  }

  /// The application that serves `service` on `host`:`port`, with the
  /// limits of `service` on every connection, each request counted in
  /// `metrics` (those the HTTP parser refuses too).
  package static func application(
    service: SolveService, host: String, port: Int, logger: Logger,
    metrics: ServerMetrics = ServerMetrics(), onListening: @escaping @Sendable (Int) -> Void
  ) -> some ApplicationProtocol {
    let limits = service.limits
    return Application(
      router: Routes.router(service: service, metrics: metrics),
      server: HTTPServerBuilder { responder in
        GuardedHTTP1Channel(responder: responder, limits: limits, metrics: metrics)
      },
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: port), serverName: nil),
      onServerRunning: { channel in onListening(channel.localAddress?.port ?? port) },
      logger: logger)
  }

  /// The service group that serves `service` on `host`:`port` (0 for any
  /// free port) until one of `signals` or a graceful shutdown.
  ///
  /// A shutdown lets requests in flight finish for
  /// `ServerLimits.shutdownGrace`; then the work still running stops at
  /// its next look-ahead and its client gets 503 "the server is stopping".
  /// Requests still open `ServerLimits.shutdownDrain` later (a client that
  /// stalls, a solve at its time cap) are cancelled, within
  /// `ServerLimits.cancellationBound`. `onListening` gets the port once it
  /// listens.
  package static func serviceGroup(
    service: SolveService, host: String, port: Int, logger: Logger,
    signals: [UnixSignal] = [.sigterm, .sigint], onListening: @escaping @Sendable (Int) -> Void
  ) -> ServiceGroup {
    let server = StoppingWork(
      application: application(
        service: service, host: host, port: port, logger: logger, onListening: onListening),
      service: service)
    var configuration = ServiceGroupConfiguration(
      services: [server], gracefulShutdownSignals: signals, logger: logger)
    let limits = service.limits
    configuration.maximumGracefulShutdownDuration = limits.shutdownGrace + limits.shutdownDrain
    configuration.maximumCancellationDuration = limits.cancellationBound
    return ServiceGroup(configuration: configuration)
  }

  /// Serves `service` on `host`:`port` (0 for any free port) until SIGTERM
  /// or SIGINT; `onListening` gets the port once it listens.
  ///
  /// - Throws: when the address cannot be bound.
  package static func run(
    service: SolveService, host: String, port: Int, logger: Logger,
    onListening: @escaping @Sendable (Int) -> Void
  ) async throws {
    try await serviceGroup(
      service: service, host: host, port: port, logger: logger, onListening: onListening
    ).run()
  }
}

/// The application, and the service's work stopped `shutdownGrace` after a
/// graceful shutdown begins (the application stops taking connections at
/// once, and closes each once its request is answered).
struct StoppingWork<App: ApplicationProtocol>: Service {
  let application: App
  let service: SolveService

  func run() async throws {
    let work = service.work
    let grace = service.limits.shutdownGrace
    try await withGracefulShutdownHandler {
      try await application.run()
    } onGracefulShutdown: {
      Task {
        try? await Task.sleep(for: grace)
        work.stopAll()
      }
    }
  }
}
