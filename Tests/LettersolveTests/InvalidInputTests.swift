import Foundation
import Testing
import _TestSupport

/// `lettersolve read` on each file in Samples/Invalid/, run as a process.
@Suite struct InvalidInputTests {
  /// The built `lettersolve` executable beside the test bundle.
  static func executable() throws -> URL {
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("lettersolve"),
      Fixtures.projectRoot.appendingPathComponent(".build/debug/lettersolve"),
    ]
    return try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
      "lettersolve is not built")
  }

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
    let process = Process()
    process.executableURL = try Self.executable()
    process.arguments = ["read", path]
    let errorPipe = Pipe()
    let outputPipe = Pipe()
    process.standardError = errorPipe
    process.standardOutput = outputPipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let errors = errorPipe.fileHandleForReading.readDataToEndOfFile()
    let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
    let lines = String(decoding: errors, as: UTF8.self).split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(lines)")
    #expect(lines.first?.contains(path) == true, "stderr: \(lines)")
    #expect(output.isEmpty)
  }
}
