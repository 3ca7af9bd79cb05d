import Letterpress
import Words

/// A Letterpress game state: the letters, who holds each tile, whose turn it
/// is, the words played so far, and how many passes were made in a row.
///
/// A value type; `applying(_:)` and `passing()` return the next position.
/// Defended tiles are derived from ownership (rule 5) and never stored, so a
/// board read from a screenshot cannot smuggle in a wrong shade. The played
/// words and their rule (a word may not repeat or be a prefix of a played
/// word) are the Words module's `PlayedWords`.
///
///     var position = Position(board: board)          // the player to move
///     position = position.applying(move)             // now the opponent's turn
///     position.isOver, position.winner
public struct Position: Hashable, Sendable {
  /// The 25 letters, row-major.
  public let letters: [Letter]
  /// Who holds which tile.
  public var ownership: Ownership
  /// The seat to move.
  public var toMove: Owner
  /// The words played so far, with the rule they impose.
  public var played: PlayedWords
  /// Passes in a row just before this position (0, 1, or 2 when the game
  /// ended by passing).
  package var consecutivePasses: Int

  /// A position with these letters and owners.
  public init(
    letters: [Letter], ownership: Ownership, toMove: Owner = .player,
    played: PlayedWords = PlayedWords(), consecutivePasses: Int = 0
  ) {
    precondition(letters.count == 25, "a position has 25 letters, got \(letters.count)")
    self.letters = letters
    self.ownership = ownership
    self.toMove = toMove
    self.played = played
    self.consecutivePasses = consecutivePasses
  }

  /// The position shown by `board`; any defended shade it carries is ignored.
  public init(board: Board, toMove: Owner = .player, played: PlayedWords = PlayedWords()) {
    self.init(
      letters: board.letters, ownership: Ownership(board), toMove: toMove, played: played)
  }

  /// The board drawn from this position (defence derived).
  public var board: Board { Board(letters: letters, owners: ownership.owners) }

  /// The position after the seat to move plays `move`: the used tiles are
  /// captured except the opponent's tiles defended before the move, the word
  /// joins the played words, and the turn passes.
  ///
  /// - Precondition: the move's tiles spell its word (`Move.isValid(on:)`)
  ///   and the word is allowed (`played.allows`); checked in debug builds
  ///   only.
  /// - Complexity: O(1) for the ownership; recording the word costs one set
  ///   insertion per prefix.
  public func applying(_ move: Move) -> Position {
    assert(move.isValid(on: letters), "\(move) is not spelled by its tiles")
    assert(
      played.allows(move.word), "'\(move.word)' was played before or is a prefix of a played word")
    var next = self
    next.ownership = ownership.playing(move.tiles, by: toMove)
    next.played = played.including(move.word)
    next.toMove = toMove.other
    next.consecutivePasses = 0
    return next
  }

  /// The position after the seat to move passes.
  public func passing() -> Position {
    var next = self
    next.toMove = toMove.other
    next.consecutivePasses += 1
    return next
  }

  /// Whether the game is over: no unclaimed tile is left, or the last two
  /// turns were passes (rule 8).
  public var isOver: Bool { ownership.isFull || consecutivePasses >= 2 }

  /// The winner of a finished game (more tiles); `nil` while the game goes
  /// on, and for a tie (possible only when it ended by passing).
  public var winner: Owner? {
    guard isOver else { return nil }
    let player = ownership.score(of: .player)
    let opponent = ownership.score(of: .opponent)
    if player == opponent { return nil }
    return player > opponent ? .player : .opponent
  }

  /// The number of tiles `owner` holds.
  public func score(of owner: Owner) -> Int { ownership.score(of: owner) }

  /// The defended tiles of `owner`.
  public func defended(_ owner: Owner) -> TileSet { ownership.defended(owner) }
}

extension PlayedWords {
  /// These played words and `word`, a dictionary word (letters a-z).
  func including(_ word: String) -> PlayedWords {
    var result = self
    do {
      try result.insert(word)
    } catch {
      preconditionFailure("'\(word)' is not a word of the letters a-z")
    }
    return result
  }
}
