import ArgumentParser
import Foundation
import Words

/// The options that choose a word list and the words already played, shared
/// by every command that needs words.
struct DictionaryOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The word list: letterpress (the game's, default), letterpress-fr|de|es, system, or a path.",
      discussion: "Also taken from the LETTERSOLVE_DICT environment variable.",
      valueName: "list"))
  var dict: String?

  @Option(
    help: ArgumentHelp(
      "Words already played, comma-separated; they and their prefixes cannot be played.",
      valueName: "words"))
  var played: String?

  @Option(
    help: ArgumentHelp(
      "A file of words already played (separated by commas or white space).", valueName: "file"))
  var playedFile: String?

  /// The chosen list; a notice goes to standard error when the game's list is
  /// missing and the system list is used instead.
  ///
  /// - Throws: `WordListError` when the list cannot be loaded.
  func loadList() throws -> WordList {
    let environment = ProcessInfo.processInfo.environment
    let (list, notice) = try WordList.load(
      choice: dict, environment: environment,
      locations: .standard(environment: environment))
    if let notice { Terminal.warn(notice) }
    return list
  }

  /// The words of `--played` and `--played-file`.
  ///
  /// - Throws: `WordListError` for a word that is not made of a-z, or a
  ///   played-words file that cannot be read.
  func playedWords() throws -> PlayedWords {
    var words: [Substring] = []
    if let played { words += Self.split(played) }
    if let playedFile {
      guard let data = FileManager.default.contents(atPath: playedFile) else {
        throw WordListError.unreadablePlayedWords(path: playedFile)
      }
      words += Self.split(String(decoding: data, as: UTF8.self))
    }
    return try PlayedWords(words)
  }

  private static func split(_ text: String) -> [Substring] {
    text.split { $0 == "," || $0.isWhitespace }
  }
}
