#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces files in one step, so a reader (or a crash) sees the old file or
/// the whole new one, never a part.
///
///     try AtomicFile.write(Array("hello\n".utf8), to: "/tmp/greeting.txt")
public enum AtomicFile {
  /// Replaces the file at `path` with `bytes`, all or nothing.
  ///
  /// Writes a private temporary file beside `path`, flushes it to disk,
  /// renames it over `path`, then flushes the folder so the rename is on
  /// disk too. A failure removes the temporary file and leaves `path`
  /// untouched.
  ///
  /// - Parameters:
  ///   - bytes: the file's new contents.
  ///   - path: the file to replace or create.
  ///   - creatingFolders: create `path`'s missing folders first.
  ///   - permissions: the new file's mode, set exactly (no umask).
  /// - Throws: `FileWriteError` naming `path` and the system's reason.
  package static func write(
    _ bytes: [UInt8], to path: String, creatingFolders: Bool = false,
    permissions: mode_t = 0o644
  ) throws(FileWriteError) {
    let folder = folder(of: path)
    if creatingFolders { try makeFolders(folder, for: path) }
    let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    var template = Array((path[..<nameStart] + "." + path[nameStart...] + ".XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw FileWriteError(path: path, reason: systemReason()) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure: String?
    if fchmod(descriptor, permissions) != 0 { failure = systemReason() }
    if failure == nil { failure = writeAll(bytes, to: descriptor) }
    // On disk before the rename, so a crash leaves the old or the new file.
    if failure == nil, fsync(descriptor) != 0 { failure = systemReason() }
    if close(descriptor) != 0, failure == nil { failure = systemReason() }
    if failure == nil, rename(temporary, path) != 0 { failure = systemReason() }
    if let failure {
      unlink(temporary)
      throw FileWriteError(path: path, reason: failure)
    }
    syncFolder(folder)
  }

  /// The folder holding `path` (`.` for a bare file name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Creates `folder` and its missing parents.
  static func makeFolders(_ folder: String, for path: String) throws(FileWriteError) {
    var status = stat()
    if stat(folder, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw FileWriteError(path: path, reason: "\(folder) is not a directory")
      }
      return
    }
    let parent = self.folder(of: folder)
    if parent != folder, parent != "." { try makeFolders(parent, for: path) }
    guard mkdir(folder, 0o755) == 0 || errno == EEXIST else {
      throw FileWriteError(path: path, reason: "cannot create \(folder): \(systemReason())")
    }
  }

  /// Flushes `folder`'s entries (the rename) to disk; best effort, as the
  /// file itself is already complete.
  private static func syncFolder(_ folder: String) {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }
}

/// A file could not be written; the previous file, if any, is untouched.
package struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file that was to be written.
  package var path: String
  /// The system's reason, such as "Permission denied".
  package var reason: String

  /// An error for `path` with `reason`.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  package var description: String { "cannot write \(path): \(reason)" }
}

/// Writes every byte to `descriptor`, retrying interrupted writes; the
/// failure's reason, or `nil`.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
  bytes.withUnsafeBytes { buffer -> String? in
    guard let start = buffer.baseAddress else { return nil }
    var written = 0
    while written < buffer.count {
      let count = write(descriptor, start + written, buffer.count - written)
      if count >= 0 {
        written += count
      } else if errno != EINTR {
        return systemReason()
      }
    }
    return nil
  }
}

/// The system's message for the current `errno`.
func systemReason() -> String { String(cString: strerror(errno)) }
