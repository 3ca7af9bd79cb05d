import BoardReader
import Foundation
import Letterpress
import Testing
import _TestSupport

/// `lettersolve train` on the project's own samples: what it writes, and
/// what it refuses.
@Suite(.endToEnd) struct TrainCommandTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("lettersolve-train-\(UUID().uuidString)").path
  let sample = Fixtures.samples.appendingPathComponent("dark-iphone6.png").path
  let truth = Fixtures.samples.appendingPathComponent("dark-iphone6.txt").path

  /// Why a run of `lettersolve train` failed: its exit status and what it
  /// wrote to standard error.
  struct Failure: Error, CustomStringConvertible {
    var status: Int32
    var message: String
    var description: String { "exit \(status): \(message)" }
  }

  /// Runs the built `lettersolve train arguments…`, throwing its failure.
  func train(_ arguments: [String]) throws {
    let outcome = try CommandRunner.run(["train"] + arguments)
    guard outcome.status == 0, !outcome.crashed else {
      throw Failure(status: outcome.status, message: outcome.standardError)
    }
  }

  func file(_ text: String) throws -> String {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/letters-\(UUID().uuidString).txt"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func addsTheScreenshotsGlyphsToTheTemplatesDirectory() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let templates = directory + "/templates"
    try train([sample, truth, "--templates", templates])
    let first = try GlyphTemplates(directory: templates)
    #expect(first.trainedTileCount == 25)
    // Plain letters work as well as the token grid; training the same
    // screenshot again replaces its glyphs, so the file is unchanged.
    let letters = try BoardText.parse(String(contentsOfFile: truth, encoding: .utf8)).board
      .letterString
    try train([sample, try file(letters.lowercased()), "--templates", templates])
    let again = try GlyphTemplates(directory: templates)
    #expect(again.trainedTileCount == 25)
    #expect(again.text == first.text)
  }

  /// Runs on one directory at once take turns: none loses another's glyphs
  /// (three screenshots, each trained twice: the second replaces the first).
  @Test func concurrentRunsKeepEveryGlyph() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let templates = directory + "/templates"
    let screenshots = ["dark-iphone6", "light-iphone5", "contrast-iphone6"].map {
      Fixtures.samples.appendingPathComponent($0).path
    }
    let runs = 2 * screenshots.count
    let failures = Locked<[String]>([])
    DispatchQueue.concurrentPerform(iterations: runs) { run in
      let shot = screenshots[run % screenshots.count]
      do {
        try train([shot + ".png", shot + ".txt", "--templates", templates, "--force"])
      } catch {
        failures.set((failures.value ?? []) + ["\(error)"])
      }
    }
    #expect(failures.value == [])
    #expect(try GlyphTemplates(directory: templates).trainedTileCount == 25 * screenshots.count)
  }

  @Test(arguments: [
    ("ABCD", "a board has 25 letters, found 4"),
    ("ABCDEFGHIJKLMNOPQRSTUVWX1", ":1: '1' is not a letter A-Z"),
    ("ABCDE\nFGHIJ\nKLMNO\nPQRST\nUVWX1", ":5: '1' is not a letter A-Z"),
  ])
  func rejectsInvalidLettersFiles(text: String, message: String) throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let letters = try file(text)
    #expect {
      try train([sample, letters, "--templates", directory + "/templates"])
    } throws: { error in
      "\(error)".contains("exit 1: ") && "\(error)".contains(message)
        && "\(error)".contains(letters)
    }
    #expect(!FileManager.default.fileExists(atPath: directory + "/templates"))
  }

  @Test func refusesLabelsTheGlyphsContradictUnlessForced() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let templates = directory + "/templates"
    var board = try BoardText.parse(String(contentsOfFile: truth, encoding: .utf8)).board
    board.letters[0] = board.letters[0] == Letter("Q")! ? Letter("O")! : Letter("Q")!
    let wrong = try file(board.letterString)
    #expect {
      try train([sample, wrong, "--templates", templates])
    } throws: { error in
      "\(error)".contains("exit 1: ") && "\(error)".contains("r1c1 reads as")
    }
    #expect(!FileManager.default.fileExists(atPath: templates))
    try train([sample, wrong, "--templates", templates, "--force"])
    #expect(try GlyphTemplates(directory: templates).trainedTileCount == 25)
  }

  /// The letters can be given inline, as `words` and `--board` take them.
  @Test func takesTheLettersInline() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let templates = directory + "/templates"
    let letters = try BoardText.parse(String(contentsOfFile: truth, encoding: .utf8)).board
    try train([sample, letters.letterString, "--templates", templates])
    #expect(try GlyphTemplates(directory: templates).trainedTileCount == 25)
  }

  @Test func missingFilesAreClearErrors() throws {
    defer { try? FileManager.default.removeItem(atPath: directory) }
    #expect {
      try train([sample, directory + "/no-such-letters.txt", "--templates", directory])
    } throws: { error in
      "\(error)".contains("no board file at \(directory)/no-such-letters.txt")
    }
    #expect {
      try train([directory + "/no-such.png", truth, "--templates", directory])
    } throws: { error in
      (error as? Failure)?.status == 1
    }
    #expect {
      try train([sample])
    } throws: { error in
      (error as? Failure)?.status == 64
    }
  }
}
