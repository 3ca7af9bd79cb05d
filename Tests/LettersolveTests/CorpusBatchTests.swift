import Foundation
import Testing
import _TestSupport

/// `lettersolve batch ../shared/corpus/images --json`: one line per file in
/// order, every readable board solved and read exactly, the rest reported.
///
/// Solves with the 50-word fixture list, as the debug build would take
/// minutes over the game's list; the reading is the same either way.
@Suite(.enabled(if: Fixtures.shared != nil, Comment(rawValue: Fixtures.sharedMissing)))
struct CorpusBatchTests {
  @Test func solvesEveryReadableBoardAndReportsTheRestInOrder() throws {
    let manifest = try CorpusManifest.load()
    let images = CorpusManifest.folder.appendingPathComponent("images").path
    let outcome = try CommandRunner.run(["batch", "--json", images])

    #expect(!outcome.crashed)
    // The menu screen has no board, so the run as a whole fails.
    #expect(outcome.status == 1)
    let objects = try outcome.lines.map(CommandRunner.object)
    let expectedOrder = manifest.map { images + "/" + ($0.file as NSString).lastPathComponent }
      .sorted()
    #expect(objects.map { $0["file"] as? String } == expectedOrder)

    let byName = Dictionary(
      uniqueKeysWithValues: manifest.map { (($0.file as NSString).lastPathComponent, $0) })
    for object in objects {
      let name = ((object["file"] as? String ?? "") as NSString).lastPathComponent
      let entry = try #require(byName[name])
      let board = object["board"] as? [String: Any]
      switch entry.category {
      case "negative-no-board":
        #expect(object["error"] as? String == "no Letterpress board found in this 1125x2436 image")
      case "partial/disturbed board" where entry.letters.contains("?"):
        // Tiles lifted into the tray: refused, naming exactly the empty slots.
        let error = try #require(object["error"] as? String, "\(name)")
        let slots = entry.letters.indices.filter { entry.letters[$0] == "?" }.count
        #expect(
          error.components(separatedBy: "(empty slot)").count - 1 == slots, "\(name): \(error)")
      default:
        #expect(object["error"] == nil, "\(name): \(object["error"] ?? "")")
        #expect(board?["letters"] as? String == entry.letters, "\(name)")
        #expect(board?["colors"] as? String == entry.colors, "\(name)")
        #expect(object["moves"] is [Any], "\(name)")
      }
    }
    #expect(outcome.standardError.contains("66 files, 63 solved, 3 failed"))
  }
}
