import Foundation
import Testing
import _TestSupport

/// One screenshot, one answer, from every front end.
///
/// Corpus screenshots of different devices and themes, with and without a "played" bubble, one showing the opponent to
/// move, through every front end, each with a fresh history: the default
/// command (text and `--json`), `batch`, `watch`, `serve`'s `POST
/// /api/solve` with the image, and the page in a real browser. The move,
/// its tiles in tap order, the score after it, the expected reply and the
/// win chance before and after it are the same in all of them (issue 29).
///
/// The default look-ahead is bounded by work, so its answer does not depend
/// on the machine's load unless its time cap cuts it (which the answer
/// says). Every front end here runs with the cap out of reach (`--cap`,
/// `serve --cap`), so that no screenshot is left out on a busy machine:
/// none may be cut, and every one is compared.
@Suite(
  .browser, .serialized,
  .enabled(
    if: Fixtures.shared != nil && GameList.isInstalled,
    Comment(rawValue: Fixtures.sharedMissing + "; or " + GameList.missing)))
struct OneAnswerTests {
  /// Screenshots chosen and compared.
  static let chosenCount = 12
  /// The time cap every front end is given: out of reach.
  static let cap = ["--cap", "600"]

  /// The game's list for every run, not the fixture list.
  static let environment = ["LETTERSOLVE_DICT": GameList.path]

  /// What a front end shows of its best move.
  struct Shown: Equatable, CustomStringConvertible {
    var word: String
    /// The tiles in tap order, named `r1c2`.
    var tiles: [String]
    /// Yours and theirs after the move.
    var score: [Int]
    /// The expected reply, upper case, `pass`, or nil when none is named.
    var reply: String?
    /// The estimated win chances shown, before the move and after it, as
    /// whole percentages (a proved chance, 1 or 0, is said in words).
    var chances: [Int]

    var description: String {
      "\(word) \(tiles.joined(separator: " ")) \(score) reply \(reply ?? "-") chances \(chances)"
    }

