import BoardReader
import GameHistory
import Letterpress
import Pixels
import Words

/// A screenshot as `read` shows it, the same from every front end: the
/// reader's view of its board and the word of its "played" bubble.
///
///     let shot = try ScreenshotReading(image, reader: reader) { try loadList() }
///     print(try JSONDocument.string(shot.report))
public struct ScreenshotReading: Sendable {
  /// The reader's view: tiles (read or not), confidence, theme, place, turn.
  package let reading: BoardReading
  /// The "played" bubble's word and who played it, when one was read.
  public let lastPlayed: LastPlayed?
  /// Why the bubble's word is not given though there is a bubble: the word
  /// list could not be loaded.
  public let listError: SolvingError?

  /// Reads the board in `image` with `reader`, and the bubble's word among
  /// the words of `list` (loaded only when there is a bubble; no word
  /// without a list).
  ///
  /// - Parameters:
  ///   - image: the screenshot.
  ///   - reader: reads its board.
  ///   - file: names the screenshot in the message of an image with no
  ///     board.
  ///   - list: the word list, for the bubble's word.
  /// - Throws: `SolvingError` (`.noBoard`) when the image shows no board.
  public init(
    _ image: Image, reader: ScreenshotReader, file: String? = nil,
    list: (() throws -> WordList)? = nil
  ) throws(SolvingError) {
    do {
      reading = try reader.read(image)
    } catch {
      throw SolvingError(error, file: file)
    }
    guard reading.bubble != nil, let list else {
      (lastPlayed, listError) = (nil, nil)
      return
    }
    do {
      (lastPlayed, listError) = (LastPlayed(reading: reading, list: try list()), nil)
    } catch {
      (lastPlayed, listError) = (nil, SolvingError(error))
    }
  }

  /// The board, every tile read, and whose turn the screenshot shows
  /// (`nil` when it shows none), as `played` takes them.
  ///
  /// - Parameter file: names the screenshot in the error.
  /// - Returns: the board and whose turn it is.
  /// - Throws: `SolvingError` (`.unsureBoard`) when some tiles could not be
  ///   read.
  public func board(file: String? = nil) throws(SolvingError) -> (board: Board, toMove: Owner?) {
    guard let board = reading.board else {
      throw SolvingError(UnsureBoard(file: file, reading: reading))
    }
    return (board, reading.toMove)
  }

  /// One tile as read: its letter and colour, each `nil` where the reader
  /// is not sure of it, and whether it took the tile for an empty slot.
  package struct Tile: Sendable, Equatable {
    package let letter: Letter?
    package let color: TileColor?
    package let isEmptySlot: Bool
  }

  /// The 25 tiles as read, row by row, as `read` prints them.
  package var tiles: [Tile] {
    reading.tiles.map { Tile(letter: $0.letter, color: $0.color, isEmptySlot: $0.isEmptySlot) }
  }

  /// The JSON document of `read --json` and `/api/read`.
  public var report: ReadingReport { ReadingReport(reading, lastPlayed: lastPlayed) }

  /// The tiles not read for sure (`unsure tiles: r1c2 (letter), ...`);
  /// `nil` when every tile was.
  public var unsureTiles: String? {
    reading.unsureTiles.isEmpty ? nil : UnsureBoard(reading: reading).message
  }

  /// The theme, colour space, the board's place, the confidence, who is to
  /// move and the bubble's word, in one line.
  public var summary: String {
    let confidence = Int((reading.confidence * 100).rounded())
    let played = lastPlayed.map { ", last played: \($0.word) by \($0.by.rawValue)" } ?? ""
    return "\(reading.theme.rawValue) theme, \(reading.colourSpaceName), \(reading.location), "
      + "confidence \(confidence)%, to move: \(Owner.Turn(reading.toMove).rawValue)" + played
  }
}

extension Solver {
  /// `image` as `read` shows it, the bubble's word among this solver's list.
  ///
  /// - Throws: `SolvingError` (`.noBoard`) when the image shows no board.
  public func reading(_ image: Image) throws(SolvingError) -> ScreenshotReading {
    try ScreenshotReading(image, reader: reader) { list }
  }
}
