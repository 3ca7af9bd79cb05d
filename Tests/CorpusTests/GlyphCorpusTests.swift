import BoardReader
import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

/// The glyph matcher on the real labelled screenshots of ../shared/corpus.
@Suite(.corpus, .enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissing)"))
struct GlyphCorpusTests {
  /// Splits `shots` by distinct letter grid, in a fixed order.
  ///
  /// Returns templates trained on every other grid, and the screenshots of
  /// the other grids.
  /// Screenshots of one grid (the same game in other themes or devices)
  /// always land on the same side.
  static func split(_ shots: [LabelledScreenshot]) throws -> (
    templates: GlyphTemplates, heldOut: [LabelledScreenshot]
  ) {
    func grid(of shot: LabelledScreenshot) -> String {
      shot.letters.replacingOccurrences(of: "?", with: "")
    }
    let grids = Array(Set(shots.map(grid))).sorted()
    let trainingGrids = Set(grids.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
    var templates = GlyphTemplates()
    for shot in shots where trainingGrids.contains(grid(of: shot)) {
      for (tile, letter) in try shot.tiles() {
        if let letter { templates.add(tile, as: letter) }
      }
    }
    return (templates, shots.filter { !trainingGrids.contains(grid(of: $0)) })
  }

  /// Templates trained on every other distinct board read the other boards'
  /// tiles exactly, every one of them confidently.
  @Test func templatesTrainedOnHalfTheBoardsReadTheOtherHalf() throws {
    let (templates, heldOut) = try Self.split(LabelledScreenshot.all)
    var read = 0
    var failures: [String] = []
    for shot in heldOut {
      for (index, (tile, letter)) in try shot.tiles().enumerated() {
        let match = templates.match(tile)
        read += 1
        if match.letter != letter || !match.isConfident {
          failures.append(
            "\(shot.file) tile \(index): \(letter.map { "\($0)" } ?? "empty") read as \(match)")
        }
      }
    }
    #expect(read > 500)
    #expect(
      failures.isEmpty, "\(failures.count) of \(read) tiles: \(failures.joined(separator: "\n"))")
  }

  /// The tiles lifted into the word tray leave slots that show the page:
  /// the built-in templates find no glyph there, and read every other tile.
  @Test func emptySlotsHaveNoGlyph() throws {
    let trays = LabelledScreenshot.all.filter { $0.letters.contains("?") }
    #expect(!trays.isEmpty)
    for shot in trays {
      for (index, (tile, letter)) in try shot.tiles().enumerated() {
        let match = GlyphTemplates.builtIn.match(tile)
        if letter == nil {
          #expect(match == .noGlyph, "\(shot.file) tile \(index): \(match)")
        } else {
          #expect(
            match.letter == letter && match.isConfident, "\(shot.file) tile \(index): \(match)")
        }
      }
    }
  }

  /// Held-out boards shrunk to 45 % (a 640 px screenshot becomes 288 px
  /// wide) never read as a wrong letter with confidence.
  @Test func shrunkenScreenshotsAreNeverMisreadConfidently() throws {
    let (templates, heldOut) = try Self.split(
      LabelledScreenshot.all.filter { $0.file.hasSuffix(".png") && $0.boardRect[2] <= 750 })
    var correct = 0
    var read = 0
    var wrong: [String] = []
    for shot in heldOut.prefix(15) {
      for (index, (tile, letter)) in try shot.tiles().enumerated() {
        let small = TestImages.shrunk(tile, by: 0.45)
        let match = templates.match(small)
        read += 1
        if match.isConfident && match.letter == letter { correct += 1 }
        if match.isConfident && match.letter != letter {
          wrong.append(
            "\(shot.file) tile \(index): \(letter.map { "\($0)" } ?? "empty") read as \(match)")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    #expect(
      correct * 100 >= read * 95, "only \(correct) of \(read) shrunken tiles read confidently")
  }
}
