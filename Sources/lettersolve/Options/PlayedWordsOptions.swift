import ArgumentParser
import Foundation
import Words

/// The options that give the words already played, shared by the commands
/// that play or list words on a game in progress.
struct PlayedWordsOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Words already played, comma-separated; they and their prefixes cannot be played.",
      valueName: "words"))
  var played: String?

  @Option(
    help: ArgumentHelp(
      "A file of words already played (separated by commas or white space).", valueName: "file"))
  var playedFile: String?

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
