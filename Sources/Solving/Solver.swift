import BoardGeometry
import BoardReader
import Foundation
import GameHistory
import Letterpress
import Pixels
import Strategy
import Words

/// How a board is solved: which ranking, how many moves, and whether the
/// look-ahead search ranks them.
public struct SolveOptions: Sendable {
  /// How the one-move ranking orders moves (`best` lets the search rank them).
  public var ranking: Ranking
  /// How many moves to keep.
  public var limit: Int
  /// List every distinct choice of tiles, not only each word's best.
  package var everyTileChoice: Bool
  /// The look-ahead search's limits; `nil` for the one-move ranking.
  package var searchLimits: SearchLimits?

  /// The options that `solve`'s flags describe: the look-ahead search ranks
  /// the moves unless the plain one-move ranking is asked for (`depth` 1, or
  /// a ranking other than `best`); by default it deepens by a fixed amount
  /// of work (`SearchLimits()`: the same answer every run, `cap` seconds or
  /// 2 s at most), until `time` runs out when only that is given, or exactly
  /// `depth` plies (then limited by `time` only when both are given).
  public init(
    ranking: Ranking = .best, limit: Int = 10, everyTileChoice: Bool = false,
    depth: Int? = nil, time: Double? = nil, cap: Double? = nil
  ) {
    self.ranking = ranking
    self.limit = limit
    self.everyTileChoice = everyTileChoice
    searchLimits =
      depth == 1 || ranking != .best
      ? nil
      : depth == nil && time == nil
        ? SearchLimits(work: SearchLimits.defaultWork, seconds: cap ?? SearchLimits().seconds)
        : SearchLimits(
          depth: depth, seconds: time ?? SearchLimits().seconds,
          timeLimitsDepth: depth != nil && time != nil)
  }
}

/// The solving use case every front end shares: decode a screenshot, read
/// its board, find the best moves.
///
/// Made once (it holds the glyph templates and the word list) and used from
/// any thread; `with(played:options:)` gives the same solver with another
/// request's options at no cost.
///
///     let solver = Solver(reader: ScreenshotReader(templates: .builtIn), list: list)
///     let solved = try solver.solve(screenshot: "shot.png")
///     print(try JSONDocument.string(solved.solution))
public struct Solver: Sendable {
  /// Reads boards from screenshots.
  public let reader: ScreenshotReader
  /// The word list.
  public let list: WordList
  /// The words already played.
  public var played: PlayedWords
  /// How boards are solved.
  public var options: SolveOptions
  /// The game history: the played words it knows are used, each board
  /// solved is recorded.
  public let memory: GameMemory

  /// A solver reading with `reader`, solving with the words of `list` minus
  /// `played` and those `memory` knows, as `options` say.
  public init(
    reader: ScreenshotReader, list: WordList, played: PlayedWords = PlayedWords(),
    options: SolveOptions = SolveOptions(), memory: GameMemory = .none
  ) {
    self.reader = reader
    self.list = list
    self.played = played
    self.options = options
    self.memory = memory
  }

  /// This solver with other played words and options.
  public func with(played: PlayedWords, options: SolveOptions) -> Solver {
    Solver(reader: reader, list: list, played: played, options: options, memory: memory)
  }

  /// Reads the board in `image` (`file` names it in errors), and the word of
  /// the "played" bubble above it (`LastPlayed(reading:list:)`).
  ///
  /// - Throws: `ReadingError` when it shows no board, `UnsureBoard` when
  ///   some tiles could not be read.
  public func read(_ image: Image, file: String? = nil) throws -> ReadScreenshot {
    let reading = try reader.read(image)
    guard let board = reading.board else { throw UnsureBoard(file: file, reading: reading) }
    return ReadScreenshot(
      reading: reading, board: board, lastPlayed: LastPlayed(reading: reading, list: list),
      dateTaken: image.dateTaken)
  }

  /// Decodes the image file at `path` and reads its board.
  ///
  /// - Throws: `ImageError` when the file does not decode, and the errors of
  ///   `read(_:file:)`.
  public func read(screenshot path: String) throws -> ReadScreenshot {
    try read(Image(contentsOfFile: path), file: path)
  }

  /// The best moves on `board` for the player to move, treating as played
  /// the words given, the bubble's `lastPlayed` and those the game's history
  /// knows (said in the solution's `history`); the board is then recorded in
  /// the history, as seen at `takenAt` in the file `source`, showing
  /// `toMove` to move (`nil`: not shown).
  public func solve(
    board: Board, source: String? = nil, takenAt: Date = Date(), lastPlayed: LastPlayed? = nil,
    toMove: Owner? = nil
  ) -> Solution {
    let recall = memory.recall(
      board: board, takenAt: takenAt, bubble: lastPlayed, given: played, list: list,
      toMove: toMove)
    var solution = solveAvoidingLikelyPlayed(board: board, recall: recall)
    // Without the whole game, answers the coloured tiles spell are in doubt.
    if recall.usesHistory || recall.unknownMoves != 0 {
      let words = solution.moves.map(\.word)
      var note = HistoryNote(recall: recall, words: words, board: board)
      if note.surelyLegal == nil, note.mightBePlayed.first == words.first?.uppercased() {
        // Beyond the answers shown: the best of a longer one-move ranking.
        let longer = Solution.solve(
          board: board, list: list, played: recall.avoided, ranking: .best,
          limit: Self.surelyLegalSearchLimit)
        note = HistoryNote(
          recall: recall, words: words, board: board, alsoRanked: longer.moves.map(\.word))
      }
      solution.history = note
    }
    memory.record(
      board: board, recall: recall, takenAt: takenAt,
      source: source.map { URL(fileURLWithPath: $0).lastPathComponent }, bubble: lastPlayed,
      answer: solution.moves.first?.word)
    return solution
  }

