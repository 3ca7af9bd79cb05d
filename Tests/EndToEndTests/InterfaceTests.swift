import Foundation
import Testing
import _TestSupport

/// What every subcommand promises a shell: exit statuses, no colour under
/// `NO_COLOR`, a progress bar only on a terminal.
@Suite(.endToEnd) struct InterfaceTests {
  static let noise = HostileImages.path("noise.png")
  static let board = QuiltBoard.letters + ":bbwrrbbwrRwwwRRrwwbwwwwbb"

  @Test(arguments: [
    ["solve", noise], [noise], ["read", noise], ["batch", noise], ["watch", "/no/such/folder"],
    ["train", noise, "/no/such/letters.txt"], ["solve", "--board", "/no/such/board.txt"],
  ])
  func unusableInputExitsWithOne(arguments: [String]) throws {
    let outcome = try CommandRunner.run(arguments)
    #expect(!outcome.crashed)
    #expect(outcome.status == 1, "\(outcome.standardError)")
    #expect(!outcome.standardError.isEmpty)
  }

  @Test(arguments: [
    ["--frobnicate"], ["solve", "--limit", "0", "--board", board], ["read"],
    ["words", "--frobnicate"],
    ["train"], ["batch"], ["batch", "--jobs", "many", "."], ["watch"],
    ["watch", "--interval", "0", "."],
  ])
  func usageErrorsExitWith64(arguments: [String]) throws {
    let outcome = try CommandRunner.run(arguments)
    #expect(outcome.status == 64, "\(outcome.standardError)")
    #expect(outcome.standardError.contains("Error: "))
  }

  @Test func helpDocumentsTheExitStatuses() throws {
    for arguments in [["--help"], ["batch", "--help"], ["watch", "--help"]] {
      let outcome = try CommandRunner.run(arguments)
      #expect(outcome.status == 0)
      let help = outcome.standardOutput.replacingOccurrences(of: "\n", with: " ")
        .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
      #expect(help.contains("Exit status: 0"), "\(arguments)")
      #expect(help.contains("64 for a usage error"), "\(arguments)")
    }
  }

  // MARK: - On a terminal

  /// Runs `lettersolve arguments…` on a terminal.
  ///
  /// Standard output and error are a pseudo-terminal (util-linux `script`);
  /// the result is what was printed. `NO_COLOR` is unset (`swift test` sets it) unless `environment` sets it.
  private func onTerminal(_ arguments: [String], environment: [String: String] = [:]) throws
    -> String
  {
    let command = ([CommandRunner.binary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let settings = environment.map { "\($0.key)=\($0.value)" }
    let outcome = try CommandRunner.run(
      [],
      launcher: ["/usr/bin/env", "-u", "NO_COLOR"] + settings + [
        "/usr/bin/script", "-qec", command, "/dev/null",
      ])
    return outcome.standardOutput
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func coloursATerminalUnlessNoColorIsSet() throws {
    let arguments = ["solve", "--board", Self.board, "--limit", "1"]
    let coloured = try onTerminal(arguments)
    #expect(coloured.contains("\u{1B}["), "\(coloured)")
    #expect(!(try onTerminal(arguments, environment: ["NO_COLOR": "1"]).contains("\u{1B}[")))
    #expect(!(try onTerminal(arguments + ["--no-color"]).contains("\u{1B}[")))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func drawsTheProgressBarOnlyOnATerminal() throws {
    let onTerminal = try onTerminal(["batch", Self.noise, Self.noise])
    #expect(onTerminal.contains("[##############################] 2/2, 2 failed"))
    let piped = try CommandRunner.run(["batch", Self.noise, Self.noise])
    #expect(!piped.standardError.contains("[#"))
  }
}
