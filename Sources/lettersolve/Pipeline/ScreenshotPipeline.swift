import BoardReader
import Foundation
import Letterpress
import Pixels
import Strategy
import Words

/// The pipeline `solve`, `batch` and `watch` share: decode a screenshot,
/// read its board, find the best moves.
///
/// Made once per run (it holds the glyph templates and the word list) and
/// used from any thread.
///
///     let pipeline = try ScreenshotPipeline(
///       templatesDirectory: nil, words: options, played: playedOptions, ranking: .best, limit: 10)
///     let solved = try pipeline.solve(screenshot: "shot.png")
///     print(try solved.solution.json())
struct ScreenshotPipeline: Sendable {
  private let reader: ScreenshotReader
  private let list: WordList
  private let played: PlayedWords
  private let ranking: Ranking
  private let limit: Int
  private let everyTileChoice: Bool
  /// The look-ahead search's limits; `nil` for the one-move ranking.
  private let searchLimits: SearchLimits?
  /// The game history: the played words it knows, each board recorded.
  private let memory: GameMemory

  /// A pipeline that reads glyphs with the built-in templates merged with
  /// the user's (`templatesDirectory`, or the user directory when nil), and
  /// solves with the word list of `words` and the words of `played` (every distinct
  /// choice of tiles listed when `everyTileChoice`, else each word's best),
  /// ranked by the look-ahead search within `searchLimits` when given; with
  /// `history`, each board's game history is used and the board recorded.
  ///
  /// - Throws: `ReadingError.invalidTemplates` when the user's templates are
  ///   damaged, `WordListError` when the word list cannot be loaded.
  init(
    templatesDirectory: String?, words: DictionaryOptions, played: PlayedWordsOptions,
    ranking: Ranking, limit: Int,
    everyTileChoice: Bool = false, searchLimits: SearchLimits? = nil, history: Bool = false
  ) throws {
    reader = ScreenshotReader(
      templates: try GlyphTemplates.standard(userDirectory: templatesDirectory))
    list = try words.loadList()
    self.played = try played.playedWords()
    self.ranking = ranking
    self.limit = limit
    self.everyTileChoice = everyTileChoice
    self.searchLimits = searchLimits
    memory = GameMemory(enabled: history)
  }

  /// Decodes the image file at `path` and reads its board.
  ///
  /// - Throws: `ImageError` when the file does not decode, `ReadingError`
  ///   when it shows no board, `UnsureBoard` when some tiles could not be read.
  func read(screenshot path: String) throws -> ReadScreenshot {
    let image = try Image(contentsOfFile: path)
    let reading = try reader.read(image)
    guard let board = reading.board else { throw UnsureBoard(file: path, reading: reading) }
    return ReadScreenshot(image: image, location: reading.location, board: board)
  }

  /// The best moves on `board` for the player to move, treating as played
  /// the words given and those its game's history knows; the board is then
  /// recorded in the history, as seen at `takenAt` in the file `source`.
  func solve(board: Board, source: String? = nil, takenAt: Date = Date()) -> Solution {
    let recall = memory.recall(
      board: board, takenAt: takenAt, bubble: nil, given: played, list: list)
    var solution: Solution
    if let searchLimits {
      solution = Solution.search(
        board: board, list: list, played: recall.played, limits: searchLimits, limit: limit)
    } else {
      solution = Solution.solve(
        board: board, list: list, played: recall.played, ranking: ranking, limit: limit,
        everyTileChoice: everyTileChoice)
    }
    if recall.usesHistory || recall.unknownMoves != 0 {
      var note = HistoryNote(recall: recall, words: solution.moves.map(\.word), board: board)
      if note.surelyLegal == nil,
        note.mightBePlayed.first == solution.moves.first?.word.uppercased()
      {
        // Beyond the answers shown: the best of a longer one-move ranking.
        let longer = Solution.solve(
          board: board, list: list, played: recall.played, ranking: .best,
          limit: Self.surelyLegalSearchLimit)
        note = HistoryNote(
          recall: recall, words: solution.moves.map(\.word), board: board,
          alsoRanked: longer.moves.map(\.word))
      }
      solution.history = note
    }
    memory.record(
      board: board, recall: recall, takenAt: takenAt, source: source.map(Self.fileName),
      bubble: nil, answer: solution.moves.first?.word)
    return solution
  }

  /// How many one-move answers are looked through for one surely legal.
  static let surelyLegalSearchLimit = 100

  /// The last component of a path.
  private static func fileName(_ path: String) -> String {
    URL(fileURLWithPath: path).lastPathComponent
  }

  /// The whole pipeline on the image file at `path`.
  ///
  /// - Throws: the errors of `read(screenshot:)`.
  func solve(screenshot path: String) throws -> SolvedScreenshot {
    let read = try read(screenshot: path)
    return SolvedScreenshot(
      read: read,
      solution: solve(
        board: read.board, source: path, takenAt: GameMemory.takenAt(file: path)))
  }
}

/// A screenshot decoded and read.
struct ReadScreenshot: Sendable {
  let image: Image
  /// Where the board is in the image.
  let location: BoardLocation
  let board: Board
}

/// A screenshot through the whole pipeline.
struct SolvedScreenshot: Sendable {
  let read: ReadScreenshot
  let solution: Solution

  /// The best move in one line, for `batch` and `watch`:
  /// `QUILTED tap 3 8 13 12 17 22 21, you 13, opponent 8, wins now`, or
  /// why there is none (no playable word; the game is over).
  var summary: String {
    guard let best = solution.moves.first else {
      let owners = read.board.owners
      guard !owners.contains(nil) else { return "no playable word: pass" }
      return "the game is over: you \(owners.count { $0 == .player }), "
        + "opponent \(owners.count { $0 == .opponent })"
    }
    var text =
      "\(best.word.uppercased()) tap \(best.tiles.map(String.init).joined(separator: " "))"
      + ", you \(best.score.player), opponent \(best.score.opponent)"
    if best.wins { text += ", wins now" }
    if let reply = best.opponentWinningReply {
      text += ", lets the opponent win with \(reply.uppercased())"
    }
    if let history = solution.history, history.mightBePlayed.first == best.word.uppercased() {
      text += ", might already be played"
      if let sure = history.surelyLegal { text += " (surely legal: \(sure))" }
    }
    return text
  }
}

/// A board was found but some of its tiles could not be read for sure.
struct UnsureBoard: Error, CustomStringConvertible {
  /// The screenshot.
  let file: String
  /// The reading, with the unsure tiles.
  let reading: BoardReading

  var description: String { "\(file): " + ReadingFormat.unsureMessage(reading) }
}
