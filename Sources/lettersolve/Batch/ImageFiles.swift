import Foundation

/// Turns the paths given on the command line into the list of files to
/// solve, in a stable order.
///
/// A file named on the command line is taken whatever its name (a bad one is
/// reported when it fails to decode). A folder contributes the images in it
/// (`.png`, `.jpg`, `.jpeg`, any case), sorted by name, hidden files skipped;
/// with `recursive`, its subfolders too, in the same sorted walk.
///
///     ImageFiles.expand(["shots", "extra.png"], recursive: false)
///     // shots/a.png, shots/b.jpg, extra.png
enum ImageFiles {
  /// The file name extensions of the images a folder walk picks up.
  static let extensions: Set<String> = ["png", "jpg", "jpeg"]

  /// One entry of the expanded list: a file to solve, or a path that cannot
  /// be tried at all, reported in its place.
  enum Entry: Equatable, Sendable {
    /// An image file to solve.
    case file(String)
    /// A path that does not exist or whose folder cannot be listed.
    case unusable(path: String, reason: String)
  }

  /// The entries for `paths`, in their order, each folder expanded in place.
  static func expand(_ paths: [String], recursive: Bool) -> [Entry] {
    var entries: [Entry] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        entries.append(.unusable(path: path, reason: "no such file or folder"))
        continue
      }
      if isFolder.boolValue {
        var visited: Set<String> = []
        walk(folder: path, recursive: recursive, visited: &visited, into: &entries)
      } else {
        entries.append(.file(path))
      }
    }
    return entries
  }

  /// Whether a folder walk takes the file named `name`.
  static func isImageName(_ name: String) -> Bool {
    guard !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else { return false }
    return extensions.contains(name[name.index(after: dot)...].lowercased())
  }

  /// Appends the images of `folder` (and its subfolders when `recursive`),
  /// each folder visited once even when symbolic links loop back to it.
  private static func walk(
    folder: String, recursive: Bool, visited: inout Set<String>, into entries: inout [Entry]
  ) {
    let resolved = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    guard visited.insert(resolved).inserted else { return }
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      entries.append(.unusable(path: folder, reason: "cannot list the folder"))
      return
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    for name in names where !name.hasPrefix(".") {
      let path = prefix + name
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        if recursive { walk(folder: path, recursive: true, visited: &visited, into: &entries) }
      } else if isImageName(name) {
        entries.append(.file(path))
      }
    }
  }
}
