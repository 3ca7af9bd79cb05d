import Foundation
import Testing
import _TestSupport

/// Two `lettersolve serve` instances behind Debian's nginx on 127.0.0.1,
/// with the documented proxy configuration
/// (`Scripts/two-instances-behind-nginx.sh`).
@Suite(.system) struct ServeBehindNginxTests {
  /// Whether the programs the script needs are installed (`make test`
  /// installs them).
  static let hasTools = ["/usr/sbin/nginx", "/usr/bin/curl"].allSatisfy {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  @Test(
    .enabled(if: hasTools, "nginx and curl are needed (make test installs them)"))
  func twoInstancesAnswerEachScreenshotAndGameAlike() throws {
    let script = Fixtures.projectRoot.appendingPathComponent(
      "Scripts/two-instances-behind-nginx.sh")
    let outcome = try CommandRunner.run(
      [], launcher: ["/bin/bash", script.path, CommandRunner.binary.path])
    #expect(outcome.status == 0, "\(outcome.standardError)")
    let lines = outcome.lines
    // Both instances answered, a burst past the rate limit got 429s, and
    // every proxied answer was the one an instance gives directly.
    #expect(lines.contains { $0.hasPrefix("first instance: ") })
    #expect(lines.contains { $0.hasPrefix("second instance: ") })
    #expect(lines.contains { $0.hasPrefix("a burst of 30:") && $0.contains(" 429") })
    #expect(lines.last?.hasPrefix("passed: 26 solves through nginx") == true, "\(lines)")
  }
}
