import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Letterpress
import Logging
import NIOCore
import ServiceLifecycle
import Testing
import Words
import _TestSupport

@testable import SolveServer

/// Issue 31's cases: every input bounded before any work, every client
/// fault a 4xx with the JSON error, and the timeouts, on the router and on
/// a real server on 127.0.0.1.
@Suite struct HardeningTests {
  typealias Fixture = RouterTests
  static let board = #"{"letters":"\#(Fixture.boardLetters)","colors":"\#(Fixture.boardColors)"}"#

  /// Posts the fixture board to `uri` and hands the response to `check`.
  static func solve(
    _ uri: String, body: String = board, check: @escaping @Sendable (TestResponse) throws -> Void
  ) async throws {
    try await Fixture.application().test(.router) { client in
      try await client.execute(
        uri: uri, method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: body)
      ) { try check($0) }
    }
  }

  /// The status and `error` of a JSON error response, which quotes no more
  /// than a short excerpt of what was sent.
  static func error(_ response: TestResponse) throws -> (status: Int, error: String) {
    #expect(response.body.readableBytes < 400, "a long error: \(response.body.readableBytes) B")
    let object = try Fixture.json(response)
    #expect(object["status"] as? Int == Int(response.status.code))
    return (Int(response.status.code), try #require(object["error"] as? String))
  }

  // MARK: - Bounded input

  @Test func aPlayedWordOf70000LettersIsRefusedBeforeAnyWork() async throws {
    // On the router the URL's limit refuses it (a real server's parser
    // refuses the head first: 431, below).
    let word = String(repeating: "a", count: 70_000)
    try await Self.solve("/api/solve?depth=1&played=\(word)") { response in
      let (status, error) = try Self.error(response)
      #expect(status == 414)
      #expect(error.hasPrefix("the URL is longer than 16384 bytes"), "\(error)")
    }
  }

  @Test(arguments: ["played", "learnt", "possibly_played", "previous_answer"])
  func aWordLongerThanTheBoardIsRefusedWithAnExcerpt(_ name: String) async throws {
    let word = String(repeating: "e", count: 5_000)
    let previous = name == "played" ? "" : "&previous=" + String(repeating: "w", count: 25)
    try await Self.solve("/api/solve?depth=1\(previous)&\(name)=\(word)") { response in
      let (status, error) = try Self.error(response)
      #expect(status == 400)
      #expect(error.contains("(5000 characters)' is not 2 to 25 of the letters a-z"), "\(error)")
    }
  }

  @Test func moreWordsThanAGameHasAreRefused() async throws {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let words = (0...PlayedWords.maxGivenWords).map {
      String([letters[$0 / 26], letters[$0 % 26]])
    }
    try await Self.solve("/api/played?played=" + words.joined(separator: ",")) { response in
      let (status, error) = try Self.error(response)
      #expect(status == 400)
      #expect(
        error.hasPrefix(
          "\(PlayedWords.maxGivenWords + 1) played words given; at most \(PlayedWords.maxGivenWords)"
        ),
        "\(error)")
    }
  }

  @Test func aJSONBodyHasItsOwnSmallLimit() async throws {
    let huge = #"{"letters":"\#(String(repeating: "A", count: 1 << 20))"}"#
    try await Self.solve("/api/solve?depth=1", body: huge) { response in
      let (status, error) = try Self.error(response)
      #expect(status == 413)
      #expect(error == "the request body is larger than 65536 bytes (the limit of a JSON body)")
    }
    // Under the limit, a board of the wrong size is named by its count.
    let long = #"{"letters":"\#(String(repeating: "A", count: 60_000))"}"#
    try await Self.solve("/api/solve?depth=1", body: long) { response in
      let (status, error) = try Self.error(response)
      #expect(status == 400)
      #expect(error == "a board has 25 letters, found 60000")
    }
  }

  @Test func aBubblesWordIsCheckedAsEveryPlayedWord() async throws {
    let word = String(repeating: "e", count: 5_000)
    let board =
      #"{"letters":"\#(Fixture.boardLetters)","colors":"\#(Fixture.boardColors)","#
      + #""last_played":{"word":"\#(word)","by":"opponent"}}"#
    try await Self.solve("/api/solve?depth=1", body: board) { response in
      let (status, error) = try Self.error(response)
      #expect(status == 400)
      #expect(error.hasPrefix("last_played: "), "\(error)")
      #expect(error.contains("(5000 characters)' is not 2 to 25 of the letters a-z"), "\(error)")
    }
  }

  @Test func theBoardSchemaSaysWhatTheServerChecks() throws {
    let board = try #require(try OpenAPI.schemas()["Board"]?.properties)
    let cases: [(key: String, pattern: String?, accepted: String, refused: String)] = [
      ("letters", board["letters"]?.pattern, Fixture.boardLetters, "ABCDEFGHIJKLMNOPQRSTUVWX"),
      ("colors", board["colors"]?.pattern, Fixture.boardColors, String(repeating: "x", count: 25)),
      ("last_played.word", board["last_played"]?.properties?["word"]?.pattern, "quilts", "q"),
    ]
    for (key, pattern, accepted, refused) in cases {
      let expression = try NSRegularExpression(pattern: try #require(pattern, "\(key)"))
      func matches(_ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
      }
      #expect(matches(accepted), "\(key)")
      #expect(!matches(refused), "\(key)")
    }
  }

  // MARK: - HTTP semantics

  @Test func aKnownPathWithAnotherMethodIs405WithAllow() async throws {
    try await Fixture.application().test(.router) { client in
      for (method, path, allow) in [
        (HTTPRequest.Method.trace, "/healthz", "GET, HEAD"), (.get, "/api/solve", "POST"),
        (.delete, "/", "GET, HEAD"), (.put, "/api/played", "POST"), (.get, "/api/review", "POST"),
      ] {
        try await client.execute(uri: path, method: method) { response in
          let (status, error) = try Self.error(response)
          #expect(status == 405, "\(method) \(path)")
          #expect(error.hasPrefix("\(method) is not allowed on \(path)"))
          #expect(response.headers[.allow] == allow)
        }
      }
    }
  }

  @Test func headWorksWhereGetDoes() async throws {
    try await Fixture.application().test(.router) { client in
      for path in ["/", "/page.js", "/page.css", "/healthz", "/openapi.json"] {
        try await client.execute(uri: path, method: .head) { response in
          #expect(response.status == .ok, "\(path)")
          #expect(response.body.readableBytes == 0)
          #expect(Int(response.headers[.contentLength] ?? "") ?? 0 > 0, "\(path)")
        }
      }
    }
  }

  // MARK: - Operators

  @Test func eachResponseCarriesARequestIDAndMetricsAreScraped() async throws {
    let service = SolveService(
      solvers: ["fixture": Fixture.solver], defaultList: "fixture",
      limits: ServerLimits(jobs: 1, queue: 0))
    // The test holds the only job, so a solve is turned away (503).
    #expect(await service.gate.enter())
    try await Application(router: Routes.router(service: service)).test(.router) { client in
      var ids: Set<String?> = []
      for _ in 0..<2 {
        ids.insert(
          try await client.execute(uri: "/healthz", method: .get) {
            $0.headers[AccessLog.requestIDHeader]
          })
      }
      #expect(ids.count == 2 && !ids.contains(nil))
      try await client.execute(uri: "/nowhere", method: .get) { #expect($0.status == .notFound) }
      try await client.execute(
        uri: "/api/solve?time=0", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: Self.board)
      ) { #expect($0.status == .serviceUnavailable) }
      try await client.execute(uri: "/metrics", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
        let lines = String(buffer: response.body).split(separator: "\n").map(String.init)
        for expected in [
          #"lettersolve_http_requests_total{route="/healthz",status="200"} 2"#,
          #"lettersolve_http_requests_total{route="/api/solve",status="503"} 1"#,
          #"lettersolve_http_requests_total{route="NotFound",status="404"} 1"#,
          #"lettersolve_http_request_duration_seconds_count{route="/healthz"} 2"#,
          "lettersolve_busy_refusals_total 1", "lettersolve_jobs_busy 1.0",
          "lettersolve_jobs_waiting 0.0",
        ] {
          #expect(lines.contains(expected), "\(expected) not in \(lines)")
        }
        #expect(
          lines.contains {
            $0.hasPrefix("# TYPE lettersolve_http_request_duration_seconds histogram")
          })
      }
    }
    await service.gate.leave()
  }

  @Test func anIPv6HostIsPrintedInBrackets() {
    #expect(SolveServer.url(host: "::", port: 18796) == "http://[::]:18796/")
    #expect(SolveServer.url(host: "127.0.0.1", port: 80) == "http://127.0.0.1:80/")
  }

  // MARK: - A real server on 127.0.0.1

  /// A server of the fixture list with `limits`, to listen on a free port
  /// of 127.0.0.1 once run, and the port it listens on.
  static func server(limits: ServerLimits) -> (ServiceGroup, AsyncStream<Int>) {
    let (ports, listening) = AsyncStream.makeStream(of: Int.self)
    let group = SolveServer.serviceGroup(
      service: SolveService(
        solvers: ["fixture": Fixture.solver], defaultList: "fixture", limits: limits),
      host: "127.0.0.1", port: 0, logger: Logger(label: "test"), signals: []
    ) { listening.yield($0) }
    return (group, ports)
  }

  /// Runs a server with `limits` on a free port of 127.0.0.1 for `body`,
  /// then shuts it down gracefully.
  static func withServer(
    limits: ServerLimits = ServerLimits(jobs: 1),
    _ body: @Sendable (Int) async throws -> Void
  ) async throws {
    let (group, ports) = Self.server(limits: limits)
    try await withThrowingTaskGroup(of: Void.self) { tasks in
      tasks.addTask { try await group.run() }
      var iterator = ports.makeAsyncIterator()
      var failure: (any Error)?
      do {
        try await body(try #require(await iterator.next()))
      } catch {
        failure = error
      }
      await group.triggerGracefulShutdown()
      try await tasks.waitForAll()
      if let failure { throw failure }
    }
  }

  /// Requests the parser refuses, each answered with its status and the
  /// JSON error, the connection then closed.
  static let malformed: [(request: String, status: Int, error: String)] = [
    ("GARBAGE\r\n\r\n", 400, "the request is malformed"),
    (
      "GET /healthz HTTP/1.1\r\nX-Big: \(String(repeating: "x", count: 100_000))\r\n\r\n", 431,
      "the request's head (its URL and headers) is too large"
    ),
    (
      "GET /healthz HTTP/1.1\r\n" + String(repeating: "X-A: b\r\n", count: 10_000) + "\r\n", 431,
      "the request's head (its URL and headers) is too large"
    ),
    (
      "GET /api/solve?played=\(String(repeating: "a", count: 70_000)) HTTP/1.1\r\n\r\n", 431,
      "the request's head (its URL and headers) is too large"
    ),
    (
      "POST /api/solve HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello", 400,
      "the body's length is given twice or with Transfer-Encoding"
    ),
    (
      "POST /api/solve HTTP/1.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      400, "the request is malformed"
    ),
    (
      "POST /api/solve HTTP/1.1\r\nContent-Type: application/json\r\n"
        + "Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n", 400,
      "the request body is malformed: a chunk's size is not valid"
    ),
    (
      "POST /api/solve HTTP/1.1\r\nContent-Type: application/json\r\n"
        + "Transfer-Encoding: chunked\r\n\r\n11000\r\n" + String(repeating: "x", count: 0x11000)
        + "\r\n0\r\n\r\n", 413, "the request body is larger than 65536 bytes"
    ),
  ]

  /// A chunked image upload over the image limit (lowered here from 20 MiB
  /// to 64 KiB: the same code) is a 413 with the JSON error, never a 500.
  @Test func aChunkedImageOverTheLimitIsA413() async throws {
    var limits = ServerLimits(jobs: 1)
    limits.maxBodyBytes = 1 << 16
    try await Self.withServer(limits: limits) { port in
      let connection = try LoopbackConnection(port: port)
      await connection.send(
        "POST /api/read HTTP/1.1\r\nContent-Type: image/png\r\n"
          + "Transfer-Encoding: chunked\r\n\r\n11000\r\n" + String(repeating: "x", count: 0x11000)
          + "\r\n0\r\n\r\n")
      let response = await connection.response()
      #expect(response.status == 413)
      let object = try JSONSerialization.jsonObject(with: Data(response.body.utf8))
      let fields = try #require(object as? [String: Any])
      #expect(fields["status"] as? Int == 413)
      let error = try #require(fields["error"] as? String)
      #expect(error.contains("larger than 65536 bytes"), "\(error)")
    }
  }

  @Test func everyClientFaultIsA4xxWithTheJSONError() async throws {
    try await Self.withServer { port in
      for (request, status, message) in Self.malformed {
        let connection = try LoopbackConnection(port: port)
        await connection.send(request)
        let response = await connection.response()
        let excerpt = request.excerpt()
        #expect(response.status == status, "\(excerpt)")
        #expect(response.closed, "\(excerpt)")
        #expect(response.headers["connection"]?.lowercased() == "close", "\(excerpt)")
        #expect(response.headers["x-content-type-options"] == "nosniff")
        #expect(response.headers["x-request-id"]?.isEmpty == false, "\(excerpt)")
        let object = try JSONSerialization.jsonObject(with: Data(response.body.utf8))
        let fields = try #require(object as? [String: Any])
        #expect(fields["status"] as? Int == status)
        let error = try #require(fields["error"] as? String)
        #expect(error.contains(message), "\(excerpt): \(error)")
        #expect(!error.contains("Error") && error.count < 200, "\(error)")
      }
    }
  }

  @Test func parserRefusalsAreCountedInMetricsAsEveryRequest() async throws {
    try await Self.withServer { port in
      // Those the parser refuses before the router: 3 of 400, 3 of 431.
      let refused = Self.malformed.filter {
        !$0.request.hasPrefix("POST /api/solve HTTP/1.1\r\nContent-Type")
      }
      #expect(refused.count == 6)
      for (request, status, _) in refused {
        let connection = try LoopbackConnection(port: port)
        await connection.send(request)
        #expect(await connection.response().status == status)
      }
      let connection = try LoopbackConnection(port: port)
      await connection.send("GET /metrics HTTP/1.1\r\nConnection: close\r\n\r\n")
      let response = await connection.response()
      #expect(response.status == 200)
      let lines = response.body.split(separator: "\n").map(String.init)
      for expected in [
        #"lettersolve_http_requests_total{route="Unparsed",status="400"} 3"#,
        #"lettersolve_http_requests_total{route="Unparsed",status="431"} 3"#,
        #"lettersolve_http_request_duration_seconds_count{route="Unparsed"} 6"#,
      ] {
        #expect(lines.contains(expected), "\(expected) not in \(lines)")
      }
    }
  }

  @Test func http10WithoutKeepAliveIsClosedAfterItsResponse() async throws {
    try await Self.withServer { port in
      let connection = try LoopbackConnection(port: port)
      await connection.send("GET /healthz HTTP/1.0\r\n\r\n")
      let response = await connection.response()
      #expect(response.status == 200)
      #expect(response.body == #"{"status":"ok"}"#)
      #expect(response.closed)
    }
  }

  @Test func idleStalledAndTrickledConnectionsAreClosed() async throws {
    var limits = ServerLimits(jobs: 1)
    limits.idleTimeout = .seconds(1)
    limits.bodyTimeout = .seconds(2)
    try await Self.withServer(limits: limits) { port in
      // Connected, nothing sent; a head half sent; a body stalled.
      let idle = try LoopbackConnection(port: port)
      let head = try LoopbackConnection(port: port)
      await head.send("POST /api/solve HTTP/1.1\r\nContent-")
      let stalled = try LoopbackConnection(port: port)
      await stalled.send(
        "POST /api/read HTTP/1.1\r\nContent-Type: image/png\r\nContent-Length: 1000000\r\n\r\nabc")
      for connection in [idle, head, stalled] {
        let (bytes, closed) = await connection.readToEnd()
        #expect(closed)
        #expect(bytes.isEmpty)
      }
      // A body trickled in, a byte every half second (faster than the idle
      // timeout), is closed at the body timeout; the loop is bounded.
      let trickled = try LoopbackConnection(port: port)
      await trickled.send(
        "POST /api/read HTTP/1.1\r\nContent-Type: image/png\r\nContent-Length: 1000\r\n\r\n")
      var open = true
      for _ in 0..<40 where open {
        try await Task.sleep(for: .milliseconds(500))
        open = await trickled.send("x")
      }
      #expect(!open, "the trickled body was never cut off")
    }
  }

  /// A system test: the stop waits out the stalled upload.
  @Test(.system) func shutdownEndsWhateverAStalledClientDoes() async throws {
    var limits = ServerLimits(jobs: 1)
    limits.idleTimeout = .seconds(600)
    limits.bodyTimeout = .seconds(600)
    limits.shutdownGrace = .seconds(1)
    let (group, ports) = Self.server(limits: limits)
    let finished = try await withThrowingTaskGroup(of: Bool.self) { tasks in
      tasks.addTask {
        // Ended, by a graceful stop or by cancelling what did not stop.
        try? await group.run()
        return true
      }
      var iterator = ports.makeAsyncIterator()
      let port = try #require(await iterator.next())
      let stalled = try LoopbackConnection(port: port)
      await stalled.send(
        "POST /api/read HTTP/1.1\r\nContent-Type: image/png\r\nContent-Length: 1000000\r\n\r\nab")
      // A request in flight: its head was read.
      try await Task.sleep(for: .milliseconds(200))
      await group.triggerGracefulShutdown()
      // A bound far beyond the grace, so that the test itself ends.
      tasks.addTask {
        try await Task.sleep(for: .seconds(60))
        return false
      }
      let first = try await tasks.next() ?? false
      tasks.cancelAll()
      withExtendedLifetime(stalled) {}
      return first
    }
    #expect(finished, "the server did not stop with a stalled client connected")
  }
}
