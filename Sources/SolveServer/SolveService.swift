import Dispatch
import Foundation
import HTTPTypes
import Letterpress
import NIOCore
import Solving
import Synchronization

/// What the server does for a request, apart from HTTP.
///
/// It holds the solvers for the word lists it has loaded, and the gate that
/// lets `jobs` requests work at once. No request reaches the file system:
/// lists are loaded at start-up and chosen by name.
package struct SolveService: Sendable {
  /// The solver of each loaded list, by its `--dict` name.
  let solvers: [String: Solver]
  /// The list a request gets when it names none.
  let defaultList: String
  let limits: ServerLimits
  let gate: JobGate
  /// The work running now, stopped all at once at a shutdown's grace.
  let work = WorkInFlight()

  /// A service that solves with `solvers` (keyed by list name; `defaultList`
  /// must be one of them) within `limits`.
  package init(solvers: [String: Solver], defaultList: String, limits: ServerLimits) {
    precondition(solvers[defaultList] != nil, "the default list \(defaultList) is not loaded")
    self.solvers = solvers
    self.defaultList = defaultList
    self.limits = limits
    gate = JobGate(jobs: limits.jobs, queue: limits.queue)
  }

  /// The names of the lists a request may choose, sorted.
  package var listNames: [String] { solvers.keys.sorted() }

  /// The board read from `bytes`, every tile read or not.
  ///
  /// - Throws: `APIError`: a bad image, no board, or a busy server.
  func read(imageBytes bytes: [UInt8], connection: (any Channel)? = nil) async throws(APIError)
    -> ReadingReport
  {
    let solver = try solver(list: nil)
    let limits = limits.decoding
    return try await run(connection: connection) { () throws(SolvingError) in
      try solver.reading(ScreenshotImage(bytes: bytes, limits: limits)).report
    }
  }

  /// The answer for `input` (a screenshot's bytes or a board), with
  /// `query`'s options and the history its client kept.
  ///
  /// - Throws: `APIError`: bad options, a bad image, unsure tiles (with the
  ///   partial reading), a previous board of another game, or a busy
  ///   server.
  func answer(
    _ input: SolveRequest.Input, query: SolveQuery, connection: (any Channel)? = nil
  ) async throws(APIError) -> Answer {
    let solver = try solver(list: query.dict)
    return try await run(connection: connection) { () throws(SolvingError) in
      try solver.answer(query.request(input))
    }
  }

  /// The moves that turn `before` into `after` (screenshots or boards), as
  /// `played --json` reports them.
  ///
  /// - Throws: `APIError`: a bad image or board (400), unsure tiles, boards
  ///   of different games or a change no one or two legal moves explain
  ///   (422), or a busy server.
  func explain(
    _ before: BoardUpload, _ after: BoardUpload, request: ChangeRequest,
    connection: (any Channel)? = nil
  ) async throws(APIError) -> ChangeReport {
    let solver = try solver(list: request.dict)
    let limits = limits.decoding
    return try await run(connection: connection) { () throws(SolvingError) -> ChangeReport in
      let (first, firstToMove) = try before.board(named: "before", solver: solver, limits: limits)
      let (second, secondToMove) = try after.board(named: "after", solver: solver, limits: limits)
      return try solver.explain(
        first, toMove: firstToMove, second, toMove: secondToMove, played: request.played,
        plies: request.plies, limit: request.limit)
    }
  }

  /// The review of `game` with the list `list` (the default when `nil`),
  /// judged by the default answer as `review --json` gives it, within the
  /// review's work budget (`ServerLimits.reviewBudget`).
  ///
  /// - Throws: `APIError`: an unknown list, too many boards or words, a bad
  ///   board or word (400), a busy server, or a review over its budget
  ///   (503).
  func review(_ game: ReviewRequest, list: String?, connection: (any Channel)? = nil)
    async throws(APIError) -> ReviewDocument
  {
    let solver = try solver(list: list)
    let (steps, given) = try game.game(limits: limits)
    let options = SolveOptions(cap: limits.defaultCap)
    return try await run(budget: limits.reviewBudget, connection: connection) {
      () throws(SolvingError) in
      ReviewDocument(try GameReview(steps: steps, given: given, solver: solver, options: options))
    }
  }

  /// The solver of the list `name`, or of the default list.
  ///
  /// - Throws: `APIError` (400) for a list this server has not loaded.
  func solver(list name: String?) throws(APIError) -> Solver {
    let name = name ?? defaultList
    guard let solver = solvers[name] else {
      throw APIError(
        .badRequest,
        "unknown word list \(name.excerpt()); this server has \(listNames.joined(separator: ", "))")
    }
    return solver
  }

  /// Runs `work` on a thread of its own once the gate lets it in, so that
  /// solving never holds up the server's event loops or task threads.
  ///
  /// The work runs with a `WorkStop` (checked between look-aheads) that
  /// stops it when the request's task is cancelled, at a shutdown's grace
  /// (`work`), once `connection` is closed (its client has gone) or, with a
  /// `budget`, once the work has run that long.
  ///
  /// - Throws: `APIError`: the work's `SolvingError` (its kind's status);
  ///   503 when busy, when stopped by a shutdown or a client gone, or over
  ///   its budget.
  func run<Value: Sendable>(
    budget: Duration? = nil, connection: (any Channel)? = nil,
    _ work: @escaping @Sendable () throws(SolvingError) -> Value
  ) async throws(APIError) -> Value {
    guard await gate.enter() else {
      throw APIError(.serviceUnavailable, "busy: too many requests at once; try again shortly")
    }
    // Wanted while its connection stays open (one never open, as a test's,
    // says nothing).
    var isWanted: (@Sendable () -> Bool)?
    if let connection, connection.isActive { isWanted = { connection.isActive } }
    let stop = WorkStop(deadline: budget.map { ContinuousClock.now + $0 }, isWanted: isWanted)
    self.work.begin(stop)
    defer { self.work.end(stop) }
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        DispatchQueue.global(qos: .userInitiated).async {
          let result = WorkStop.$current.withValue(stop) {
            Result<Value, SolvingError>(catching: work)
          }
          continuation.resume(returning: result)
        }
      }
    } onCancel: {
      stop.cancel()
    }
    await gate.leave()
    switch result {
    case .success(let value): return value
    case .failure(let error) where error.kind == .stopped(.deadline):
      let seconds = budget.map { $0.components.seconds } ?? 0
      throw APIError(
        .serviceUnavailable,
        "the review took more than its \(seconds) s of work; send fewer boards, or try again "
          + "when the server is less busy")
    case .failure(let error):
      // Cancelled (a shutdown past its grace, or a client gone, who reads
      // no answer): 503, as every other kind its status.
      throw APIError(error)
    }
  }
}

