import Pixels

/// Why a screenshot could not be read as a board.
public enum ReadingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No 5x5 Letterpress board was found in an image of this size.
  case gridNotFound(width: Int, height: Int)

  public var description: String {
    switch self {
    case .gridNotFound(let width, let height):
      "no Letterpress board found in this \(width)x\(height) image"
    }
  }
}
