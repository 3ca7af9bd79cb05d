import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

@testable import BoardReader

@Suite(.enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissing)"))
struct ReaderCorpusTests {
  /// Board edges in the manifest are hand-measured (some ±2 px).
  static let tolerance = 3.0

  @Test(arguments: CorpusManifest.entries.filter { $0.boardRect != nil })
  func locatesBoardAndReadsColours(_ shot: CorpusEntry) throws {
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
  @Test(arguments: CorpusManifest.entries.filter { $0.boardRect != nil })
  func namesTheTheme(_ shot: CorpusEntry) throws {
    let image = try shot.image()
    let sampler = TileSampler(image: image, location: try GridLocator.locate(in: image))
    let result = TileClassifier.classify(sampler)
    #expect(result.theme.rawValue == shot.theme)
  }

  @Test(arguments: CorpusManifest.entries.filter { $0.boardRect == nil })
  func refusesImageWithoutBoard(_ shot: CorpusEntry) throws {
    let image = try shot.image()
    #expect(throws: ReadingError.gridNotFound(width: image.width, height: image.height)) {
      try GridLocator.locate(in: image)
    }
  }
}
