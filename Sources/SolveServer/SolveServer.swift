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
  /// `ServerLimits.shutdownGrace`, then cancels them (a client that stalls
  /// cannot hold the server up); a cancellation not ended within
  /// `cancellationBound` ends the process. `onListening` gets the port
  /// once it listens.
  package static func serviceGroup(
    service: SolveService, host: String, port: Int, logger: Logger,
    signals: [UnixSignal] = [.sigterm, .sigint], onListening: @escaping @Sendable (Int) -> Void
  ) -> ServiceGroup {
    var configuration = ServiceGroupConfiguration(
      services: [
        application(
          service: service, host: host, port: port, logger: logger, onListening: onListening)
      ],
      gracefulShutdownSignals: signals, logger: logger)
    configuration.maximumGracefulShutdownDuration = service.limits.shutdownGrace
    configuration.maximumCancellationDuration = max(
      service.limits.shutdownGrace, Self.cancellationBound)
    return ServiceGroup(configuration: configuration)
  }

  /// How long cancelling the requests left after the grace may take at
  /// least before the process is ended: cancelling is quick, but on a
  /// loaded machine it may take more than a short grace.
  static let cancellationBound = Duration.seconds(10)

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
