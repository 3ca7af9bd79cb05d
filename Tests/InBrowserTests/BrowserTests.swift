import Foundation
import Letterpress
import Testing
import _TestSupport

/// The page in a real browser, end to end.
///
/// Headless Chromium (Debian's chromium-headless-shell, driven by
/// chromedriver over WebDriver) loads
/// `lettersolve serve`'s page, uploads a sample screenshot, sees the move,
/// uploads the next screenshot of the same game (the page sends the previous
/// board it kept in localStorage, and shows the word worked out from it),
/// reviews the kept game (its moves, summary and graph), forgets the game,
/// changes a tile and solves again. Saves the page as
/// `.build/browser-test/history.png` (after the next screenshot),
/// `review.png` (with the review) and `page.png` (at the end).
@Suite(.browser, .serialized) struct BrowserTests {
  static let chromedriver = "/usr/bin/chromedriver"
  /// Debian's headless shell (the binary itself: the script in /usr/bin does
  /// not exec it, so chromedriver could not end it), or the full browser.
  static let browsers = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"]

  @Test func thePageSolvesAScreenshotAndATileChange() async throws {
    let browser = Self.browsers.first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let browser, FileManager.default.isExecutableFile(atPath: Self.chromedriver) else {
      let message =
        "Chromium was not found (\(Self.browsers.joined(separator: " or ")) and "
        + "\(Self.chromedriver)): run `make setup`, which installs chromium-headless-shell "
        + "and chromium-driver"
      Issue.record(Comment(rawValue: message))
      return
    }
    let server = try ServerProcess.start()
    defer { server.stop() }
    let driver = try ChromeDriver.start()
    defer { driver.stop() }

    let session = try await WebDriver.connect(port: driver.port, browser: browser)
    do {
      try await checkThePage(session: session, url: "http://127.0.0.1:\(server.port)/")
    } catch {
      try? await session.quit()
      throw error
    }
    try await session.quit()
  }

