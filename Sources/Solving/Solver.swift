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

  /// The rankings' names, as `--rank` takes them: best, score, length.
  public static let rankingNames = Ranking.allCases.map(\.rawValue)

  /// The name of `ranking`, one of `rankingNames`.
  public var rankingName: String { ranking.rawValue }

  /// The options of `init(ranking:limit:everyTileChoice:depth:time:cap:)`,
  /// the ranking named `rankingName` (one of `rankingNames`).
  public init(
    rankingNamed rankingName: String, limit: Int = 10, everyTileChoice: Bool = false,
    depth: Int? = nil, time: Double? = nil, cap: Double? = nil
  ) {
    guard let ranking = Ranking(rawValue: rankingName) else {
      preconditionFailure("no ranking \(rankingName); the rankings are \(Self.rankingNames)")
    }
    self.init(
      ranking: ranking, limit: limit, everyTileChoice: everyTileChoice, depth: depth, time: time,
      cap: cap)
  }
}

/// The pipeline every front end calls: decode a screenshot, read its board
/// and bubble, recall the game's history, look ahead, and give one typed
/// `Answer`.
///
/// Made once (it holds the glyph templates, the word list and the history)
/// and used from any thread. How to solve comes with each request, so the
/// same screenshot gets the same answer from every front end.
///
///     let solver = Solver(reader: ScreenshotReader(templates: .builtIn), list: list)
///     let answer = try solver.answer(SolveRequest(.file("shot.png")))
///     print(try JSONDocument.string(AnswerDocument(answer)))
public struct Solver: Sendable {
  /// Reads boards from screenshots.
  public let reader: ScreenshotReader
  /// The word list.
  public let list: WordList
  /// The name the word list was chosen by (`letterpress`,
  /// `letterpress-fr`, `system`, a path), as `serve` offers it.
  public var listName: String { list.name }
  /// The game history: the played words it knows are used, each board
  /// solved is recorded.
  public let memory: GameMemory

  /// A solver reading with `reader`, solving with the words of `list`, and
  /// remembering games in `memory`.
  public init(reader: ScreenshotReader, list: WordList, memory: GameMemory = .none) {
    self.reader = reader
    self.list = list
    self.memory = memory
  }

  /// Reads the board in `image` (`file` names it in errors), and the word of
  /// the "played" bubble above it (`LastPlayed(reading:list:)`).
  ///
  /// - Throws: `SolvingError`: `.noBoard` when it shows no board (its
  ///   message after `file`), `.unsureBoard` when some tiles could not be
  ///   read.
  public func read(_ image: Image, file: String? = nil) throws(SolvingError) -> ReadScreenshot {
    let reading: BoardReading
    do {
      reading = try reader.read(image)
    } catch {
      throw SolvingError(error, file: file)
    }
    guard let board = reading.board else {
      throw SolvingError(UnsureBoard(file: file, reading: reading))
    }
    return ReadScreenshot(
      reading: reading, board: board, lastPlayed: LastPlayed(reading: reading, list: list),
      dateTaken: image.dateTaken)
  }

  /// Decodes the image file at `path` and reads its board.
  ///
  /// - Throws: `SolvingError`: `.badImage` or `.imageTooLarge` when the file
  ///   does not decode, and the errors of `read(_:file:)`.
  public func read(screenshot path: String) throws(SolvingError) -> ReadScreenshot {
    try read(SolvingError.converting { try Image(contentsOfFile: path) }, file: path)
  }

  /// The answer to `request`: its board read (or taken as given), the
  /// words played (given, on the bubble, and those the game's history
  /// knows or works out, said in the answer's `history`), and the best
  /// moves; the board is then recorded in the history.
  ///
  /// - Throws: `SolvingError`: `.badImage` or `.imageTooLarge` for an image
  ///   that does not decode, `.noBoard` for one with no board,
  ///   `.unsureBoard` for tiles not read for sure, `.unexplainedChange` for
  ///   a kept history of another game, `.history` when a kept history
  ///   cannot be replayed; `.stopped` when the work's `WorkStop.current`
  ///   says stop.
  public func answer(_ request: SolveRequest) throws(SolvingError) -> Answer {
    try WorkStop.checkCurrent()
    let (shot, file): (ReadScreenshot, String?)
    switch request.input {
    case .file(let path):
      (shot, file) = (try read(screenshot: path), path)
    case .image(let image, let path, let name):
      (shot, file) = (try read(image, file: name ?? path), path)
    case .imageBytes(let bytes, let limits):
      let image = try SolvingError.converting { try Image(decoding: bytes, limits: limits.decoding) }
      (shot, file) = (try read(image), nil)
    case .screenshot(let read, let path):
      (shot, file) = (read, path)
    case .board(let board, let facts):
      return try answer(board: board, screenshot: nil, seen: facts, file: nil, request: request)
    }
    let seen = ScreenshotFacts(lastPlayed: shot.lastPlayed, toMove: shot.reading.toMove)
    return try answer(board: shot.board, screenshot: shot, seen: seen, file: file, request: request)
  }

