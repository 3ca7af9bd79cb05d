import GameHistory
import Letterpress
import Strategy
import Words

/// A review of one game: each move of yours the boards show, the best move
/// at that point, your chance to win before and after each, and the move's
/// class by how much chance it gave away.
///
/// Every chance comes from `Solver.answer` at a fixed depth (`depth`, 2 by
/// default, so a review is quick and the same every run), the words the
/// boards show played (or may have, where a move cannot be told) counted as
/// played: before the move,
/// the answer's `winChance` for the board, you to move; after a move, one
/// minus the opponent's `winChance` on the board it leaves, the opponent to
/// move (exactly 0 when the opponent can then close the board and win). The
/// move played and the best move are judged alike, so the drop between
/// them classes the move (`MoveClass`).
///
///     let review = try GameReview(boards: boards, solver: solver)
///     review.moves[3].moveClass   // .blunder
///     review.turningPoint         // 3
public struct GameReview: Sendable {
  /// One board of the game, whose turn it shows (`nil`: not shown, taken
  /// as yours, the board you were given to solve), and the word its
  /// "played" bubble names.
  public struct Step: Sendable {
    /// The board.
    public let board: Board
    /// Whose turn the board shows, when it does.
    public let toMove: Owner?
    /// The bubble's word and who played it, when one was read.
    public let lastPlayed: LastPlayed?

    /// A board of the game, whose turn it shows and its bubble's word.
    public init(_ board: Board, toMove: Owner? = nil, lastPlayed: LastPlayed? = nil) {
      self.board = board
      self.toMove = toMove
      self.lastPlayed = lastPlayed
    }
  }

  /// How good a move was, by the drop in your chance to win from the best
  /// move's (chess-site style): `best` within 2 points (or the best move
  /// itself), `good` within 5, `inaccuracy` within 10, `mistake` within
  /// 20, `blunder` beyond.
  public enum MoveClass: String, Sendable, CaseIterable, Comparable {
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
    /// The best move at that point, upper case; `nil` when there was none.
    public let best: String?
    /// Your chance before the move, you to move.
    public let winChanceBefore: Double
    /// Your chance after the move played; `nil` when the boards cannot tell
    /// the board it left.
    public let winChanceAfter: Double?
    /// Your chance after the best move; `nil` when there was none.
    public let winChanceBest: Double?
    /// The move's class; `nil` when its board is not known.
    public let moveClass: MoveClass?

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
  /// The index in `moves` of the turning point: the move with the largest
  /// drop when it gave away more than 5 points, else the last move after
  /// which your chance crossed 50% and stayed on that side; `nil` when
  /// there is neither.
  public let turningPoint: Int?

  /// The default look-ahead depth of a review.
  public static let defaultDepth = 2

  /// Reviews the game `steps` show, in order, with `solver` (its history is
  /// not used: give it `GameMemory.none`) looking `depth` plies ahead.
  ///
  /// The words `given` (known played in the game, as the history keeps
  /// them) are tried alone first to explain each change, as the history
  /// does; then every word of the list.
  ///
  /// - Throws: the solver's errors.
  public init(
    steps: [Step], given: [String] = [], solver: Solver, depth: Int = defaultDepth
  ) throws {
    let judge = Judge(
      solver: solver, depth: depth, given: given.map { $0.lowercased() },
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
      let before = try judge.answer(step.board, played: avoided)
      chances.append(before.winChance)
      guard index + 1 < steps.count else { break }
      let next = steps[index + 1]
      let change = judge.change(from: step, to: next, played: played)
      let earlier = avoided
      played += change?.words ?? []
      avoided += (change?.words ?? []) + (change?.possible ?? [])
      guard (step.toMove ?? .player) == .player, Ownership(step.board) != Ownership(next.board)
      else { continue }
      let bestAfter = before.best.map { best in
        (
          word: best.word,
          ownership: Ownership(step.board).playing(TileSet(best.tapOrder), by: .player)
        )
      }
      let winChanceBest = try bestAfter.map {
        try judge.chanceAfter(step.board, $0.ownership, played: earlier + [$0.word])
      }
      var winChanceAfter: Double?
      var moveClass: MoveClass?
      if let after = change?.playerAfter {
        if let bestAfter, after == bestAfter.ownership {
          winChanceAfter = winChanceBest
          moveClass = .best
        } else {
          let chance = try judge.chanceAfter(
            step.board, after, played: earlier + (change?.playerWord.map { [$0] } ?? []))
          winChanceAfter = chance
          moveClass = MoveClass(drop: max(0, (winChanceBest ?? chance) - chance))
        }
      }
      moves.append(
        ReviewedMove(
          step: index, word: change?.playerWord?.uppercased(), best: bestAfter?.word,
          winChanceBefore: before.winChance, winChanceAfter: winChanceAfter,
          winChanceBest: winChanceBest, moveClass: moveClass))
    }
    self.moves = moves
    self.chances = chances
    turningPoint = Self.turningPoint(moves)
  }

  /// The turning point of `moves` (`turningPoint`).
  private static func turningPoint(_ moves: [ReviewedMove]) -> Int? {
    let dropped = moves.indices.filter { (moves[$0].drop ?? 0) > 0.05 }
    if let largest = dropped.max(by: { (moves[$0].drop ?? 0) < (moves[$1].drop ?? 0) }) {
      return largest
    }
    guard let last = moves.last?.winChanceAfter else { return nil }
    let side = last > 0.5
    return moves.indices.last { index in
      let move = moves[index]
      guard let after = move.winChanceAfter else { return false }
      return (move.winChanceBefore > 0.5) != side && (after > 0.5) == side
        && moves[index...].allSatisfy { (($0.winChanceAfter ?? last) > 0.5) == side }
    }
  }

