import GameHistory
import Letterpress
import Strategy
import Words

/// The change from a recorded board of a game to the board being solved,
/// worked out with what the game's line of boards knows.
final class ChangeExplainer {
  let board: Board
  let bubble: LastPlayed?
  /// The words given now that the board can have had.
  let given: [String]
  let list: WordList
  /// Whose turn the board shows, `nil` when not shown.
  let toMove: Owner?
  /// The generator of the board's words, made on first use.
  private lazy var boardWords = MoveGenerator(
    letters: board.letters, words: WordFinder(list: list).words(on: board.letters))

  init(board: Board, bubble: LastPlayed?, given: [String], list: WordList, toMove: Owner?) {
    self.board = board
    self.bubble = bubble
    self.given = given
    self.list = list
    self.toMove = toMove
  }

  /// What the board `previous` and this one say of whose turn it was: shown
  /// on both, the moves between them; else a board solved (with an answer)
  /// is taken as the player's to move.
  func turns(since previous: RecordedState?) -> PlayedWordInference.Turns {
    let was = previous?.toMove
    let moves = BoardChange.moves(toMoveBefore: was, toMoveAfter: toMove)
    if was != nil, toMove != nil, let plies = moves.plies, let firstMover = moves.firstMover {
      return .shown(plies: plies, firstMover: firstMover)
    }
    let playerBefore = was.map { $0 == .player } ?? (previous?.answer != nil)
    return playerBefore && (toMove ?? .player) == .player ? .likelyPlayerOnBoth : .unknown
  }

  /// The moves from the last board of `line` (the game's boards from its
  /// start) to this one: the words the line learnt from its boards were
  /// played before; those the player gave with it (and `loose`, added with
  /// no board) may be this change's; the answer given on that board (when
  /// the player was to move there) with this board's bubble word is tried
  /// before the board's other words.
  func step(line: [RecordedState], loose: [PlayedWord]) -> PlayedWordInference {
    let learnt = line.flatMap(\.learntWords)
    let before = line.last.flatMap { try? Board(letters: board.letterString, colors: $0.colors) }
    let answered = line.last.flatMap { $0.toMove == .opponent ? nil : $0.answer }
    return infer(
      from: before.map(Ownership.init) ?? .unclaimedBoard,
      knownBefore: learnt.filter { $0.origin != .player }.map(\.word),
      given: (learnt + loose).filter { $0.origin == .player }.map(\.word),
      turns: turns(since: line.last), generator: nil, answered: answered?.lowercased())
  }

  /// The moves from the blank board to this one, of the given words (and
  /// `loose`) and the bubble's only: `nil` when none was given (a bubble
  /// alone says only the last move) or they explain no change.
  func fromStart(loose: [PlayedWord]) -> PlayedWordInference? {
    guard !given.isEmpty || !loose.isEmpty else { return nil }
    let words = given + loose.map(\.word) + (bubble.map { [$0.word] } ?? [])
    let step = infer(
      from: .unclaimedBoard, knownBefore: [], given: loose.map(\.word), turns: .unknown,
      generator: MoveGenerator(letters: board.letters, words: words.map { $0.lowercased() }),
      answered: nil)
    return step.unknownMoves == nil ? nil : step
  }

  private func infer(
    from before: Ownership, knownBefore: [String], given extra: [String],
    turns: PlayedWordInference.Turns, generator: MoveGenerator?, answered: String?
  ) -> PlayedWordInference {
    PlayedWordInference(
      from: before, to: Ownership(board),
      generator: generator ?? boardWords,
      played: (try? PlayedWords(knownBefore)) ?? PlayedWords(), given: given + extra,
      lastPlayed: bubble.map { ($0.word, $0.by) },
      turns: turns, answered: answered)
  }
}
