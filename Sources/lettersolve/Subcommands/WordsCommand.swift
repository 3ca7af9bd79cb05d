import ArgumentParser
import Foundation
import Letterpress
import Solving

/// `lettersolve words`: every word the board's letters can spell, longest
/// first, without the words the played-word rule forbids.
struct WordsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "words",
    abstract: "List every playable word on a board, longest first.",
    discussion: """
      The board is 25 letters (row by row, case and spaces ignored), a board file \
      (--board), or a screenshot. Each tile is used at most once; positions do not \
      matter. Words already played, and every prefix of one, are left out (after \
      QUILTS, QUILT and QUILTS are gone, QUILTED stays). --stats shows how the word \
      list was normalised, and works without a board.
      """
  )

  @Argument(
    help: ArgumentHelp(
      "25 letters, a board file, or a screenshot (PNG or JPEG; - for standard input).",
      valueName: "letters"), completion: .file())
  var input: String?

  @Option(
    help: ArgumentHelp(
      "A board file: 25 letters, or 5 lines of tokens like `A Ab ZR` (owners are ignored).",
      valueName: "file"))
  var board: String?

  @OptionGroup var words: DictionaryOptions

  @OptionGroup var played: PlayedWordsOptions

  @Option(
    parsing: .unconditional, help: "Show at most this many words (the longest).")
  var limit: Int?

  @Option(
    parsing: .unconditional, help: "Leave out words shorter than this.")
  var minLength = 2

  @Flag(help: "Show how many words the list kept and dropped, and why.")
  var stats = false

  @Flag(help: "Print JSON for scripts.")
  var json = false

  func validate() throws {
    guard input == nil || board == nil else {
      throw ValidationError("give the board as letters, a screenshot or --board, not two of them")
    }
    guard input != nil || board != nil || stats else {
      throw ValidationError("give the board: 25 letters, a screenshot, or --board FILE")
    }
    if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
    guard (1...25).contains(minLength) else {
      throw ValidationError("--min-length must be between 1 and 25")
    }
  }

  func run() throws {
    let letters = try readLetters()
    let search = try WordSearch(words.choice, notice: Terminal.warn)
    let played = try self.played.playedWords()
    let found = letters.map { letters in
      search.words(on: letters, played: played).filter { $0.utf8.count >= minLength }
    }
    let shown = found.map { found in limit.map { Array(found.prefix($0)) } ?? found }
    let list = search.summary
    if json {
      Terminal.printLine(try WordsOutput.json(list: list, words: shown, playable: found?.count))
      return
    }
    if stats { Terminal.printText(WordsOutput.statsText(list)) }
    if let found, let shown {
      Terminal.printText(WordsOutput.text(shown, of: found.count, list: list))
    }
  }

  /// Whether a positional argument is a screenshot rather than a board: its
  /// name ends in .png, .jpg or .jpeg.
  private static func namesImage(_ input: String) -> Bool {
    let name = input.lowercased()
    return input == "-" || [".png", ".jpg", ".jpeg"].contains { name.hasSuffix($0) }
  }

  /// The board's letters, or `nil` for `--stats` alone.
  private func readLetters() throws -> [Letter]? {
    if let board { return try BoardArgument.parse(board).board.letters }
    guard let input else { return nil }
    guard Self.namesImage(input) else { return try BoardArgument.parse(input).board.letters }
    let image = try ScreenshotArgument.image(input)
    let reader = try UserTemplates(directory: nil).reader()
    let name = ScreenshotArgument.name(input)
    return try ScreenshotReading(image, reader: reader, file: name).board(file: name).board.letters
  }
}

/// How `words` prints.
enum WordsOutput {
  /// The widest line of text output.
  static let width = 80

  /// The words grouped by length, longest first, in columns that fit
  /// `width`, under a summary line (`total` counts the words before
  /// `--limit`).
  static func text(_ words: [String], of total: Int, list: WordListSummary) -> String {
    var output = words.count < total ? "\(words.count) of \(total)" : "\(total)"
    output += " playable \(noun("word", count: total)) (\(list.name), \(list.words) words)\n"
    var start = 0
    while start < words.count {
      let length = words[start].utf8.count
      var end = start
      while end < words.count && words[end].utf8.count == length { end += 1 }
      output += "\n\(length) letters (\(end - start))\n"
      let perLine = max(1, (width - 2) / (length + 2))
      for lineStart in stride(from: start, to: end, by: perLine) {
        let line = words[lineStart..<min(lineStart + perLine, end)]
        output += "  " + line.joined(separator: "  ") + "\n"
      }
      start = end
    }
    return output
  }

  /// The list's name, source and normalisation counts.
  static func statsText(_ list: WordListSummary) -> String {
    let dropped = list.droppedBy
    let reasons = [
      ("capitalised", dropped.capitalised), ("other characters", dropped.otherCharacters),
      ("single letters", dropped.tooShort), ("longer than 25", dropped.tooLong),
      ("duplicates", dropped.duplicates),
    ].filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }
    var output = "dictionary: \(list.name)"
    if let path = list.path, path != list.name { output += " (\(path))" }
    output += "\nkept: \(list.kept) words\ndropped: \(list.dropped) lines"
    output += reasons.isEmpty ? "\n" : " (" + reasons.joined(separator: ", ") + ")\n"
    return output
  }

  /// `{"dictionary": {...}, "playable": N, "schema": 1, "words": [...]}`,
  /// keys sorted; `playable` and `words` are left out when no board was
  /// given.
  static func json(list: WordListSummary, words: [String]?, playable: Int?) throws -> String {
    try JSONDocument.string(
      Output(dictionary: list, playable: playable, words: words?.map { $0.uppercased() }))
  }

  private struct Output: Encodable {
    var schema = JSONDocument.schema
    let dictionary: WordListSummary
    /// How many words the board holds, `words` showing the first `--limit`.
    let playable: Int?
    let words: [String]?
  }
}
