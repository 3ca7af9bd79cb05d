import FileSystem
import Foundation
import Testing

@Suite struct AtomicFileTests {
  /// A fresh, empty folder for one test.
  static func folder() throws -> String {
    let path = NSTemporaryDirectory() + "lettersolve-filesystem-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The folder's entries, sorted.
  static func entries(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test func writesThenReplacesLeavingNoTemporaryFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/data.txt"
    try AtomicFile.write(Array("first".utf8), to: path)
    try AtomicFile.write(Array("second, longer".utf8), to: path)
    #expect(FileManager.default.contents(atPath: path) == Data("second, longer".utf8))
    #expect(try Self.entries(folder) == ["data.txt"])
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attributes[.posixPermissions] as? Int) == 0o644)
  }

  @Test func writesAnEmptyFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try AtomicFile.write([], to: folder + "/empty")
    #expect(FileManager.default.contents(atPath: folder + "/empty") == Data())
  }

  @Test func createsMissingFoldersOnlyWhenAsked() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/a/b/data"
    #expect(throws: FileWriteError(path: path, reason: "No such file or directory")) {
      try AtomicFile.write([1, 2, 3], to: path)
    }
    try AtomicFile.write([1, 2, 3], to: path, creatingFolders: true)
    #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
  }

  @Test func failureLeavesTheOldFileAndNoTemporaryFile() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Renaming a file over a non-empty folder fails after the temporary
    // file was written: it must be removed again.
    try FileManager.default.createDirectory(
      atPath: folder + "/taken/inside", withIntermediateDirectories: true)
    #expect(throws: FileWriteError.self) { try AtomicFile.write([1], to: folder + "/taken") }
    #expect(try Self.entries(folder) == ["taken"])
    // A file where a folder should be.
    try AtomicFile.write([7], to: folder + "/plain")
    #expect(throws: FileWriteError.self) {
      try AtomicFile.write([1], to: folder + "/plain/sub/data", creatingFolders: true)
    }
    #expect(FileManager.default.contents(atPath: folder + "/plain") == Data([7]))
    #expect(try Self.entries(folder) == ["plain", "taken"])
  }

  @Test func errorNamesTheFileAndTheReason() {
    let error = FileWriteError(path: "/x/y", reason: "Permission denied")
    #expect(error.description == "cannot write /x/y: Permission denied")
  }
}

@Suite struct DataFolderTests {
  @Test func followsXDGThenHome() {
    #expect(
      DataFolder.path(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        == "/data/lettersolve")
    #expect(DataFolder.path(environment: ["HOME": "/home/u"]) == "/home/u/.local/share/lettersolve")
    #expect(
      DataFolder.path(environment: ["XDG_DATA_HOME": "", "HOME": "/h"])
        == "/h/.local/share/lettersolve")
    #expect(DataFolder.path(environment: [:]) == nil)
  }
}

@Suite struct FileLockTests {
  @Test func secondLockWaitsForTheFirst() async throws {
    let folder = try AtomicFileTests.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/new/.lock"
    let first = try FileLock(path: path)
    let order = OrderLog()
    let waiter = Task.detached {
      let second = try FileLock(path: path)
      order.append("second")
      second.release()
    }
    try await Task.sleep(for: .milliseconds(200))
    order.append("first released")
    first.release()
    try await waiter.value
    #expect(order.entries == ["first released", "second"])
  }
}

/// Events in the order they happened, from several threads.
final class OrderLog: @unchecked Sendable {
  private let lock = NSLock()
  private var log: [String] = []

  func append(_ entry: String) { lock.withLock { log.append(entry) } }
  var entries: [String] { lock.withLock { log } }
}

/// FNV-1a's published test vectors.
@Suite struct StableHashTests {
  @Test func matchesTheReferenceValues() {
    #expect(StableHash().value == 0xcbf2_9ce4_8422_2325)
    var a = StableHash()
    a.combine("a".utf8)
    #expect(a.value == 0xaf63_dc4c_8601_ec8c)
    var foobar = StableHash()
    foobar.combine("foo".utf8)
    foobar.combine("bar".utf8)
    #expect(foobar.value == 0x8594_4171_f739_67e8)
  }
}
