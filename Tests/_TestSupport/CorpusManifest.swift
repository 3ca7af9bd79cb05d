import Foundation

/// One labelled screenshot of `../shared/corpus/manifest.json`.
package struct CorpusEntry: Decodable, Sendable, CustomStringConvertible {
  /// The image's path inside `corpus/`, such as `images/x.png`.
  package let file: String
  /// The image's size in pixels.
  package let width: Int
  package let height: Int
  /// The 25 letters, row-major (`?` for an empty slot); empty for an image without a board.
  package let letters: String
  /// The 25 tile colours (`w b B r R`); empty for an image without a board.
  package let colors: String
  /// The theme's name (`light`, `dark`, ...).
  package let theme: String
  /// What the screenshot shows: `game screenshot`, `negative-no-board`, ...
  package let category: String
  /// The board's `[x, y, width, height]`, hand-measured; nil for an image without a board.
  package let boardRect: [Double]?
  /// The "NAME played WORD" bubble the screenshot shows, nil when none.
  package let playedBubble: PlayedBubbleLabel?

  /// A "played" bubble's word and the name it gives ("You" for the player).
  package struct PlayedBubbleLabel: Decodable, Sendable {
    package let word: String
    package let name: String
  }

  enum CodingKeys: String, CodingKey {
    case file, width, height, letters, colors, theme, category
    case boardRect = "board_rect"
    case playedBubble = "played_bubble"
  }

  /// The image file.
  package var url: URL { CorpusManifest.folder.appendingPathComponent(file) }

  package var description: String { file }
}

/// The labelled corpus in `../shared/corpus`, loaded once for all tests.
package enum CorpusManifest {
  /// `../shared/corpus` (only meaningful when `Fixtures.shared` is present).
  package static let folder = Fixtures.projectRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/corpus")

  /// Every entry of the manifest, in its order; empty when `../shared` is absent or the
  /// manifest does not decode (tests that must see it use `load()`).
  package static let entries: [CorpusEntry] = (try? load()) ?? []

  /// Reads and decodes the manifest.
  package static func load() throws -> [CorpusEntry] {
    let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
    return try JSONDecoder().decode([CorpusEntry].self, from: data)
  }
}

/// The distinct fully readable boards of the labelled corpus.
package enum CorpusBoards {
  /// Their letters, sorted; empty when `../shared` is absent.
  package static func letters() throws -> [String] {
    guard Fixtures.shared != nil else { return [] }
    let boards = try CorpusManifest.load().map(\.letters).filter {
      $0.count == 25 && $0.allSatisfy { ("A"..."Z").contains($0) }
    }
    return Array(Set(boards)).sorted()
  }
}
