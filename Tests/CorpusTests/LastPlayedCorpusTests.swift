import BoardReader
import Foundation
import Letterpress
import Pixels
import Solving
import Testing
import _TestSupport

/// The "played" bubbles of the real screenshots, read with the game's list.
@Suite(
  .corpus, .enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissing)"),
  .enabled(if: GameList.isInstalled, "\(GameList.missing)"))
struct LastPlayedCorpusTests {
  /// Every corpus screenshot with a bubble, and two without (the white
  /// Contrast page, a "your turn" bubble on a dark page); corpus-check reads
  /// them all.
  static let shots = CorpusManifest.entries.filter { entry in
    entry.playedBubble != nil
      || ["images/colons-iphone6-uekyyg-contrast.png", "images/colons-iphone6-zkgvnq.png"]
        .contains(entry.file)
  }

  @Test(arguments: shots)
  func readsTheCorpusBubbles(_ shot: CorpusEntry) throws {
    let reading = try ScreenshotReader(templates: .builtIn).read(
      Image(contentsOfFile: shot.url.path))
    let expected = shot.playedBubble.map {
      LastPlayed(word: $0.word, by: $0.name == "You" ? .player : .opponent)
    }
    #expect(LastPlayed(reading: reading, list: try GameList.list()) == expected)
  }
}
