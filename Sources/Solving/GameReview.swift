import GameHistory
import Letterpress
import Strategy
import Words

/// A review of one game: each move of yours the boards show, the move
/// `solve` answers at that point, your chance to win with it and after
/// yours, and the move's class by how much chance it gave away.
///
/// The review judges with the answer's own engine: on each board it asks
/// `Solver.answer` with the options it is given (`solve`'s defaults unless
/// told otherwise), the words the boards show played (or may have, where a
/// move cannot be told) counted as played, so its best move is exactly
/// what `solve` answers there. Your chance on a board you are to move on is
/// the chance the answer gives its best move (the opponent's reply
/// included); on a board the opponent is to move on, one minus theirs.
/// After your move: the answer's own chance for it when it is the best move
/// or among the moves the answer ranks (same word, same tiles), else one
/// minus the opponent's answer on the board it leaves. A move's drop is the
/// chance it gave away against the best; the turning point is the move
/// that gave away the most, and the plot draws that drop.
///
/// The answer given on a board (`Step.answered`, as the history keeps it)
/// then the next board's bubble word explain the next board first: a
/// player who follows the answer has every move known.
///
///     let review = try GameReview(steps: steps, solver: solver)
///     review.moves[3].moveClass   // .blunder
///     review.turningPoint         // 3
public struct GameReview: Sendable {
  /// One board of the game, whose turn it shows (`nil`: not shown, taken
  /// as yours, the board you were given to solve), the word its "played"
  /// bubble names, and the answer given on it when one is known.
  public struct Step: Sendable {
    /// The board.
    public let board: Board
    /// Whose turn the board shows, when it does.
    public let toMove: Owner?
    /// The bubble's word and who played it, when one was read.
    public let lastPlayed: LastPlayed?
    /// The answer lettersolve gave on this board (the history keeps it),
    /// upper or lower case; `nil` when none is known.
    public let answered: String?

    /// A board of the game, whose turn it shows, its bubble's word and the
    /// answer given on it.
    public init(
      _ board: Board, toMove: Owner? = nil, lastPlayed: LastPlayed? = nil, answered: String? = nil
    ) {
      self.board = board
      self.toMove = toMove
      self.lastPlayed = lastPlayed
      self.answered = answered
    }
  }

  /// How good a move was, by the drop in your chance to win from the best
  /// move's (chess-site style): `best` within 2 points (or the best move
  /// itself), `good` within 5, `inaccuracy` within 10, `mistake` within
  /// 20, `blunder` beyond; `unknown` when the boards cannot tell the board
  /// the move left. `review --json` writes it by its raw value.
  public enum MoveClass: String, Sendable, Codable, CaseIterable, Comparable {
    /// The best move, or within 2 points of it.
    case best
    /// Within 5 points of the best.
    case good
    /// Within 10 points.
    case inaccuracy
    /// Within 20 points.
    case mistake
    /// More than 20 points below the best.
    case blunder
    /// The boards cannot tell the board the move left.
    case unknown

