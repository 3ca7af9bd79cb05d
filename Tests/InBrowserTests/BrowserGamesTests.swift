import BoardRendering
import Foundation
import Letterpress
import Testing
import _TestSupport

/// Whole games known from their screenshots through the page, in a real
/// browser (headless Chromium over WebDriver, as `BrowserTests`).
///
/// From seeded boards, each in one of `render`'s themes and layouts, the
/// player uploads each screenshot of the game to the page and plays the move
/// it shows (the page keeps the game in the browser and sends what it kept
/// with each screenshot); the opponent plays its own engine's move (the
/// server's one-move answer on the board with the seats swapped). Each
/// screenshot is drawn by `lettersolve render` with the turn marker and the
/// "played" bubble of the last move: in even games one after every move, in
/// odd ones only on the player's turns. Then the page reviews the kept game.
/// The words the kept game learnt and the review's rows must name at least
/// 95% of the moves, and none wrongly.
///
/// Twenty games, as `ScreenshotGamesTests` plays through the library: the
/// page's default look-ahead takes long words, so a game fills the board in
/// five to nine moves: 146 words and 83 moves of yours in all (in about two
/// minutes on the busy 2-core machine, release build).
@Suite(
  .browser, .serialized, .enabled(if: GameList.isInstalled, Comment(rawValue: GameList.missing)))
struct BrowserGamesTests {
  static let games = 20
  static let width = 480

  /// The moves one game had, and what the page's history and review named.
  struct Tally {
    var words = 0
    var learnt = 0
    var moves = 0
    var named = 0
    var wrong: [String] = []
  }

