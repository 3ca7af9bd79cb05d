/// The word of a "played" bubble and who played it.
public struct LastPlayed: Sendable, Codable, Hashable {
  /// The word, upper case.
  package let word: String
  /// Who played it.
  package let by: Owner

  /// A bubble's word (any case) and its player.
  package init(word: String, by: Owner) {
    self.word = word.uppercased()
    self.by = by
  }
}