    /// The class of a move `drop` (0 to 1) below the best move's chance.
    public init(drop: Double) {
      let points = (drop * 100).rounded()
      self =
        points <= 2
        ? .best
        : points <= 5 ? .good : points <= 10 ? .inaccuracy : points <= 20 ? .mistake : .blunder
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
      (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
  }

  /// One move of yours.
  public struct ReviewedMove: Sendable {
    /// The board's index in the steps the review was made from, before the
    /// move.
    public let step: Int
    /// The word played, upper case; `nil` when the boards cannot tell it.
    public let word: String?
    /// The tiles the move took (by index), when the boards tell them.
    public let tiles: [Int]?
    /// The best move at that point (what `solve` answers), upper case;
    /// `nil` when there was none.
    public let best: String?
    /// The best move's tiles in tap order; empty when there was none.
    public let bestTiles: [Int]
    /// Your chance before the move, you to move: the chance the answer
    /// gives its best move.
    public let winChanceBefore: Double
    /// Your chance after the move played; `nil` when the boards cannot tell
    /// the board it left.
    public let winChanceAfter: Double?
    /// Your chance after the best move (the same as `winChanceBefore`);
    /// `nil` when there was none.
    public let winChanceBest: Double?
    /// The move's class; `unknown` when its board is not known.
    public let moveClass: MoveClass
    /// Whether the move is the best move's word on other tiles.
    public let isBestWordOnOtherTiles: Bool

    /// How much chance the move gave away against the best one (0 or more);
    /// `nil` when either is unknown.
    public var drop: Double? {
      guard let winChanceAfter, let winChanceBest else { return nil }
      return max(0, winChanceBest - winChanceAfter)
    }
  }

  /// Your moves, in order.
  public let moves: [ReviewedMove]
  /// Your chance to win at each board, in order: the plot's points.
  public let chances: [Double]
  /// The index in `moves` of the turning point: the move that gave away
  /// the most chance, when it gave away more than 5 points; else `nil`.
  public let turningPoint: Int?

  /// Reviews the game `steps` show, in order, with `solver` (its history is
  /// not used: give it `GameMemory.none`) asking with `options` (`solve`'s
  /// defaults unless given).
  ///
  /// The words `given` (known played in the game, as the history keeps
  /// them) are tried alone first to explain each change, as the history
  /// does; then the answer given with the next bubble's word; then every
  /// word of the list.
  ///
  /// - Throws: `SolvingError`: the solver's errors (`.stopped` when the
  ///   work's `WorkStop.current` says stop).
  public init(
    steps: [Step], given: [String] = [], solver: Solver, options: SolveOptions = SolveOptions()
  ) throws(SolvingError) {
    let judge = Judge(
      solver: solver, options: options, given: given.map { $0.lowercased() },
      generator: steps.first.map { step in
        MoveGenerator(
          letters: step.board.letters,
          words: WordFinder(list: solver.list).words(on: step.board.letters))
      })
    // The words certainly played, which explain the boards; and those with
    // the words that may have been (a move the boards cannot tell), which no
    // best move is taken from.
    var played: [String] = []
    var avoided: [String] = []
    var moves: [ReviewedMove] = []
    var chances: [Double] = []
    for (index, step) in steps.enumerated() {
      // A server's review stops here too once its budget or client is gone.
      try WorkStop.checkCurrent()
      let mover = step.toMove ?? .player
      let answer = try judge.answer(step.board, for: mover, played: avoided)
      let chance = answer.best?.winChance ?? answer.winChance
      chances.append(mover == .player ? chance : 1 - chance)
      guard index + 1 < steps.count else { break }
      let next = steps[index + 1]
      let best = mover == .player ? answer.best : nil
      let change = judge.change(
        from: step, to: next, played: played, answered: step.answered, best: best)
      let earlier = avoided
      played += change?.words ?? []
      avoided += (change?.words ?? []) + (change?.possible ?? [])
      // A move of yours: the boards differ, or the same board's bubble names
      // moves that left it as it was (a capture taken back).
      guard mover == .player,
        Ownership(step.board) != Ownership(next.board) || (change?.plies ?? 0) > 0
      else { continue }
      let judged =
        try change?.playerAfter.map { after throws(SolvingError) in
          try Self.judged(
            after, word: change?.playerWord, on: step.board, answer: answer, best: best,
            played: earlier, judge: judge)
        } ?? (winChanceAfter: nil, moveClass: .unknown, onOtherTiles: false)
      moves.append(
        ReviewedMove(
          step: index, word: change?.playerWord?.uppercased(),
          tiles: change?.playerTiles, best: best?.word.uppercased(),
          bestTiles: best?.tapOrder ?? [], winChanceBefore: chance,
          winChanceAfter: judged.winChanceAfter, winChanceBest: best?.winChance,
          moveClass: judged.moveClass, isBestWordOnOtherTiles: judged.onOtherTiles))
    }
    self.moves = moves
    self.chances = chances
    turningPoint = Self.turningPoint(moves)
  }

  /// Your move to `after` (the word `word`) on `board`, against `answer`
  /// and its best move `best`: your chance after it (the answer's own,
  /// where it ranks the move; else worked out with `played` and the word
  /// played), its class, and whether it is the best word on other tiles.
  private static func judged(
    _ after: Ownership, word: String?, on board: Board, answer: Answer, best: Answer.Move?,
    played: [String], judge: Judge
  ) throws(SolvingError) -> (winChanceAfter: Double?, moveClass: MoveClass, onOtherTiles: Bool) {
    // The answer's own chance for the move, where the answer ranks it.
    let ranked = answer.moves.first { move in
      move.word.lowercased() == word
        && Ownership(board).playing(TileSet(move.tapOrder), by: .player) == after
    }
    let winChanceAfter: Double
    if let ranked {
      winChanceAfter = ranked.winChance
    } else {
      winChanceAfter = try judge.chanceAfter(
        board, after, played: played + (word.map { [$0] } ?? []))
    }
    guard let best else { return (winChanceAfter, .best, false) }
    let bestAfter = Ownership(board).playing(TileSet(best.tapOrder), by: .player)
    let isBestWord = word == best.word.lowercased()
    let isBest = isBestWord && after == bestAfter
    let moveClass: MoveClass =
      isBest ? .best : MoveClass(drop: max(0, best.winChance - winChanceAfter))
    return (winChanceAfter, moveClass, isBestWord && !isBest)
  }

  /// Reviews the game `steps` show looking exactly `depth` plies ahead
  /// (`review --depth`).
  ///
  /// - Throws: `SolvingError`: the solver's errors.
  public init(
    steps: [Step], given: [String] = [], solver: Solver, depth: Int
  ) throws(SolvingError) {
    try self.init(steps: steps, given: given, solver: solver, options: SolveOptions(depth: depth))
  }

  /// The turning point of `moves` (`turningPoint`): the largest drop, when
  /// more than 5 points.
  private static func turningPoint(_ moves: [ReviewedMove]) -> Int? {
    moves.indices.filter { (moves[$0].drop ?? 0) > 0.05 }
      .max { (moves[$0].drop ?? 0) < (moves[$1].drop ?? 0) }
  }

  /// The review in a player's words, one paragraph.
  public var summary: String {
    guard !moves.isEmpty else { return "The boards show no move of yours to review." }
    var counts: [String] = []
    for moveClass in MoveClass.allCases {
      let count = moves.count { $0.moveClass == moveClass }
      if count > 0 { counts.append("\(count) \(moveClass.name(count: count))") }
    }
    var text =
      "You made \(moves.count) \(moves.count == 1 ? "move" : "moves") here: "
      + counts.joined(separator: ", ") + "."
    if let first = chances.first, let last = moves.last?.winChanceAfter ?? chances.last {
      text += " Your chance to win went from \(Self.percent(first)) to \(Self.percent(last))."
    }
    if let turningPoint, let after = moves[turningPoint].winChanceAfter,
      let best = moves[turningPoint].best, let bestChance = moves[turningPoint].winChanceBest
    {
      let move = moves[turningPoint]
      text += " The game turned on move \(turningPoint + 1), \(move.word ?? "your move")"
      text +=
        after == 0
        ? ": it left the opponent a word that closes the board and wins;"
        : ": it took your chance from \(Self.percent(bestChance)) to \(Self.percent(after)),"
      text +=
        move.isBestWordOnOtherTiles
        ? " \(best) on \(Self.tileNames(move.bestTiles)) would have kept \(Self.percent(bestChance))."
        : " \(best) would have kept \(Self.percent(bestChance))."
    } else {
      text += " No single move gave away more than 5 points."
    }
    return text
  }

  /// `chance` as a whole percentage, "63%".
  static func percent(_ chance: Double) -> String { "\(Int((chance * 100).rounded()))%" }

  /// Tiles named as the answer names them: "r1c2 r1c3".
  package static func tileNames(_ tiles: [Int]) -> String {
    tiles.map(Board.tileName).joined(separator: " ")
  }
}

extension GameReview.MoveClass {
  /// The class's name for `count` moves: "best move", "inaccuracies", "that
  /// the boards cannot tell".
  func name(count: Int) -> String {
    switch self {
    case .best, .good: "\(rawValue) \(count == 1 ? "move" : "moves")"
    case .inaccuracy: count == 1 ? "inaccuracy" : "inaccuracies"
    case .mistake, .blunder: rawValue + (count == 1 ? "" : "s")
    case .unknown: "that the boards cannot tell"
    }
  }
}

/// The solver calls of a review.
private struct Judge {
  let solver: Solver
  let options: SolveOptions
  /// Words known played in the game (lower case).
  let given: [String]
  /// The moves of the game's letters (`nil`: no board).
  let generator: MoveGenerator?

