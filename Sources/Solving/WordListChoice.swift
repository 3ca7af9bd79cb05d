import Words

/// The word list a user or a client chose: a name (`letterpress`, the
/// game's, `letterpress-fr|de|es`, `system`) or a path; with none, the
/// `LETTERSOLVE_DICT` environment variable, else the game's English list,
/// else the system list with a notice. The CLI's `--dict` and `serve`'s
/// lists are loaded here alike.
///
///     let list = try WordListChoice("letterpress-fr").load(notice: { print($0) })
public struct WordListChoice: Sendable {
  /// The list's name or path; `nil` for the default.
  public var name: String?
  /// The environment: `LETTERSOLVE_DICT`, and where the lists are installed.
  public var environment: [String: String]

  /// The list `name` names (`nil`: the default), looked for as
  /// `environment` says.
  public init(_ name: String?, environment: [String: String]) {
    self.name = name
    self.environment = environment
  }

  /// The chosen list; `notice` is told (one line) when the game's list is
  /// missing and the system list is used instead.
  ///
  /// - Throws: `WordListError` when the list cannot be loaded.
  public func load(notice: (String) -> Void) throws(WordListError) -> WordList {
    let (list, fallback) = try WordList.load(
      choice: name, environment: environment,
      locations: .standard(environment: environment))
    if let fallback { notice(fallback) }
    return list
  }

  /// The lists `serve` offers: the chosen one (the default list) first,
  /// then each of the game's other languages that is installed.
  ///
  /// - Throws: `WordListError` when the chosen list cannot be loaded.
  public func loadServed(notice: (String) -> Void) throws(WordListError) -> [WordList] {
    var lists = [try load(notice: notice)]
    let locations = DictionaryLocations.standard(environment: environment)
    for language in WordListSource.languages {
      let source = WordListSource.letterpress(language: language)
      guard !lists.contains(where: { $0.name == source.description }),
        let list = try? WordList.load(source, locations: locations)
      else { continue }
      lists.append(list)
    }
    return lists
  }
}
