import Foundation
import Testing
import _TestSupport

/// Every JSON document the commands print follows the one style
/// (Documentation/json.md): snake_case keys, `"schema": 1`, words upper case, tiles named
/// `r1c2`.
@Suite(.endToEnd) struct JSONStyleTests {
  static let board = QuiltBoard.letters + ":bbwrrbbwrRwwwrrrwwbwwwwbb"
  static let sample = Fixtures.samples.appendingPathComponent("light-iphone5.png").path

  static let commands: [[String]] = [
    ["--board", board, "--json", "--depth", "2", "--limit", "3", "--played", "quilts"],
    ["--board", board, "--json", "--rank", "score", "--limit", "3"],
    ["read", sample, "--json"],
    ["words", String(board.prefix(25)), "--json", "--stats"],
    ["batch", sample, "/nonexistent/shot.png", "--json", "--limit", "2"],
  ]

  @Test(arguments: commands)
  func followsTheStyle(arguments: [String]) throws {
    let run = try CommandRunner.run(arguments)
    for line in run.lines {
      let object = try CommandRunner.object(line)
      #expect(object["schema"] as? Int == 1, "\(line)")
      try check(object, path: "")
    }
    #expect(!run.lines.isEmpty)
  }

  /// Checks the keys and words of `value` and everything in it.
  private func check(_ value: Any, path: String) throws {
    if let object = value as? [String: Any] {
      for (key, inner) in object {
        #expect(
          key.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "_" }, "key \(path).\(key)")
        if ["word", "reply", "opponent_winning_reply"].contains(key), let word = inner as? String,
          word != "pass"
        {
          #expect(word == word.uppercased(), "\(path).\(key)")
        }
        if ["words", "played", "line"].contains(key), let words = inner as? [String] {
          #expect(words.allSatisfy { $0 == "pass" || $0 == $0.uppercased() }, "\(path).\(key)")
        }
        if key == "tiles", let tiles = inner as? [Any], !(tiles.first is [String: Any]) {
          #expect(
            tiles.allSatisfy { ($0 as? String)?.wholeMatch(of: /r[1-5]c[1-5]/) != nil },
            "\(path).tiles")
        }
        try check(inner, path: path + "." + key)
      }
    } else if let array = value as? [Any] {
      for element in array { try check(element, path: path + "[]") }
    }
  }
}
