import Foundation
import Letterpress
import Testing
import _TestSupport

/// `lettersolve render` draws the turn marker and the "played" bubble as
/// the game does: `read` finds both again, in every theme and every layout.
@Suite(.endToEnd) struct RenderCommandTests {
  /// A board whose coloured tiles spell CAB (A yours, B and C theirs).
  static let board = "A Ab Br Cr D\nF G H I J\nK L M N O\nP Q R S T\nU V W X Yr"

  /// Each theme in one layout and each layout in one theme, both movers.
  static let looks: [(theme: String, layout: String, toMove: String)] =
    Theme.allCases.enumerated().map { ($1.rawValue, "phone", $0 % 2 == 0 ? "you" : "opponent") }
    + ["shortPhone", "tallPhone", "tablet"].enumerated().map {
      ("dark", $1, $0 % 2 == 0 ? "opponent" : "you")
    }

  @Test(arguments: looks.indices)
  func theTurnMarkerAndTheBubbleAreReadBack(look: Int) throws {
    let (theme, layout, toMove) = Self.looks[look]
    try withTemporaryFolder { folder in
      let shot = folder.appendingPathComponent("shot.png").path
      let rendered = try CommandRunner.run([
        "render", Self.board, "--theme", theme, "--layout", layout, "--to-move", toMove,
        "--played", "CAB", "--output", shot,
      ])
      try #require(rendered.status == 0, "\(rendered.standardError)")
      // A word list of the bubble's word, which the bubble is read against.
      let words = folder.appendingPathComponent("words.txt")
      try "cab\nyard\n".write(to: words, atomically: true, encoding: .utf8)
      let read = try CommandRunner.run(
        ["read", shot, "--json"], environment: ["LETTERSOLVE_DICT": words.path])
      try #require(read.status == 0, "\(read.standardError)")
      let object = try CommandRunner.object(read.standardOutput)
      #expect(object["to_move"] as? String == toMove, "\(theme) \(layout)")
      let bubble = object["last_played"] as? [String: Any]
      #expect(bubble?["word"] as? String == "CAB", "\(theme) \(layout)")
      // The word is the last move's: by the side not to move.
      #expect(bubble?["by"] as? String == (toMove == "you" ? "opponent" : "you"))
    }
  }

  @Test func badSidesAreOneLineErrors() throws {
    try withTemporaryFolder { folder in
      let shot = folder.appendingPathComponent("shot.png").path
      for arguments in [["--to-move", "me"], ["--played-by", "you"], ["--played", "C4B"]] {
        let run = try CommandRunner.run(["render", Self.board, "--output", shot] + arguments)
        #expect(run.status != 0, "\(arguments)")
        #expect(run.standardError.contains("Error:"), "\(arguments): \(run.standardError)")
      }
    }
  }
}
