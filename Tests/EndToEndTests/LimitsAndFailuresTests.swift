import Foundation
import Testing
import _TestSupport

/// Values out of range, files that must not be touched, and output that
/// cannot be written: each a clear one-line error and its exit status,
/// never a crash.
@Suite(.endToEnd) struct LimitsAndFailuresTests {
  static let screenshot = Fixtures.samples.appendingPathComponent("light-iphone5.png").path
  static let board = "BNETSSKPCNSMTPHSNJTVFVPAA"

  @Test(arguments: [
    (["solve", screenshot, "--time", "1e30"], "--time must be more than 0 and at most 86400"),
    (["solve", screenshot, "--depth", "101"], "--depth must be between 1 and 100"),
    (["arena", "--boards", "1000000000000"], "--boards must be between 1 and 100000"),
    (["arena", "--time", "inf"], "--time must be more than 0 and at most 86400"),
    (["watch", "/tmp", "--interval", "1e19"], "--interval must be more than 0 and at most 3600"),
    (["solve", screenshot, "--annotate", "/tmp/out.jpg"], "--annotate writes a PNG"),
    (
      ["read", screenshot, "--templates", "/nonexistent"],
      "--templates /nonexistent is not a directory"
    ),
  ])
  func outOfRangeIsAUsageError(arguments: [String], message: String) throws {
    let outcome = try CommandRunner.run(arguments)
    #expect(!outcome.crashed)
    #expect(outcome.status == 64)
    #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
  }

  @Test func aPlayedWordLongerThanTheBoardIsRefusedByEveryCommand() throws {
    let word = String(repeating: "a", count: 70_000)
    try withTemporaryFolder { folder in
      for arguments in [
        ["--board", Self.board, "--depth", "1", "--played", word],
        ["words", Self.board, "--played", "quilt," + word],
        ["history", "add", Self.board, word],
      ] {
        // Refused before any work, within 10 s of processor time and
        // 1.5 GB of address space (a 40,000-letter word once took 14.6 s
        // and 1.6 GB; 70,000, 4.3 GB): beyond, the run is killed or fails.
        let limits = "ulimit -t 10 && ulimit -v \(HostileImageTests.memoryLimitKB)"
        let outcome = try CommandRunner.run(
          arguments, environment: ["LETTERSOLVE_STATE": folder.path],
          launcher: ["/bin/sh", "-c", limits + " && exec \"$0\" \"$@\"", CommandRunner.binary.path]
            + arguments)
        #expect(!outcome.crashed)
        #expect(outcome.status == 1, "\(arguments[0]): \(outcome.standardError)")
        #expect(outcome.standardError.contains("... (70000 characters)' is not 2 to 25 of"))
        #expect(outcome.standardError.count < 200, "\(outcome.standardError.count) characters")
      }
    }
  }

  @Test func moreWordsThanAGameHasAreRefused() throws {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let words = (0..<501).map { String([letters[$0 / 26], letters[$0 % 26]]) }
    try withTemporaryFolder { folder in
      let outcome = try CommandRunner.run(
        ["history", "add", Self.board] + words, environment: ["LETTERSOLVE_STATE": folder.path])
      #expect(outcome.status == 1)
      #expect(outcome.standardError.contains("501 played words given; at most 500"))
    }
  }

  @Test func repeatedHistoryAddsStopAtAGamesLimit() throws {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let words = (0..<501).map { String([letters[$0 / 26], letters[$0 % 26]]) }
    try withTemporaryFolder { folder in
      let state = ["LETTERSOLVE_STATE": folder.path]
      for (range, status) in [(0..<300, 0), (300..<500, 0), (500..<501, 1), (0..<10, 0)] {
        let outcome = try CommandRunner.run(
          ["history", "add", Self.board] + words[range], environment: state)
        #expect(!outcome.crashed)
        #expect(outcome.status == status, "\(range): \(outcome.standardError)")
        if status == 1 {
          #expect(
            outcome.standardError
              == "Error: the game \(Self.board) would have 501 played words; at most 500 (it has"
              + " 500); nothing added\n")
        }
      }
      let shown = try CommandRunner.run(
        ["history", "show", Self.board, "--json"], environment: state)
      let object = try JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8))
      let games = try #require((object as? [String: Any])?["games"] as? [[String: Any]])
      let played = try #require(games.last?["played_words"] as? [[String: Any]])
      #expect(played.count == 500)
      #expect(!played.contains { $0["word"] as? String == words[500].uppercased() })
    }
  }

  @Test func annotateNeverOverwritesTheScreenshot() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lettersolve-annotate-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("shot.png").path
    try FileManager.default.copyItem(atPath: Self.screenshot, toPath: copy)
    let link = folder.appendingPathComponent("link.png").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: copy)
    let before = try Data(contentsOf: URL(fileURLWithPath: copy))
    for target in [copy, link] {
      let outcome = try CommandRunner.run(["solve", copy, "--depth", "1", "--annotate", target])
      #expect(outcome.status == 64)
      #expect(outcome.standardError.contains("would overwrite the screenshot"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == before)
  }

  @Test func anEndlessWordListIsRefused() throws {
    let outcome = try CommandRunner.run(["words", Self.board, "--dict", "/dev/zero"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("is over 64 MiB"))
  }

  @Test func anUnknownLanguageIsNamed() throws {
    let outcome = try CommandRunner.run(["words", Self.board, "--dict", "letterpress-xx"])
    #expect(outcome.status == 1)
    #expect(
      outcome.standardError.contains("the game has no 'xx' word list (it has en, fr, de, es)"))
  }

  @Test func batchOfAFolderWithoutImagesFails() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lettersolve-empty-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outcome = try CommandRunner.run(["batch", folder.path])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.hasPrefix("Error: no .png, .jpg or .jpeg files in"))
  }

  /// Output to a full disk, or to a closed standard output, fails with
  /// status 74 and says so, where it used to crash or report success.
  @Test(
    arguments: [
      ["words", board], ["solve", "--board", board, "--depth", "1"],
      ["read", screenshot, "--json"],
      ["batch", screenshot],
    ], ["> /dev/full", ">&-"])
  func unwritableOutputFails(arguments: [String], redirection: String) throws {
    let outcome = try CommandRunner.run(
      arguments,
      launcher: ["/bin/sh", "-c", "exec \"$0\" \"$@\" \(redirection)", CommandRunner.binary.path]
        + arguments)
    #expect(!outcome.crashed)
    #expect(outcome.status == 74, "\(outcome.standardError)")
    #expect(outcome.standardError.contains("Error: cannot write the output"))
    if redirection == ">&-" {
      #expect(outcome.standardError.contains("standard output is closed"))
    }
  }
}
