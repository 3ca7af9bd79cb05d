import Foundation
import Letterpress

/// The one parser of a board given on the command line (`solve --board`,
/// `words`, `train`, `render`): a file when one exists at that path, else
/// `LETTERS:COLORS`, 25 letters, or 25 tokens such as `Ab` (the board file
/// format, which `read` prints).
enum BoardArgument {
  /// The board `value` gives, and whether it gave any owner.
  ///
  /// - Throws: `BoardArgumentError` naming the file (and line) or the value.
  static func parse(_ value: String) throws -> (board: Board, hasOwners: Bool) {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: value, isDirectory: &isDirectory) {
      guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: value) else {
        throw BoardArgumentError.unreadableFile(value)
      }
      do {
        return try BoardText.parse(String(decoding: data, as: UTF8.self))
      } catch {
        throw BoardArgumentError.invalidFile(value, error)
      }
    }
    guard !value.contains("/") && !value.hasSuffix(".txt") else {
      throw BoardArgumentError.noFile(value)
    }
    let parts = value.split(separator: ":", omittingEmptySubsequences: false)
    do {
      switch parts.count {
      case 1: return try BoardText.parse(value)
      case 2: return (try Board(letters: String(parts[0]), colors: String(parts[1])), true)
      default: throw BoardArgumentError.twoColons
      }
    } catch let error as BoardTextError {
      throw BoardArgumentError.invalidText(error)
    }
  }
}

/// Why a board argument is not a board, in one line naming the file.
enum BoardArgumentError: Error, CustomStringConvertible {
  /// The path names a folder or a file that cannot be read.
  case unreadableFile(String)
  /// The path looks like a file, but there is none.
  case noFile(String)
  /// The file is not a board: `file:line: problem`.
  case invalidFile(String, BoardTextError)
  /// The value given as text is not a board.
  case invalidText(BoardTextError)
  /// The value has more than one colon.
  case twoColons

  var description: String {
    switch self {
    case .unreadableFile(let file): "cannot read the board file \(file)"
    case .noFile(let file): "no board file at \(file)"
    case .invalidFile(let file, let error):
      "\(file)\(error.line.map { ":\($0)" } ?? ""): \(error)"
    case .invalidText(let error): "the board: \(error)"
    case .twoColons: "a board is LETTERS:COLORS, 25 letters, 25 tiles like Ab, or a file"
    }
  }
}
