import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

@testable import BoardReader

/// Whose turn the real screenshots show: the marker under the mover's
/// avatar.
@Suite(.corpus, .enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissing)"))
struct TurnMarkerCorpusTests {
  /// Whose turn each corpus screenshot shows, labelled by eye from enlarged
  /// crops: the triangle's colour (the mover's defended colour), `nil`
  /// where none is shown (finished games, the word tray open, no header).
  static let labels: [String: Owner?] = [
    "rickychang-iphone5-test-board1.png": .opponent,
    "rickychang-iphone5-test-board2.png": .player,
    "rickychang-iphone5-test-board3.png": .player,
    "rickychang-iphone5-test-board4-dark.png": .player,
    "rickychang-iphone5-test-board5-dark.png": .player,
    "rickychang-iphone5-test-board6-dark.png": nil,
    "rickychang-iphone5-test-board7-dark.png": nil,
    "rickychang-iphone5-test-board8-dark.png": nil,
    "rickychang-iphone5-test-board9.png": .player,
    "rickychang-iphone5-test-board10.png": .player,
    "rickychang-iphone5-test-board11.png": .player,
    "rickychang-iphone5-test-board12-cropped.png": .player,
    "rickychang-iphone5-test-board13-light.png": .player,
    "rickychang-iphone5-test-board13-dark1.png": .player,
    "rickychang-iphone5-test-board13-dark2.png": .player,
    "rickychang-iphone5-georges.png": .player,
    "rickychang-iphone4-test-board1.png": .player,
    "rickychang-iphone5-twitter-board1.jpg": .player,
    "rickychang-iphone5-twitter-board2.jpg": .opponent,
    "rickychang-ipad-test-board1.png": .player,
    "rickychang-ipad-test-board2.png": .player,
    "rickychang-ipad-test-board5.png": .player,
    "rickychang-ipad-test-board6-twitter.jpg": .player,
    "artgillespie-iphone4-IMG_1384.png": nil,
    "artgillespie-iphone4-IMG_1385.png": .opponent,
    "artgillespie-iphone4-IMG_1386.png": .opponent,
    "artgillespie-iphone4-dark.png": .opponent,
    "artgillespie-iphone4-forest.png": .opponent,
    "artgillespie-iphone4-glow.png": .opponent,
    "artgillespie-iphone4-pink.png": .opponent,
    "artgillespie-iphone4-pop.png": .player,
    "artgillespie-iphone4-retro.png": .player,
    "artgillespie-iphone5-1.png": .opponent,
    "artgillespie-iphone5-2.png": .opponent,
    "artgillespie-ipad-landscape-retina.png": .opponent,
    "artgillespie-ipad-portrait-retina.png": .opponent,
    "colons-iphone6-uekyyg-light.png": .player,
    "colons-iphone6-uekyyg-dark.png": .player,
    "colons-iphone6-uekyyg-contrast.png": .player,
    "colons-iphone6-uekyyg-forest.png": .player,
    "colons-iphone6-uekyyg-glow.png": .player,
    "colons-iphone6-uekyyg-pink.png": .player,
    "colons-iphone6-uekyyg-pop.png": .player,
    "colons-iphone6-uekyyg-retro.png": .player,
    "colons-android-klxod.png": .player,
    "colons-iphone6-cunkjz.png": .player,
    "colons-iphone6-zkgvnq.png": .player,
    "colons-iphonex-xhdsyg.png": .player,
    "colons-iphonex-tnehag.png": .player,
    "colons-iphone5-error-contrast-wiggle.png": .player,
    "colons-iphonex-error-picked.png": nil,
    "colons-iphonex-error-picked-from-top-row.png": nil,
    "colons-iphone5-error-cropped-bottom.png": .player,
    "colons-error-wide.png": nil,
    "lancy-iphone5-sample0.png": .opponent,
    "lancy-iphone5-sample1.png": .player,
    "lancy-iphone5-sample2.png": .player,
    "lancy-iphone5-sample3.png": .player,
    "jpsim-iphone5-l1.png": .opponent,
    "jpsim-iphone5-l3.png": .player,
    "jpsim-iphone4-l5.png": .player,
    "jpsim-iphone4-l7.png": nil,
    "jpsim-iphone4-l9.png": .player,
    "jpsim-iphone4-l11.png": .opponent,
    "jpsim-iphone5-l13.png": .player,
  ]

  @Test(arguments: CorpusManifest.entries.filter { $0.boardRect != nil })
  func readsWhoseTurnTheCorpusShows(_ shot: CorpusEntry) throws {
    let expected = try #require(Self.labels[String(shot.file.split(separator: "/").last ?? "")])
    let image = try shot.image()
    let (location, measurement) = try GridLocator.locateMeasured(in: image)
    let (colours, space) = ScreenshotReader.classifyColours(
      backgrounds: measurement.backgrounds.map { $0?.color },
      surroundings: measurement.surroundings, colourSpace: image.colourSpace)
    let found = TurnMarker.find(
      in: image, location: location, theme: colours.theme, colourSpace: space)
    #expect(found == expected)
  }
}