  /// The steps in the browser, with `session` on a fresh page.
  func checkThePage(session: WebDriver, url: String) async throws {
    try await session.open(url)
    let sample = Fixtures.samples.appendingPathComponent("light-iphone5.png").path
    try await session.sendKeys(sample, to: session.element("#file"))
    let first = try await session.waitForMove(differentFrom: nil)
    #expect(first.answer.hasPrefix("Play \(first.word):"), "\(first.answer)")
    // The numbered tiles spell the word in tap order.
    #expect(first.spelled == first.word, "tiles \(first.tiles) spell \(first.spelled)")
    #expect(first.tiles.count == first.word.count)
    #expect(
      try await session.script("return document.querySelectorAll('#moves li').length") as? Int ?? 0
        > 1)
    // The page's words are the server's (the answer's `sentences`, which
    // are the CLI's), shown as they came, none of its own.
    let said = try #require(
      try await session.script("return state.solution.sentences") as? [String: Any])
    let texts =
      try await session.script(
        """
        return ['situation', 'answer', 'standing-text', 'taps']
          .map((id) => document.getElementById(id).textContent)
        """) as? [String] ?? []
    #expect(
      texts == [
        said["turn"] as? String ?? "", said["move"] as? String ?? "",
        said["chance"] as? String ?? "", said["taps"] as? String ?? "",
      ], "the page shows \(texts); the server says \(said)")
    let script = String(
      decoding: try HTTP.exchange("GET", url + "page.js", body: Data()).1, as: UTF8.self)
    for wording in ["\"Play ", "by force", "are ahead", "It is close", "0.55", "0.45"] {
      #expect(!script.contains(wording), "the page's script words the answer itself: \(wording)")
    }
    let standing = texts.count > 2 ? texts[2] : ""
    #expect(standing.contains("%") && standing.contains(first.word), "\(standing)")
    let meter = try await session.script(
      "const m = document.getElementById('win-bar'); return m.hidden ? -1 : m.value")
    #expect(
      ((meter as? Double) ?? -1) > 0 && ((meter as? Double) ?? 2) < 1,
      "\(String(describing: meter))")

    // The game is kept in the browser, keyed by its letters.
    let sampleBoard = try BoardText.parse(
      String(
        contentsOf: Fixtures.samples.appendingPathComponent("light-iphone5.txt"), encoding: .utf8)
    ).board
    let kept = try await session.keptGame(letters: sampleBoard.letterString)
    #expect(kept.count == 1 && kept.first?["answer"] as? String == first.word, "\(kept)")

    // The next screenshot of the game, after the move shown: the page sends
    // the previous board with it, and the word played is known.
    let played = Ownership(sampleBoard).playing(TileSet(first.tiles), by: .player)
    let after = Board(
      letters: sampleBoard.letters, owners: (0..<Board.tileCount).map { played.owner(of: $0) })
    try await session.sendKeys(
      try Self.screenshot(of: after, played: first.word), to: session.element("#file"))
    let next = try await session.waitForMove(differentFrom: first)
    #expect(next.word != first.word)
    let learnt = try await session.script(
      "return [...document.querySelectorAll('#history-words li')].map(e => e.textContent)")
    #expect(
      (learnt as? [String] ?? []).contains(
        "\(first.word): read from the \u{201C}played\u{201D} bubble"),
      "\(String(describing: learnt))")
    let keptNow = try await session.keptGame(letters: sampleBoard.letterString)
    #expect(
      keptNow.map { $0["colors"] as? String } == [sampleBoard.colorString, after.colorString])
    let words = (keptNow.last?["learnt"] as? [[String: Any]] ?? []).compactMap {
      $0["word"] as? String
    }
    #expect(words.contains(first.word), "\(keptNow)")
    // Each kept state carries what the review needs: the answer given on
    // it and the word its bubble named.
    #expect(keptNow.first?["answer"] as? String == first.word, "\(keptNow)")
    #expect(
      (keptNow.last?["lastPlayed"] as? [String: Any])?["word"] as? String == first.word,
      "\(keptNow)")
    try Self.save(try await session.screenshot(), as: "history.png")
    // The kept game's review: a row per move of yours (the first
    // screenshot's move), the summary, and the graph with a line a side.
    try await session.click(session.element("#review"))
    let review = try await session.waitForReview()
    #expect(review.words == [first.word], "\(review)")
    #expect(review.summary.hasPrefix("You made 1 move here"), "\(review)")
    #expect(review.lines == ["opponent", "you"], "\(review)")
    #expect(review.marks == 1, "\(review)")
    try Self.save(try await session.screenshot(), as: "review.png")
    // Forgetting the game clears it from the browser.
    try await session.click(session.element("#forget"))
    #expect(try await session.keptGame(letters: sampleBoard.letterString).isEmpty)

    // The first tile to tap takes another letter: those tiles no longer spell the word.
    let shown = next
    let changed = try #require(shown.tiles.first)
    let replacement = shown.spelled.first == "Z" ? "Q" : "Z"
    try await session.click(session.element(".tile[data-index=\"\(changed)\"]"))
    let letter = try await session.element("#tile-letter")
    try await session.clear(letter)
    try await session.sendKeys(replacement.lowercased(), to: letter)
    try await session.click(session.element("#apply"))
    let second = try await session.waitForMove(differentFrom: shown)
    #expect(second.word != shown.word || second.tiles != shown.tiles)
    #expect(second.spelled == second.word)
    let letters = try await session.script(
      "return [...document.querySelectorAll('.tile .letter')].map(e => e.textContent).join('')")
    #expect((letters as? String).map { String(Array($0)[changed]) } == replacement)

    try Self.save(try await session.screenshot(), as: "page.png")
    print(
      "browser test: \(first.word), then on the next board \(shown.word) tap \(shown.tiles); after the change \(second.word) tap \(second.tiles)"
    )
  }

  /// The folder for what the test leaves for people to look at.
  static func folder() throws -> URL {
    let folder = Fixtures.projectRoot.appendingPathComponent(".build/browser-test")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Saves a screenshot of the page in `folder()`.
  static func save(_ png: Data, as name: String) throws {
    try png.write(to: folder().appendingPathComponent(name))
  }

  /// The path of a screenshot of `board` drawn by `lettersolve render`, in
  /// the build folder, its "played" bubble naming `word` as yours when given.
  static func screenshot(of board: Board, played word: String? = nil) throws -> String {
    let folder = try folder()
    // A name of its own: browser suites run side by side.
    let name = "next-board-\(UUID().uuidString)"
    let text = folder.appendingPathComponent(name + ".txt").path
    let image = folder.appendingPathComponent(name + ".png").path
    try BoardText.format(board).write(toFile: text, atomically: true, encoding: .utf8)
    let bubble = word.map { ["--played", $0, "--played-by", "you"] } ?? []
    let outcome = try CommandRunner.run(["render", text] + bubble + ["--output", image])
    guard outcome.status == 0 else { throw BrowserTestError("render: \(outcome.standardError)") }
    return image
  }
}

