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
}