/// The stops of the work running now: at a shutdown's grace, `stopAll()`
/// stops each (and any that starts later), so that its request is answered
/// 503 "the server is stopping" before the server closes.
final class WorkInFlight: Sendable {
  private let state = Mutex((stops: [ObjectIdentifier: WorkStop](), stopping: false))

  /// Counts `stop`'s work as running; stops it at once after `stopAll()`.
  func begin(_ stop: WorkStop) {
    let stopping = state.withLock {
      $0.stops[ObjectIdentifier(stop)] = stop
      return $0.stopping
    }
    if stopping { stop.cancel() }
  }

  /// `stop`'s work has ended.
  func end(_ stop: WorkStop) {
    _ = state.withLock { $0.stops.removeValue(forKey: ObjectIdentifier(stop)) }
  }

  /// Stops the work running now, and any that starts later.
  func stopAll() {
    let stops = state.withLock {
      $0.stopping = true
      return Array($0.stops.values)
    }
    for stop in stops { stop.cancel() }
  }
}

/// At most `jobs` holders at once, and at most `queue` more waiting in
/// order; anyone beyond is turned away at once.
actor JobGate {
  private let jobs: Int
  private let queue: Int
  private var running = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(jobs: Int, queue: Int) {
    self.jobs = jobs
    self.queue = queue
  }

  /// Waits for a place; `false` at once when the queue is full.
  func enter() async -> Bool {
    if running < jobs {
      running += 1
      return true
    }
    guard waiting.count < queue else { return false }
    // The place of the holder that leaves passes straight to this waiter.
    await withCheckedContinuation { waiting.append($0) }
    return true
  }

  /// How many wait for a place.
  var waitingCount: Int { waiting.count }

  /// How many hold a place.
  var runningCount: Int { running }

  /// Gives the place back, to the first waiter if there is one.
  func leave() {
    if waiting.isEmpty {
      running -= 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
