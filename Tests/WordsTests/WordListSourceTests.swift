import Foundation
import Testing

@testable import Words

@Suite struct WordListSourceTests {
  @Test func parsesDictArguments() {
    #expect(WordListSource(argument: "letterpress") == .letterpress(language: "en"))
    #expect(WordListSource(argument: "letterpress-fr") == .letterpress(language: "fr"))
    #expect(WordListSource(argument: "system") == .system)
    #expect(WordListSource(argument: "my/letterpress-fr") == .file(path: "my/letterpress-fr"))
    #expect(WordListSource(argument: "words.txt") == .file(path: "words.txt"))
    #expect(WordListSource.letterpress(language: "en").description == "letterpress")
    #expect(WordListSource.letterpress(language: "de").description == "letterpress-de")
  }

  /// A dictionary folder holding a small game list, a system list, and a cache.
  private struct Layout {
    let root: TemporaryDirectory
    let locations: DictionaryLocations

    init(gameList: Bool, systemList: Bool = true) throws {
      root = try TemporaryDirectory()
      try FileManager.default.createDirectory(
        atPath: root.path + "/share/lettersolve", withIntermediateDirectories: true)
      if gameList { try root.write("share/lettersolve/letterpress-en.txt", "quilt\nquilts\n") }
      if systemList { try root.write("system-words", "Aaron\nquilt\nzebra\n") }
      locations = DictionaryLocations(
        directories: [root.path + "/missing", root.path + "/share/lettersolve"],
        cacheDirectory: root.path + "/cache",
        systemPath: root.path + "/system-words"
      )
    }
  }

  @Test func theGameListIsTheDefaultAndKeepsItsIndexBesideIt() throws {
    let layout = try Layout(gameList: true)
    let (list, notice) = try WordList.load(
      choice: nil, environment: [:], locations: layout.locations)
    #expect(list.name == "letterpress")
    #expect(list.count == 2)
    #expect(notice == nil)
    #expect(
      FileManager.default.fileExists(
        atPath: layout.root.path + "/share/lettersolve/letterpress-en.index"))
  }

  @Test func fallsBackToTheSystemListWithANotice() throws {
    let layout = try Layout(gameList: false)
    let (list, notice) = try WordList.load(
      choice: nil, environment: [:], locations: layout.locations)
    #expect(list.name == "system")
    #expect(list.ids.map { list[$0] } == ["quilt", "zebra"])
    #expect(list.stats.capitalised == 1)
    let text = try #require(notice)
    #expect(text.contains(layout.locations.systemPath) && !text.contains("\n"))
    // The system list's index goes to the cache.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: layout.root.path + "/cache").count == 1)
  }

  @Test func withNeitherListTheErrorSaysWhatToDo() throws {
    let layout = try Layout(gameList: false, systemList: false)
    #expect {
      try WordList.load(choice: nil, environment: [:], locations: layout.locations)
    } throws: { error in
      "\(error)".contains("make setup") && "\(error)".contains(layout.root.path + "/missing")
    }
  }

  @Test func anExplicitChoiceDoesNotFallBack() throws {
    let layout = try Layout(gameList: false)
    #expect(throws: WordListError.self) {
      try WordList.load(choice: "letterpress", environment: [:], locations: layout.locations)
    }
    #expect(throws: WordListError.unknownLanguage("xx", known: ["en", "fr", "de", "es"])) {
      try WordList.load(choice: "letterpress-xx", environment: [:], locations: layout.locations)
    }
  }

  @Test func theOptionBeatsTheEnvironmentVariable() throws {
    let layout = try Layout(gameList: true)
    let environment = [WordListSource.environmentVariable: "system"]
    let fromVariable = try WordList.load(
      choice: nil, environment: environment, locations: layout.locations)
    #expect(fromVariable.list.name == "system")
    let fromOption = try WordList.load(
      choice: "letterpress", environment: environment, locations: layout.locations)
    #expect(fromOption.list.name == "letterpress")
    let path = try layout.root.write("mine.txt", "zebra\n")
    let fromPath = try WordList.load(choice: path, environment: [:], locations: layout.locations)
    #expect(fromPath.list.name == path && fromPath.list.path == path)
  }

  @Test func standardLocationsLookBesideTheExecutableAndInTheCache() {
    let locations = DictionaryLocations.standard(environment: ["HOME": "/home/someone"])
    #expect(locations.cacheDirectory == "/home/someone/.cache/lettersolve")
    #expect(locations.systemPath == "/usr/share/dict/words")
    // The test runner lives in .build/<triple>/debug: the checkout's Dictionaries/ is searched.
    #expect(locations.directories.contains { $0.hasSuffix("/Dictionaries") })
    #expect(locations.directories.contains { $0.hasSuffix("/share/lettersolve") })
    let xdg = DictionaryLocations.standard(environment: ["HOME": "/h", "XDG_CACHE_HOME": "/x"])
    #expect(xdg.cacheDirectory == "/x/lettersolve")
  }
}