  @Test func wholeGamesThroughThePageAreKnownMoveByMove() async throws {
    let browser = BrowserTests.browsers.first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let browser, FileManager.default.isExecutableFile(atPath: BrowserTests.chromedriver)
    else {
      Issue.record("Chromium or chromedriver was not found: run `make setup`")
      return
    }
    // A whole game's review runs the default look-ahead on every board:
    // more than the default 20 s on a busy machine.
    let server = try ServerProcess.start(options: ["--jobs", "2", "--review-time", "900"])
    defer { server.stop() }
    let driver = try ChromeDriver.start()
    defer { driver.stop() }
    let session = try await WebDriver.connect(port: driver.port, browser: browser)
    // The screenshots, kept until the test ends: the browser reads a file
    // again each time it posts it.
    let shots = try BrowserTests.folder().appendingPathComponent("games-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: shots) }
    var total = Tally()
    do {
      for seed in 0..<Self.games {
        let game = try await Self.play(
          seed: seed, session: session, port: server.port, folder: shots)
        total.words += game.words
        total.learnt += game.learnt
        total.moves += game.moves
        total.named += game.named
        total.wrong += game.wrong
      }
    } catch {
      try? await session.quit()
      throw error
    }
    try await session.quit()
    print(
      "browser games: the kept game named \(total.learnt) of \(total.words) words, the review "
        + "\(total.named) of \(total.moves) moves of yours")
    #expect(total.wrong.isEmpty, "\(total.wrong)")
    #expect(total.learnt * 100 >= total.words * 95, "history: \(total.learnt) of \(total.words)")
    #expect(total.named * 100 >= total.moves * 95, "review: \(total.named) of \(total.moves)")
    #expect(total.moves >= Self.games * 2, "the games are whole games")
  }

  /// Plays game `seed` through the page at `port`, reviews it there, and
  /// tallies what the kept game and the review named.
  static func play(seed: Int, session: WebDriver, port: Int, folder: URL) async throws -> Tally {
    var generator = SplitMix64(seed: UInt64(2000 + seed))
    var game = Game(
      letters: BoardLetterDistribution.randomBoard(using: &generator),
      theme: Theme.allCases[seed % Theme.allCases.count],
      layout: ScreenLayout.allCases[(seed / 2) % ScreenLayout.allCases.count],
      everyMove: seed % 2 == 0, name: "game \(seed)", folder: folder)
    try await session.open("http://127.0.0.1:\(port)/")
    // The last answer the page was sent, for a failure's message.
    _ = try await session.script(
      """
      const fetched = window.fetch;
      window.fetch = async (...request) => {
        const response = await fetched(...request);
        window.lastResponse = [String(request[0]), response.status, await response.clone().text()];
        return response;
      };
      """)
    var yours: [String] = []
    while !game.ownership.isFull {
      if game.toMove == .player {
        let move = try await game.upload(showing: .player, session: session)
        guard let move else { break }
        yours.append(move.word)
        game.play(move, by: .player)
        if game.everyMove && !game.ownership.isFull {
          _ = try await game.upload(showing: .opponent, session: session)
        }
      } else {
        guard let reply = try game.engineReply(port: port) else { break }
        game.play(reply, by: .opponent)
      }
    }
    // The last screenshot: the game over (no marker), or the side that
    // could not move to move, unless the last one showed the board.
    if game.uploaded != game.board() {
      _ = try await game.upload(
        showing: game.ownership.isFull ? nil : game.toMove, session: session)
    }
    return try await tally(game, yours: yours, session: session)
  }

  /// What the page's kept game learnt and its review named of `game`, whose
  /// moves of yours were `yours`.
  static func tally(_ game: Game, yours: [String], session: WebDriver) async throws -> Tally {
    let letters = game.board().letterString
    let kept = try await session.keptGame(letters: letters)
    let learnt = Set(
      kept.flatMap { ($0["learnt"] as? [[String: Any]] ?? []).compactMap { $0["word"] as? String } }
        .map { $0.lowercased() })
    var tally = Tally(words: game.words.count, learnt: learnt.intersection(game.words).count)
    if !game.ownership.isFull {
      tally.wrong.append("\(game.name): ended before the board was full")
    }
    tally.wrong += learnt.subtracting(game.words).sorted().map { "\(game.name): learnt \($0)" }
    try await session.click(session.element("#review"))
    let review = try await session.waitForReview(seconds: 600)
    tally.moves = yours.count
    guard review.words.count == yours.count else {
      tally.wrong.append("\(game.name): \(review.words.count) rows for \(yours.count) moves")
      return tally
    }
    // A word the boards cannot tell is "unknown", in lower case (words are
    // upper case).
    for (index, (row, word)) in zip(review.words, yours).enumerated() where row != "unknown" {
      if row.lowercased() == word {
        tally.named += 1
      } else {
        tally.wrong.append("\(game.name), move \(index + 1): \(row) for \(word)")
      }
    }
    return tally
  }
}

/// One game as the test plays it: the board, whose turn, the last move (for
/// the bubble), the words played, and the screenshot last uploaded.
struct Game {
  let letters: [Letter]
  let theme: Theme
  let layout: ScreenLayout
  /// Whether a screenshot is taken after every move (else only on yours).
  let everyMove: Bool
  let name: String
  /// Where its screenshots are drawn.
  let folder: URL
  var ownership = Ownership.unclaimedBoard
  var toMove = Owner.player
  var last: (word: String, by: Owner)?
  /// The words played, in order, lower case.
  var words: [String] = []
  /// The board of the screenshot last uploaded.
  var uploaded: Board?
  var shots = 0

  init(
    letters: [Letter], theme: Theme, layout: ScreenLayout, everyMove: Bool, name: String,
    folder: URL
  ) {
    self.folder = folder
    self.letters = letters
    self.theme = theme
    self.layout = layout
    self.everyMove = everyMove
    self.name = name
  }

  /// A move: its word (lower case) and tiles in tap order.
  struct Move {
    let word: String
    let tiles: [Int]
  }

  /// The board as it stands, the seats swapped when `swapped`.
  func board(swapped: Bool = false) -> Board {
    Board(
      letters: letters,
      owners: (0..<Board.tileCount).map { tile in
        let owner = ownership.owner(of: tile)
        return swapped ? owner.map { $0 == .player ? .opponent : .player } : owner
      })
  }

  mutating func play(_ move: Move, by side: Owner) {
    words.append(move.word)
    ownership = ownership.playing(TileSet(move.tiles), by: side)
    last = (move.word, side)
    toMove = side == .player ? .opponent : .player
  }

