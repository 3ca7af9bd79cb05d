import Foundation
import Words

/// The words a player or a client says were played, as a front end takes
/// them (`--played`, `--played-file`, `history add`, the API's `played`),
/// checked by the played-word rule; the same check for the CLI and the
/// server.
///
///     let given = try GivenWords(list: "quilts, radish")
///     let request = SolveRequest(.file("shot.png"), given: given)
public struct GivenWords: Sendable, Hashable {
  /// The most words one request, one command or one game's history may
  /// give: 500.
  public static let limit = PlayedWords.maxGivenWords

  /// The words, checked.
  package let played: PlayedWords

  /// The words, lowercase, in the order given.
  public var words: [String] { played.words }

  /// No word given.
  public init() { played = PlayedWords() }

  /// The words given one by one, in order (`history add`'s arguments, a
  /// review's).
  ///
  /// - Throws: `SolvingError` (`.wordList`): more than `limit` words, or a
  ///   word that is not 2-25 letters a-z.
  public init(_ words: [String]) throws(SolvingError) {
    played = try SolvingError.converting { try PlayedWords(given: words) }
  }

  /// The words of a list as a person types it: separated by commas, white
  /// space or `+` (as a query string's spaces arrive).
  ///
  /// - Throws: as `init(_:)`.
  public init(list: String) throws(SolvingError) {
    played = try SolvingError.converting { try PlayedWords(list: list) }
  }

  /// The words of `list` and then of the file at `file` (separated by
  /// commas or white space), as `--played` and `--played-file` give them.
  ///
  /// - Throws: as `init(_:)`, and `.wordList` for a file that cannot be
  ///   read.
  public init(list: String?, file: String?) throws(SolvingError) {
    var text = list ?? ""
    if let file {
      guard let data = FileManager.default.contents(atPath: file) else {
        throw SolvingError(WordListError.unreadablePlayedWords(path: file))
      }
      text += "," + String(decoding: data, as: UTF8.self)
    }
    try self.init(list: text)
  }
}
