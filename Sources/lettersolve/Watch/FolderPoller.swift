import Foundation

/// Says, each time it looks at a folder, which images in it are new or
/// changed and completely written: their size and modification time are the
/// same as at the previous look, and they are not empty.
///
/// Each version of a file is reported once; a file that is removed and
/// comes back is reported again.
///
///     var poller = FolderPoller(folder: "Inbox", skippingExisting: true)
///     poller.poll()  // [] until a new file has stood still for one interval
struct FolderPoller {
  /// What tells two versions of a file apart.
  struct Version: Equatable {
    var size: UInt64
    var modified: Date
  }

  /// The folder watched.
  let folder: String
  private var previousLook: [String: Version] = [:]
  private var reported: [String: Version] = [:]

  /// Starts watching `folder`; with `skippingExisting`, the images already
  /// there, as they are now, are taken as reported.
  init(folder: String, skippingExisting: Bool) {
    self.folder = folder
    if skippingExisting, let now = try? look() {
      previousLook = now
      reported = now
    }
  }

  /// The paths of the images ready since the last call, sorted by name.
  ///
  /// - Throws: an error when the folder cannot be listed.
  mutating func poll() throws -> [String] {
    let now = try look()
    defer { previousLook = now }
    reported = reported.filter { now[$0.key] != nil }
    var ready: [String] = []
    for (name, version) in now.sorted(by: { $0.key < $1.key })
    where version.size > 0 && previousLook[name] == version && reported[name] != version {
      reported[name] = version
      ready.append(path(of: name))
    }
    return ready
  }

  private func path(of name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The images in the folder now, by name.
  private func look() throws -> [String: Version] {
    var versions: [String: Version] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder)
    where ImageFiles.isImageName(name) {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path(of: name)),
        attributes[.type] as? FileAttributeType == .typeRegular,
        let size = attributes[.size] as? NSNumber,
        let modified = attributes[.modificationDate] as? Date
      else { continue }
      versions[name] = Version(size: size.uint64Value, modified: modified)
    }
    return versions
  }
}
