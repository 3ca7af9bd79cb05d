import NIOCore
import Pixels

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
  /// before they are cancelled, whatever the clients do.
  package var shutdownGrace: Duration
  /// What a 503 asks the client to wait, in seconds (`Retry-After`).
  package var retryAfterSeconds: Int
  /// The image decoder's limits (the CLI's, the file size capped by the body).
  package var decoding: DecodingLimits
  /// Solves (and reads) that run at once.
  package var jobs: Int
  /// Requests that may wait for a job; more are refused with 503.
  package var queue: Int
  /// The look-ahead search's longest time budget, in seconds: a request
  /// asking for more is refused, one asking for none gets the default.
  package var maxSearchSeconds: Double
  /// The deepest fixed-depth search a request may ask for (each deeper ply
  /// also runs under `maxSearchSeconds`).
  package var maxDepth: Int
  /// The most moves a request may ask for.
  package var maxMoves: Int
  /// The most boards a game sent for review may have: each runs a few
  /// look-aheads, and a game shot at every turn has a few dozen.
  package var maxReviewBoards: Int

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
    var decoding = DecodingLimits.standard
    decoding.maxFileBytes = maxBodyBytes
    self.decoding = decoding
    self.jobs = max(1, jobs)
    self.queue = queue ?? 4 * max(1, jobs)
    maxSearchSeconds = 10
    maxDepth = 6
    maxMoves = 50
    maxReviewBoards = 100
  }
}
