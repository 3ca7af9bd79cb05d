import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

/// The page as a phone shows it, in headless Chromium at 390x844 CSS
/// pixels (and a desktop's 1280x800): the answer on one screen, honest
/// error states, the review button's rule and the review's width, a board
/// started from its letters, the Words view; the installed page and the
/// share target are in PhonePageTests+Installed.swift.
@Suite(.browser, .serialized) struct PhonePageTests {
  static let sample = Fixtures.samples.appendingPathComponent("light-iphone5.png").path

  @Test func thePhonePage() async throws {
    guard let browser = Self.chromium else {
      Issue.record(
        "Chromium was not found: run `make setup` (chromium-headless-shell, chromium-driver)")
      return
    }
    let server = try ServerProcess.start(options: ["--jobs", "2", "--host", "127.0.0.1"])
    defer { server.stop() }
    let url = "http://127.0.0.1:\(server.port)/"
    try checkTheManifest(url: url)
    try checkTheShareTargetsPOST(url: url)
    try checkTheShortcutsRequest(url: url)
    let driver = try ChromeDriver.start()
    defer { driver.stop() }
    for (width, height) in [(390, 844), (1280, 800)] {
      let session = try await WebDriver.connect(
        port: driver.port, browser: browser, windowSize: "\(width),\(height)")
      do {
        let size = try await session.script("return [innerWidth, innerHeight]") as? [Int]
        #expect(size == [width, height], "the viewport is \(String(describing: size))")
        try await checkOneScreenPerTurn(session: session, url: url, phone: width < 500)
        if width < 500 {
          try await checkTheErrorStates(session: session, url: url)
          try await checkTheReview(session: session, url: url)
          try await checkLettersFirst(session: session, url: url)
          try await checkTheWordsView(session: session, url: url)
          // The installed page's worker first, as on a phone that shares.
          try await checkTheServiceWorker(session: session, url: url)
          try await checkTheShareTarget(session: session, url: url)
          try await checkACrossSiteShareIsRefused(session: session, url: url)
        }
      } catch {
        try? await session.quit()
        throw error
      }
      try await session.quit()
    }
  }

  /// After an upload: whose turn, the move line, the chance and all 25
  /// tiles (with their tap numbers) inside the viewport, no scrolling;
  /// the upload box a "New screenshot" button.
  func checkOneScreenPerTurn(session: WebDriver, url: String, phone: Bool) async throws {
    try await session.open(url)
    try await Self.expectNothingHiddenShown(session)
    // The blank page: no bar, no board.
    #expect(try await Self.visible(session, "#win-bar") == false)
    #expect(try await Self.visible(session, "#chance-note") == false)
    #expect(try await Self.visible(session, "#board") == false)
    try await session.sendKeys(Self.sample, to: session.element("#file"))
    let move = try await session.waitForMove(differentFrom: nil)
    #expect(move.spelled == move.word)
    let outside = try await Self.answerOutsideViewport(session)
    #expect(outside["count"] as? Int == 25)
    #expect((outside["outside"] as? [String] ?? ["?"]).isEmpty, "outside the viewport: \(outside)")
    #expect(try await Self.visible(session, "#new-shot") == true)
    #expect(try await Self.visible(session, "#drop") == false)
    #expect(try await Self.visible(session, "#win-bar") == true)
    // The bar says what its chance assumes.
    #expect(try await Self.visible(session, "#chance-note") == true)
    let assumes =
      try await session.script(
        "return document.querySelector('#chance-note').textContent") as? String
    #expect(assumes?.contains("fitted on games of lettersolve against itself") == true)
    try await Self.expectNothingHiddenShown(session)
    try BrowserTests.save(
      try await session.screenshot(), as: phone ? "phone-answer.png" : "wide-answer.png")
  }

