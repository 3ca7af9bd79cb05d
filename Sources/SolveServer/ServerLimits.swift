import Pixels

/// What one server instance allows a request: the body's size, the image's,
/// how many solves at once and how many may wait, and how long one may take.
package struct ServerLimits: Sendable {
  /// The largest request body read, checked before anything is decoded.
  package var maxBodyBytes: Int
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

  /// The limits of `lettersolve serve --jobs jobs`.
  package init(jobs: Int = 2, queue: Int? = nil) {
    maxBodyBytes = 20 << 20
    var decoding = DecodingLimits.standard
    decoding.maxFileBytes = maxBodyBytes
    self.decoding = decoding
    self.jobs = max(1, jobs)
    self.queue = queue ?? 4 * max(1, jobs)
    maxSearchSeconds = 10
    maxDepth = 6
    maxMoves = 50
  }
}
