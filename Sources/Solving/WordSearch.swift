import Letterpress
import Words

/// `words`: a chosen word list, and the words some letters spell in it
/// that the played words still allow.
///
///     let search = try WordSearch(WordListChoice(nil, environment: env), notice: { print($0) })
///     search.words(on: board.letters, played: try GivenWords(list: "quilts"))
public struct WordSearch: Sendable {
  private let list: WordList

  /// The list's name, size and normalisation.
  public var summary: WordListSummary { WordListSummary(list) }

  /// A search in the list `choice` names; `notice` is told when the game's
  /// list is missing and the system list is used instead.
  ///
  /// - Throws: `WordListError` when the list cannot be loaded.
  public init(_ choice: WordListChoice, notice: (String) -> Void) throws(WordListError) {
    list = try choice.load(notice: notice)
  }

  /// Every word of the list `letters` can spell (each letter used at most
  /// once) that `played` allows, longest first.
  public func words(on letters: [Letter], played: GivenWords) -> [String] {
    played.played.filter(WordFinder(list: list).words(on: letters))
  }
}

/// A word list's name, size and the lines it left out, by reason, as
/// `words --stats` and `words --json` (its `dictionary`) show them.
public struct WordListSummary: Encodable, Sendable {
  /// The lines the list left out, by reason.
  public struct DroppedLines: Encodable, Sendable {
    public let capitalised: Int
    public let otherCharacters: Int
    public let tooShort: Int
    public let tooLong: Int
    public let duplicates: Int
  }

  /// The list's name.
  public let name: String
  /// Its file, when it was read from one.
  public let path: String?
  /// How many words it holds.
  public let words: Int
  /// How many lines it kept.
  public let kept: Int
  /// How many lines it left out.
  public let dropped: Int
  /// The lines left out, by reason.
  public let droppedBy: DroppedLines

  /// The summary of `list`.
  init(_ list: WordList) {
    let stats = list.stats
    name = list.name
    path = list.path
    words = list.count
    kept = stats.kept
    dropped = stats.dropped
    droppedBy = DroppedLines(
      capitalised: stats.capitalised, otherCharacters: stats.otherCharacters,
      tooShort: stats.tooShort, tooLong: stats.tooLong, duplicates: stats.duplicates)
  }
}
