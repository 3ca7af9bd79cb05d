import FileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a word list comes from: the game's own list, the system's, or a file.
public enum WordListSource: Hashable, Sendable, CustomStringConvertible {
  /// The game's list for a language (`en`, `fr`, `de`, `es`), installed by
  /// `make setup` as `letterpress-<language>.txt`.
  case letterpress(language: String)
  /// The system list, `/usr/share/dict/words` (Debian `wamerican`).
  case system
  /// Any text file with one word per line.
  case file(path: String)

  /// The environment variable that chooses a list when `--dict` is not given;
  /// it takes the same values.
  package static let environmentVariable = "LETTERSOLVE_DICT"

  /// The languages of the game's lists.
  package static let languages = ["en", "fr", "de", "es"]

  /// Parses a `--dict` value: `letterpress` (English), `letterpress-<language>`,
  /// `system`, or a path.
  package init(argument: String) {
    switch argument {
    case "letterpress": self = .letterpress(language: "en")
    case "system": self = .system
    case _ where argument.hasPrefix("letterpress-") && !argument.contains("/"):
      self = .letterpress(language: String(argument.dropFirst("letterpress-".count)))
    default: self = .file(path: argument)
    }
  }

  /// The name `--dict` takes for it, used in reports.
  public var description: String {
    switch self {
    case .letterpress(let language): language == "en" ? "letterpress" : "letterpress-\(language)"
    case .system: "system"
    case .file(let path): path
    }
  }
}

/// Where lettersolve looks for the game's lists and keeps compiled indexes.
public struct DictionaryLocations: Sendable {
  /// Directories searched, in order, for `letterpress-<language>.txt`.
  package var directories: [String]
  /// Where indexes of lists outside `directories` (or in read-only ones) are
  /// cached; `nil` to build them in memory on every load.
  package var cacheDirectory: String?
  /// The system list.
  package var systemPath: String

  /// Creates locations from explicit paths (for tests and embedding).
  package init(directories: [String], cacheDirectory: String?, systemPath: String) {
    self.directories = directories
    self.cacheDirectory = cacheDirectory
    self.systemPath = systemPath
  }

  /// The installed layout: `share/lettersolve/` and `Dictionaries/` in the
  /// executable's folder or up to three folders above it (which covers both
  /// `$(PREFIX)/bin` and a checkout's `.build/<triple>/<configuration>`), the
  /// cache under `$XDG_CACHE_HOME` or `~/.cache`, and `/usr/share/dict/words`.
  public static func standard(environment: [String: String]) -> DictionaryLocations {
    var directories: [String] = []
    if var folder = executablePath().map(parent) {
      for _ in 0..<4 {
        let base = folder == "/" ? "" : folder
        directories.append(base + "/share/lettersolve")
        directories.append(base + "/Dictionaries")
        guard folder != "/" else { break }
        folder = parent(folder)
      }
    }
    let cacheHome =
      environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? environment["HOME"].map { $0 + "/.cache" }
    return DictionaryLocations(
      directories: directories,
      cacheDirectory: cacheHome.map { $0 + "/lettersolve" },
      systemPath: "/usr/share/dict/words"
    )
  }

  /// The source file and index path for `source`.
  ///
  /// - Throws: `WordListError.notInstalled` when a game list is in none of
  ///   the directories, `.unknownLanguage` for a language the game has no
  ///   list for.
  func resolve(_ source: WordListSource) throws(WordListError) -> (path: String, indexPath: String?)
  {
    switch source {
    case .letterpress(let language):
      guard WordListSource.languages.contains(language) else {
        throw .unknownLanguage(language, known: WordListSource.languages)
      }
      let fileName = "letterpress-\(language).txt"
      guard let directory = directories.first(where: { access($0 + "/" + fileName, R_OK) == 0 })
      else { throw .notInstalled(language: language, searched: directories) }
      let path = directory + "/" + fileName
      let indexPath =
        access(directory, W_OK) == 0
        ? directory + "/letterpress-\(language).index" : cachedIndexPath(for: path)
      return (path, indexPath)
    case .system:
      return (systemPath, cachedIndexPath(for: systemPath))
    case .file(let path):
      return (path, cachedIndexPath(for: path))
    }
  }

  /// `<cache>/<file name>-<hash of the absolute path>.index`.
  private func cachedIndexPath(for path: String) -> String? {
    guard let cacheDirectory else { return nil }
    let absolute = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
    var hash = StableHash()
    hash.combine(absolute.utf8)
    let fileName = absolute.split(separator: "/").last.map(String.init) ?? "list"
    let hex = String(hash.value, radix: 16)
    return
      "\(cacheDirectory)/\(fileName)-\(String(repeating: "0", count: 16 - hex.count))\(hex).index"
  }

  private static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// The running executable, symbolic links resolved.
  private static func executablePath() -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    #if os(Linux)
    if readlink("/proc/self/exe", &buffer, buffer.count - 1) > 0 { return string(from: buffer) }
    #endif
    guard let argument = CommandLine.arguments.first, realpath(argument, &buffer) != nil else {
      return nil
    }
    return string(from: buffer)
  }

  private func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    return getcwd(&buffer, buffer.count) != nil ? Self.string(from: buffer) : "."
  }

  /// The text of a zero-filled C buffer, up to its first zero.
  private static func string(from buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

extension WordList {
  /// Loads `source`, through its cached index.
  ///
  /// The game's lists found in a writable dictionary folder keep their index
  /// beside them (`letterpress-en.index`); every other list's index goes to
  /// the cache directory.
  ///
  /// - Throws: `WordListError` when the list is not installed, missing,
  ///   unreadable or empty.
  public static func load(
    _ source: WordListSource, locations: DictionaryLocations
  ) throws(WordListError) -> WordList {
    let (path, indexPath) = try locations.resolve(source)
    return try WordList(contentsOf: path, name: source.description, indexPath: indexPath)
  }

  /// Loads the list a user chose: `argument` (a `--dict` value), else the
  /// `LETTERSOLVE_DICT` environment variable, else the game's English list,
  /// falling back to the system list when the game's is not installed.
  ///
  /// - Returns: The list, and a one-line notice to show when it fell back.
  /// - Throws: `WordListError` when the chosen list cannot be loaded, or
  ///   neither default list can.
  public static func load(
    choice argument: String?, environment: [String: String], locations: DictionaryLocations
  ) throws(WordListError) -> (list: WordList, notice: String?) {
    let variable = environment[WordListSource.environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
    if let choice = argument ?? variable {
      return (try load(WordListSource(argument: choice), locations: locations), nil)
    }
    do {
      return (try load(.letterpress(language: "en"), locations: locations), nil)
    } catch .notInstalled {
      guard let system = try? load(.system, locations: locations) else {
        throw .notInstalled(language: "en", searched: locations.directories)
      }
      let notice =
        "note: the game's word list is not installed (run `make setup`); using \(locations.systemPath)"
      return (system, notice)
    }
  }
}
