import Foundation
import Letterpress
import Testing
import _TestSupport

/// Issue 39's long work against `lettersolve serve` as a process with the
/// game's English list: the 100-board review of a legal game (minutes of
/// look-ahead) is answered or refused within its work budget, stops when
/// its client goes, and a SIGTERM during it answers its client and exits
/// 0. The bounds are for a hang on a busy machine (the debug build's
/// look-aheads are several times slower), not speeds.
@Suite(.endToEnd, .serialized) struct ServeWorkTests {
  static let list = Fixtures.projectRoot.appendingPathComponent("Dictionaries/letterpress-en.txt")
  static let hasList = FileManager.default.fileExists(atPath: list.path)
  static let letters = QuiltBoard.letters

  /// A legal game of 100 boards: 99 moves, each a word of the list spelt
  /// from the first 12 tiles (so the board never fills), none a prefix of
  /// another, the players in turn; every board with whose turn it shows,
  /// and the words played, as the page sends them to `/api/review`.
  static func hundredBoardGame() throws -> String {
    let text = try String(contentsOf: list, encoding: .utf8)
    let tiles = Array(0..<12)
    let letters = Array(Self.letters)
    var available: [Character: Int] = [:]
    for tile in tiles { available[letters[tile], default: 0] += 1 }
    var words: [String] = []
    for word in text.split(separator: "\n").map({ String($0).uppercased() }).sorted()
    where (3...8).contains(word.count) {
      var counts: [Character: Int] = [:]
      for letter in word { counts[letter, default: 0] += 1 }
      guard counts.allSatisfy({ available[$0.key, default: 0] >= $0.value }),
        !words.contains(where: { $0.hasPrefix(word) || word.hasPrefix($0) })
      else { continue }
      words.append(word)
      if words.count == 99 { break }
    }
    #expect(words.count == 99)
    var board = try Board(letters: Self.letters)
    var boards = [#"{"colors":"\#(board.colorString)","to_move":"you"}"#]
    var mover = Owner.player
    for word in words {
      var used: [Int] = []
      for letter in word {
        used.append(tiles.first { letters[$0] == letter && !used.contains($0) } ?? 0)
      }
      let after = Ownership(board).playing(TileSet(used), by: mover)
      board = Board(
        letters: board.letters, owners: (0..<Board.tileCount).map { after.owner(of: $0) })
      mover = mover == .player ? .opponent : .player
      boards.append(
        #"{"colors":"\#(board.colorString)","to_move":"\#(mover == .player ? "you" : "opponent")"}"#
      )
    }
    let played = words.map { #""\#($0.lowercased())""# }.joined(separator: ",")
    return #"{"letters":"\#(Self.letters)","boards":[\#(boards.joined(separator: ","))],"#
      + #""played":[\#(played)]}"#
  }

  /// The game's review posted on a new connection to `port`.
  static func postReview(port: Int, timeoutSeconds: Int) throws -> (LoopbackConnection, String) {
    let body = try hundredBoardGame()
    let connection = try LoopbackConnection(port: port, timeoutSeconds: timeoutSeconds)
    let request =
      "POST /api/review HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
      + "Connection: close\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body
    return (connection, request)
  }

  /// Posts the long review to the server on `port` and waits (up to 10 s)
  /// until it holds a job; the connection it was sent on.
  static func startReview(port: Int, timeoutSeconds: Int) async throws -> LoopbackConnection {
    let (connection, request) = try postReview(port: port, timeoutSeconds: timeoutSeconds)
    await connection.send(request)
    var busy: Double?
    for _ in 0..<100 where busy != 1 {
      try await Task.sleep(for: .milliseconds(100))
      busy = try await jobsBusy(port: port)
    }
    #expect(busy == 1, "the review never started")
    return connection
  }

  /// The server's jobs busy, from `/metrics`.
  static func jobsBusy(port: Int) async throws -> Double? {
    let connection = try LoopbackConnection(port: port)
    await connection.send("GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    let body = await connection.response().body
    let line = body.split(separator: "\n").first { $0.hasPrefix("lettersolve_jobs_busy ") }
    return line.flatMap { Double($0.split(separator: " ").last ?? "") }
  }

  @Test(.enabled(if: hasList, "Dictionaries/letterpress-en.txt is missing: run make dictionaries"))
  func aHundredBoardReviewIsAnsweredOrRefusedWithinItsBudget() async throws {
    // A 5 s budget here (20 s by default): the same code, a shorter test.
    let budget = 5
    let server = try ServerProcess.start(options: ["--jobs", "2", "--review-time", "\(budget)"])
    defer { server.stop() }
    let (connection, request) = try Self.postReview(port: server.port, timeoutSeconds: 180)
    // Timed on the connection's thread: when the answer came, not when
    // this task resumed (on a busy machine, much later).
    let (response, elapsed) = await connection.exchange(request)
    #expect(response.status == 503 || response.status == 200, "\(response.status) \(response.body)")
    if response.status == 503 {
      #expect(response.body.contains("the review took more than its \(budget) s of work"))
      #expect(response.headers["retry-after"] != nil)
    }
    // The budget, then at most one look-ahead more. Unbudgeted, the review
    // takes 210 s in a release build (the issue) and far longer in a debug
    // one; a debug build's look-ahead on a busy machine was seen to take up
    // to 28 s, so the bound here is for a review that never stopped, not
    // the 30 s a release build keeps to with the default 20 s budget.
    #expect(elapsed < .seconds(120), "answered after \(elapsed)")
  }

  @Test(.enabled(if: hasList, "Dictionaries/letterpress-en.txt is missing: run make dictionaries"))
  func aReviewStopsWhenItsClientGoes() async throws {
    // No budget to speak of: only the client's going stops it.
    let server = try ServerProcess.start(options: ["--jobs", "2", "--review-time", "3600"])
    defer { server.stop() }
    let connection = try await Self.startReview(port: server.port, timeoutSeconds: 10)
    var busy: Double? = 1
    connection.close()
    // The review takes minutes; once its client has gone it stops at its
    // next look-ahead. Bounded at two minutes.
    for _ in 0..<240 where busy != 0 {
      try await Task.sleep(for: .milliseconds(500))
      busy = try await Self.jobsBusy(port: server.port)
    }
    #expect(busy == 0, "the review went on after its client had gone")
  }

  @Test(.enabled(if: hasList, "Dictionaries/letterpress-en.txt is missing: run make dictionaries"))
  func sigtermDuringAReviewAnswersItsClientAndExitsZero() async throws {
    let server = try ServerProcess.start(options: ["--jobs", "2", "--review-time", "3600"])
    defer { if server.process.isRunning { server.stop() } }
    let connection = try await Self.startReview(port: server.port, timeoutSeconds: 120)
    let signalled = ContinuousClock.now
    server.process.terminate()
    let response = await connection.response()
    #expect(response.status == 503, "\(response)")
    #expect(response.body.contains("the server is stopping"), "\(response.body)")
    // The 10 s grace, a look-ahead, then the process ends by itself; the
    // documented bound is 30 s (grace, drain, cancelling), a debug build
    // on a busy machine is given more.
    let exited = await withCheckedContinuation { continuation in
      Thread {
        server.process.waitUntilExit()
        continuation.resume(returning: ContinuousClock.now)
      }.start()
    }
    #expect(server.process.terminationReason == .exit)
    #expect(server.process.terminationStatus == 0)
    #expect(exited - signalled < .seconds(60), "exited \(exited - signalled) after SIGTERM")
  }
}
