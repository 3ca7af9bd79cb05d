import ArgumentParser
import Foundation
import Words

/// The option that chooses a word list, shared by every command that needs
/// words.
struct DictionaryOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The word list: letterpress (the game's, default), letterpress-fr|de|es, system, or a path.",
      discussion: "Also taken from the LETTERSOLVE_DICT environment variable.",
      valueName: "list"))
  var dict: String?

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
}
