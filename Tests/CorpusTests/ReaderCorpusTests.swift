import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

@testable import BoardReader

/// The reader on the real labelled screenshots of ../shared/corpus.
@Suite(.corpus, .enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissing)"))
struct ReaderCorpusTests {
  /// Board edges in the manifest are hand-measured (some ±2 px).
  static let tolerance = 3.0

  /// The board's place, the tiles' colours and the theme, from one decode and
  /// one locate per screenshot; and the whole reading (letters and colours)
  /// where no tile is lifted into the tray.
  ///
  /// Dark, Pop and Glow differ only in claimed
  /// tiles: a new game is told apart by the avatars' and scores' colours
  /// around the board.
  @Test(arguments: CorpusManifest.entries.filter { $0.boardRect != nil })
  func locatesBoardReadsColoursAndNamesTheTheme(_ shot: CorpusEntry) throws {
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
    #expect(result.theme.rawValue == shot.theme)
    guard !shot.letters.contains("?") else { return }
    let reading = try ScreenshotReader(templates: .builtIn).read(image)
    #expect(reading.letterString == shot.letters)
    #expect(reading.colorString == shot.colors)
    #expect(reading.unsureTiles.isEmpty)
  }

  /// A screenshot cropped into the board's sides, a twentieth of a tile off
  /// its left and right columns, still reads exactly: the image's border
  /// stands in for the board's cut outline.
  @Test(
    arguments: CorpusManifest.entries.filter { $0.boardRect != nil && !$0.letters.contains("?") })
  func readsScreenshotCroppedIntoTheBoardsSides(_ shot: CorpusEntry) throws {
    let image = try shot.image()
    let rect = try #require(shot.boardRect)
    let cut = rect[2] / 100
    let left = Int((rect[0] + cut).rounded())
    let right = min(image.width, Int((rect[0] + rect[2] - cut).rounded()))
    let cropped = image.cropped(to: Rect(x: left, y: 0, width: right - left, height: image.height))
    let reading = try ScreenshotReader(templates: .builtIn).read(cropped)
    #expect(reading.letterString == shot.letters)
    #expect(reading.colorString == shot.colors)
    #expect(reading.unsureTiles.isEmpty)
  }

  @Test(arguments: CorpusManifest.entries.filter { $0.boardRect == nil })
  func refusesImageWithoutBoard(_ shot: CorpusEntry) throws {
    let image = try shot.image()
    #expect(throws: ReadingError.gridNotFound(width: image.width, height: image.height)) {
      try GridLocator.locate(in: image)
    }
  }
}
