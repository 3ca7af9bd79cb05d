import Foundation

/// Locates the project's own fixtures and the shared corpus beside the
/// checkout, from this file's path rather than the working directory.
package enum Fixtures {
  /// The checkout's top folder.
  package static let projectRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // _TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Samples/`, the images the project makes itself with their truth files.
  package static let samples = projectRoot.appendingPathComponent("Samples")

  /// `Tests/Snapshots/`: what commands printed, kept to compare with
  /// (`expectSnapshot`), and the 50-word fixture list.
  package static let snapshots = projectRoot.appendingPathComponent("Tests/Snapshots")

  /// `../shared`, when it is present beside the checkout.
  package static let shared: URL? = {
    let url = projectRoot.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(
      atPath: url.appendingPathComponent("corpus/manifest.json").path)
      ? url : nil
  }()

  /// Why tests of the shared corpus are skipped, for `.enabled(if:)` comments.
  package static let sharedMissing = "../shared/corpus is not beside the checkout; skipped"
}
