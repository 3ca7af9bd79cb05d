import Foundation
import Testing
import _TestSupport

/// `lettersolve watch` as a process: files copied in are solved, a bad one
/// does not end the watch, SIGINT ends it with status 0, bad arguments are
/// refused.
@Suite(.endToEnd) struct WatchProcessTests {
  @Test func solvesFilesCopiedInAndEndsWithStatusZeroOnSIGINT() throws {
    try withTemporaryFolder { (folder: URL) throws in
      let process = Process()
      process.executableURL = CommandRunner.binary
      process.arguments = [
        "watch", "--json", "--interval", "0.1", "--dict", CommandRunner.fixtureWords, folder.path,
      ]
      let output = Pipe()
      let errors = Pipe()
      process.standardOutput = output
      process.standardError = errors
      let printed = Locked<String>("")
      let warned = Locked<String>("")
      output.fileHandleForReading.readabilityHandler = { handle in
        let text = String(decoding: handle.availableData, as: UTF8.self)
        printed.update { $0? += text }
      }
      errors.fileHandleForReading.readabilityHandler = { handle in
        let text = String(decoding: handle.availableData, as: UTF8.self)
        warned.update { $0? += text }
      }
      let screenshot = BatchCommandTests.accepted
      try process.run()
      defer { if process.isRunning { process.terminate() } }

      /// Waits until `done` holds, at most 60 s (to fail rather than hang).
      func wait(until done: () -> Bool) {
        let deadline = Date().addingTimeInterval(60)
        while !done() && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
      }
      func lines() -> [String] { (printed.value ?? "").split(separator: "\n").map(String.init) }
      func lines(_ count: Int) -> [String] {
        wait { lines().count >= count }
        return lines()
      }

      // Files there when the watch starts are skipped: copy once it watches.
      wait { warned.value?.contains("watch: watching") == true }
      let good = folder.appendingPathComponent("good.png").path
      let bad = folder.appendingPathComponent("bad.png").path
      try FileManager.default.copyItem(atPath: screenshot, toPath: good)
      let first = lines(1)
      try FileManager.default.copyItem(atPath: BatchCommandTests.rejected, toPath: bad)
      let both = lines(2)

      #expect(first.count == 1)
      #expect(both.count == 2)
      let objects = try both.map(CommandRunner.object)
      #expect(objects.first?["file"] as? String == good)
      #expect(objects.first?["error"] == nil)
      #expect(objects.last?["file"] as? String == bad)
      #expect(objects.last?["error"] != nil)
      #expect(process.isRunning, "a bad file must not end the watch")

      process.interrupt()
      process.waitUntilExit()
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == 0)
    }
  }

  @Test func refusesAFolderThatIsNotThere() throws {
    let outcome = try CommandRunner.run(["watch", "/no/such/folder"])
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("is not a folder"))
  }

  @Test(arguments: ["0", "-1", "nan"])
  func refusesAnIntervalThatIsNotPositive(interval: String) throws {
    let outcome = try CommandRunner.run(["watch", "--interval", interval, "."])
    #expect(outcome.status == 64)
  }
}
