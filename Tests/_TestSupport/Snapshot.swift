import Foundation

// Test builds only: a plain `swift build` builds this target too, without
// the Testing module.
#if canImport(Testing)
import Testing

/// Compares `output` with `Tests/Snapshots/name`, or records it there when
/// `RECORD_SNAPSHOTS` is set.
package func expectSnapshot(
  _ output: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let url = Fixtures.snapshots.appendingPathComponent(name)
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
    try output.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  let recorded = try String(contentsOf: url, encoding: .utf8)
  #expect(output == recorded, "differs from \(url.path)", sourceLocation: sourceLocation)
}
#endif