/// The review the page shows: the word of each row, the summary, the
/// graph's lines (by class) and the marks of your moves.
struct ShownReview: Equatable {
  var words: [String]
  var summary: String
  var lines: [String]
  var marks: Int
}

/// The move the page shows: its word, the numbered tiles in tap order, the
/// letters those tiles hold in that order, and the answer's text.
struct ShownMove: Equatable {
  var word: String
  var tiles: [Int]
  var spelled: String
  var answer: String
}

/// A chromedriver process on a free port.
struct ChromeDriver {
  let process: Process
  let port: Int

  /// Starts chromedriver (`BrowserTests.chromedriver`).
  static func start() throws -> ChromeDriver {
    let port = try freePort()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: BrowserTests.chromedriver)
    process.arguments = ["--port=\(port)"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return ChromeDriver(process: process, port: port)
  }

  func stop() {
    // chromedriver does not end on SIGTERM.
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }
}

/// A port no one listens on now.
func freePort() throws -> Int {
  let socket = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  defer { close(socket) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  address.sin_port = 0
  var length = socklen_t(MemoryLayout<sockaddr_in>.size)
  let bound = withUnsafeMutablePointer(to: &address) { pointer in
    pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
      bind(socket, address, length) == 0 && getsockname(socket, address, &length) == 0
    }
  }
  guard bound else { throw BrowserTestError("no free port") }
  return Int(UInt16(bigEndian: address.sin_port))
}

/// A minimal WebDriver client: the few commands of the W3C protocol the
/// browser test needs, over chromedriver's HTTP.
struct WebDriver {
  let base: String
  /// Where the browser's DevTools listen (`host:port`), as chromedriver
  /// says in the session's capabilities (`DevTools.connect(to:)`).
  let debuggerAddress: String?

  /// A new headless session in `browser`, through chromedriver on `port`,
  /// its page `windowSize` (width,height) CSS pixels.
  static func connect(port: Int, browser: String, windowSize: String = "430,1400") async throws
    -> WebDriver
  {
    let capabilities: [String: Any] = [
      "capabilities": [
        "alwaysMatch": [
          "browserName": "chrome",
          "goog:chromeOptions": [
            "binary": browser,
            "args": ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=\(windowSize)"],
          ],
        ]
      ]
    ]
    // Waits for chromedriver to listen, then starts one session.
    var ready = false
    for _ in 0..<100 where !ready {
      ready = (try? HTTP.exchange("GET", "http://127.0.0.1:\(port)/status", body: Data())) != nil
      if !ready { try await Task.sleep(nanoseconds: 100_000_000) }
    }
    let value = try await send("POST", "http://127.0.0.1:\(port)/session", body: capabilities)
    guard let id = (value as? [String: Any])?["sessionId"] as? String else {
      throw BrowserTestError("no session id in \(String(describing: value))")
    }
    let options =
      ((value as? [String: Any])?["capabilities"] as? [String: Any])?["goog:chromeOptions"]
      as? [String: Any]
    return WebDriver(
      base: "http://127.0.0.1:\(port)/session/\(id)",
      debuggerAddress: options?["debuggerAddress"] as? String)
  }

