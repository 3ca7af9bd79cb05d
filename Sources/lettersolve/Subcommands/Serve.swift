import ArgumentParser
import Dispatch
import Foundation
import Letterpress
import Logging
import SolveServer
import Solving

/// `lettersolve serve`: the page and the JSON API, for a phone's browser.
struct Serve: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve a web page and a JSON API that solve screenshots (open it on your phone).",
    discussion: """
      Listens on --host and --port until Ctrl-C or SIGTERM (requests in flight finish). \
      The page at / takes a screenshot and shows the move on the board, keeping each \
      game's history in the browser, and reviews a kept game; the API is POST /api/read, \
      POST /api/solve, POST /api/played and POST /api/review, described at /openapi.json. \
      The server keeps no state. The word lists \
      are loaded once: the default one (as solve chooses it) and the game's lists that \
      are installed; a request names one with dict=. Only 127.0.0.1 (this machine) by \
      default: give --host 0.0.0.0 (or :: for IPv6) to open it to your network; it then prints \
      each address a phone on the same network can open, with a QR code of the first \
      (--no-qr leaves it out).

      Limits: a played word is 2-25 letters a-z, at most 500 words a list (played, \
      learnt, possibly_played, a review's played); a review at most 100 boards; an image \
      body 20 MiB, a JSON body 64 KiB; a URL 16 KiB \
      (414 beyond), a request head 32 KiB and 100 headers (431 beyond). A connection \
      that sends nothing for 30 s is closed, and one whose body is not whole 120 s \
      after its head (--body-timeout); a 503 says Retry-After: 2. Pipelined requests are \
      answered in order up to the one that asks to close.

      Budgets: request bodies on their way in take at most 128 MiB in all (--body-memory; \
      a body past it gets 503 before it is read); a form at most 16 parts, read in one \
      pass; a review at most 20 s of look-ahead once it runs (--review-time; then 503 at \
      its next look-ahead, so it holds a job about that long at most); the work for a \
      request stops at its next look-ahead when its client goes. A shutdown lets requests \
      in flight run 10 s, then stops their work (503 "the server is stopping") and exits 0 \
      within 30 s.

      Callers: a request whose Host is not localhost, 127.0.0.1, [::1], an address served \
      (all of the machine's, its name and NAME.local, with --host 0.0.0.0) or an \
      --allowed-host gets 421; a POST from another site (Sec-Fetch-Site cross-site or \
      same-site, or an Origin not this server's) gets 403. Behind a reverse proxy, pass the \
      browser's Host on and name it with --allowed-host. Each request is logged on standard \
      error (method, path, status, bytes, milliseconds, the X-Request-Id it is answered with).
      """
  )

  @Option(help: "The address to listen on (0.0.0.0 for every network).")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0 for any free port).")
  var port = 8080

  @Option(help: "Requests solved at once (more wait in a short queue, then get 503).")
  var jobs = ProcessInfo.processInfo.activeProcessorCount

  @Option(
    help: ArgumentHelp(
      "Seconds a request's body may take to arrive whole after its head; a slower one closes "
        + "the connection.", valueName: "seconds"))
  var bodyTimeout = 120

  @Option(
    help: ArgumentHelp(
      "Megabytes all request bodies on their way in may take at once; a body past it gets 503 "
        + "before it is read.", valueName: "MiB"))
  var bodyMemory = 128

  @Option(
    help: ArgumentHelp(
      "Seconds of work a review may take once it runs; past it the review stops and gets 503.",
      valueName: "seconds"))
  var reviewTime = 20

  @Option(
    help: ArgumentHelp(
      "The most each request's default look-ahead may take (default 2 s), as solve's --cap; a "
        + "cut is reported, and the answer may then differ between runs. Raise it on a slow machine.",
      valueName: "seconds"))
  var cap: Double?

  @Option(
    help: ArgumentHelp(
      "Another host name a request's Host may give (repeatable): the name a reverse proxy or "
        + "the phone uses for this machine. Pages on it may also post to the API.",
      valueName: "name"))
  var allowedHost: [String] = []

  @Flag(
    inversion: .prefixedNo,
    help: "Print a QR code of the first address a phone can open, for its camera.")
  var qr = true

  @OptionGroup var templateOptions: TemplatesOption

  func validate() throws {
    guard (0...65_535).contains(port) else {
      throw ValidationError("--port must be from 0 to 65535")
    }
    guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 64") }
    try SearchOptionRange.validate(depth: nil, time: nil, cap: cap)
    guard (1...3600).contains(bodyTimeout) else {
      throw ValidationError("--body-timeout must be from 1 to 3600")
    }
    guard (20...65_536).contains(bodyMemory) else {
      throw ValidationError("--body-memory must be from 20 to 65536 (MiB; one image body is 20)")
    }
    guard (1...3600).contains(reviewTime) else {
      throw ValidationError("--review-time must be from 1 to 3600")
    }
    for name in allowedHost
    where name.isEmpty || name.utf8.count > 253 || name.contains(where: { $0.isWhitespace || $0 == "/" }) {
      throw ValidationError("--allowed-host takes a host name or address, not \(name.excerpt())")
    }
  }

  func run() throws {
    let reader = try templateOptions.userTemplates.reader()
    let lists = try WordListChoice(nil, environment: ProcessInfo.processInfo.environment)
      .loadServed(notice: Terminal.warn)
    let served = lists.map { Solver(reader: reader, list: $0) }
    var solvers: [String: Solver] = [:]
    for solver in served { solvers[solver.listName] = solver }
    if !SolveServer.isLoopback(host) {
      Terminal.warn(
        "warning: serving on \(host): anyone who can reach this machine on port \(port) can use "
          + "it (the default, 127.0.0.1, keeps it to this machine)")
    }
    var limits = ServerLimits(jobs: jobs, bodyTimeoutSeconds: bodyTimeout)
    limits.bodyMemoryBytes = bodyMemory << 20
    limits.reviewBudget = .seconds(reviewTime)
    limits.defaultCap = cap
    let addresses = SolveServer.addresses(listeningOn: host)
    let named = Set(allowedHost.map { SolveServer.hostName($0) })
    limits.allowedHosts.formUnion(addresses.union(named))
    limits.trustedOriginHosts = named
    let service = SolveService(solvers: solvers, defaultList: served[0].listName, limits: limits)
    var logger = Logger(label: "lettersolve")
    // One access-log line a request, on standard error.
    logger.logLevel = .info
    let host = host
    let port = port
    let qr = qr
    let finished = Finished()
    Task.detached {
      do {
        try await SolveServer.run(service: service, host: host, port: port, logger: logger) {
          let urls = SolveServer.servedURLs(
            host: host, port: $0, interfaces: NetworkInterface.current())
          Terminal.printText(
            Self.banner(urls: urls, host: host, port: $0, lists: service.listNames, qr: qr))
        }
      } catch {
        finished.error = error
      }
      finished.done.signal()
    }
    finished.done.wait()
    if let error = finished.error {
      Terminal.warn("Error: cannot serve on \(host):\(port): \(error)")
      throw ExitCode.failure
    }
  }
}

