import FileSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations a word list needs, with errors that name the file.
enum SourceFile {
  /// The size and modification time of the file at `path`.
  ///
  /// - Throws: `WordListError` when it is missing, a directory or unreadable.
  static func stamp(of path: String) throws(WordListError) -> SourceStamp {
    var status = stat()
    guard stat(path, &status) == 0 else { throw error(for: path) }
    guard (status.st_mode & S_IFMT) != S_IFDIR else { throw .isDirectory(path: path) }
    #if canImport(Darwin)
    let modified = status.st_mtimespec
    #else
    let modified = status.st_mtim
    #endif
    return SourceStamp(
      size: UInt64(status.st_size), seconds: Int64(modified.tv_sec),
      nanoseconds: Int64(modified.tv_nsec))
  }

  /// The largest word list read: the game's English list is under 3 MiB.
  static let maximumSize = 64 << 20

  /// Every byte of the file at `path`.
  ///
  /// - Throws: `WordListError` when it is missing, a directory, unreadable
  ///   or over `maximumSize`.
  static func contents(of path: String) throws(WordListError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw error(for: path) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let received = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard received >= 0 else {
        if errno == EINTR { continue }
        throw error(for: path)
      }
      if received == 0 { return bytes }
      guard bytes.count + received <= maximumSize else {
        throw .tooLarge(path: path, limit: maximumSize)
      }
      bytes.append(contentsOf: chunk[0..<received])
    }
  }

  private static func error(for path: String) -> WordListError {
    switch errno {
    case ENOENT, ENOTDIR: .missingFile(path: path)
    case EISDIR: .isDirectory(path: path)
    default: .unreadable(path: path, reason: String(cString: strerror(errno)))
    }
  }
}