  /// The best moves on `board`, avoiding the words likely played.
  ///
  /// Words an unknown move of the game may have been are neither answered
  /// first nor counted on as replies. The best of them in the one-move
  /// ranking, when it ranks above the first answer there, is shown second
  /// (the note marks it), so no legal word is dropped on a guess: with a
  /// limit of 1 the answers are then two.
  private func solveAvoidingLikelyPlayed(board: Board, recall: GameRecall) -> Solution {
    guard !recall.possiblyPlayed.isEmpty else { return solve(board: board, played: recall.played) }
    var solution = solve(board: board, played: recall.avoided)
    let oneMove = Solution.solve(
      board: board, list: list, played: recall.played, ranking: options.ranking,
      limit: options.limit)
    solution.dictionary = oneMove.dictionary
    let firstRank = solution.moves.first.flatMap { first in
      oneMove.moves.firstIndex { $0.word == first.word }
    }
    if let likely = oneMove.moves.prefix(firstRank ?? oneMove.moves.count)
      .first(where: { recall.isLikelyPlayed($0.word) })
    {
      solution.moves.insert(likely, at: min(1, solution.moves.count))
      solution.moves = Array(solution.moves.prefix(max(options.limit, 2)))
    }
    return solution
  }

  /// The moves that turn `before` into `after` (boards of one game), of the
  /// words this solver's played words allow: exactly `plies` (1 or 2), or
  /// the fewest; only those `firstMover` starts, when given.
  ///
  /// - Throws: `BoardChangeError` when the boards are the same or no such
  ///   moves explain the change.
  public func change(
    from before: Board, to after: Board, plies: Int? = nil, firstMover: Owner? = nil
  ) throws(BoardChangeError) -> BoardChange {
    precondition(before.letters == after.letters, "the boards are of different games")
    let generator = MoveGenerator(
      letters: before.letters, words: WordFinder(list: list).words(on: before.letters))
    return try BoardChange(
      from: Ownership(before), to: Ownership(after), generator: generator, played: played,
      plies: plies, firstMover: firstMover)
  }

  /// How many one-move answers are looked through for one surely legal.
  static let surelyLegalSearchLimit = 100

  /// The best moves on `board` with these played words.
  private func solve(board: Board, played: PlayedWords) -> Solution {
    if let searchLimits = options.searchLimits {
      return Solution.search(
        board: board, list: list, played: played, limits: searchLimits, limit: options.limit)
    }
    return Solution.solve(
      board: board, list: list, played: played, ranking: options.ranking, limit: options.limit,
      everyTileChoice: options.everyTileChoice)
  }

  /// The whole pipeline on `image`.
  ///
  /// - Throws: the errors of `read(_:file:)`.
  public func solve(_ image: Image, file: String? = nil) throws -> SolvedScreenshot {
    solve(try read(image, file: file), file: file)
  }

  /// The whole pipeline on the image file at `path`.
  ///
  /// - Throws: the errors of `read(screenshot:)`.
  public func solve(screenshot path: String) throws -> SolvedScreenshot {
    solve(try read(screenshot: path), file: path)
  }

  /// The rest of the pipeline on a screenshot already read, from the file
  /// `file` (`nil` for standard input): seen when its EXIF date, else the
  /// file's time, says (`GameMemory.takenAt(exif:file:)`).
  public func solve(_ read: ReadScreenshot, file: String?) -> SolvedScreenshot {
    SolvedScreenshot(
      read: read,
      solution: solve(
        board: read.board, source: file,
        takenAt: GameMemory.takenAt(exif: read.dateTaken, file: file),
        lastPlayed: read.lastPlayed, toMove: read.reading.toMove.owner))
  }
}

/// A screenshot read (its pixels not kept).
public struct ReadScreenshot: Sendable {
  /// The reader's view of it: tiles, confidence, theme, place.
  package let reading: BoardReading
  /// The board, every tile read.
  package let board: Board
  /// The "played" bubble's word and who played it, when one was read.
  package let lastPlayed: LastPlayed?
  /// When it was taken, as its EXIF block says.
  package let dateTaken: ExifDateTime?

  /// Where the board is in the image.
  package var location: BoardLocation { reading.location }
}

/// A screenshot through the whole pipeline.
public struct SolvedScreenshot: Sendable {
  package let read: ReadScreenshot
  package let solution: Solution
}

/// A board was found but some of its tiles could not be read for sure.
public struct UnsureBoard: Error, CustomStringConvertible {
  /// The screenshot's file, if it came from one.
  package let file: String?
  /// The reading, with the unsure tiles.
  package let reading: BoardReading

  package init(file: String? = nil, reading: BoardReading) {
    self.file = file
    self.reading = reading
  }

  /// Which tiles could not be read: `unsure tiles: r1c2 (letter), r5c5 (empty slot)`.
  package var message: String {
    let names = reading.unsureTiles.map { index -> String in
      let tile = reading.tiles[index]
      let place = Board.tileName(index)
      if tile.isEmptySlot { return "\(place) (empty slot)" }
      let what = [tile.letter == nil ? "letter" : nil, tile.color == nil ? "colour" : nil]
        .compactMap { $0 }.joined(separator: ", ")
      return "\(place) (\(what))"
    }
    return "unsure tiles: " + names.joined(separator: ", ")
  }

  public var description: String { "\(file ?? "image data"): \(message)" }
}
