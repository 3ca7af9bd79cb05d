import BoardReader
import BoardRendering
import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

/// `lettersolve review`: a game recorded in the history through the default
/// command (`GameReviewTests`' blunder: TON, then the opponent's PIE closes
/// the board), reviewed as text, JSON and a plot, and its errors.
@Suite(.endToEnd) struct ReviewCommandTests {
  static let letters = "TOPABCNFGHJIKLMEQRSUVWXYZ"
  static let boards = ["wwwbrbrbrbrbrbrbrbrbrbrbr", "bbrbrbbbrbrrrbrrrbrbrbrbr"]

  /// The history in `folder` holding the game, and the environment that
  /// uses it with the game's three words.
  static func recordedGame(in folder: URL) throws -> [String: String] {
    let words = folder.appendingPathComponent("words.txt")
    try "top\nton\npie\n".write(to: words, atomically: true, encoding: .utf8)
    let environment = [
      "LETTERSOLVE_DICT": words.path,
      "LETTERSOLVE_STATE": folder.appendingPathComponent("state").path,
    ]
    for colors in boards {
      let solved = try CommandRunner.run(
        ["--board", "\(letters):\(colors)", "--depth", "1"], environment: environment)
      try #require(solved.status == 0, "\(solved.standardError)")
    }
    return environment
  }

