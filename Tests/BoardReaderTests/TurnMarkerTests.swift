import BoardRendering
import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

@testable import BoardReader

/// Whose turn: the marker under the mover's avatar.
@Suite struct TurnMarkerTests {
  /// A rendered Light screenshot (avatars, no marker) with a downward
  /// triangle drawn under the player's or the opponent's avatar.
  static func screenshot(markerUnder owner: Owner?, theme: Theme = .light) throws -> Image {
    let board = try BoardText.parse(
      "Ab Br C D E\nF G H I J\nK L M N O\nP Q R S T\nU V W X Yr"
    ).board
    let (rendered, location) = BoardRenderer.render(
      board: board, theme: theme, width: 640, shapes: GlyphTemplates.builtIn.shape(of:))
    var image = rendered
    guard let owner else { return image }
    let palette = theme.palette
    let color = RGBA(hex: owner == .player ? palette.playerDefended : palette.opponentDefended)
    // The renderer's avatars: radius 11 % of the width, centred at 39 % and
    // 61 % of it, scores below; the marker goes under the score.
    let width = Double(image.width)
    let (radius, centreY) = (width * 0.11, min(location.y * 0.45, width * 0.45))
    let centreX = width * (owner == .player ? 0.39 : 0.61)
    let top = Int(centreY + radius * 2)
    let side = location.tileSize * 0.3
    let height = Int(side * 0.8)
    for row in 0..<height {
      let half = side / 2 * (1 - Double(row) / Double(height))
      for x in Int(centreX - half)...Int(centreX + half) { image[x, top + row] = color }
    }
    return image
  }

  @Test(arguments: [Owner.player, .opponent])
  func findsTheMarkerUnderEitherAvatar(_ owner: Owner) throws {
    let reading = try ScreenshotReader(templates: .builtIn).read(
      try Self.screenshot(markerUnder: owner))
    #expect(reading.toMove == owner)
  }

  @Test func noMarkerIsUnknown() throws {
    let reading = try ScreenshotReader(templates: .builtIn).read(
      try Self.screenshot(markerUnder: nil))
    #expect(reading.toMove == nil)
  }

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

  @Test(
    .enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissing)"),
    arguments: CorpusManifest.entries.filter { $0.boardRect != nil })
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
