import BoardReader
import Foundation
import Solving
import Testing
import Words
import _TestSupport

@testable import lettersolve

/// The parts of `batch` below the command line: the file list and the
/// ordered parallel map.
@Suite struct BatchMachineryTests {
  @Test(arguments: [1, 2, 3, 8])
  func emitsEveryResultOnceInIndexOrder(jobs: Int) {
    let calls = Locked<[Int]>([])
    var emitted: [Int] = []
    orderedParallelMap(count: 40, jobs: jobs) { index in
      // Later items are quicker, so that they finish before earlier ones.
      Thread.sleep(forTimeInterval: Double(40 - index) / 20_000)
      calls.update { $0?.append(index) }
      return index * index
    } emit: { index, square in
      #expect(square == index * index)
      emitted.append(index)
    }
    #expect(emitted == Array(0..<40))
    #expect(calls.value?.sorted() == Array(0..<40))
  }

  @Test func emitsNothingForNoItems() {
    var emitted = 0
    orderedParallelMap(count: 0, jobs: 2) {
      $0
    } emit: { _, _ in
      emitted += 1
    }
    #expect(emitted == 0)
  }

  @Test(arguments: [
    ("shot.png", true), ("SHOT.PNG", true), ("a.jpg", true), ("a.Jpeg", true),
    ("a.gif", false), ("png", false), (".hidden.png", false), ("a.png.txt", false),
  ])
  func takesImageNamesOnly(name: String, isImage: Bool) {
    #expect(ImageFiles.isImageName(name) == isImage)
  }

  @Test func expandsPathsInOrderWithFoldersSortedAndMissingPathsInPlace() throws {
    try withTemporaryFolder { folder in
      for name in ["z.png", "m.jpg", "a.png"] {
        #expect(
          FileManager.default.createFile(
            atPath: folder.appendingPathComponent(name).path, contents: Data()))
      }
      let entries = ImageFiles.expand(
        ["given.txt-missing", folder.path, "x.png"], recursive: false)
      #expect(
        entries == [
          .unusable(path: "given.txt-missing", reason: "no such file or folder"),
          .file(folder.path + "/a.png"), .file(folder.path + "/m.jpg"),
          .file(folder.path + "/z.png"),
          .unusable(path: "x.png", reason: "no such file or folder"),
        ])
    }
  }

  @Test func visitsAFolderOnceWhenALinkLoopsBackToIt() throws {
    try withTemporaryFolder { folder in
      #expect(
        FileManager.default.createFile(
          atPath: folder.appendingPathComponent("a.png").path, contents: Data()))
      try FileManager.default.createSymbolicLink(
        atPath: folder.appendingPathComponent("loop").path, withDestinationPath: folder.path)
      let entries = ImageFiles.expand([folder.path], recursive: true)
      #expect(entries == [.file(folder.path + "/a.png")])
    }
  }
}

/// With the game history, `batch` solves each game's screenshots in the
/// order they were taken, not by name.
@Suite struct GameOrderTests {
  @Test func aGamesScreenshotsGoInTheOrderTaken() throws {
    try withTemporaryFolder { folder in
      // a.png is the later board (every tile taken), b.png the earlier;
      // c.png cannot be read and stands alone.
      let later = folder.appendingPathComponent("a.png").path
      let earlier = folder.appendingPathComponent("b.png").path
      try FileManager.default.copyItem(atPath: RenderedScreenshot.finishedPath, toPath: later)
      try FileManager.default.copyItem(atPath: RenderedScreenshot.path, toPath: earlier)
      #expect(
        FileManager.default.createFile(
          atPath: folder.appendingPathComponent("c.png").path, contents: Data([1, 2, 3])))
      for (path, seconds) in [(later, 2_000.0), (earlier, 1_000.0)] {
        try FileManager.default.setAttributes(
          [.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: path)
      }
      let solver = Solver(
        reader: ScreenshotReader(templates: .builtIn), list: WordList(words: ["sat"], name: "x"))
      let entries = ImageFiles.expand([folder.path], recursive: false)
      let order = GameOrder(entries, solver: solver, jobs: 2)
      #expect(order.units == [[1, 0], [2]])
      // Each file was read once, and the readings are kept for the solve.
      #expect(order.reads.count == 3)
      let laterRead = try #require(try order.reads[0]?.get())
      let earlierRead = try #require(try order.reads[1]?.get())
      #expect(laterRead.board.letters == earlierRead.board.letters)
      #expect(laterRead.board != earlierRead.board)
      #expect((try? order.reads[2]?.get()) == nil)
    }
  }
}
