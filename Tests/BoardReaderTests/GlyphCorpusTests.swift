import BoardReader
import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

/// The glyph matcher on the real labelled screenshots of ../shared/corpus.
@Suite(.enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissing)"))
struct GlyphCorpusTests {
  /// Distinct letter grids, in a fixed order; screenshots of one grid (the
  /// same game in other themes or devices) always land on the same side.
  static func grid(of shot: LabelledScreenshot) -> String {
    shot.letters.replacingOccurrences(of: "?", with: "")
  }

  /// Templates trained on every other distinct board read the other boards'
  /// tiles exactly, every one of them confidently.
  @Test func templatesTrainedOnHalfTheBoardsReadTheOtherHalf() throws {
    let shots = LabelledScreenshot.all
    let grids = Array(Set(shots.map(Self.grid))).sorted()
    let trainingGrids = Set(grids.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
    var templates = GlyphTemplates()
    for shot in shots where trainingGrids.contains(Self.grid(of: shot)) {
      for (tile, letter) in try shot.tiles() {
        if let letter { templates.add(tile, as: letter) }
      }
    }
    var read = 0
    var failures: [String] = []
    for shot in shots where !trainingGrids.contains(Self.grid(of: shot)) {
      for (index, (tile, letter)) in try shot.tiles().enumerated() {
        let match = templates.match(tile)
        read += 1
        if match.letter != letter || !match.isConfident {
          failures.append("\(shot.file) tile \(index): \(letter.map { "\($0)" } ?? "empty") read as \(match)")
        }
      }
    }
    #expect(read > 500)
    #expect(failures.isEmpty, "\(failures.count) of \(read) tiles: \(failures.joined(separator: "\n"))")
  }

  /// Held-out boards shrunk to 45 % (a 640 px screenshot becomes 288 px
  /// wide) never read as a wrong letter with confidence.
  @Test func shrunkenScreenshotsAreNeverMisreadConfidently() throws {
    let shots = LabelledScreenshot.all.filter { $0.file.hasSuffix(".png") && $0.boardRect[2] <= 750 }
    let grids = Array(Set(shots.map(Self.grid))).sorted()
    let trainingGrids = Set(grids.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
    var templates = GlyphTemplates()
    for shot in shots where trainingGrids.contains(Self.grid(of: shot)) {
      for (tile, letter) in try shot.tiles() {
        if let letter { templates.add(tile, as: letter) }
      }
    }
    var correct = 0
    var read = 0
    var wrong: [String] = []
    for shot in shots.prefix(30) where !trainingGrids.contains(Self.grid(of: shot)) {
      for (index, (tile, letter)) in try shot.tiles().enumerated() {
        let small = TestImages.shrunk(tile, by: 0.45)
        let match = templates.match(small)
        read += 1
        if match.isConfident && match.letter == letter { correct += 1 }
        if match.isConfident && match.letter != letter {
          wrong.append("\(shot.file) tile \(index): \(letter.map { "\($0)" } ?? "empty") read as \(match)")
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    #expect(correct * 100 >= read * 95, "only \(correct) of \(read) shrunken tiles read confidently")
  }
}
