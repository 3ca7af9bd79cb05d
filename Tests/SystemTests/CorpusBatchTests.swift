import Foundation
import Testing
import _TestSupport

/// `lettersolve batch FOLDER --json` on screenshots of ../shared/corpus: one
/// line per file in order, every readable board solved and read exactly, the
/// rest reported.
///
/// The folder holds the first two screenshots of each kind in the manifest
/// (its category, and whether tiles are lifted into the tray): the batch
/// machinery on every kind of outcome. That every corpus board reads exactly
/// is `ReaderCorpusTests`' job, in process (and `corpus-check`'s, on the
/// release binary). Solves with the 50-word fixture list, as the debug build
/// would take minutes over the game's list; the reading is the same either way.
@Suite(.system, .enabled(if: Fixtures.shared != nil, Comment(rawValue: Fixtures.sharedMissing)))
struct CorpusBatchTests {
  @Test func solvesEveryReadableBoardAndReportsTheRestInOrder() throws {
    var perKind: [String: Int] = [:]
    let manifest = try CorpusManifest.load().filter { entry in
      let kind = entry.category + (entry.letters.contains("?") ? " (tray)" : "")
      perKind[kind, default: 0] += 1
      return perKind[kind, default: 0] <= 2
    }
    let images = FileManager.default.temporaryDirectory
      .appendingPathComponent("lettersolve-corpus-batch-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: images, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: images) }
    for entry in manifest {
      try FileManager.default.copyItem(
        atPath: entry.url.path,
        toPath: images + "/" + (entry.file as NSString).lastPathComponent)
    }
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
    let failed = manifest.filter {
      $0.category == "negative-no-board" || $0.letters.contains("?")
    }.count
    #expect(
      outcome.standardError.contains(
        "\(manifest.count) files, \(manifest.count - failed) solved, \(failed) failed"))
  }
}
