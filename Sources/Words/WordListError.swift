/// Why a word list could not be loaded, or a played word not accepted.
public enum WordListError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No file exists at the path.
  case missingFile(path: String)
  /// The path names a directory, not a word list.
  case isDirectory(path: String)
  /// The file exists but could not be read; `reason` is the system's message.
  case unreadable(path: String, reason: String)
  /// The file holds no word that survives normalisation.
  case noPlayableWords(path: String, stats: NormalisationStats)
  /// The game's list for `language` is in none of the `searched` directories.
  case notInstalled(language: String, searched: [String])
  /// The game has no list for `language`; it has lists for `known`.
  case unknownLanguage(String, known: [String])
  /// The file is larger than any word list should be.
  case tooLarge(path: String, limit: Int)
  /// A played word is not 2-25 of the letters a to z (the word, or the
  /// start of a long one).
  case invalidPlayedWord(String)
  /// More played words were given than one request or command may give.
  case tooManyPlayedWords(Int, limit: Int)
  /// A file of played words is missing or cannot be read.
  case unreadablePlayedWords(path: String)

  public var description: String {
    switch self {
    case .missingFile(let path):
      "no word list at \(path)"
    case .isDirectory(let path):
      "\(path) is a directory, not a word list"
    case .unreadable(let path, let reason):
      "cannot read the word list \(path): \(reason)"
    case .noPlayableWords(let path, let stats):
      "\(path) holds no playable word (\(stats.dropped) lines dropped; words must be 2-25 letters a-z)"
    case .notInstalled(let language, let searched):
      "the game's '\(language)' word list is not installed (looked in "
        + searched.joined(separator: ", ") + "); run `make setup` or pass --dict PATH"
    case .unknownLanguage(let language, let known):
      "the game has no '\(language)' word list (it has \(known.joined(separator: ", ")))"
    case .tooLarge(let path, let limit):
      "the word list \(path) is over \(limit >> 20) MiB, far more than any word list"
    case .invalidPlayedWord(let word):
      "played word '\(word)' is not 2 to 25 of the letters a-z"
    case .tooManyPlayedWords(let count, let limit):
      "\(count) played words given; at most \(limit) at once (a game has far fewer moves)"
    case .unreadablePlayedWords(let path):
      "cannot read the played-words file \(path)"
    }
  }
}
