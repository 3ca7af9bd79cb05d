import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

/// `lettersolve solve` run as a process on boards given as text, with a
/// 50-word fixture list, against recorded outputs in Tests/Snapshots/
/// (re-record with `RECORD_SNAPSHOTS=1 swift test`).
@Suite(.endToEnd) struct SolveCommandTests {
  static let snapshots = Fixtures.snapshots
  /// The fixture list, relative: the binary runs in `snapshots`, so the
  /// list's name in the output does not depend on the checkout's path.
  static let words = "solve-words.txt"

  /// A mid-game board: QUILT / SEDRA / DISHO / PENCA / RTXYZ.
  static let board = QuiltBoard.letters + ":" + "bbwrr" + "bbwrR" + "wwwRR" + "rwwbw" + "wwwbb"

  /// Runs the built binary in `snapshots` with a clean environment: only
  /// `PATH`, and a fresh `HOME` so no user's templates or lists are seen.
  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("solve-\(UUID())")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let outcome = try CommandRunner.run(
      arguments, environment: ["PATH": "/usr/bin:/bin", "HOME": home.path],
      inheritingEnvironment: false, directory: snapshots)
    return (outcome.status, outcome.standardOutput, outcome.standardError)
  }

  @Test(arguments: [
    ("solve-best.txt", ["--limit", "5"]),
    ("solve-score.txt", ["--rank", "score", "--limit", "4"]),
    ("solve-length.txt", ["--rank", "length", "--limit", "6"]),
    ("solve-played.txt", ["--played", "horse,rose", "--limit", "3"]),
    ("solve-best.json", ["--json", "--limit", "3"]),
    ("solve-every-tile-choice.txt", ["--every-tile-choice", "--limit", "5"]),
    // Two tiles left; ZIT takes both and wins.
    (
      "solve-wins-now.txt",
      ["--board", QuiltBoard.letters + ":" + QuiltBoard.endgameColors, "--limit", "2"]
    ),
    // Two tiles left, the opponent far ahead: every move lets them finish with ZIT.
    (
      "solve-hands-a-win.txt",
      ["--board", QuiltBoard.letters + ":bbbbbrrrrrbbbrrrrrrrrwrrw", "--limit", "2"]
    ),
  ])
  func matchesSnapshot(name: String, arguments: [String]) throws {
    let board = arguments.contains("--board") ? [] : ["--board", Self.board]
    // The one-move ranking (--depth 1): the look-ahead's depth depends on time.
    let result = try Self.run(board + ["--dict", Self.words, "--depth", "1"] + arguments)
    #expect(result.status == 0, "stderr: \(result.errors)")
    #expect(result.errors.isEmpty)
    try expectSnapshot(result.output, named: name)
  }

  @Test func jsonHasTheDocumentedShape() throws {
    let result = try Self.run([
      "--board", Self.board, "--dict", Self.words, "--json", "--played", "quilts",
    ])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let board = try #require(object["board"] as? [String: Any])
    #expect(board["letters"] as? String == QuiltBoard.letters)
    // Shades are derived from ownership, not taken from the input: Q is
    // locked by U and S; H and O claimed defended are not.
    #expect(board["colors"] as? String == "BbwrRbbwrRwwwrrrwwbwwwwbb")
    let dictionary = try #require(object["dictionary"] as? [String: Any])
    #expect(dictionary["played"] as? [String] == ["QUILTS"])
    let moves = try #require(object["moves"] as? [[String: Any]])
    #expect(moves.count == 10)
    let words = moves.compactMap { $0["word"] as? String }
    #expect(!words.contains("QUILT") && !words.contains("QUILTS"))
    for move in moves {
      let tiles = try #require(move["tiles"] as? [String]).compactMap(Board.tileIndex(named:))
      let word = try #require(move["word"] as? String)
      let letters = Array(QuiltBoard.letters)
      #expect(String(tiles.map { letters[$0] }) == word)
      for key in ["score", "defended"] {
        let bySeat = try #require(move[key] as? [String: Int])
        #expect(Set(bySeat.keys) == ["player", "opponent"])
      }
      #expect(move["ends_game"] is Bool && move["wins"] is Bool)
    }
  }

  @Test func timeGivenWithDepthLimitsIt() throws {
    // Forty plies cannot be searched in a fifth of a second; alone, --depth
    // has no time limit.
    let result = try Self.run([
      "--board", Self.board, "--dict", Self.words, "--json", "--depth", "40", "--time", "0.2",
    ])
    #expect(result.status == 0, "stderr: \(result.errors)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let search = try #require(object["search"] as? [String: Any])
    let depth = try #require(search["depth"] as? Int)
    #expect(depth >= 1 && depth < 40)
  }

  @Test func anUnprovedEndgameSaysHowFarTheSolverLooked() throws {
    // Four tiles unclaimed (C, I, T, X), no forced result within two plies.
    let endgame = QuiltBoard.letters + ":" + "bbbrr" + "bbbrR" + "bbwRR" + "rbwbr" + "rwwbb"
    let json = try Self.run(["--board", endgame, "--dict", Self.words, "--json", "--depth", "2"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let search = try #require(object["search"] as? [String: Any])
    #expect(search["proven"] as? Bool == false)
    #expect(search["endgame_horizon"] as? Int == 2)
    let text = try Self.run([
      "--board", endgame, "--dict", Self.words, "--depth", "2", "--verbose",
    ])
    #expect(text.output.contains("Endgame: no forced result found within 2 plies."))
    // Not an endgame: no such key.
    let midGame = try Self.run([
      "--board", Self.board, "--dict", Self.words, "--json", "--depth", "2",
    ])
    #expect(!midGame.output.contains("endgame_horizon"))
  }

  /// `--rank length` lists the same words, in the same order, as the
  /// `words` command (the original longest-word list).
  @Test func rankLengthFollowsTheWordsCommand() throws {
    let played = ["--played", "quilts"]
    let solved = try Self.run(
      ["--board", Self.board, "--dict", Self.words, "--rank", "length", "--limit", "100", "--json"]
        + played)
    let listed = try Self.run(
      ["words", String(Self.board.prefix(25)), "--dict", Self.words, "--json"] + played)
    func strings(_ json: String, _ key: String) throws -> [Any] {
      let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
      return try #require(object?[key] as? [Any])
    }
    let solvedWords = try strings(solved.output, "moves").compactMap {
      ($0 as? [String: Any])?["word"] as? String
    }
    let listedWords = try strings(listed.output, "words").compactMap { $0 as? String }
    #expect(!solvedWords.isEmpty)
    #expect(solvedWords == listedWords)
  }

  @Test func boardFileWithOwnerMarks() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("board-\(UUID()).txt")
    try """
    Qb Ub I  Lr Tr
    Sb Eb D  Rr AR
    D  I  S  HR OR
    Pr E  N  Cb A
    R  T  X  Yb Zb
    """.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let fromFile = try Self.run([
      "--board", file.path, "--dict", Self.words, "--json", "--depth", "1",
    ])
    let fromText = try Self.run([
      "--board", Self.board, "--dict", Self.words, "--json", "--depth", "1",
    ])
    #expect(fromFile.status == 0)
    #expect(fromFile.output == fromText.output)
  }

  @Test func annotateWritesTheBoardWithTheBestTilesMarked() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "annotated-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try Self.run([
      "--board", Self.board, "--dict", Self.words, "--annotate", out.path, "--json", "--limit", "1",
    ])
    #expect(result.status == 0, "stderr: \(result.errors)")
    let image = try Image(contentsOfFile: out.path)
    #expect(image.width == 640 && image.height == 1136)
    // The best move's tiles carry the yellow outline; other tiles do not.
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let moves = try #require(object["moves"] as? [[String: Any]])
    let best = try #require(moves.first?["tiles"] as? [String]).compactMap(Board.tileIndex(named:))
    let yellow = RGBA(hex: 0xFFD400)
    for tile in 0..<25 {
      // A point on the tile's outline band, clear of the badge: right edge, middle.
      let x = (tile % 5) * 128 + 124
      let y = 496 + (tile / 5) * 128 + 64
      #expect((image[x, y] == yellow) == best.contains(tile), "tile \(tile)")
    }
  }

  @Test func aFullBoardIsAFinishedGame() throws {
    let full = QuiltBoard.letters + ":" + String(repeating: "b", count: 20) + "rrrrr"
    let result = try Self.run(["--board", full, "--dict", Self.words])
    #expect(result.status == 0)
    // The result first: the score and the winner.
    #expect(result.output.hasPrefix("The game is over: you 20, them 5. You won.\n"))
  }

  @Test func noPlayableWordSaysPass() throws {
    let result = try Self.run(["--board", "ZZZZZZZZZZZZZZZZZZZZZZZZZ", "--dict", Self.words])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("No playable word: pass.\n"))
  }

  static let badInputs: [(arguments: [String], status: Int32)] = [
    (["--board", "ABC"], 1),  // too few letters
    (["--board", QuiltBoard.letters + ":bbb"], 1),  // too few colours
    (["--board", QuiltBoard.letters + ":" + String(repeating: "x", count: 25)], 1),
    (["--board", "/nonexistent/board.txt"], 1),
    (["/nonexistent/shot.png"], 1),
    (["--board", QuiltBoard.letters, "--played", "it's"], 1),
    (["--board", QuiltBoard.letters, "--dict", "/nonexistent/words.txt"], 1),
    ([], 64),  // neither a screenshot nor a board
    (["shot.png", "--board", QuiltBoard.letters], 64),
    (["--board", QuiltBoard.letters, "--limit", "0"], 64),
    (["--board", QuiltBoard.letters, "--rank", "random"], 64),
  ]

  @Test(arguments: badInputs)
  func badInputExitsWithOneLine(_ input: (arguments: [String], status: Int32)) throws {
    let (arguments, status) = input
    let dictionary = arguments.contains("--dict") ? [] : ["--dict", Self.words]
    let result = try Self.run(arguments + dictionary)
    #expect(result.status == status, "stderr: \(result.errors)")
    #expect(result.output.isEmpty)
    let errorLines = result.errors.split(separator: "\n")
    if status == 1 { #expect(errorLines.count == 1, "stderr: \(result.errors)") }
  }

  // MARK: - The self-made samples, with the game's list

  static let sampleNames: [String] = {
    let list =
      (try? String(
        contentsOf: Fixtures.samples.appendingPathComponent("samples.list"), encoding: .utf8)) ?? ""
    return list.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
  }()

  @Test(
    .enabled(if: GameList.isInstalled, Comment(rawValue: GameList.missing)),
    arguments: sampleNames)
  func sampleScreenshotMatchesSnapshotAndTruth(name: String) throws {
    let screenshot = Fixtures.samples.appendingPathComponent(name + ".png").path
    let truth = Fixtures.samples.appendingPathComponent(name + ".txt").path
    // The one-move ranking (--depth 1): the look-ahead's depth depends on time.
    let text = try Self.run([screenshot, "--limit", "3", "--dict", "letterpress", "--depth", "1"])
    #expect(text.status == 0, "stderr: \(text.errors)")
    try expectSnapshot(text.output, named: "samples/\(name).txt")
    // The screenshot and its truth file give the same answer.
    let fromImage = try Self.run([screenshot, "--json", "--dict", "letterpress", "--depth", "1"])
    let fromTruth = try Self.run([
      "--board", truth, "--json", "--dict", "letterpress", "--depth", "1",
    ])
    #expect(fromImage.output == fromTruth.output)
  }

  /// The default answer, at the default look-ahead (bounded by work, so the
  /// same on every run), is the README's example.
  @Test(.enabled(if: GameList.isInstalled, Comment(rawValue: GameList.missing)))
  func defaultAnswerIsTheReadmeExample() throws {
    let screenshot = Fixtures.samples.appendingPathComponent("light-iphone5.png").path
    // The default work budget, with a cap that a loaded machine's debug
    // build cannot reach (the README's answer is the uncut one).
    let run = try Self.run([
      screenshot, "--limit", "1", "--dict", "letterpress", "--cap", Self.unreachableCap,
    ])
    #expect(run.status == 0, "stderr: \(run.errors)")
    try expectSnapshot(run.output, named: "readme-light-iphone5.txt")
    let readme = try String(
      contentsOf: Fixtures.projectRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(
      readme.contains(
        "$ lettersolve Samples/light-iphone5.png --limit 1\n" + run.output + "```\n"))
  }

  /// A six-ply look-ahead on a board of the fixture list. (With 50 words the
  /// default work budget allows so many nodes that the time cap ends it, so
  /// the default budget's snapshot is the README's, on the game's list.)
  @Test func lookAheadAnswerMatchesSnapshot() throws {
    let run = try Self.run([
      "--board", Self.board, "--dict", Self.words, "--limit", "4", "--depth", "6",
    ])
    #expect(run.status == 0, "stderr: \(run.errors)")
    try expectSnapshot(run.output, named: "solve-look-ahead.txt")
  }

  /// A cap the default work budget never reaches, even in a debug build on a
  /// loaded machine: the snapshots are the answers the work budget gives.
  static let unreachableCap = "600"

  /// A cap too short for any look-ahead cuts it, and the answer says so.
  @Test func aCapThatCutsTheLookAheadIsReported() throws {
    let run = try Self.run(["--board", Self.board, "--dict", Self.words, "--cap", "0.000001"])
    #expect(run.status == 0, "stderr: \(run.errors)")
    #expect(run.output.contains("The time limit cut the look-ahead short"))
  }

  @Test(.enabled(if: GameList.isInstalled, Comment(rawValue: GameList.missing)))
  func annotatesAScreenshotInPlace() throws {
    let screenshot = Fixtures.samples.appendingPathComponent("light-iphone5.png").path
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "annotated-\(UUID()).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try Self.run([screenshot, "--annotate", out.path, "--dict", "letterpress"])
    #expect(result.status == 0, "stderr: \(result.errors)")
    let original = try Image(contentsOfFile: screenshot)
    let annotated = try Image(contentsOfFile: out.path)
    #expect(annotated.width == original.width && annotated.height == original.height)
    // The header keeps its avatars; a banner with the word and the score is
    // drawn just above the board (the bottom 640 x 640), in black on white.
    let header = Rect(x: 0, y: 0, width: 640, height: 360)
    #expect(annotated.cropped(to: header).pixels == original.cropped(to: header).pixels)
    let banner = annotated.cropped(to: Rect(x: 0, y: 400, width: 640, height: 80)).pixels
    #expect(banner.contains(RGBA(hex: 0x000000)) && banner.contains(RGBA(hex: 0xFFFFFF)))
    #expect(annotated.pixels.contains(RGBA(hex: 0xFFD400)))
    #expect(!original.pixels.contains(RGBA(hex: 0xFFD400)))
    // The tap-order badges leave every letter as it was: inside each tile's
    // glyph (its ink's bounding box, away from the tile's edges) no pixel changed.
    for tile in 0..<25 {
      let rect = Rect(x: (tile % 5) * 128, y: 496 + (tile / 5) * 128, width: 128, height: 128)
      let glyph = try #require(Self.inkBounds(original.cropped(to: rect)), "tile \(tile)")
      let area = Rect(
        x: rect.x + glyph.x, y: rect.y + glyph.y, width: glyph.width, height: glyph.height)
      #expect(
        annotated.cropped(to: area).pixels == original.cropped(to: area).pixels, "tile \(tile)")
    }
  }

  /// The bounding box of the pixels of `tile` far from its background (the
  /// colour a tenth of the way in from its top-left corner), ignoring the
  /// outer tenth; `nil` when there are none.
  static func inkBounds(_ tile: Image) -> Rect? {
    let margin = tile.width / 10
    let background = tile[margin, margin].luma
    var (left, top, right, bottom) = (Int.max, Int.max, -1, -1)
    for y in margin..<(tile.height - margin) {
      for x in margin..<(tile.width - margin) where abs(tile[x, y].luma - background) > 60 {
        (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x), max(bottom, y))
      }
    }
    guard right >= 0 else { return nil }
    return Rect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }

  @Test func thereAreSamples() {
    #expect(Self.sampleNames.count >= 8)
  }
}
