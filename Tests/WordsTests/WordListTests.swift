import Foundation
import Letterpress
import Testing

@testable import Words

@Suite struct WordListTests {
  @Test func looksUpWordsInEitherCase() throws {
    let list = WordList(words: FixtureWords.text.split(separator: "\n"), name: "fixture")
    #expect(list.count == 50)
    let quilt = try #require(list.id(of: "QUILT"))
    #expect(list[quilt] == "quilt")
    #expect(list.length(of: quilt) == 5)
    #expect(list.letters(of: quilt).map(\.character) == Array("QUILT"))
    #expect(list.contains("horseradish"))
    #expect(!list.contains("horse"))
    #expect(!list.contains(""))
    #expect(list.id(of: "zzzzzzzzzzzzzzzzzzzzzzzzzzzz") == nil)
  }

  /// Checked against every prefix of every word, and letters after them.
  @Test func findsWhetherAWordOfALengthBeginsWithAPrefix() {
    let list = WordList(words: FixtureWords.text.split(separator: "\n"), name: "fixture")
    let words = list.ids.map { list[$0] }
    for word in words {
      for end in 0...word.count {
        let prefix = String(word.prefix(end))
        #expect(list.hasWord(length: word.count, startingWith: prefix.uppercased()))
        for letter in "aejqz" {
          let longer = prefix + String(letter)
          let expected = words.contains { $0.count == word.count && $0.hasPrefix(longer) }
          #expect(list.hasWord(length: word.count, startingWith: longer) == expected, "\(longer)")
        }
      }
      #expect(!list.hasWord(length: word.count - 1, startingWith: word))
    }
    #expect(!list.hasWord(length: 2, startingWith: "") || words.contains { $0.count == 2 })
  }

  @Test func everyWordFindsItsOwnID() {
    let list = WordList(words: FixtureWords.text.split(separator: "\n"), name: "fixture")
    for id in list.ids {
      #expect(list.id(of: list[id]) == id)
    }
  }

  // MARK: - Files and errors

