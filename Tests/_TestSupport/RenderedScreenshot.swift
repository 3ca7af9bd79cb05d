import BoardReader
import BoardRendering
import Foundation
import Letterpress
import Pixels

/// Board screenshots the tests draw in process, as `lettersolve render` (the
/// hidden subcommand behind `make samples`) draws them with its defaults,
/// once per test process, into `.build/test-screenshots/`.
package enum RenderedScreenshot {
  /// A game in progress, in the letters.txt format.
  package static let boardText = """
    S Ab TR O N
    E L I R A
    P U C D E
    O M G H T
    W Y N S K
    """

  /// A finished game: every tile taken, 15 by the player.
  package static let finishedBoardText = """
    Sb Ab Tb Ob Nb
    Eb Lb Ib Rb Ab
    Pb Ub Cb Db Eb
    Or Mr Gr Hr Tr
    Wr Yr Nr Sr Kr
    """

  /// The path of a light-theme phone screenshot of `boardText`.
  package static let path = render(boardText, as: "board")

  /// The path of a light-theme phone screenshot of `finishedBoardText`.
  package static let finishedPath = render(finishedBoardText, as: "finished")

  private static func render(_ board: String, as name: String) -> String {
    // In the build folder, drawn again by each run: nothing is left in /tmp.
    let folder = Fixtures.projectRoot.appendingPathComponent(".build/test-screenshots")
    let image = folder.appendingPathComponent(name + ".png").path
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let drawn = BoardRenderer.gameScreenshot(
        board: try BoardText.parse(board).board, theme: .light, width: 640, layout: .phone,
        toMove: nil, played: nil, shapes: GlyphTemplates.builtIn.shape(of:))
      try drawn.image.writePNG(toFile: image)
    } catch {
      preconditionFailure("cannot render the test screenshot: \(error)")
    }
    return image
  }
}