  /// The rest of the pipeline on a board, as `answer(_:)` describes.
  private func answer(
    board: Board, screenshot: ReadScreenshot?, seen: ScreenshotFacts, file: String?,
    request: SolveRequest
  ) throws(SolvingError) -> Answer {
    let memory = try memory(for: request, letters: board.letterString)
    let takenAt =
      request.takenAt ?? GameMemory.takenAt(exif: screenshot?.dateTaken, file: file)
    let recall = memory.recall(
      board: board, takenAt: takenAt, bubble: seen.lastPlayed, given: request.played, list: list,
      toMove: seen.toMove)
    let options = request.options
    var ranked = rankAvoidingLikelyPlayed(board: board, recall: recall, options: options)
    // A proof is about the side to move: with the opponent to move, none
    // of yours holds.
    if seen.toMove == .opponent { ranked = ranked.withoutProofs(board: board) }
    var history: HistoryNote?
    // Without the whole game, answers the coloured tiles spell are in doubt.
    if recall.usesHistory || recall.unknownMoves != 0 {
      let words = ranked.moves.map(\.word)
      var note = HistoryNote(recall: recall, words: words, board: board)
      if note.surelyLegal == nil, note.mightBePlayed.first == words.first {
        // Beyond the answers shown: the best of a longer one-move ranking.
        let longer = RankedMoves.oneMove(
          board: board, list: list, played: recall.avoided, ranking: .best,
          limit: Self.surelyLegalSearchLimit)
        note = HistoryNote(
          recall: recall, words: words, board: board, alsoRanked: longer.moves.map(\.word))
      }
      history = note
    }
    memory.record(
      board: board, recall: recall, takenAt: takenAt,
      source: file.map { URL(fileURLWithPath: $0).lastPathComponent }, bubble: seen.lastPlayed,
      answer: ranked.moves.first?.word)
    var answer = Answer(
      board: board, screenshot: screenshot, toMove: seen.toMove, lastPlayed: seen.lastPlayed,
      dictionary: ranked.dictionary, moves: ranked.moves, search: ranked.search,
      winChance: ranked.winChance, history: history)
    if seen.toMove == .opponent, !answer.isOver {
      // The one-move ranking looks one ply ahead from their side too.
      answer.theirTurn = Answer.TheirTurn(
        board: board, list: list, played: recall.avoided,
        limits: options.searchLimits ?? SearchLimits(depth: 1))
    }
    return answer
  }

  /// The memory `request` asks for: the history its client kept (in
  /// memory, for this request only), else this solver's.
  ///
  /// - Throws: `SolvingError`: `.unexplainedChange` when the kept history is
  ///   of another game, `.history` when it cannot be replayed.
  private func memory(
    for request: SolveRequest, letters: String
  ) throws(SolvingError) -> GameMemory {
    guard let kept = request.kept else { return memory }
    if let previous = request.keptLetters, previous != letters {
      throw SolvingError(OtherGameError(previous: previous, letters: letters))
    }
    return try SolvingError.converting { try GameMemory(replaying: kept, letters: letters) }
  }

  /// The best moves on `board`, avoiding the words likely played.
  ///
  /// Words an unknown move of the game may have been are neither answered
  /// first nor counted on as replies. The best of them in the one-move
  /// ranking, when it ranks above the first answer there, is shown second
  /// (the note marks it), so no legal word is dropped on a guess: with a
  /// limit of 1 the answers are then two.
  private func rankAvoidingLikelyPlayed(
    board: Board, recall: GameRecall, options: SolveOptions
  ) -> RankedMoves {
    guard !recall.possiblyPlayed.isEmpty else {
      return RankedMoves(board: board, list: list, played: recall.played, options: options)
    }
    var ranked = RankedMoves(board: board, list: list, played: recall.avoided, options: options)
    let oneMove = RankedMoves.oneMove(
      board: board, list: list, played: recall.played, ranking: options.ranking,
      limit: options.limit)
    ranked.dictionary = oneMove.dictionary
    let firstRank = ranked.moves.first.flatMap { first in
      oneMove.moves.firstIndex { $0.word == first.word }
    }
    if let likely = oneMove.moves.prefix(firstRank ?? oneMove.moves.count)
      .first(where: { recall.isLikelyPlayed($0.word) })
    {
      ranked.moves.insert(likely, at: min(1, ranked.moves.count))
      ranked.moves = Array(ranked.moves.prefix(max(options.limit, 2)))
    }
    return ranked
  }

  /// The moves that turn `before` into `after` (boards of one game), of the
  /// words `played` allows: exactly `plies` (1 or 2), or the fewest; only
  /// those `firstMover` starts, when given.
  ///
  /// - Throws: `SolvingError` (`.unexplainedChange`) when the boards are the
  ///   same or no such moves explain the change.
  public func change(
    from before: Board, to after: Board, played: PlayedWords = PlayedWords(), plies: Int? = nil,
    firstMover: Owner? = nil
  ) throws(SolvingError) -> BoardChange {
    precondition(before.letters == after.letters, "the boards are of different games")
    let generator = MoveGenerator(
      letters: before.letters, words: WordFinder(list: list).words(on: before.letters))
    return try SolvingError.converting {
      try BoardChange(
        from: Ownership(before), to: Ownership(after), generator: generator, played: played,
        plies: plies, firstMover: firstMover)
    }
  }

  /// How many one-move answers are looked through for one surely legal.
  static let surelyLegalSearchLimit = 100
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
  /// Whose turn the screenshot shows; `nil` when it shows none.
  package var toMove: Owner? { reading.toMove }
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
