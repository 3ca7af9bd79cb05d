import Foundation
import Testing

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
