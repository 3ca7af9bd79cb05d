import BoardReader
import Foundation
import Letterpress
import Pixels
import Testing
import _TestSupport

@Suite(.enabled(if: Fixtures.shared != nil, "\(Fixtures.sharedMissing)"))
struct GlyphCorpusTests {
  /// Leave-one-board-out: for each distinct letter grid, train on every
  /// screenshot of the other grids and read this grid's screenshots.
  @Test func leaveOneBoardOutReport() throws {
    let shots = LabelledScreenshot.all
    var tilesByShot: [String: [(tile: Image, letter: Letter?)]] = [:]
    for shot in shots { tilesByShot[shot.file] = try shot.tiles() }
    let grids = Array(Set(shots.map { $0.letters.replacingOccurrences(of: "?", with: "") })).sorted()
    var correct = 0, unsure = 0, wrongConfident = 0, wrongUnsure = 0, emptyOK = 0, emptyBad = 0
    var lines: [String] = []
    for grid in grids {
      var templates = GlyphTemplates()
      for shot in shots where shot.letters.replacingOccurrences(of: "?", with: "") != grid {
        for (tile, letter) in tilesByShot[shot.file]! {
          if let letter { templates.add(tile, as: letter) }
        }
      }
      for shot in shots where shot.letters.replacingOccurrences(of: "?", with: "") == grid {
        for (index, (tile, letter)) in tilesByShot[shot.file]!.enumerated() {
          let match = templates.match(tile)
          guard let letter else {
            if match.letter == nil { emptyOK += 1 } else { emptyBad += 1 }
            continue
          }
          if match.letter == letter {
            if match.isConfident { correct += 1 } else { unsure += 1 }
          } else {
            if match.isConfident { wrongConfident += 1 } else { wrongUnsure += 1 }
          }
          let line = "\(shot.file) #\(index) \(letter) -> \(match) sim \(match.similarity) rot \(match.rotation)"
          if match.letter != letter || !match.isConfident || match.confidence < 0.8 { lines.append(line) }
          if ProcessInfo.processInfo.environment["GLYPH_DUMP"] != nil {
            print("TILE \(letter) \(match.letter.map { String($0.character) } ?? "-") \(match.confidence) \(match.similarity)")
          }
        }
      }
    }
    print(lines.joined(separator: "\n"))
    print("correct+confident \(correct) unsure-correct \(unsure) wrong-confident \(wrongConfident) wrong-unsure \(wrongUnsure) empty ok \(emptyOK) bad \(emptyBad)")
    #expect(wrongConfident == 0)
  }
}
