import Foundation
import Testing
import _TestSupport

/// `lettersolve words`, run as a process on a small word list (a class, so
/// that each test's folder is removed when it ends).
@Suite(.endToEnd) final class WordsCommandTests {
  /// What one run of the binary printed and how it ended.
  struct Run {
    var status: Int32
    var output: String
    var errors: String
    var errorLines: [Substring] { errors.split(separator: "\n") }
  }

  private let folder: URL
  private let listPath: String
  private static let board = "QUILTSEDARHOBNRSHXXXXXXXX"

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("words-command-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    listPath = folder.appendingPathComponent("list.txt").path
    let list =
      "quilt\nquilts\nquilted\nQuilter\nhorse\nhorseradish\nradish\nshe\nso\nto\nzebra\nsees\nx\n"
    try Data(list.utf8).write(to: URL(fileURLWithPath: listPath))
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Runs `lettersolve words arguments…` with the small list (or `list`)
  /// chosen through the environment.
  private func words(_ arguments: [String], list: String? = nil) throws -> Run {
    let outcome = try CommandRunner.run(
      ["words"] + arguments,
      environment: [
        "LETTERSOLVE_DICT": list ?? listPath,
        "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
      ])
    #expect(!outcome.crashed, "crashed: \(arguments)")
    return Run(
      status: outcome.status, output: outcome.standardOutput, errors: outcome.standardError)
  }

  private func jsonObject(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  // MARK: - Output

  @Test func printsWordsGroupedByLength() throws {
    let run = try words([Self.board])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output == """
        9 playable words (\(listPath), 11 words)

        11 letters (1)
          horseradish

        7 letters (1)
          quilted

        6 letters (2)
          quilts  radish

        5 letters (2)
          horse  quilt

        3 letters (1)
          she

        2 letters (2)
          so  to

        """)
  }

  @Test func printsJSONWithTheListStats() throws {
    let run = try words([Self.board.lowercased(), "--json"])
    #expect(run.status == 0)
    let object = try jsonObject(run.output)
    #expect(
      object["words"] as? [String]
        == ["HORSERADISH", "QUILTED", "QUILTS", "RADISH", "HORSE", "QUILT", "SHE", "SO", "TO"])
    let dictionary = try #require(object["dictionary"] as? [String: Any])
    #expect(dictionary["name"] as? String == listPath)
    #expect(dictionary["words"] as? Int == 11)
    #expect(dictionary["kept"] as? Int == 11)
    #expect(dictionary["dropped"] as? Int == 2)
    let droppedBy = try #require(dictionary["dropped_by"] as? [String: Int])
    #expect(droppedBy["capitalised"] == 1 && droppedBy["too_short"] == 1)
  }

