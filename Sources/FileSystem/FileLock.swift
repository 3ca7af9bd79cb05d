#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on a lock file (`flock`), for processes that read a
/// file, change it and save it, so they take turns instead of overwriting
/// each other's changes.
///
///     let lock = try FileLock(path: folder + "/.data.lock")
///     defer { lock.release() }
package struct FileLock {
  private let descriptor: Int32

  /// Waits for the lock on `path`, creating the file and its folders when
  /// needed.
  ///
  /// - Throws: `FileWriteError` when the lock file cannot be made or locked.
  package init(path: String) throws(FileWriteError) {
    try AtomicFile.makeFolders(AtomicFile.folder(of: path), for: path)
    descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileWriteError(path: path, reason: systemReason()) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let reason = systemReason()
        close(descriptor)
        throw FileWriteError(path: path, reason: reason)
      }
    }
  }

  /// Releases the lock.
  package func release() {
    close(descriptor)
  }
}