  /// A picture that is no game and a truncated PNG: the message, and no
  /// board, no bar, no answer left from before.
  func checkTheErrorStates(session: WebDriver, url: String) async throws {
    let folder = try BrowserTests.folder()
    let plain = folder.appendingPathComponent("not-a-game.png").path
    try Image(width: 640, height: 1136, filledWith: RGBA(red: 90, green: 140, blue: 60))
      .writePNG(toFile: plain)
    let truncated = folder.appendingPathComponent("truncated.png")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.sample))
    try bytes.prefix(bytes.count / 3).write(to: truncated)
    _ = try await session.script("localStorage.clear(); return 0")
    for (file, says) in [(plain, "No Letterpress board"), (truncated.path, "could not be opened")] {
      // An answer is shown first, so that what is left of it shows.
      try await session.open(url)
      try await session.sendKeys(Self.sample, to: session.element("#file"))
      _ = try await session.waitForMove(differentFrom: nil)
      try await session.sendKeys(file, to: session.element("#file"))
      let message = try await Self.waitForStatus(session) { $0.contains(says) }
      #expect(message.contains("choose") || message.contains("take"), "\(message)")
      for selector in ["#board", "#win-bar", "#result", "#moves li", "#review-result", "#history"] {
        #expect(try await Self.visible(session, selector) == false, "\(selector) after \(file)")
      }
      try await Self.expectNothingHiddenShown(session)
      #expect(try await Self.visible(session, "#status") == true)
    }
    try BrowserTests.save(try await session.screenshot(), as: "phone-error.png")
  }

  /// The review button only with two boards of the game kept; the review's
  /// table within 390 px.
  func checkTheReview(session: WebDriver, url: String) async throws {
    _ = try await session.script("localStorage.clear(); return 0")
    try await session.open(url)
    try await session.sendKeys(Self.sample, to: session.element("#file"))
    let first = try await session.waitForMove(differentFrom: nil)
    #expect(try await Self.visible(session, "#history") == true)
    #expect(try await Self.visible(session, "#review") == false, "one board kept")
    let board = try Self.sampleBoard()
    let played = Ownership(board).playing(TileSet(first.tiles), by: .player)
    let after = Board(
      letters: board.letters, owners: (0..<Board.tileCount).map { played.owner(of: $0) })
    try await session.sendKeys(try BrowserTests.screenshot(of: after), to: session.element("#file"))
    let next = try await session.waitForMove(differentFrom: first)
    #expect(try await Self.visible(session, "#review") == true, "two boards kept")
    // The next upload's answer is in view, whatever was scrolled before.
    #expect(try await Self.inViewport(session, "#answer"))
    try await session.click(session.element("#review"))
    _ = try await session.waitForReview()
    let width =
      try await session.script(
        """
        const table = document.getElementById('review-moves');
        const cells = [...table.querySelectorAll('td')];
        return { table: table.getBoundingClientRect().right, page: document.documentElement.scrollWidth,
          cells: cells.filter((c) => c.getBoundingClientRect().right > innerWidth).length,
          count: cells.length };
        """) as? [String: Any] ?? [:]
    #expect((width["table"] as? Double ?? 999) <= 390, "\(width)")
    #expect((width["page"] as? Int ?? 999) <= 390, "\(width)")
    #expect(width["cells"] as? Int == 0 && (width["count"] as? Int ?? 0) >= 7, "\(width)")
    try BrowserTests.save(try await session.screenshot(), as: "phone-review.png")
    // A new screenshot after the review (another game's): its answer is
    // back in view.
    try await session.sendKeys(
      Fixtures.samples.appendingPathComponent("dark-iphone6.png").path,
      to: session.element("#file"))
    _ = try await session.waitForMove(differentFrom: next)
    #expect(try await Self.inViewport(session, "#answer"))
    #expect(try await Self.inViewport(session, ".tile[data-index=\"24\"]"))
  }

  /// The 25 letters typed give the answer a screenshot of the same board
  /// gives; tapping a tile colours it and solves again.
  func checkLettersFirst(session: WebDriver, url: String) async throws {
    let board = try Self.sampleBoard()
    let blank = Board(letters: board.letters, owners: Array(repeating: nil, count: Board.tileCount))
    _ = try await session.script("localStorage.clear(); return 0")
    try await session.open(url)
    try await session.sendKeys(try BrowserTests.screenshot(of: blank), to: session.element("#file"))
    let fromScreenshot = try await session.waitForMove(differentFrom: nil)
    _ = try await session.script("localStorage.clear(); return 0")
    try await session.open(url)
    try await session.click(session.element("#show-letters"))
    // Pasted as people write a board: rows, spaces, lower case.
    let typed = stride(from: 0, to: 25, by: 5).map { row in
      String(board.letterString.dropFirst(row).prefix(5)).lowercased()
    }.joined(separator: " ")
    try await session.sendKeys(typed, to: session.element("#letters-input"))
    try await session.click(session.element("#letters-form button[type=submit]"))
    let fromLetters = try await session.waitForMove(differentFrom: nil)
    #expect(fromLetters == fromScreenshot)
    #expect(try await Self.inViewport(session, "#answer"))
    // The first tile becomes theirs, and the board is solved again.
    try await session.click(session.element(".tile[data-index=\"0\"]"))
    try await session.click(session.element("[data-color=\"r\"]"))
    try await session.click(session.element("#apply"))
    let colors = try await Self.waitFor(session, "return document.querySelector('.tile').className")
    {
      ($0 as? String ?? "").contains("c-r")
    }
    #expect((colors as? String ?? "").contains("c-r"))
    _ = try await Self.waitForStatus(session) { $0.isEmpty }
  }

  /// Every playable word, longest first, filtered by letters and length;
  /// a word tapped shows its tiles on the board.
  func checkTheWordsView(session: WebDriver, url: String) async throws {
    try await session.click(session.element("#show-words"))
    let words =
      try await Self.waitFor(
        session,
        "return [...document.querySelectorAll('#words-list li button')].map(b => b.firstChild.textContent.trim())"
      ) { !($0 as? [String] ?? []).isEmpty } as? [String] ?? []
    #expect(words.count > 10)
    #expect(
      zip(words, words.dropFirst()).allSatisfy { $0.count >= $1.count }, "\(words.prefix(20))")
    try BrowserTests.save(try await session.screenshot(), as: "phone-words.png")
    try await session.sendKeys("er", to: session.element("#words-filter"))
    _ = try await Self.waitFor(
      session, "return document.querySelectorAll('#words-list li').length"
    ) {
      ($0 as? Int ?? 0) < words.count
    }
    let filtered =
      try await session.script(
        "return [...document.querySelectorAll('#words-list li button')].map(b => b.firstChild.textContent.trim())"
      ) as? [String] ?? []
    #expect(!filtered.isEmpty && filtered.allSatisfy { $0.contains("ER") }, "\(filtered)")
    _ = try await session.script(
      """
      const filter = document.getElementById('words-filter');
      filter.value = ''; filter.dispatchEvent(new Event('input'));
      const select = document.getElementById('words-length');
      select.value = select.options[2].value; select.dispatchEvent(new Event('change'));
      return 0
      """)
    let lengths =
      try await session.script(
        """
        return [Number(document.getElementById('words-length').value),
          ...[...document.querySelectorAll('#words-list li button')].map(b => b.firstChild.textContent.trim().length)]
        """) as? [Int] ?? []
    #expect(lengths.count > 1 && lengths.dropFirst().allSatisfy { $0 == lengths[0] }, "\(lengths)")
    let word = try #require(words.first { $0.count == lengths[0] })
    try await session.click(session.element("#words-list li button"))
    let shown = try await session.waitForTaps(spelling: word)
    #expect(shown.spelled == word, "\(shown)")
    #expect(try await Self.inViewport(session, ".tile[data-index=\"24\"]"))
  }

  // MARK: helpers

  /// What a turn's screen must show and does not: whose turn, the move
  /// line, the chance, the bar and the 25 tiles with their tap numbers,
  /// each wholly inside the viewport below the header (`outside`, named
  /// with its box), and how many tiles there are (`count`).
  static func answerOutsideViewport(_ session: WebDriver) async throws -> [String: Any] {
    try await session.script(
      """
      // Below the header that stays at the top, and above the screen's bottom.
      const header = document.getElementById('top').getBoundingClientRect().bottom;
      const inside = (e) => { const r = e.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.top >= header && r.left >= 0
          && r.bottom <= innerHeight && r.right <= innerWidth; };
      const shown = ['#situation', '#answer', '#standing-text', '#win-bar']
        .map((s) => document.querySelector(s)).filter((e) => e.textContent || e.id === 'win-bar');
      const tiles = [...document.querySelectorAll('.tile'), ...document.querySelectorAll('.tile .tap')];
      return { count: document.querySelectorAll('.tile').length,
        outside: [...shown, ...tiles].filter((e) => !inside(e))
          .map((e) => (e.id || e.className) + ' ' + JSON.stringify(e.getBoundingClientRect())) };
      """) as? [String: Any] ?? [:]
  }

  static func sampleBoard() throws -> Board {
    try BoardText.parse(
      String(
        contentsOf: Fixtures.samples.appendingPathComponent("light-iphone5.txt"), encoding: .utf8)
    ).board
  }

  /// Whether the element `selector` selects is rendered (a box of some size).
  static func visible(_ session: WebDriver, _ selector: String) async throws -> Bool {
    try await session.script(
      """
      const e = document.querySelector('\(selector)');
      if (!e) return false;
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
      """) as? Bool ?? false
  }

  /// Whether the element lies wholly inside the viewport, below the header.
  static func inViewport(_ session: WebDriver, _ selector: String) async throws -> Bool {
    try await session.script(
      """
      const r = document.querySelector('\(selector)').getBoundingClientRect();
      const header = document.getElementById('top').getBoundingClientRect().bottom;
      return r.height > 0 && r.top >= header && r.bottom <= innerHeight && r.left >= 0
        && r.right <= innerWidth;
      """) as? Bool ?? false
  }

  /// No element marked `hidden` takes up room.
  static func expectNothingHiddenShown(_ session: WebDriver) async throws {
    let shown =
      try await session.script(
        """
        return [...document.querySelectorAll('[hidden]')].filter((e) => getComputedStyle(e).display !== 'none')
          .map((e) => e.id || e.className);
        """) as? [String]
    #expect(shown == [], "hidden yet shown: \(String(describing: shown))")
  }

  /// Waits (up to a minute) until `source`'s value passes `done`.
  static func waitFor(_ session: WebDriver, _ source: String, until done: (Any?) -> Bool)
    async throws -> Any?
  {
    var last: Any?
    for _ in 0..<300 {
      last = try await session.script(source)
      if done(last) { return last }
      try await Task.sleep(nanoseconds: 200_000_000)
    }
    throw BrowserTestError("waited in vain: \(source) is \(String(describing: last))")
  }

  /// Waits until the status line passes `done`, and returns it.
  static func waitForStatus(_ session: WebDriver, until done: (String) -> Bool) async throws
    -> String
  {
    try await waitFor(session, "return document.getElementById('status').textContent") {
      done($0 as? String ?? "")
    } as? String ?? ""
  }
}

extension WebDriver {
  /// Waits until the board's numbered tiles spell `word`, and returns them.
  func waitForTaps(spelling word: String) async throws -> ShownMove {
    let value =
      try await PhonePageTests.waitFor(
        self,
        """
        const taps = [...document.querySelectorAll('.tile .tap')]
          .map(e => [Number(e.textContent), Number(e.parentElement.dataset.index),
            e.parentElement.querySelector('.letter').textContent])
          .sort((a, b) => a[0] - b[0]);
        return { tiles: taps.map(t => t[1]), spelled: taps.map(t => t[2]).join(''),
          answer: document.getElementById('answer').textContent };
        """
      ) { ($0 as? [String: Any])?["spelled"] as? String == word } as? [String: Any] ?? [:]
    let spelled = value["spelled"] as? String ?? ""
    return ShownMove(
      word: spelled, tiles: value["tiles"] as? [Int] ?? [], spelled: spelled,
      answer: value["answer"] as? String ?? "")
  }
}