    /// The percentages of a sentence.
    ///
    /// `You are ahead: about 70% to win; 74% after WORD and their reply.` gives
    /// 70, 74.
    static func percentages(in text: String) -> [Int] {
      text.matches(of: #/(\d+)%/#).compactMap { Int($0.1) }
    }

    /// The best move of a `solve --json` document (or a batch line); on
    /// the opponent's turn, your answer to their likely move, and your
    /// chance with them to move.
    init(json object: [String: Any]) throws {
      if let their = object["their_turn"] as? [String: Any] {
        let chance = try #require(their["win_chance"] as? Double, "no win_chance: \(their)")
        chances = chance > 0 && chance < 1 ? [min(max(Int((chance * 100).rounded()), 1), 99)] : []
        reply = nil
        if let answer = their["answer"] as? String {
          let score = their["score_after_answer"] as? [String: Int] ?? [:]
          word = answer
          tiles = their["answer_tiles"] as? [String] ?? []
          self.score = [score["player"] ?? -1, score["opponent"] ?? -1]
          return
        }
      } else {
        chances = []
        reply = nil
      }
      let move = try #require((object["moves"] as? [[String: Any]])?.first, "no move: \(object)")
      let score = move["score"] as? [String: Int] ?? [:]
      word = move["word"] as? String ?? ""
      tiles = move["tiles"] as? [String] ?? []
      self.score = [score["player"] ?? -1, score["opponent"] ?? -1]
      guard object["their_turn"] == nil else { return }
      // The text names the reply beside an estimated chance after the move
      // (a move that wins now, or a proven 1 or 0, is said in words).
      let estimated = (move["win_chance"] as? Double).map { $0 > 0 && $0 < 1 } ?? false
      reply =
        estimated && move["wins"] as? Bool != true && move["score_after_reply"] != nil
        ? move["reply"] as? String : nil
      // A chance of exactly 1 or 0 (or a proved draw's 0.5) is said in
      // words; an estimate as a percentage within 1-99.
      let draw = (object["search"] as? [String: Any])?["outcome"] as? String == "draw"
      let before = try #require(object["win_chance"] as? Double, "no win_chance: \(object)")
      let after = try #require(move["win_chance"] as? Double, "no move win_chance: \(move)")
      #expect((0...1).contains(before) && (0...1).contains(after))
      var chances: [Int] = []
      for (chance, proved) in [(before, draw), (after, false)] {
        guard chance > 0, chance < 1, !proved else { continue }
        let percent = Int((chance * 100).rounded())
        chances.append(min(max(percent, 1), 99))
      }
      self.chances = chances
    }

    /// The best move of the default text: `Play WORD: you 3 → 11, them 10 →
    /// 6; …` (on their turn `For later, if they play X: answer WORD: …`),
    /// its `Tap` list (over one or more lines), and the reply the chance
    /// names (`and their best answer X (…)`, or `and their pass`).
    init(text: String) throws {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let first = try #require(lines.first, "no output")
      let theirTurn = first.hasPrefix("Their turn")
      // The move's line: the first, after a turn or a doubt that leads.
      let start = try #require(
        lines.firstIndex { $0.hasPrefix("Play ") || $0.hasPrefix("For later") }, "no move: \(text)")
      var play = lines[start]
      // Its continuation lines, up to the tap list.
      for line in lines[(start + 1)...] {
        if line.hasPrefix("  Tap ") || line.isEmpty { break }
        play += " " + line.trimmingCharacters(in: .whitespaces)
      }
      (word, score) = try Self.headline(play)
      let tap = try #require(lines.firstIndex { $0.hasPrefix("  Tap ") }, "no tap list: \(text)")
      var list = String(lines[tap].dropFirst("  Tap ".count))
      for line in lines[(tap + 1)...] where line.hasPrefix("      ") && !list.hasSuffix(".") {
        list += " " + line.trimmingCharacters(in: .whitespaces)
      }
      tiles = list.dropLast().split(separator: ",").map {
        String($0.split(separator: " ").last ?? "")
      }
      reply = theirTurn ? nil : Self.reply(in: lines.prefix { !$0.hasPrefix("Other moves") })
      // Who is winning: the lines after the grid, up to the other moves.
      let rest = lines[(tap + 1)...].drop { $0.hasPrefix("      ") }.drop { !$0.isEmpty }
        .dropFirst().drop { !$0.isEmpty }.dropFirst()
      let standing = rest.prefix { !$0.isEmpty }.joined(separator: " ")
      #expect(
        ["  You ", "  They ", "  It is "].contains { standing.hasPrefix($0) }, "\(standing)")
      chances = Self.percentages(in: standing)
    }

