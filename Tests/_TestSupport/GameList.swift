import Foundation
import Words

/// The game's English list, `Dictionaries/letterpress-en.txt`, as installed
/// by `make setup` (`make dictionaries`); tests that need it skip with
/// `missing` when it is absent.
package enum GameList {
  /// The list's path in the checkout.
  package static let path = Fixtures.projectRoot.appendingPathComponent(
    "Dictionaries/letterpress-en.txt"
  ).path

  /// Whether the list is installed.
  package static let isInstalled = FileManager.default.fileExists(atPath: path)

  /// Why tests of the game list are skipped, for `.enabled(if:)` comments.
  package static let missing =
    "Dictionaries/letterpress-en.txt is not installed (run make setup); skipped"

  /// The list, loaded once per test process (through its index beside it,
  /// as the product loads it) and shared by every suite that needs it.
  ///
  /// - Throws: when it is not installed or does not load.
  package static func list() throws -> WordList {
    try shared.get()
  }

  private static let shared: Result<WordList, WordListError> = Result {
    () throws(WordListError) -> WordList in
    let folder = (path as NSString).deletingLastPathComponent
    let locations = DictionaryLocations(
      directories: [folder], cacheDirectory: nil, systemPath: "/nonexistent")
    return try WordList.load(.letterpress(language: "en"), locations: locations)
  }
}
