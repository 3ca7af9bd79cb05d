import Foundation
import Testing
import _TestSupport

@testable import lettersolve

/// `lettersolve watch`: which files are ready when (the command as a process
/// is in EndToEndTests' `WatchProcessTests`).
@Suite struct WatchCommandTests {
  private static func write(_ text: String, to folder: URL, as name: String) {
    #expect(
      FileManager.default.createFile(
        atPath: folder.appendingPathComponent(name).path, contents: Data(text.utf8)))
  }

  @Test func reportsAFileOnceItHasStoodStillForOneLook() throws {
    try withTemporaryFolder { (folder: URL) throws in
      var poller = FolderPoller(folder: folder.path, skippingExisting: true)
      Self.write("part", to: folder, as: "shot.png")
      #expect(try poller.poll() == [])
      Self.write("partly written", to: folder, as: "shot.png")
      #expect(try poller.poll() == [])
      #expect(try poller.poll() == [folder.path + "/shot.png"])
      #expect(try poller.poll() == [])
    }
  }

  @Test func reportsAChangedFileAgainButNotEmptyOrOtherFiles() throws {
    try withTemporaryFolder { (folder: URL) throws in
      var poller = FolderPoller(folder: folder.path, skippingExisting: true)
      Self.write("first", to: folder, as: "a.png")
      Self.write("", to: folder, as: "empty.png")
      Self.write("words", to: folder, as: "notes.txt")
      _ = try poller.poll()
      #expect(try poller.poll() == [folder.path + "/a.png"])
      Self.write("second version", to: folder, as: "a.png")
      _ = try poller.poll()
      #expect(try poller.poll() == [folder.path + "/a.png"])
    }
  }

  @Test func skipsOrTakesTheFilesAlreadyThere() throws {
    try withTemporaryFolder { (folder: URL) throws in
      Self.write("old", to: folder, as: "b.png")
      Self.write("old", to: folder, as: "a.jpg")
      var skipping = FolderPoller(folder: folder.path, skippingExisting: true)
      var taking = FolderPoller(folder: folder.path, skippingExisting: false)
      _ = try taking.poll()
      #expect(try skipping.poll() == [])
      #expect(try taking.poll() == [folder.path + "/a.jpg", folder.path + "/b.png"])
    }
  }

  @Test func reportsAFileAgainAfterItWasRemovedAndCameBack() throws {
    try withTemporaryFolder { (folder: URL) throws in
      Self.write("same", to: folder, as: "a.png")
      var poller = FolderPoller(folder: folder.path, skippingExisting: false)
      _ = try poller.poll()
      #expect(try poller.poll() == [folder.path + "/a.png"])
      try FileManager.default.removeItem(at: folder.appendingPathComponent("a.png"))
      #expect(try poller.poll() == [])
      Self.write("same", to: folder, as: "a.png")
      _ = try poller.poll()
      #expect(try poller.poll() == [folder.path + "/a.png"])
    }
  }
}
