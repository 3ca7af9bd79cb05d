import NIOCore
import Solving

/// What one server instance allows a request: the body's size, the image's,
/// how many solves at once and how many may wait, and how long one may take.
package struct ServerLimits: Sendable {
  /// The largest request body read, checked before anything is decoded.
  package var maxBodyBytes: Int
  /// The largest JSON body (a board, or two): far more than any board
  /// needs, far less than an image.
  package var maxJSONBodyBytes: Int
  /// The longest URL (path and query string) answered; longer is 414.
  package var maxURLBytes: Int
  /// The largest request head (request line and headers) the parser
  /// reads, and the largest header; more is 431.
  package var maxHeadBytes: Int
  /// The most header fields a request may have; more is 431.
  package var maxHeaderCount: Int
  /// How long a connection may send no request part before it is closed:
  /// idle between requests, in the middle of a head, or with its body
  /// stalled.
  package var idleTimeout: Duration
  /// How long a request may take to arrive whole after its head: a body
  /// trickled in slower closes the connection.
  package var bodyTimeout: TimeAmount
  /// How long a shutdown (SIGTERM, SIGINT) lets requests in flight finish
  /// before their work is stopped (503 "the server is stopping").
  package var shutdownGrace: Duration
  /// What a 503 asks the client to wait, in seconds (`Retry-After`).
  package var retryAfterSeconds: Int
  /// The image decoder's limits (the CLI's, the file size capped by the body).
  package var decoding: ImageLimits
  /// Solves (and reads) that run at once.
  package var jobs: Int
  /// Requests that may wait for a job; more are refused with 503.
  package var queue: Int
  /// The look-ahead search's longest time budget, in seconds: a request
  /// asking for more is refused, one asking for none gets the default.
  package var maxSearchSeconds: Double
  /// The default look-ahead's time cap, in seconds (`serve --cap`): a
  /// safety net that the answer names when it cuts; `nil` for Solving's
  /// own (2 s). The default look-ahead is bounded by its work, so a cap
  /// out of reach gives every request its answer on a quiet machine.
  package var defaultCap: Double?
  /// The deepest fixed-depth search a request may ask for (each deeper ply
  /// also runs under `maxSearchSeconds`).
  package var maxDepth: Int
  /// The most moves a request may ask for.
  package var maxMoves: Int
  /// The most boards a game sent for review may have: each runs a few
  /// look-aheads, and a game shot at every turn has a few dozen.
  package var maxReviewBoards: Int
  /// A review's work budget: the wall time its look-aheads may take once
  /// it runs. A review still working then stops at its next look-ahead
  /// and is refused (503), so that one request holds a job for at most
  /// about this long (100 boards take minutes).
  package var reviewBudget: Duration
  /// The memory all request bodies being received or held at once may
  /// take, in bytes: each body counts its `Content-Length` (a chunked one
  /// its kind's limit) from its head until its response. A body that does
  /// not fit is refused with 503 and `Retry-After` before it is read.
  package var bodyMemoryBytes: Int
  /// The host names (and addresses) a request's `Host` may name, lower
  /// case, IPv6 addresses without brackets; another is refused (421), so a
  /// page on another site cannot reach the server by DNS rebinding.
  package var allowedHosts: Set<String>
  /// Host names an operator allowed by name (`--allowed-host`): a
  /// cross-origin `Origin` on one of them (a reverse proxy's other name,
  /// a same-site page) is taken as the server's own.
  package var trustedOriginHosts: Set<String>
  /// How long after the shutdown's grace the answers of the work it stopped
  /// (a review stops at its next look-ahead, a solve ends within its time
  /// cap) may take to be written before the requests left are cancelled.
  package var shutdownDrain: Duration
  /// How long cancelling the requests left after that may take (a stalled
  /// upload's is at once) before the process is ended. The process exits
  /// within `shutdownGrace`, `shutdownDrain` and this.
  package var cancellationBound: Duration

  /// The limits of `lettersolve serve --jobs jobs --body-timeout
  /// bodyTimeoutSeconds`.
  package init(jobs: Int = 2, queue: Int? = nil, bodyTimeoutSeconds: Int = 120) {
    maxBodyBytes = 20 << 20
    maxJSONBodyBytes = 64 << 10
    maxURLBytes = 16 << 10
    maxHeadBytes = 32 << 10
    maxHeaderCount = 100
    idleTimeout = .seconds(30)
    bodyTimeout = .seconds(Int64(bodyTimeoutSeconds))
    shutdownGrace = .seconds(10)
    retryAfterSeconds = 2
    var decoding = ImageLimits.standard
    decoding.maxFileBytes = maxBodyBytes
    self.decoding = decoding
    self.jobs = max(1, jobs)
    self.queue = queue ?? 4 * max(1, jobs)
    maxSearchSeconds = 10
    maxDepth = 6
    maxMoves = 50
    maxReviewBoards = 100
    reviewBudget = .seconds(20)
    bodyMemoryBytes = 128 << 20
    allowedHosts = Self.loopbackHosts
    trustedOriginHosts = []
    shutdownDrain = .seconds(Int64(maxSearchSeconds))
    cancellationBound = .seconds(10)
  }

  /// The names of this machine a `Host` may always give.
  package static let loopbackHosts: Set<String> = ["localhost", "127.0.0.1", "::1"]
}