  /// The review in a player's words, one paragraph.
  public var summary: String {
    guard !moves.isEmpty else { return "The boards show no move of yours to review." }
    var counts: [String] = []
    for moveClass in MoveClass.allCases {
      let count = moves.count { $0.moveClass == moveClass }
      if count > 0 { counts.append("\(count) \(moveClass.name(count: count))") }
    }
    let unknown = moves.count { $0.moveClass == nil }
    if unknown > 0 { counts.append("\(unknown) that the boards cannot tell") }
    var text =
      "You made \(moves.count) \(moves.count == 1 ? "move" : "moves") here: "
      + counts.joined(separator: ", ") + "."
    if let first = chances.first, let last = moves.last?.winChanceAfter ?? chances.last {
      text += " Your chance to win went from \(Self.percent(first)) to \(Self.percent(last))."
    }
    if let turningPoint {
      let move = moves[turningPoint]
      let word = move.word ?? "your move"
      text += " The game turned on move \(turningPoint + 1), \(word)"
      if let drop = move.drop, drop > 0.05, let after = move.winChanceAfter, let best = move.best,
        let bestChance = move.winChanceBest
      {
        text +=
          after == 0
          ? ": it left the opponent a word that closes the board and wins;"
          : ": it took your chance from \(Self.percent(move.winChanceBefore)) to \(Self.percent(after)),"
        text += " \(best) would have kept \(Self.percent(bestChance))."
      } else {
        text += ", after which your chance stayed on the same side of 50%."
      }
    } else {
      text += " No single move decided it."
    }
    return text
  }

  /// `chance` as a whole percentage, "63%".
  static func percent(_ chance: Double) -> String { "\(Int((chance * 100).rounded()))%" }
}

extension GameReview.MoveClass {
  /// The class's name for `count` moves: "best move", "inaccuracies".
  func name(count: Int) -> String {
    switch self {
    case .best, .good: "\(rawValue) \(count == 1 ? "move" : "moves")"
    case .inaccuracy: count == 1 ? "inaccuracy" : "inaccuracies"
    case .mistake, .blunder: rawValue + (count == 1 ? "" : "s")
    }
  }
}

/// The solver calls of a review.
private struct Judge {
  let solver: Solver
  let depth: Int
  /// Words known played in the game (lower case).
  let given: [String]
  /// The moves of the game's letters (`nil`: no board).
  let generator: MoveGenerator?

  /// What the boards say of one change: the words certainly played, those
  /// an unknown move may have been, and of
  /// your move (when you moved first) its word and the board it left.
  struct Change {
    var words: [String]
    var possible: [String]
    var playerWord: String?
    var playerAfter: Ownership?
  }

  /// The answer for `board`, you to move, at the review's depth.
  func answer(_ board: Board, played: [String]) throws -> Answer {
    try solver.answer(
      SolveRequest(
        .board(board), played: try PlayedWords(played),
        options: SolveOptions(limit: 1, depth: depth)))
  }

  /// Your chance once `after` is on `board`'s letters, the opponent to
  /// move: one minus the opponent's.
  func chanceAfter(_ board: Board, _ after: Ownership, played: [String]) throws -> Double {
    let owners = (0..<Board.tileCount).map { tile -> Owner? in
      after.player.contains(tile) ? .opponent : after.opponent.contains(tile) ? .player : nil
    }
    let answer = try answer(Board(letters: board.letters, owners: owners), played: played)
    return 1 - answer.winChance
  }

  /// The moves between two steps, as the history explains them
  /// (`PlayedWordInference`: the words known played first, the bubble's
  /// word kept), or `nil` when no legal moves explain them.
  func change(from before: GameReview.Step, to after: GameReview.Step, played: [String]) -> Change?
  {
    let ownership = Ownership(after.board)
    let turns = BoardChange.moves(
      toMoveBefore: before.toMove ?? .player,
      toMoveAfter: ownership.isFull ? nil : after.toMove ?? .player)
    guard let generator, let words = try? PlayedWords(played), let firstMover = turns.firstMover
    else { return nil }
    let inference = PlayedWordInference(
      from: Ownership(before.board), to: ownership, generator: generator, played: words,
      given: given.filter { !played.contains($0) },
      lastPlayed: after.lastPlayed.map { ($0.word, $0.by.owner) },
      turns: .shown(plies: ownership.isFull ? nil : turns.plies, firstMover: firstMover))
    guard inference.unknownMoves != nil else { return nil }
    let wordsAtPly = inference.wordsAtPly
    // Every word an uncertain ply may have been, also where the game's known
    // words explain it (the inference then lists none as possible).
    let possible = wordsAtPly.filter { $0.count > 1 }.flatMap { $0.sorted() }
    guard firstMover == .player, let first = wordsAtPly.first else {
      return Change(words: inference.words, possible: possible)
    }
    return Change(
      words: inference.words, possible: possible, playerWord: first.count == 1 ? first.first : nil,
      playerAfter: inference.afterFirstMove)
  }
}
