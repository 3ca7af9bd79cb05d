import Foundation
import Testing
import _TestSupport

/// `lettersolve read` and `POST /api/read` read a screenshot alike.
///
/// One screenshot, drawn by `render` with whose turn it is and a "played"
/// bubble, goes to `lettersolve read --json` and to `serve`'s
/// `POST /api/read`: the same document comes back, so the same tiles,
/// turn and bubble word (issue 40: both call `ScreenshotReading`).
@Suite(.endToEnd) struct ReadFrontEndsTests {
  @Test(arguments: ["you", "opponent"])
  func theCommandAndTheServerReadTheSameScreenshotAlike(toMove: String) throws {
    try withTemporaryFolder { folder in
      let shot = folder.appendingPathComponent("shot.png")
      let owned: [Character: [Int]] = toMove == "you" ? ["r": [14, 15, 22]] : ["b": [14, 15, 22]]
      try PlayedFrontEndsTests.render(owned, toMove: toMove, played: "POX", to: shot.path)

      let command = try CommandRunner.run(["read", "--json", shot.path])
      try #require(command.status == 0, "read: \(command.standardError)")
      let printed = command.standardOutput.trimmingCharacters(in: .newlines)

      let server = try ServerProcess.start(
        environment: ["LETTERSOLVE_DICT": CommandRunner.fixtureWords], options: ["--jobs", "1"])
      defer { server.stop() }
      let (status, body) = try HTTP.exchange(
        "POST", "http://127.0.0.1:\(server.port)/api/read", body: try Data(contentsOf: shot),
        contentType: "image/png")
      let answered = String(decoding: body, as: UTF8.self)
      #expect(status == 200, "\(answered)")
      #expect(answered == printed, "read printed \(printed)\nthe server answered \(answered)")

      // Both read the turn and the bubble's word, who played it.
      let object = try CommandRunner.object(answered)
      #expect(object["to_move"] as? String == toMove, "\(answered)")
      let lastPlayed = try #require(object["last_played"] as? [String: Any], "\(answered)")
      #expect((lastPlayed["word"] as? String)?.lowercased() == "pox", "\(answered)")
    }
  }
}
