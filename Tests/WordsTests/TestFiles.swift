import Foundation

/// A fresh directory under the system's temporary folder, removed when the
/// value is released.
final class TemporaryDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "/words-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `bytes` to `name` inside the directory and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = path + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// The names of the files in the directory.
  func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// The 50-word list the unit tests use: short common words, prefix chains
/// (QUILT, QUILTS, QUILTED), repeated letters, and one word with a letter
/// more than 7 times.
enum FixtureWords {
  static let text = """
    aa
    ab
    ad
    an
    as
    at
    be
    do
    go
    no
    on
    to
    ant
    ants
    art
    arts
    ear
    eat
    eats
    east
    seat
    teas
    tea
    rat
    rats
    star
    stare
    stared
    quilt
    quilts
    quilted
    radish
    horseradish
    letter
    letters
    press
    pressed
    zebra
    jazz
    quiz
    xylophone
    banana
    bananas
    strength
    ooze
    oozes
    papa
    tattletale
    nonsense
    eeeeeeeeek

    """
}
