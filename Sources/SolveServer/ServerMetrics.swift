import CoreMetrics
import Prometheus

/// What `/metrics` reports, in the Prometheus text format: requests by
/// route and status, their latency, the jobs busy and waiting, and the
/// requests turned away busy (503).
///
/// The measures are swift-metrics' types, made by a Prometheus factory on
/// this server's own registry (no process-wide metrics system is set, so
/// each server, and each test, counts alone).
package final class ServerMetrics: Sendable {
  private let registry = PrometheusCollectorRegistry()
  private let factory: PrometheusMetricsFactory
  private let busy: CoreMetrics.Gauge
  private let waiting: CoreMetrics.Gauge
  private let refused: CoreMetrics.Counter

  /// Every request's latency bucket bounds: a page file in a millisecond,
  /// a solve up to the 10 s look-ahead cap and a queue's wait.
  static let latencyBuckets: [Duration] = [
    .milliseconds(1), .milliseconds(5), .milliseconds(25), .milliseconds(100),
    .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2.5), .seconds(5),
    .seconds(10), .seconds(30),
  ]

  /// Fresh measures, all zero.
  package init() {
    var factory = PrometheusMetricsFactory(registry: registry)
    factory.defaultDurationHistogramBuckets = Self.latencyBuckets
    self.factory = factory
    busy = CoreMetrics.Gauge(label: "lettersolve_jobs_busy", factory: factory)
    waiting = CoreMetrics.Gauge(label: "lettersolve_jobs_waiting", factory: factory)
    refused = CoreMetrics.Counter(label: "lettersolve_busy_refusals_total", factory: factory)
  }

  /// Counts one answered request of `route` (the route's pattern, not the
  /// path asked for, so the labels stay few) with `status`, which took
  /// `duration`.
  func record(route: String, status: Int, duration: Duration) {
    let labels = [("route", route), ("status", String(status))]
    CoreMetrics.Counter(
      label: "lettersolve_http_requests_total", dimensions: labels, factory: factory
    )
    .increment()
    CoreMetrics.Timer(
      label: "lettersolve_http_request_duration_seconds", dimensions: [("route", route)],
      factory: factory
    ).recordNanoseconds(
      duration.components.seconds * 1_000_000_000 + duration.components.attoseconds
        / 1_000_000_000)
    if status == 503 { refused.increment() }
  }

  /// The text `/metrics` answers, with the jobs busy and waiting now.
  func exposition(busy jobs: Int, waiting queued: Int) -> [UInt8] {
    busy.record(jobs)
    waiting.record(queued)
    return registry.emitToBuffer()
  }
}