  @Test func aMissingFileIsAClearError() {
    #expect(throws: WordListError.missingFile(path: "/nonexistent/words.txt")) {
      try WordList(contentsOf: "/nonexistent/words.txt", indexPath: nil)
    }
    #expect(
      WordListError.missingFile(path: "/nonexistent/words.txt").description
        == "no word list at /nonexistent/words.txt")
  }

  @Test func aDirectoryIsAClearError() throws {
    let directory = try TemporaryDirectory()
    #expect(throws: WordListError.isDirectory(path: directory.path)) {
      try WordList(contentsOf: directory.path, indexPath: nil)
    }
  }

  @Test func anEmptyFileIsAClearError() throws {
    let directory = try TemporaryDirectory()
    let empty = try directory.write("empty.txt", "")
    let proper = try directory.write("proper.txt", "Paris\nx\n")
    #expect(throws: WordListError.noPlayableWords(path: empty, stats: NormalisationStats())) {
      try WordList(contentsOf: empty, indexPath: nil)
    }
    #expect {
      try WordList(contentsOf: proper, indexPath: nil)
    } throws: { error in
      guard case .noPlayableWords(_, let stats) = error as? WordListError else { return false }
      return stats.dropped == 2 && stats.kept == 0
    }
  }

  @Test(.enabled(if: getuid() != 0, "root can read any file; skipped"))
  func anUnreadableFileIsAClearError() throws {
    let directory = try TemporaryDirectory()
    let locked = try directory.write("locked.txt", "tea\n")
    chmod(locked, 0)
    #expect(throws: WordListError.self) { try WordList(contentsOf: locked, indexPath: nil) }
  }

  // MARK: - The compiled index

  @Test func theIndexRoundTrips() throws {
    let directory = try TemporaryDirectory()
    let source = try directory.write("list.txt", FixtureWords.text + "Capital\ntea\n")
    let indexPath = directory.path + "/list.index"
    let built = try WordList(contentsOf: source, indexPath: indexPath)
    #expect(FileManager.default.fileExists(atPath: indexPath))
    let loaded = try WordList(contentsOf: source, indexPath: indexPath)
    #expect(loaded.index.storage !== built.index.storage)
    #expect(loaded.ids.map { loaded[$0] } == built.ids.map { built[$0] })
    #expect(loaded.stats == built.stats)
    #expect(loaded.stats.capitalised == 1 && loaded.stats.duplicates == 1)
    let inMemory = WordList(words: FixtureWords.text.split(separator: "\n"), name: "fixture")
    #expect(loaded.ids.map { loaded[$0] } == inMemory.ids.map { inMemory[$0] })
    #expect(try directory.fileNames() == ["list.index", "list.txt"])  // no temporary left
  }

  @Test func theIndexIsRebuiltWhenTheSourceChanges() throws {
    let directory = try TemporaryDirectory()
    let source = try directory.write("list.txt", "tea\neat\n")
    let indexPath = directory.path + "/list.index"
    _ = try WordList(contentsOf: source, indexPath: indexPath)
    // Same size, later modification time.
    try directory.write("list.txt", "ten\nnet\n")
    var later = [
      timespec(tv_sec: 2_000_000_000, tv_nsec: 0), timespec(tv_sec: 2_000_000_000, tv_nsec: 0),
    ]
    utimensat(AT_FDCWD, source, &later, 0)
    let reloaded = try WordList(contentsOf: source, indexPath: indexPath)
    #expect(reloaded.ids.map { reloaded[$0] } == ["net", "ten"])
    // The rewritten index is used as is on the next load.
    let again = try WordList(contentsOf: source, indexPath: indexPath)
    #expect(again.ids.map { again[$0] } == ["net", "ten"])
  }

  @Test func aDamagedIndexIsRebuilt() throws {
    let directory = try TemporaryDirectory()
    let (source, indexPath, builtBytes) = try Self.indexOfEatAndTea(in: directory)
    var bytes = builtBytes
    for damage in [bytes.prefix(100), bytes.dropLast(1), Data("not an index".utf8)] {
      try damage.write(to: URL(fileURLWithPath: indexPath))
      let list = try WordList(contentsOf: source, indexPath: indexPath)
      #expect(list.ids.map { list[$0] } == ["eat", "tea"])
    }
    // Offsets that do not span the text are caught when the index opens.
    bytes = try Data(contentsOf: URL(fileURLWithPath: indexPath))
    let lastOffset = try #require(Self.offsetsStart(in: bytes)) + 8
    bytes.replaceSubrange(lastOffset..<lastOffset + 4, with: [5, 0, 0, 0])
    try bytes.write(to: URL(fileURLWithPath: indexPath))
    let list = try WordList(contentsOf: source, indexPath: indexPath)
    #expect(list.ids.map { list[$0] } == ["eat", "tea"])
  }

  /// The words of an index are not all checked when it opens (a lookup reads
  /// a few pages of it): damage inside them gives wrong words, never a read
  /// outside the index or a crash.
  @Test func damageInsideTheWordsStaysInsideTheIndex() throws {
    let directory = try TemporaryDirectory()
    let (source, indexPath, builtBytes) = try Self.indexOfEatAndTea(in: directory)
    var bytes = builtBytes
    bytes[bytes.count - 1] = UInt8(ascii: "A")  // the text "eattea" ends "teA": not a-z
    let middleOffset = try #require(Self.offsetsStart(in: bytes)) + 4
    // "eat" now ends past the text.
    bytes.replaceSubrange(middleOffset..<middleOffset + 4, with: [200, 0, 0, 0])
    try bytes.write(to: URL(fileURLWithPath: indexPath))
    let list = try WordList(contentsOf: source, indexPath: indexPath)
    let letters = list.ids.map { list.letters(of: $0).map(\.character) }
    #expect(letters == [Array("EATTEZ"), []])
    #expect(!list.hasWord(length: 3, startingWith: "te"))
    // The finder reads only the intact letter counts, then the clamped text.
    let found = WordFinder(list: list).words(on: Array("TEAZ").compactMap(Letter.init))
    #expect(found == ["eatteA", ""])  // the word as stored: its letters read A as z
  }

  /// The word list "tea", "eat" written in `directory`, its index built
  /// beside it, and the index's bytes.
  static func indexOfEatAndTea(
    in directory: TemporaryDirectory
  ) throws -> (source: String, indexPath: String, bytes: Data) {
    let source = try directory.write("list.txt", "tea\neat\n")
    let indexPath = directory.path + "/list.index"
    _ = try WordList(contentsOf: source, indexPath: indexPath)
    return (source, indexPath, try Data(contentsOf: URL(fileURLWithPath: indexPath)))
  }

  /// Where the offsets of an index of the words "eat" and "tea" begin: the
  /// bytes of 0, 3 and 6 as little-endian 32-bit numbers.
  static func offsetsStart(in bytes: Data) -> Int? {
    let offsets: [UInt8] = [0, 0, 0, 0, 3, 0, 0, 0, 6, 0, 0, 0]
    return bytes.indices.first { start in
      start + offsets.count <= bytes.count
        && bytes[start..<start + offsets.count].elementsEqual(offsets)
    }
  }

  @Test func anUnwritableIndexPathStillLoads() throws {
    let directory = try TemporaryDirectory()
    let source = try directory.write("list.txt", "tea\n")
    let list = try WordList(contentsOf: source, indexPath: source + "/cannot/be/here.index")
    #expect(list.count == 1)
  }
}
