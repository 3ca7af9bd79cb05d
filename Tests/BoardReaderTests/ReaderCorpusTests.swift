import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

@testable import BoardReader

/// The labelled screenshots of ../shared/corpus.
///
/// Where the board is and what colour each tile is; letters are the glyph
/// matcher's tests.
struct CorpusBoard: Sendable, CustomStringConvertible {
  var file: String
  /// `[x, y, width, height]`; nil for the image without a board.
  var boardRect: [Double]?
  var colors: String
  var theme: String

  var description: String { file }

  static let all: [CorpusBoard] = {
    guard let shared = Fixtures.shared,
      let data = try? Data(contentsOf: shared.appendingPathComponent("corpus/manifest.json")),
      let entries = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { return [] }
    return entries.compactMap { entry in
      guard let file = entry["file"] as? String else { return nil }
      return CorpusBoard(
        file: file, boardRect: entry["board_rect"] as? [Double],
        colors: entry["colors"] as? String ?? "", theme: entry["theme"] as? String ?? "")
    }
  }()

  func image() throws -> Image {
    let shared = try #require(Fixtures.shared)
    return try Image(contentsOfFile: shared.appendingPathComponent("corpus/" + file).path)
  }
}

@Suite(.enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissing)"))
struct ReaderCorpusTests {
  /// Board edges in the manifest are hand-measured (some ±2 px).
  static let tolerance = 3.0

  @Test(arguments: CorpusBoard.all.filter { $0.boardRect != nil })
  func locatesBoardAndReadsColours(_ shot: CorpusBoard) throws {
    let image = try shot.image()
    let location = try GridLocator.locate(in: image)
    let rect = try #require(shot.boardRect)
    #expect(abs(location.x - rect[0]) <= Self.tolerance, "\(location)")
    #expect(abs(location.y - rect[1]) <= Self.tolerance, "\(location)")
    #expect(abs(location.tileSize * 5 - rect[2]) <= Self.tolerance, "\(location)")
    let sampler = TileSampler(image: image, location: location)
    let result = TileClassifier.classify(sampler)
    #expect(String(result.tiles.map { $0.color?.code ?? "?" }) == shot.colors)
    #expect(result.tiles.allSatisfy { $0.confidence >= ScreenshotReader.colorConfidentFrom })
  }

  /// Dark, Pop and Glow differ only in claimed tiles: a new game is told
  /// apart by the avatars' and scores' colours around the board.
  @Test(arguments: CorpusBoard.all.filter { $0.boardRect != nil })
  func namesTheTheme(_ shot: CorpusBoard) throws {
    let image = try shot.image()
    let sampler = TileSampler(image: image, location: try GridLocator.locate(in: image))
    let result = TileClassifier.classify(sampler)
    #expect(result.theme.rawValue == shot.theme)
  }

  @Test(arguments: CorpusBoard.all.filter { $0.boardRect == nil })
  func refusesImageWithoutBoard(_ shot: CorpusBoard) throws {
    let image = try shot.image()
    #expect(throws: ReadingError.gridNotFound(width: image.width, height: image.height)) {
      try GridLocator.locate(in: image)
    }
  }
}
