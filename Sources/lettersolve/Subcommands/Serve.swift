import ArgumentParser
import Dispatch
import Foundation
import Logging
import SolveServer
import Solving
import Words

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
      default: give --host 0.0.0.0 (or :: for IPv6) to open it to your network.

      Limits: a played word is 2-25 letters a-z, at most 500 words a list (played, \
      learnt, possibly_played, a review's played); a review at most 100 boards; an image \
      body 20 MiB, a JSON body 64 KiB; a URL 16 KiB \
      (414 beyond), a request head 32 KiB and 100 headers (431 beyond). A connection \
      that sends nothing for 30 s is closed, and one whose body is not whole 120 s \
      after its head (--body-timeout); a 503 says Retry-After: 2; a shutdown waits at most 10 s for \
      requests in flight. Each request is logged on standard error (method, path, \
      status, bytes, milliseconds, the X-Request-Id it is answered with).
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

  @OptionGroup var templateOptions: TemplatesOption

  func validate() throws {
    guard (0...65_535).contains(port) else {
      throw ValidationError("--port must be from 0 to 65535")
    }
    guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 64") }
    guard (1...3600).contains(bodyTimeout) else {
      throw ValidationError("--body-timeout must be from 1 to 3600")
    }
  }

  func run() throws {
    let reader = try templateOptions.reader()
    let environment = ProcessInfo.processInfo.environment
    let locations = DictionaryLocations.standard(environment: environment)
    let (defaultList, notice) = try WordList.load(
      choice: nil, environment: environment, locations: locations)
    if let notice { Terminal.warn(notice) }
    var solvers = [defaultList.name: Solver(reader: reader, list: defaultList)]
    for language in WordListSource.languages {
      let source = WordListSource.letterpress(language: language)
      guard solvers[source.description] == nil,
        let list = try? WordList.load(source, locations: locations)
      else { continue }
      solvers[list.name] = Solver(reader: reader, list: list)
    }
    if !SolveServer.isLoopback(host) {
      Terminal.warn(
        "warning: serving on \(host): anyone who can reach this machine on port \(port) can use "
          + "it (the default, 127.0.0.1, keeps it to this machine)")
    }
    let service = SolveService(
      solvers: solvers, defaultList: defaultList.name,
      limits: ServerLimits(jobs: jobs, bodyTimeoutSeconds: bodyTimeout))
    var logger = Logger(label: "lettersolve")
    // One access-log line a request, on standard error.
    logger.logLevel = .info
    let host = host
    let port = port
    let finished = Finished()
    Task.detached {
      do {
        try await SolveServer.run(service: service, host: host, port: port, logger: logger) {
          Terminal.printLine(
            "lettersolve: serving \(SolveServer.url(host: host, port: $0)) (lists: "
              + service.listNames.joined(separator: ", ") + "); Ctrl-C stops")
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

/// The server task's end, handed to the waiting main thread.
private final class Finished: @unchecked Sendable {
  /// Signalled once the server has stopped; `error` is set before.
  let done = DispatchSemaphore(value: 0)
  var error: (any Error)?
}
