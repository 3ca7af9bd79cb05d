import Hummingbird
import Logging
import NIOCore

/// `lettersolve serve`: the page and the JSON API on one address, until
/// SIGINT or SIGTERM ends it gracefully (requests in flight finish).
package enum SolveServer {
  /// Whether `host` is a loopback address, reachable from this machine only.
  package static func isLoopback(_ host: String) -> Bool {
    host == "localhost" || host == "::1" || host.hasPrefix("127.")
  }

  /// Serves `service` on `host`:`port` (0 for any free port) until a
  /// shutdown signal; `onListening` gets the port once it listens.
  ///
  /// - Throws: when the address cannot be bound.
  package static func run(
    service: SolveService, host: String, port: Int, logger: Logger,
    onListening: @escaping @Sendable (Int) -> Void
  ) async throws {
    let application = Application(
      router: Routes.router(service: service),
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: port), serverName: nil),
      onServerRunning: { channel in onListening(channel.localAddress?.port ?? port) },
      logger: logger)
    try await application.runService()
  }
}