  /// Draws the screenshot of the game as it stands with `render`, `mover`'s
  /// turn marked, uploads it to the page and waits for its answer: the move
  /// it shows first (`nil` when none).
  mutating func upload(showing mover: Owner?, session: WebDriver) async throws -> Move? {
    let board = board()
    let name = "game-shot-\(UUID().uuidString)"
    let text = folder.appendingPathComponent(name + ".txt")
    let image = folder.appendingPathComponent(name + ".png")
    try BoardText.format(board).write(to: text, atomically: true, encoding: .utf8)
    var arguments = [
      "render", text.path, "--theme", theme.rawValue, "--layout", layout.rawValue, "--width",
      String(BrowserGamesTests.width), "--output", image.path,
    ]
    if let mover { arguments += ["--to-move", mover == .player ? "you" : "opponent"] }
    if let last {
      arguments += ["--played", last.word, "--played-by", last.by == .player ? "you" : "opponent"]
    }
    let outcome = try CommandRunner.run(arguments)
    guard outcome.status == 0 else { throw BrowserTestError("render: \(outcome.standardError)") }
    let before = try await session.script(Self.savedScript(board.letterString)) as? Double
    try await session.sendKeys(image.path, to: session.element("#file"))
    let solution = try await session.waitForSolution(
      letters: board.letterString, savedBefore: before, shot: "\(name) \(shots)")
    shots += 1
    uploaded = board
    #expect(solution.colors == board.colorString, "\(self.name) shot \(shots): misread")
    return solution.move
  }

  /// The script that gives when the page last saved the game of `letters`.
  static func savedScript(_ letters: String) -> String {
    "return (JSON.parse(localStorage.getItem('lettersolve.game.\(letters)') || '{}')).saved || 0"
  }

  /// The opponent's move: the server's one-move answer on the board with the
  /// seats swapped, every word played given (`nil`: it cannot move).
  func engineReply(port: Int) throws -> Move? {
    let played = words.isEmpty ? "" : "&played=" + words.joined(separator: ",")
    let board = board(swapped: true)
    let body = try JSONSerialization.data(withJSONObject: [
      "letters": board.letterString, "colors": board.colorString,
    ])
    let (status, data) = try HTTP.exchange(
      "POST", "http://127.0.0.1:\(port)/api/solve?depth=1&limit=1" + played, body: body)
    guard status == 200,
      let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let moves = json["moves"] as? [[String: Any]]
    else { throw BrowserTestError("\(name): the engine's answer: \(status)") }
    guard let move = moves.first, let word = move["word"] as? String else { return nil }
    let tiles = (move["tiles"] as? [String] ?? []).compactMap(Board.tileIndex(named:))
    return Move(word: word.lowercased(), tiles: tiles)
  }
}

extension WebDriver {
  /// Waits (up to two minutes) until the page has kept a new answer for the
  /// game of `letters` (its save time no longer `savedBefore`) and shows
  /// it; returns the board it read and its first move.
  func waitForSolution(letters: String, savedBefore: Double?, shot: String) async throws -> (
    colors: String, move: Game.Move?
  ) {
    let source = """
      const game = JSON.parse(localStorage.getItem('lettersolve.game.\(letters)') || '{}');
      const solution = state.solution;
      const move = solution && solution.moves.length ? solution.moves[0] : null;
      return { saved: game.saved || 0, status: document.getElementById('status').textContent,
        colors: solution ? solution.board.colors : '',
        word: move ? move.word : '', tiles: move ? move.tiles : [],
        response: String(window.lastResponse || '').slice(0, 300),
        kept: JSON.stringify(game.states || []).slice(0, 3000) };
      """
    var last: [String: Any] = [:]
    for _ in 0..<600 {
      last = try await script(source) as? [String: Any] ?? [:]
      let saved = last["saved"] as? Double ?? 0
      let status = last["status"] as? String ?? ""
      // Work in progress ends in an ellipsis ("Reading…", "Solving…").
      if !status.isEmpty && !status.hasSuffix("\u{2026}") {
        throw BrowserTestError(
          "\(shot): the page says \(status) (\(last["response"] ?? "")) kept: \(last["kept"] ?? "")"
        )
      }
      if saved != 0 && saved != savedBefore && status.isEmpty {
        let word = (last["word"] as? String ?? "").lowercased()
        let tiles = (last["tiles"] as? [String] ?? []).compactMap(Board.tileIndex(named:))
        return (
          last["colors"] as? String ?? "", word.isEmpty ? nil : Game.Move(word: word, tiles: tiles)
        )
      }
      try await Task.sleep(nanoseconds: 200_000_000)
    }
    throw BrowserTestError("\(shot): the page kept no answer: \(last)")
  }
}
