import Foundation
import Testing
import _TestSupport

/// `lettersolve batch` end to end, through the built binary.
@Suite(.endToEnd) struct BatchCommandTests {
  /// A file the pipeline accepts: a screenshot of a board.
  static let accepted = RenderedScreenshot.path
  /// A file the pipeline rejects at the first stage.
  static let rejected = HostileImages.path("not-an-image.png")

  @Test func printsOneJSONLinePerFileInInputOrderUnderParallelism() throws {
    try withTemporaryFolder { folder in
      // Created out of name order, so that only sorting gives the order.
      for number in [7, 2, 11, 0, 5, 9, 1, 10, 3, 8, 4, 6] {
        let file = folder.appendingPathComponent(String(format: "shot%02d.png", number))
        let source = number % 3 == 0 ? Self.rejected : Self.accepted
        try FileManager.default.copyItem(atPath: source, toPath: file.path)
      }
      let expected: [(file: String, fails: Bool)] =
        (0..<12).map { number in
          (
            folder.appendingPathComponent(String(format: "shot%02d.png", number)).path,
            number % 3 == 0
          )
        } + [(Self.rejected, true), (Self.accepted, false)]

      let outcome = try CommandRunner.run(
        ["batch", "--json", "--jobs", "2", folder.path, Self.rejected, Self.accepted])

      #expect(!outcome.crashed)
      #expect(outcome.status == 1)
      let objects = try outcome.lines.map(CommandRunner.object)
      #expect(objects.map { $0["file"] as? String } == expected.map(\.file))
      for (object, expectation) in zip(objects, expected) {
        #expect((object["error"] != nil) == expectation.fails, "\(object)")
      }
      #expect(outcome.standardError.contains("14 files, 9 solved, 5 failed"))
    }
  }

  @Test func exitsZeroWhenEveryFileSucceeds() throws {
    let outcome = try CommandRunner.run(["batch", Self.accepted, Self.accepted])
    #expect(outcome.status == 0)
    #expect(outcome.lines.count == 2)
    #expect(outcome.standardError.contains("2 files, 2 solved, 0 failed"))
  }

  @Test func textModeNamesTheBestMoveOrSaysTheGameIsOver() throws {
    let finished = RenderedScreenshot.finishedPath
    let outcome = try CommandRunner.run(["batch", "--jobs", "1", Self.accepted, finished])
    #expect(outcome.status == 0)
    #expect(outcome.lines.count == 2)
    let best = try #require(outcome.lines.first)
    #expect(best.hasPrefix(Self.accepted + ": "))
    #expect(
      best.contains(" tap ") && best.contains(", you ") && best.contains(", opponent "), "\(best)")
    #expect(outcome.lines.last == finished + ": the game is over: you 15, opponent 10; you won")
  }

  @Test func reportsAMissingPathInPlaceAndGoesOn() throws {
    let outcome = try CommandRunner.run(["batch", "--json", "no/such/shot.png", Self.accepted])
    #expect(outcome.status == 1)
    let objects = try outcome.lines.map(CommandRunner.object)
    #expect(objects.count == 2)
    #expect(objects.first?["file"] as? String == "no/such/shot.png")
    #expect(objects.first?["error"] as? String == "no such file or folder")
    #expect(objects.last?["error"] == nil)
  }

  @Test func textModePrintsOneLinePerFileAndTheErrorsInPlace() throws {
    let outcome = try CommandRunner.run(["batch", Self.accepted, Self.rejected])
    #expect(outcome.status == 1)
    #expect(outcome.lines.count == 2)
    #expect(outcome.lines.first?.hasPrefix(Self.accepted + ": ") == true)
    #expect(outcome.lines.last?.hasPrefix(Self.rejected + ": error: ") == true)
  }

  @Test func walksSubfoldersOnlyWhenRecursiveAndTakesOnlyImages() throws {
    try withTemporaryFolder { folder in
      let manager = FileManager.default
      try manager.createDirectory(
        at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
      for name in ["b.png", "sub/d.jpeg", "a.JPG", "notes.txt", ".hidden.png", "c.jpg"] {
        try manager.copyItem(
          atPath: Self.accepted, toPath: folder.appendingPathComponent(name).path)
      }
      let flat = try CommandRunner.run(["batch", "--json", folder.path])
      let deep = try CommandRunner.run(["batch", "--json", "--recursive", folder.path])

      let names = { (outcome: CommandRunner.Outcome) in
        try outcome.lines.map { try CommandRunner.object($0)["file"] as? String }
          .map { $0.map { String($0.dropFirst(folder.path.count + 1)) } }
      }
      #expect(try names(flat) == ["a.JPG", "b.png", "c.jpg"])
      #expect(try names(deep) == ["a.JPG", "b.png", "c.jpg", "sub/d.jpeg"])
    }
  }

  @Test func keepsStandardOutputForResultsAndDrawsNoBarWithoutATerminal() throws {
    let outcome = try CommandRunner.run(["batch", "--json", Self.accepted, Self.rejected])
    #expect(outcome.lines.count == 2)
    #expect(outcome.standardError.contains("batch: 2 files, 1 solved, 1 failed"))
    #expect(!outcome.standardError.contains("\r"))
  }

  @Test(arguments: [
    ["batch"], ["batch", "--jobs", "0", "x.png"], ["batch", "--frobnicate", "x.png"],
  ])
  func usageErrorsExitWith64(arguments: [String]) throws {
    let outcome = try CommandRunner.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.contains("Error: "))
  }
}