  /// What the boards say of one change: the words certainly played, those
  /// an unknown move may have been, and of your move (when you moved
  /// first) its word, its tiles and the board it left.
  struct Change {
    var words: [String]
    var possible: [String]
    /// How many moves were made (0: none, the board seen again).
    var plies: Int
    var playerWord: String?
    var playerTiles: [Int]?
    var playerAfter: Ownership?
  }

  /// The answer for `board` with `mover` to move (the board's colours
  /// swapped for the opponent), as `solve` gives it with the review's
  /// options.
  func answer(_ board: Board, for mover: Owner, played: [String]) throws(SolvingError) -> Answer {
    let played = try SolvingError.converting { try PlayedWords(played) }
    return try solver.answer(
      SolveRequest(
        .board(mover == .player ? board : swapped(board)), played: played, options: options))
  }

  /// Your chance once `after` is on `board`'s letters, the opponent to
  /// move: one minus the chance their answer gives its best move.
  func chanceAfter(
    _ board: Board, _ after: Ownership, played: [String]
  ) throws(SolvingError) -> Double {
    let owners = (0..<Board.tileCount).map { tile -> Owner? in
      after.player.contains(tile) ? .player : after.opponent.contains(tile) ? .opponent : nil
    }
    let theirs = try answer(
      Board(letters: board.letters, owners: owners), for: .opponent, played: played)
    return 1 - (theirs.best?.winChance ?? theirs.winChance)
  }