extension Serve {
  /// What `serve` prints once it listens on `port`: where it serves (on
  /// one host, its URL; on every network, each address a phone can open,
  /// then this machine's), and a QR code of the first address a phone can
  /// open when `qr`.
  static func banner(urls: [ServedURL], host: String, port: Int, lists: [String], qr: Bool)
    -> String
  {
    let listed = "(lists: " + lists.joined(separator: ", ") + "); Ctrl-C stops"
    guard host == "0.0.0.0" || host == "::" else {
      var text = "lettersolve: serving \(SolveServer.url(host: host, port: port)) \(listed)\n"
      if qr, !SolveServer.isLoopback(host), let code = QRCode(SolveServer.url(host: host, port: port)) {
        text += code.halfBlockLines().joined(separator: "\n") + "\n"
      }
      return text
    }
    let phone = urls.filter { !$0.isThisMachineOnly }
    var lines = ["lettersolve: serving on port \(port) of every network \(listed)"]
    if phone.isEmpty {
      lines.append("No network address found: only this machine can open it.")
    } else {
      lines.append("Open on a phone on the same network:")
      lines += phone.map { "  \($0.url)" + ($0.interface.map { "  (\($0))" } ?? "") }
    }
    lines += urls.filter(\.isThisMachineOnly).map { "On this machine: \($0.url)" }
    if qr, let first = phone.first, let code = QRCode(first.url) {
      lines += code.halfBlockLines()
      lines.append("Scan it with the phone's camera to open \(first.url)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// The server task's end, handed to the waiting main thread.
private final class Finished: @unchecked Sendable {
  /// Signalled once the server has stopped; `error` is set before.
  let done = DispatchSemaphore(value: 0)
  var error: (any Error)?
}
