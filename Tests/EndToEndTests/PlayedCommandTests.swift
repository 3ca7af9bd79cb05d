import Foundation
import Testing
import _TestSupport

/// `lettersolve played` and `lettersolve history` end to end, with the
/// 50-word fixture list, on the board QUILT / SEDRA / DISHO / PENCA / RTXYZ.
@Suite(.endToEnd) struct PlayedCommandTests {
  static let letters = QuiltBoard.letters
  static let empty = letters + ":" + String(repeating: "w", count: 25)

  /// `letters` with the tiles `owned` coloured `mark` (b or r).
  static func board(_ owned: [Character: [Int]]) -> String {
    var colors = Array(repeating: Character("w"), count: 25)
    for (mark, tiles) in owned { for tile in tiles { colors[tile] = mark } }
    return letters + ":" + String(colors)
  }

  @Test func explainsOneMoveExactly() throws {
    let outcome = try CommandRunner.run(
      ["played", "--json", Self.empty, Self.board(["r": [0, 1, 2, 3, 4]])])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let object = try CommandRunner.object(outcome.standardOutput)
    #expect(object["exact"] as? Bool == true && object["plies"] as? Int == 1)
    let explanations = try #require(object["explanations"] as? [[String: Any]])
    let moves = try #require(explanations.first?["moves"] as? [[String: Any]])
    #expect(moves.count == 1)
    #expect(moves[0]["word"] as? String == "QUILT" && moves[0]["by"] as? String == "opponent")
    #expect(moves[0]["tiles"] as? [String] == ["r1c1", "r1c2", "r1c3", "r1c4", "r1c5"])
  }

  @Test func explainsTwoMovesOnePerSide() throws {
    // You played OX, the opponent took it back with POX.
    let outcome = try CommandRunner.run(
      ["played", "--plies", "2", Self.empty, Self.board(["r": [14, 15, 22]])])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    #expect(
      outcome.standardOutput.contains(
        "you OX (tiles r3c5 r5c3), then opponent POX (tiles r4c1 r3c5 r5c3)"))
  }

  @Test func refusesBoardsNoMoveExplains() throws {
    let otherGame = try CommandRunner.run(
      [
        "played", Self.empty,
        String(Self.letters.reversed()) + ":" + String(repeating: "w", count: 25),
      ])
    #expect(
      otherGame.status == 1
        && otherGame.standardError.hasPrefix("Error: the boards have different letters"))
    let noWord = try CommandRunner.run(["played", Self.empty, Self.board(["r": [24]])])
    #expect(
      noWord.status == 1
        && noWord.standardError.hasPrefix("Error: no sequence of one or two legal moves"))
    #expect(noWord.standardOutput.isEmpty)
  }

  @Test func theNextSolveKnowsTheWordsOfTheGame() throws {
    try withTemporaryFolder { folder in
      let state = ["LETTERSOLVE_STATE": folder.path]
      _ = try CommandRunner.run(["--board", Self.empty, "--depth", "1"], environment: state)
      // Since then you played QUILT or QUILTED (E and D taken back), and the
      // opponent DREAD.
      let outcome = try CommandRunner.run(
        ["--board", Self.board(["b": [0, 1, 2, 3, 4], "r": [6, 7, 8, 9, 10]]), "--depth", "1"],
        environment: state)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      #expect(outcome.lines.contains("  Treated as played: DREAD (inferred)."))
      // Your word was QUILT or QUILTED: the only words that might be played,
      // and no answer is either or begins them.
      #expect(!outcome.lines.contains { $0.hasPrefix("  Might already be played") })
      #expect(!outcome.lines.contains { $0.hasPrefix("Play QUILT") })
      let added = try CommandRunner.run(
        ["history", "add", Self.letters, "quilted"], environment: state)
      #expect(added.status == 0)
      let shown = try CommandRunner.run(
        ["history", "show", "--json", Self.letters], environment: state)
      let games = try CommandRunner.object(shown.standardOutput)["games"] as? [[String: Any]]
      let object = try #require(games?.first)
      #expect(games?.count == 1 && (object["states"] as? [Any])?.count == 2)
      let words = (object["played_words"] as? [[String: String]])?.map {
        "\($0["word"] ?? "") \($0["origin"] ?? "")"
      }
      #expect(words == ["DREAD inferred", "QUILTED player"])
      // The text names the player's words as the answer does.
      let text = try CommandRunner.run(["history", "show", Self.letters], environment: state)
      #expect(text.lines.last == "Played words: DREAD (inferred), QUILTED (given)")
      let listed = try CommandRunner.run(["history"], environment: state)
      #expect(listed.lines.first?.hasPrefix("\(Self.letters)  2 boards, 2 played words") == true)
      let forgotten = try CommandRunner.run(["history", "forget", "--all"], environment: state)
      #expect(forgotten.lines == ["Forgot 1 game."])
      let none = try CommandRunner.run(
        ["--board", Self.empty, "--depth", "1", "--no-history"], environment: state)
      #expect(none.status == 0)
      #expect(
        try CommandRunner.run(["history"], environment: state).lines == ["No game recorded yet."])
    }
  }

  /// With the history or without: CART's tiles are all unclaimed.
  @Test(arguments: [[], ["--no-history"]])
  func aWordGivenThatTheBoardCannotHaveHadIsAWarning(options: [String]) throws {
    try withTemporaryFolder { folder in
      let outcome = try CommandRunner.run(
        ["--board", Self.board(["b": [0, 1, 2, 3, 4]]), "--depth", "1", "--played", "quilt,cart"]
          + options, environment: ["LETTERSOLVE_STATE": folder.path])
      #expect(outcome.status == 0)
      #expect(
        outcome.standardError.split(separator: "\n")
          == [
            "Warning: CART cannot have been played on this board (not all its letters are on coloured tiles); it explains no move"
          ])
    }
  }

  @Test func aBrokenHistoryIsAWarningAndTheAnswerIsGiven() throws {
    try withTemporaryFolder { folder in
      try Data(repeating: 0x5A, count: 4096).write(
        to: folder.appendingPathComponent("games.sqlite"))
      let corrupt = try CommandRunner.run(
        ["--board", Self.empty, "--depth", "1"], environment: ["LETTERSOLVE_STATE": folder.path])
      #expect(corrupt.status == 0)
      #expect(corrupt.standardError.split(separator: "\n").count == 1)
      #expect(corrupt.standardError.hasPrefix("Warning: the game history"))
      #expect(corrupt.standardOutput.hasPrefix("Play "))
      let notAFolder = try CommandRunner.run(
        ["--board", Self.empty, "--depth", "1"],
        environment: ["LETTERSOLVE_STATE": folder.appendingPathComponent("games.sqlite/x").path])
      #expect(notAFolder.status == 0 && notAFolder.standardError.hasPrefix("Warning: "))
    }
  }
}
