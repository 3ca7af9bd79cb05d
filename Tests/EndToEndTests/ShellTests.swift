import Foundation
import Testing
import _TestSupport

/// Bash completion (Scripts/bash-completion.sh), the man page's own sections
/// (Documentation/lettersolve-sections.1) and the top-level help.
@Suite(.endToEnd) struct ShellTests {
  /// What bash completes for `line` (the cursor at its end), run in the
  /// project's folder.
  static func completions(_ line: String) throws -> [String] {
    let script = Fixtures.projectRoot.appendingPathComponent("Scripts/bash-completion.sh").path
    let command = """
      source <("$0" "$1") || exit 1
      cd "$2" || exit 1
      COMP_LINE="$3"; COMP_POINT=${#COMP_LINE}
      read -ra COMP_WORDS <<< "$COMP_LINE"
      [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
      _lettersolve lettersolve "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let run = try CommandRunner.run(
      [],
      launcher: [
        "/bin/bash", "-c", command, script, CommandRunner.binary.path, Fixtures.projectRoot.path,
        line,
      ])
    #expect(run.status == 0, "stderr: \(run.standardError)")
    return run.lines
  }

  @Test func completesOptionValuesAndScreenshots() throws {
    #expect(try Self.completions("lettersolve --rank ") == ["best", "score", "length"])
    #expect(try Self.completions("lettersolve solve --rank ") == ["best", "score", "length"])
    let screenshots = ["Samples/light-iphone5.png", "Samples/light-newgame-small.png"]
    #expect(try Self.completions("lettersolve read Samples/light-") == screenshots)
    #expect(try Self.completions("lettersolve Samples/light-") == screenshots)
    #expect(try Self.completions("lettersolve --li") == ["--limit"])
  }

  @Test func manPageHasItsOwnSections() throws {
    let sections = try String(
      contentsOf: Fixtures.projectRoot.appendingPathComponent(
        "Documentation/lettersolve-sections.1"),
      encoding: .utf8)
    // mdoc, as the page GenerateManual makes (Scripts/man-page-sections.awk
    // puts them in it).
    for heading in [".Sh EXAMPLES", ".Sh FILES", ".Sh ENVIRONMENT", ".Sh EXIT STATUS"] {
      #expect(sections.contains(heading))
    }
    #expect(!sections.contains(".SH "), "man(7) macros do not mix with mdoc")
    for variable in ["LETTERSOLVE_DICT", "NO_COLOR", "XDG_DATA_HOME", "XDG_CACHE_HOME"] {
      #expect(sections.contains(".It Ev \(variable)\n"))
    }
    for status in ["0", "1", "64", "74"] { #expect(sections.contains(".It Sy \(status)\n")) }
  }

  @Test func topLevelHelpShowsExamples() throws {
    let help = try CommandRunner.run(["--help"])
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("lettersolve <screenshot> [<options>]"))
    #expect(help.standardOutput.contains("  lettersolve shot.png "))
    #expect(help.standardOutput.contains("  lettersolve --board board.txt "))
  }
}
