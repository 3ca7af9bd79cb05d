import ArgumentParser
import Foundation
import Solving

/// The option that chooses a word list, shared by every command that needs
/// words.
struct DictionaryOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The word list: letterpress (the game's, default), letterpress-fr|de|es, system, or a path.",
      discussion: "Also taken from the LETTERSOLVE_DICT environment variable.",
      valueName: "list"))
  var dict: String?

  /// The list chosen, looked for as the environment says.
  var choice: WordListChoice {
    WordListChoice(dict, environment: ProcessInfo.processInfo.environment)
  }
}