    /// The page's answer text, with the tiles its board numbers, and its
    /// line of who is winning.
    init(page answer: String, tiles: [Int], standing: String) throws {
      (word, score) = try Self.headline(answer)
      self.tiles = tiles.map { "r\($0 / 5 + 1)c\($0 % 5 + 1)" }
      reply = Self.reply(in: [answer, standing])
      #expect(
        ["You ", "They ", "It is "].contains { standing.hasPrefix($0) }, "page: \(standing)")
      chances = Self.percentages(in: standing)
    }

    /// The word and the score after it in `Play WORD: you a → b, them c → d`
    /// (or `… play WORD: …`, `… answer WORD: …` for later, on their turn).
    static func headline(_ line: String) throws -> (String, [Int]) {
      let pattern = #/(?:Play|play|answer) ([A-Z]+): you \d+ → (\d+), them \d+ → (\d+)/#
      let match = try #require(line.firstMatch(of: pattern), "not a move: \(line)")
      return (String(match.1), [Int(match.2) ?? -1, Int(match.3) ?? -1])
    }

    /// The reply the chance names: `and their best answer X (`, or `and
    /// their pass`.
    static func reply(in lines: some Sequence<String>) -> String? {
      // Wrapped lines joined, their indents and line breaks as single spaces.
      let text = lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
      if text.contains("and their pass") { return "pass" }
      return text.firstMatch(of: #/and their best answer ([A-Z]+) \(/#).map { String($0.1) }
    }
  }

  /// The answers of one screenshot, by front end, and whether any was cut
  /// short by the time cap.
  struct Answers {
    var shown: [String: Shown] = [:]
    var cut = false
    /// Whose turn the CLI's JSON says the screenshot shows.
    var toMove: String?
    /// What the page says of the turn.
    var pageSituation = ""
  }

  @Test func everyFrontEndGivesTheSameMove() async throws {
    let chosen = try Self.choose()
    #expect(chosen.contains { $0.bubble } && chosen.contains { $0.opponentToMove })
    #expect(Set(chosen.map(\.entry.theme)).count >= 4)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("one-answer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var copies: [String] = []
    for choice in chosen {
      let copy = folder.appendingPathComponent((choice.entry.file as NSString).lastPathComponent)
      try FileManager.default.copyItem(at: choice.entry.url, to: copy)
      copies.append(copy.path)
    }
    var answers = [Answers](repeating: Answers(), count: copies.count)

    for (index, file) in copies.enumerated() {
      let text = try CommandRunner.run([file] + Self.cap, environment: Self.environment)
      try #require(text.status == 0, "\(file): \(text.standardError)")
      answers[index].shown["text"] = try Shown(text: text.standardOutput)
      answers[index].cut =
        answers[index].cut || text.standardOutput.contains("The time limit cut the look-ahead")
      let json = try CommandRunner.run([file, "--json"] + Self.cap, environment: Self.environment)
      try #require(json.status == 0, "\(file): \(json.standardError)")
      let object = try CommandRunner.object(json.standardOutput)
      answers[index].shown["json"] = try Shown(json: object)
      answers[index].cut = answers[index].cut || Self.isCut(object)
      answers[index].toMove = object["to_move"] as? String
    }

    let batch = try CommandRunner.run(
      ["batch", "--json", folder.path] + Self.cap, environment: Self.environment)
    #expect(batch.status == 0, "\(batch.standardError)")
    try record(batch.lines, as: "batch", files: copies, into: &answers)
    try record(
      try Self.watch(folder.path, count: copies.count), as: "watch", files: copies, into: &answers)

    let server = try ServerProcess.start(
      environment: Self.environment, options: ["--jobs", "2"] + Self.cap)
    defer { server.stop() }
    for (index, file) in copies.enumerated() {
      let type = file.hasSuffix(".png") ? "image/png" : "image/jpeg"
      let (status, body) = try HTTP.exchange(
        "POST", "http://127.0.0.1:\(server.port)/api/solve",
        body: try Data(contentsOf: URL(fileURLWithPath: file)), contentType: type)
      #expect(status == 200, "\(file): \(String(decoding: body, as: UTF8.self))")
      let object = try CommandRunner.object(String(decoding: body, as: UTF8.self))
      answers[index].shown["api"] = try Shown(json: object)
      answers[index].cut = answers[index].cut || Self.isCut(object)
    }
    try await pageAnswers(server: server, files: copies, into: &answers)

    // The page says whose turn the screenshot shows, as the CLI reads it
    // (the server's `sentences.turn`, shown only on their turn).
    for (file, answer) in zip(copies, answers) {
      let opponent = answer.pageSituation.hasPrefix("Their turn")
      #expect(opponent == (answer.toMove == "opponent"), "\(file): \(answer.pageSituation)")
    }
    #expect(copies.count == Self.chosenCount)
    for (file, answer) in zip(copies, answers) {
      let name = (file as NSString).lastPathComponent
      #expect(!answer.cut, "\(name): a front end's look-ahead was cut by a cap of 600 s")
      let text = try #require(answer.shown["text"], "\(name)")
      #expect(answer.shown.count == 6, "\(name): \(answer.shown.keys.sorted())")
      for (frontEnd, shown) in answer.shown.sorted(by: { $0.key < $1.key }) {
        #expect(shown == text, "\(name): \(frontEnd) shows \(shown), the default text \(text)")
      }
    }
    print("one answer: \(copies.count) screenshots, the same move from 6 front ends")
  }

  /// `batch` solving several screenshots at once (two jobs, two threads of
  /// this process spinning beside it) gives each the default command's
  /// answer alone: the same move, tiles and node count (issue 41). The time
  /// cap is moved out of reach in both, so that a busy machine cannot cut
  /// either: the default look-ahead is bounded by its work alone.
  @Test func batchGivesEachScreenshotItsLoneAnswerUnderLoad() throws {
    let chosen = try Self.choose().prefix(8)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("lone-answer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var alone: [String: String] = [:]
    for choice in chosen {
      let copy = folder.appendingPathComponent((choice.entry.file as NSString).lastPathComponent)
      try FileManager.default.copyItem(at: choice.entry.url, to: copy)
      let run = try CommandRunner.run(
        [copy.path, "--json", "--no-history", "--cap", "600"], environment: Self.environment)
      try #require(run.status == 0, "\(copy.path): \(run.standardError)")
      alone[copy.path] = try Self.loneAnswer(CommandRunner.object(run.standardOutput))
    }
    let spinning = Spinners(count: 2)
    let batch = try CommandRunner.run(
      ["batch", "--json", "--no-history", "--cap", "600", "--jobs", "2", folder.path],
      environment: Self.environment)
    spinning.stop()
    #expect(batch.status == 0, "\(batch.standardError)")
    var compared = 0
    for line in batch.lines {
      let object = try CommandRunner.object(line)
      let file = try #require(object["file"] as? String)
      #expect(try Self.loneAnswer(object) == alone[file], "\(file)")
      compared += 1
    }
    #expect(compared == chosen.count)
  }

  /// The move, its tiles, and the search's nodes, depth and cut of one
  /// answer document.
  static func loneAnswer(_ object: [String: Any]) throws -> String {
    let move = try #require((object["moves"] as? [[String: Any]])?.first)
    let search = try #require(object["search"] as? [String: Any])
    return "\(move["word"] ?? "") \(move["tiles"] ?? "") \(search["nodes"] ?? "")"
      + " \(search["depth"] ?? "") \(search["cut_by_time"] ?? "")"
  }

  /// Whether a JSON answer says the time cap cut its look-ahead.
  static func isCut(_ object: [String: Any]) -> Bool {
    (object["search"] as? [String: Any])?["cut_by_time"] as? Bool == true
      || (object["their_turn"] as? [String: Any])?["cut_by_time"] as? Bool == true
  }

  /// One JSON line a file (`batch --json`, `watch --json`) recorded as
  /// `frontEnd`'s answers.
  func record(
    _ lines: [String], as frontEnd: String, files: [String], into answers: inout [Answers]
  ) throws {
    #expect(lines.count == files.count, "\(frontEnd): \(lines.count) lines")
    for line in lines {
      let object = try CommandRunner.object(line)
      let file = try #require(object["file"] as? String)
      let index = try #require(files.firstIndex(of: file), "\(frontEnd): \(file)")
      answers[index].shown[frontEnd] = try Shown(json: object)
      answers[index].cut = answers[index].cut || Self.isCut(object)
    }
  }

  /// `watch --existing --json` on `folder` until it printed `count` lines
  /// (or two minutes passed), then stopped as a user stops it.
  static func watch(_ folder: String, count: Int) throws -> [String] {
    let state = FileManager.default.temporaryDirectory
      .appendingPathComponent("lettersolve-state-\(UUID())")
    defer { try? FileManager.default.removeItem(at: state) }
    let (process, text) = try CommandRunner.start(
      ["watch", folder, "--existing", "--json", "--interval", "0.2"] + cap,
      environment: environment.merging(["LETTERSOLVE_STATE": state.path]) { $1 }
    ) { printed in printed.filter { $0 == "\n" }.count >= count }
    process.terminate()
    process.waitUntilExit()
    return text.split(separator: "\n").map(String.init)
  }

  /// Each screenshot uploaded to the page in a real browser, one after
  /// another (each a game of its own, so none has a history): the move,
  /// numbered tiles and reply it shows.
  func pageAnswers(server: ServerProcess, files: [String], into answers: inout [Answers])
    async throws
  {
    guard let browser = BrowserTests.browsers.first(where: FileManager.default.isExecutableFile),
      FileManager.default.isExecutableFile(atPath: BrowserTests.chromedriver)
    else {
      Issue.record("Chromium was not found: run `make setup`")
      return
    }
    let driver = try ChromeDriver.start()
    defer { driver.stop() }
    let session = try await WebDriver.connect(port: driver.port, browser: browser)
    do {
      try await session.open("http://127.0.0.1:\(server.port)/")
      var previous: ShownMove?
      for (index, file) in files.enumerated() {
        try await session.sendKeys(file, to: session.element("#file"))
        let move = try await session.waitForMove(differentFrom: previous)
        previous = move
        let standing =
          try await session.script("return document.getElementById('standing-text').textContent")
          as? String ?? ""
        answers[index].shown["page"] = try Shown(
          page: move.answer, tiles: move.tiles, standing: standing)
        let cut = try await session.script(
          "return Boolean(state.solution && state.solution.search && state.solution.search.cut_by_time)"
        )
        answers[index].cut = answers[index].cut || cut as? Bool == true
        answers[index].pageSituation =
          try await session.script("return document.getElementById('situation').textContent")
          as? String ?? ""
      }
    } catch {
      try? await session.quit()
      throw error
    }
    try await session.quit()
  }

  /// A chosen screenshot and what its reading shows.
  struct Choice {
    let entry: CorpusEntry
    let bubble: Bool
    let opponentToMove: Bool
  }

  /// Screenshots of different games (so that no history joins them), read
  /// exactly by the release reader, in play: every one with a bubble, then
  /// one more for each device and theme not yet chosen, one showing the
  /// opponent to move, then others, up to `chosenCount`.
  static func choose() throws -> [Choice] {
    var choices: [Choice] = []
    for entry in try CorpusManifest.load()
    where entry.category == "game screenshot" && !(entry.letters + entry.colors).contains("?")
      && entry.colors.contains("w")
    {
      let read = try CommandRunner.run(
        ["read", "--json", entry.url.path], environment: environment)
      guard read.status == 0, let object = try? CommandRunner.object(read.standardOutput),
        object["letters"] as? String == entry.letters, object["colors"] as? String == entry.colors
      else { continue }
      choices.append(
        Choice(
          entry: entry, bubble: object["last_played"] != nil,
          opponentToMove: object["to_move"] as? String == "opponent"))
    }
    var chosen: [Choice] = []
    func take(_ wanted: (Choice) -> Bool) {
      for choice in choices where chosen.count < chosenCount && wanted(choice) {
        guard !chosen.contains(where: { $0.entry.letters == choice.entry.letters }) else {
          continue
        }
        chosen.append(choice)
      }
    }
    take { $0.bubble }
    take { choice in !chosen.contains { $0.entry.width == choice.entry.width } }
    take { choice in !chosen.contains { $0.entry.theme == choice.entry.theme } }
    if !chosen.contains(where: \.opponentToMove) {
      if chosen.count == chosenCount { chosen.removeLast() }
      take { $0.opponentToMove }
    }
    take { _ in true }
    return chosen
  }
}
