import ArgumentParser
import Solving

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
  /// - Throws: `WordListError` for a word that is not 2-25 letters a-z,
  ///   more than `GivenWords.limit` words, or a played-words file that
  ///   cannot be read.
  func playedWords() throws -> GivenWords {
    try GivenWords(list: played, file: playedFile)
  }
}
