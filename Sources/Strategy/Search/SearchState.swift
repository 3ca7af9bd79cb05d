import Letterpress

/// A position inside a search: ownership, side to move, passes, blocked words.
///
/// Everything that decides which moves are legal
/// and how the game can end, so the transposition key below is exact (up to
/// 64-bit collisions of the blocked-word hash).
struct SearchState: Sendable {
  var ownership: Ownership
  var toMove: Owner
  var passes: Int
  var blocked: BlockedWords

  /// The transposition table key.
  var key: SearchKey {
    SearchKey(
      player: ownership.player.rawValue, opponent: ownership.opponent.rawValue,
      turn: UInt8(toMove == .player ? 0 : 1) | UInt8(min(passes, 2)) << 1, blockedHash: blocked.hash
    )
  }

  /// Whether the game is over (rule 8).
  var isOver: Bool { ownership.isFull || passes >= 2 }

  /// The state after the side to move plays `candidate`.
  func playing(_ candidate: Candidate, in blocking: WordBlocking) -> SearchState {
    guard candidate.isWord else { return passing() }
    return SearchState(
      ownership: ownership.taking(TileSet(rawValue: candidate.captured), by: toMove),
      toMove: toMove.other,
      passes: 0, blocked: blocked.playing(Int(candidate.word), in: blocking))
  }

  /// The state after the side to move passes.
  func passing() -> SearchState {
    SearchState(ownership: ownership, toMove: toMove.other, passes: passes + 1, blocked: blocked)
  }

  /// The side to move's tiles minus the other side's.
  var scoreDifference: Int { ownership.score(of: toMove) - ownership.score(of: toMove.other) }
}

/// A transposition key: both seats' tiles, side to move and passes, and the
/// hash of the blocked words.
struct SearchKey: Hashable, Sendable {
  let player: UInt32
  let opponent: UInt32
  let turn: UInt8
  let blockedHash: UInt64
}

/// A move inside a search: a word index of the generator (or a pass), the
/// tiles used and the tiles captured, and the one-move evaluation for the
/// mover.
struct Candidate: Sendable, Equatable {
  /// The word's index in the generator's words; `-1` for a pass.
  let word: Int32
  let used: UInt32
  let captured: UInt32
  /// `EvaluatedMove.value` of the move.
  let value: Int32

  static let pass = Candidate(word: -1, used: 0, captured: 0, value: Int32.min)

  var isWord: Bool { word >= 0 }

  /// The move, or `nil` for a pass.
  func move(words: [String]) -> Move? {
    isWord ? Move(word: words[Int(word)], tiles: TileSet(rawValue: used)) : nil
  }
}

/// Search values, from the side to move's point of view.
enum SearchValue {
  /// A won game is worth about this much, a lost one minus this; heuristic
  /// values stay far below it.
  static let win = 10_000
  /// Beyond any value.
  static let infinity = 1_000_000
  /// What each ply until the end costs a win (and gives a loss): a sooner
  /// win and a later loss are preferred over any tile difference.
  static let plyCost = 60

  /// The value, for the side to move at the root, of a game that ends `ply`
  /// plies below the root with `difference` = the side's tiles minus the
  /// other's: a win or loss by `win`, adjusted for distance and margin; 0 for
  /// a tie (possible only after two passes).
  static func final(difference: Int, ply: Int) -> Int {
    let distance = plyCost * min(ply, 100)
    return difference > 0
      ? win - distance + difference : difference < 0 ? -win + distance + difference : 0
  }

  /// Whether `value` is a finished game's value (won or lost).
  static func isDecided(_ value: Int) -> Bool { abs(value) >= win / 2 }

  /// The plies below the root at which the game of a decided `value` ends
  /// (`final` inverted: the tile difference, at most 25, is less than half
  /// a ply's cost); `nil` for a value that is not decided.
  static func plies(ofDecided value: Int) -> Int? {
    guard isDecided(value) else { return nil }
    let distance = win - abs(value)
    return (distance + plyCost - 1) / plyCost
  }

  /// `value` kept out of the win band (what a search that did not examine
  /// every reply may say of a decided game: a strong estimate, not a
  /// proof).
  static func clampedBelowDecided(_ value: Int) -> Int {
    min(max(value, -(win / 2 - 1)), win / 2 - 1)
  }
}