  @Test func theJSONHasOneMovePerMoveOfYoursWithItsClass() throws {
    try withTemporaryFolder { folder in
      let environment = try Self.recordedGame(in: folder)
      let run = try CommandRunner.run(["review", Self.letters, "--json"], environment: environment)
      try #require(run.status == 0, "\(run.standardError)")
      let object = try CommandRunner.object(run.standardOutput)
      #expect(Set(object.keys) == ["schema", "moves", "chances", "turning_point", "summary"])
      #expect(object["schema"] as? Int == 1)
      #expect((object["chances"] as? [Double])?.count == Self.boards.count)
      let moves = try #require(object["moves"] as? [[String: Any]])
      try #require(moves.count == 1)
      #expect(
        Set(moves[0].keys)
          == [
            "board", "word", "tiles", "best", "best_tiles", "win_chance_before",
            "win_chance_after", "win_chance_best", "class",
          ])
      #expect(moves[0]["board"] as? Int == 0)
      #expect(moves[0]["word"] as? String == "TON")
      #expect(moves[0]["best"] as? String == "TOP")
      #expect(moves[0]["class"] as? String == "blunder")
      #expect(moves[0]["win_chance_after"] as? Double == 0)
      #expect(object["turning_point"] as? Int == 1)
      #expect((object["summary"] as? String)?.isEmpty == false)
    }
  }

  /// The page's review: `serve`'s `POST /api/review` of the game's boards
  /// and its words gives `review --json`'s bytes.
  @Test func theServersReviewIsTheCommandsJSON() throws {
    try withTemporaryFolder { folder in
      let environment = try Self.recordedGame(in: folder)
      let run = try CommandRunner.run(["review", Self.letters, "--json"], environment: environment)
      try #require(run.status == 0, "\(run.standardError)")
      let server = try ServerProcess.start(environment: environment)
      defer { server.stop() }
      let boards = Self.boards.map { #"{"colors":"\#($0)"}"# }.joined(separator: ",")
      let game = #"{"letters":"\#(Self.letters)","boards":[\#(boards)],"played":["ton"]}"#
      let (status, body) = try HTTP.exchange(
        "POST", "http://127.0.0.1:\(server.port)/api/review", body: Data(game.utf8))
      #expect(status == 200)
      #expect(
        String(decoding: body, as: UTF8.self)
          == run.standardOutput.trimmingCharacters(in: .newlines))
    }
  }

  @Test func theTextFitsEightyColumnsAndThePlotIsAnEightHundredByFourHundredPNG() throws {
    try withTemporaryFolder { folder in
      let environment = try Self.recordedGame(in: folder)
      let plot = folder.appendingPathComponent("game.png").path
      let run = try CommandRunner.run(
        ["review", Self.letters, "--plot", plot], environment: environment)
      try #require(run.status == 0, "\(run.standardError)")
      #expect(run.lines.allSatisfy { $0.count <= 80 }, "\(run.standardOutput)")
      #expect(run.lines.contains { $0.contains("TON") && $0.hasSuffix("blunder") })
      let image = try Image(contentsOfPNG: plot)
      #expect(image.width == 800 && image.height == 400)
    }
  }

  /// The same game as screenshots drawn by `render`, their file times in
  /// the order played.
  @Test func aFolderOfScreenshotsIsReviewedInTheOrderTaken() throws {
    try withTemporaryFolder { folder in
      let environment = try Self.recordedGame(in: folder)
      let shots = folder.appendingPathComponent("shots")
      try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
      // Named against their order, so that only the times order them.
      for (index, colors) in Self.boards.enumerated() {
        let tokens = zip(Self.letters, colors).map { "\($0)\($1 == "w" ? "" : String($1))" }
        let text = stride(from: 0, to: 25, by: 5).map { tokens[$0..<$0 + 5].joined(separator: " ") }
          .joined(separator: "\n")
        let shot = shots.appendingPathComponent("shot-\(Self.boards.count - index).png").path
        let rendered = try CommandRunner.run(["render", text, "--output", shot])
        try #require(rendered.status == 0, "\(rendered.standardError)")
        try Self.stamp(shot, minute: index)
      }
      let moves = try Self.reviewedMoves(of: shots, environment: environment)
      #expect(moves?.map { $0["word"] as? String } == ["TON"])
      #expect(moves?.first?["class"] as? String == "blunder")
    }
  }

  /// TOP and POT take the same tiles: the second screenshot's "played"
  /// bubble tells the word the boards cannot.
  @Test func aScreenshotsBubbleTellsTheWordPlayed() throws {
    try withTemporaryFolder { folder in
      let words = folder.appendingPathComponent("words.txt")
      try "top\npot\n".write(to: words, atomically: true, encoding: .utf8)
      let shots = folder.appendingPathComponent("shots")
      try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
      let shapes = GlyphTemplates.builtIn.shape(of:)
      let after = "bbb" + Self.boards[0].dropFirst(3)
      for (index, (colors, bubble)) in [(Self.boards[0], nil), (after, ["You played", "POT"])]
        .enumerated()
      {
        let rendering = BoardRenderer.render(
          board: try Board(letters: Self.letters, colors: colors), theme: .light, width: 640,
          shapes: shapes)
        let image =
          bubble.map { BoardRenderer.withPlayedBubble(rendering, lines: $0, shapes: shapes) }
          ?? rendering.image
        let shot = shots.appendingPathComponent("shot-\(index).png").path
        try image.writePNG(toFile: shot)
        try Self.stamp(shot, minute: index)
      }
      let moves = try Self.reviewedMoves(
        of: shots, environment: ["LETTERSOLVE_DICT": words.path])
      #expect(moves?.map { $0["word"] as? String } == ["POT"])
      #expect(moves?.first?["class"] as? String == "best")
    }
  }

  /// Sets `shot`'s file time `minute` minutes after a fixed start, so
  /// that the times alone order a folder.
  static func stamp(_ shot: String, minute: Int) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_700_000_000 + Double(minute) * 60)],
      ofItemAtPath: shot)
  }

  /// `review FOLDER --json --no-history`'s moves.
  static func reviewedMoves(of folder: URL, environment: [String: String]) throws -> [[String:
    Any]]?
  {
    let run = try CommandRunner.run(
      ["review", folder.path, "--json", "--no-history"], environment: environment)
    try #require(run.status == 0, "\(run.standardError)")
    return try CommandRunner.object(run.standardOutput)["moves"] as? [[String: Any]]
  }

  @Test func errorsAreOneLineAndExitNonZero() throws {
    try withTemporaryFolder { folder in
      let environment = try Self.recordedGame(in: folder)
      let empty = folder.appendingPathComponent("empty")
      let unreadable = folder.appendingPathComponent("unreadable")
      for made in [empty, unreadable] {
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
      }
      try Data("not a picture".utf8).write(to: unreadable.appendingPathComponent("shot.png"))
      let unwritable = folder.appendingPathComponent("missing/game.png").path
      let cases: [(arguments: [String], status: Int32, message: String)] = [
        (["review", "ABCDEFGHIJKLMNOPQRSTUVWXY"], 1, "no game ABCDEFGHIJKLMNOPQRSTUVWXY"),
        (["review", empty.path], 1, "holds no screenshot"),
        (["review", unreadable.path], 1, "could be read"),
        (["review", Self.letters, "--no-history"], 1, "needs the history"),
        (["review", Self.letters, "--plot", unwritable], 74, "game.png"),
      ]
      for (arguments, status, message) in cases {
        let run = try CommandRunner.run(arguments, environment: environment)
        #expect(run.status == status, "\(arguments): \(run.standardError)")
        let errors = run.standardError.split(separator: "\n").filter { $0.hasPrefix("Error:") }
        #expect(errors.count == 1 && errors[0].contains(message), "\(run.standardError)")
      }
      #expect(!FileManager.default.fileExists(atPath: unwritable))
    }
  }
}
