import Foundation
import Testing
import _TestSupport

/// `lettersolve read` on each file in Samples/Invalid/, run as a process.
@Suite(.endToEnd) struct InvalidInputTests {
  static let invalidFiles: [String] = {
    let folder = Fixtures.samples.appendingPathComponent("Invalid")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasSuffix(".md") }.sorted()
      .map { folder.appendingPathComponent($0).path }
  }()

  @Test func thereAreInvalidSamples() {
    #expect(Self.invalidFiles.count >= 8)
  }

  @Test(arguments: invalidFiles + ["/nonexistent/shot.png", "/tmp"])
  func readExitsOneWithOneLineOnStandardError(_ path: String) throws {
    let outcome = try CommandRunner.run(["read", path])
    #expect(!outcome.crashed)
    #expect(outcome.status == 1)
    let lines = outcome.standardError.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(lines)")
    #expect(lines.first?.contains(path) == true, "stderr: \(lines)")
    #expect(outcome.standardOutput.isEmpty)
  }
}