  /// Sends one command and returns its `value`.
  static func send(_ method: String, _ url: String, body: Any? = nil) async throws -> Any? {
    let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) } ?? Data()
    let (status, data) = try HTTP.exchange(method, url, body: payload)
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    guard status == 200 else {
      throw BrowserTestError("\(method) \(url): \(String(decoding: data, as: UTF8.self))")
    }
    return object?["value"]
  }

  func open(_ url: String) async throws {
    _ = try await Self.send("POST", base + "/url", body: ["url": url])
  }

  /// The element's id for a CSS selector.
  func element(_ selector: String) async throws -> String {
    let value = try await Self.send(
      "POST", base + "/element", body: ["using": "css selector", "value": selector])
    guard let id = (value as? [String: Any])?.values.first as? String else {
      throw BrowserTestError("no element \(selector)")
    }
    return id
  }

  func sendKeys(_ text: String, to element: String) async throws {
    _ = try await Self.send("POST", base + "/element/\(element)/value", body: ["text": text])
  }

  func click(_ element: String) async throws {
    _ = try await Self.send("POST", base + "/element/\(element)/click", body: [String: Any]())
  }

  func clear(_ element: String) async throws {
    _ = try await Self.send("POST", base + "/element/\(element)/clear", body: [String: Any]())
  }

  func script(_ source: String) async throws -> Any? {
    try await Self.send("POST", base + "/execute/sync", body: ["script": source, "args": []])
  }

  /// Runs `source` until it calls its last argument (`arguments[0]`), and
  /// returns what it passed.
  func scriptAsync(_ source: String) async throws -> Any? {
    try await Self.send("POST", base + "/execute/async", body: ["script": source, "args": []])
  }

  /// The page as a PNG.
  func screenshot() async throws -> Data {
    guard let text = try await Self.send("GET", base + "/screenshot") as? String,
      let data = Data(base64Encoded: text)
    else { throw BrowserTestError("no screenshot") }
    return data
  }

  /// The states of the game `letters` the page keeps in localStorage.
  func keptGame(letters: String) async throws -> [[String: Any]] {
    let game = try await script(
      "return JSON.parse(localStorage.getItem('lettersolve.game.\(letters)') || 'null')")
    return (game as? [String: Any])?["states"] as? [[String: Any]] ?? []
  }

  func quit() async throws {
    _ = try await Self.send("DELETE", base)
  }

  /// Waits (up to `seconds`) until the page shows a game's review.
  func waitForReview(seconds: Int = 60) async throws -> ShownReview {
    let source = """
      const section = document.getElementById('review-result');
      return { shown: !section.hidden,
        status: document.getElementById('status').textContent,
        words: [...section.querySelectorAll('tbody tr')].map(r => r.children[1].textContent),
        summary: document.getElementById('review-summary').textContent,
        lines: [...section.querySelectorAll('svg polyline')].map(l => l.getAttribute('class')),
        marks: section.querySelectorAll('svg circle').length };
      """
    var last: [String: Any] = [:]
    for _ in 0..<seconds * 5 {
      last = try await script(source) as? [String: Any] ?? [:]
      if last["shown"] as? Bool == true {
        return ShownReview(
          words: last["words"] as? [String] ?? [], summary: last["summary"] as? String ?? "",
          lines: last["lines"] as? [String] ?? [], marks: last["marks"] as? Int ?? 0)
      }
      try await Task.sleep(nanoseconds: 200_000_000)
    }
    throw BrowserTestError("the page showed no review: \(last)")
  }

  /// Waits (up to a minute) until the page shows a move other than `previous`.
  func waitForMove(differentFrom previous: ShownMove?) async throws -> ShownMove {
    let source = """
      const taps = [...document.querySelectorAll('.tile .tap')]
        .map(e => [Number(e.textContent), Number(e.parentElement.dataset.index),
          e.parentElement.querySelector('.letter').textContent])
        .sort((a, b) => a[0] - b[0]);
      const answer = document.getElementById('answer').textContent;
      // "Play WORD:", or on their turn "For later, if they play X: answer WORD:".
      const found = answer.match(/(?:^|\\. )Play ([A-Z]+):|: answer ([A-Z]+):/) || [];
      const word = found[1] || found[2] || '';
      return { word, answer, status: document.getElementById('status').textContent,
        tiles: taps.map(t => t[1]), spelled: taps.map(t => t[2]).join('') };
      """
    var last: [String: Any] = [:]
    for _ in 0..<300 {
      last = try await script(source) as? [String: Any] ?? [:]
      let move = ShownMove(
        word: last["word"] as? String ?? "", tiles: last["tiles"] as? [Int] ?? [],
        spelled: last["spelled"] as? String ?? "", answer: last["answer"] as? String ?? "")
      if !move.word.isEmpty && move != previous { return move }
      try await Task.sleep(nanoseconds: 200_000_000)
    }
    throw BrowserTestError("the page showed no new move: \(last)")
  }
}
