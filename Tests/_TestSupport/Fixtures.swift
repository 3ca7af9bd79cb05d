import Foundation

/// Locates the project's own fixtures and the shared corpus beside the
/// checkout, from this file's path rather than the working directory.
public enum Fixtures {
  /// The checkout's top folder.
  public static let projectRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // _TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Samples/`, the images the project makes itself with their truth files.
  public static let samples = projectRoot.appendingPathComponent("Samples")

  /// `../shared`, when it is present beside the checkout.
  public static let shared: URL? = {
    let url = projectRoot.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(
      atPath: url.appendingPathComponent("corpus/manifest.json").path)
      ? url : nil
  }()

  /// Why tests of the shared corpus are skipped, for `.enabled(if:)` comments.
  public static let sharedMissing = "../shared/corpus is not beside the checkout; skipped"
}