  /// `board` with the seats swapped.
  private func swapped(_ board: Board) -> Board {
    let ownership = Ownership(board)
    let owners = (0..<Board.tileCount).map { tile -> Owner? in
      ownership.player.contains(tile)
        ? .opponent : ownership.opponent.contains(tile) ? .player : nil
    }
    return Board(letters: board.letters, owners: owners)
  }

  /// The moves between two steps, as the history explains them
  /// (`PlayedWordInference`: the words known played first, then the answer
  /// given with the bubble's word, the bubble's word kept), or `nil` when
  /// no legal moves explain them. Where your word on `best`'s tiles explains
  /// them too, your move is taken as `best` (`tilesOfBest`).
  func change(
    from before: GameReview.Step, to after: GameReview.Step, played: [String], answered: String?,
    best: Answer.Move?
  ) -> Change? {
    let ownership = Ownership(after.board)
    let turns = BoardChange.moves(
      toMoveBefore: before.toMove ?? .player,
      toMoveAfter: ownership.isFull ? nil : after.toMove ?? .player)
    guard let generator, let words = try? PlayedWords(played), let firstMover = turns.firstMover
    else { return nil }
    let inference = PlayedWordInference(
      from: Ownership(before.board), to: ownership, generator: generator, played: words,
      given: given.filter { !played.contains($0) },
      lastPlayed: after.lastPlayed.map { ($0.word, $0.by) },
      turns: .shown(plies: ownership.isFull ? nil : turns.plies, firstMover: firstMover),
      answered: firstMover == .player ? answered?.lowercased() : nil)
    guard inference.unknownMoves != nil else { return nil }
    let wordsAtPly = inference.wordsAtPly
    // Every word an uncertain ply may have been, also where the game's known
    // words explain it (the inference then lists none as possible).
    let possible = wordsAtPly.filter { $0.count > 1 }.flatMap { $0.sorted() }
    guard firstMover == .player, let first = wordsAtPly.first else {
      return Change(words: inference.words, possible: possible, plies: wordsAtPly.count)
    }
    var change = Change(
      words: inference.words, possible: possible, plies: wordsAtPly.count,
      playerWord: first.count == 1 ? first.first : nil,
      playerTiles: inference.firstMove.map { Array($0.tiles) },
      playerAfter: inference.afterFirstMove)
    if let best, change.playerWord == best.word.lowercased(),
      tilesOfBest(best, explain: wordsAtPly, from: before.board, to: ownership, played: played)
    {
      change.playerTiles = best.tapOrder
      change.playerAfter = Ownership(before.board).playing(TileSet(best.tapOrder), by: .player)
    }
    return change
  }

  /// Whether `best` (your move), then the one word known at each later ply
  /// of `wordsAtPly`, turns `board` into `after`.
  ///
  /// The boards may not tell which tiles a word took: a tile it captured
  /// and the reply took back looks the same as one of yours it spelled on.
  /// The answer's own tiles are then the move (you followed the answer).
  private func tilesOfBest(
    _ best: Answer.Move, explain wordsAtPly: [Set<String>], from board: Board,
    to after: Ownership, played: [String]
  ) -> Bool {
    let middle = Ownership(board).playing(TileSet(best.tapOrder), by: .player)
    guard wordsAtPly.count == 2 else { return wordsAtPly.count == 1 && middle == after }
    guard wordsAtPly[1].count == 1, let reply = wordsAtPly[1].first,
      let words = try? PlayedWords(played + [best.word.lowercased()])
    else { return false }
    let change = try? BoardChange(
      from: middle, to: after, generator: MoveGenerator(letters: board.letters, words: [reply]),
      played: words, plies: 1, firstMover: .opponent)
    return change != nil
  }
}