  @Test func limitsAndMinimumLength() throws {
    let limited = try jsonObject(try words([Self.board, "--json", "--limit", "3"]).output)
    #expect(limited["words"] as? [String] == ["HORSERADISH", "QUILTED", "QUILTS"])
    #expect(limited["playable"] as? Int == 9)
    let long = try jsonObject(try words([Self.board, "--json", "--min-length", "5"]).output)
    #expect(
      long["words"] as? [String] == [
        "HORSERADISH", "QUILTED", "QUILTS", "RADISH", "HORSE", "QUILT",
      ])
    let text = try words([Self.board, "--limit", "2"])
    #expect(text.output.hasPrefix("2 of 9 playable words"))
  }

  @Test func playedWordsAndTheirPrefixesAreLeftOut() throws {
    let played = try jsonObject(
      try words([Self.board, "--json", "--played", "QUILTS,horseradish"]).output)
    #expect(played["words"] as? [String] == ["QUILTED", "RADISH", "SHE", "SO", "TO"])
    let file = folder.appendingPathComponent("played.txt")
    try Data("quilts\n horseradish, so\n".utf8).write(to: file)
    let fromFile = try jsonObject(
      try words([Self.board, "--json", "--played-file", file.path]).output)
    #expect(fromFile["words"] as? [String] == ["QUILTED", "RADISH", "SHE", "TO"])
  }

  @Test func readsABoardFile() throws {
    let file = folder.appendingPathComponent("letters.txt")
    try Data("Qb U  I  L  T\nS  E  D  AR R\nH  O  B  N  R\nS  H  X  X  X\nX  X  X  X  X\n".utf8)
      .write(to: file)
    let run = try words(["--board", file.path, "--json"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      (try jsonObject(run.output))["words"] as? [String]
        == ["HORSERADISH", "QUILTED", "QUILTS", "RADISH", "HORSE", "QUILT", "SHE", "SO", "TO"])
  }

  @Test func statsWorkWithoutABoard() throws {
    let run = try words(["--stats"])
    #expect(run.status == 0)
    #expect(
      run.output
        == "dictionary: \(listPath)\nkept: 11 words\ndropped: 2 lines (1 capitalised, 1 single letters)\n"
    )
    let system = try words(["--stats", "--json"], list: "system")
    #expect(
      ((try jsonObject(system.output))["dictionary"] as? [String: Any])?["name"] as? String
        == "system")
  }

  @Test(.enabled(if: GameList.isInstalled, Comment(rawValue: GameList.missing)))
  func theGameListFitsEightyColumns() throws {
    let run = try words(["BNETSSKPCNSMTPHSNJTVFVPAA"], list: "letterpress")
    #expect(run.status == 0)
    #expect(run.output.hasPrefix("2"))  // a count, not an error
    #expect(run.output.contains("(letterpress, 274923 words)"))
    #expect(run.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
    #expect(run.output.contains("\n11 letters (1)\n  attachments\n"))
  }

  @Test(
    .enabled(if: Fixtures.shared != nil, Comment(rawValue: Fixtures.sharedMissing)),
    .enabled(if: GameList.isInstalled, Comment(rawValue: GameList.missing)))
  func readsAScreenshot() throws {
    let shot = try #require(Fixtures.shared).appendingPathComponent(
      "corpus/images/rickychang-iphone5-test-board1.png")
    let fromImage = try words([shot.path, "--json"], list: "letterpress")
    let fromLetters = try words(["BNETSSKPCNSMTPHSNJTVFVPAA", "--json"], list: "letterpress")
    #expect(fromImage.status == 0, "\(fromImage.errors)")
    #expect(fromImage.output == fromLetters.output)
  }

  // MARK: - Bad input

  @Test(arguments: [
    [], ["--limit", "0", "QUILTSEDARHOBNXXXXXXXXXXX"],
    ["--min-length", "30", "QUILTSEDARHOBNXXXXXXXXXXX"],
    ["QUILTSEDARHOBNXXXXXXXXXXX", "--board", "x.txt"],
  ])
  func usageErrorsExit64(_ arguments: [String]) throws {
    let run = try words(arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
  }

  @Test(arguments: [
    (["QUILTSEDARHOBNXXXXXXXXXXX", "--dict", "/nonexistent/list.txt"], "/nonexistent/list.txt"),
    (["--board", "/nonexistent/board.txt"], "/nonexistent/board.txt"),
    (["/nonexistent/shot.png"], "/nonexistent/shot.png"),
    (["QUILTSEDARHOBNXXXXXXXXXXX", "--played", "don't"], "don't"),
    (["QUILTSEDARHOBNXXXXXXXXXXX", "--played-file", "/nonexistent/played"], "/nonexistent/played"),
    (["QUILTSEDARHOBNXXXXXXXXXXX", "--dict", "letterpress-xx"], "has no 'xx' word list"),
    (["ABC"], "found 3"), (["QUILTSEDARHOBNXXXXXXXXXX1"], "'1' is not a letter"),
  ])
  func badInputExitsOneWithOneLine(_ arguments: [String], mention: String) throws {
    let run = try words(arguments)
    #expect(run.status == 1)
    #expect(run.errorLines.count == 1, "\(run.errors)")
    #expect(run.errors.contains(mention), "\(run.errors)")
    #expect(run.output.isEmpty)
  }

  /// A board a letter short is the same bad input to `words` and to
  /// `solve --board`: one line, exit status 1 (issue 29).
  @Test func aShortBoardIsRefusedAlikeByWordsAndSolve() throws {
    let letters = String(Self.board.prefix(24))
    let words = try words([letters])
    let solve = try CommandRunner.run(["--board", letters])
    #expect(words.status == 1 && solve.status == 1)
    #expect(words.errorLines.count == 1 && solve.standardError.split(separator: "\n").count == 1)
    #expect(words.errors == solve.standardError, "\(words.errors) \(solve.standardError)")
  }

  @Test func anEmptyListIsBadInput() throws {
    let empty = folder.appendingPathComponent("empty.txt")
    try Data().write(to: empty)
    let run = try words([Self.board, "--dict", empty.path])
    #expect(run.status == 1)
    #expect(run.errorLines.count == 1)
    #expect(run.errors.contains("no playable word"))
  }
}
