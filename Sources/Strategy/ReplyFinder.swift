import Letterpress
import Words

/// Finds whether the seat to move after a move can win the game at once.
///
/// To win now, a word must take every unclaimed tile (so it holds at least
/// the unclaimed letters) and leave its player ahead. Its other letters are
/// best spent stealing the defender's undefended tiles, each a swing of two;
/// so for each candidate word the best reply is computed directly, without
/// enumerating tile choices. Candidate words per set of unclaimed tiles are
/// cached, since many moves leave the same tiles unclaimed.
///
///     var replies = ReplyFinder(generator: generator)
///     replies.winningReply(after: move, played: position.played)  // a Move, or nil
public struct ReplyFinder {
  /// The generator whose words and board are used.
  public let generator: MoveGenerator
  /// Per word, 26 letter counts.
  private let letterCounts: [UInt8]
  /// Per word, its number of letters.
  private let lengths: [Int]
  /// Word indices, longest word first.
  private let byLength: [Int]
  /// Per unclaimed-tile mask, the words that hold all its letters.
  private var candidates: [UInt32: [Int]] = [:]

  /// Prepares replies from `generator`'s words.
  public init(generator: MoveGenerator) {
    self.generator = generator
    var counts = [UInt8](repeating: 0, count: generator.words.count * 26)
    for (index, word) in generator.words.enumerated() {
      // The generator accepted only the letters a-z, either case.
      for byte in word.utf8 { counts[index * 26 + Int(byte | 0x20) - Int(UInt8(ascii: "a"))] += 1 }
    }
    letterCounts = counts
    let lengths = generator.words.map(\.utf8.count)
    self.lengths = lengths
    byLength = lengths.indices.sorted { lengths[$0] > lengths[$1] }
  }

  /// A word the other seat can play right after `move` that ends the game
  /// with them ahead, with its tiles; `nil` when there is none.
  ///
  /// - Parameters:
  ///   - move: the move just played (by `move.mover`).
  ///   - isAllowed: whether the word at this index of `generator.words` may
  ///     still be played after `move` (the played-word rule).
  /// - Returns: the winning reply, or `nil`.
  package mutating func winningReply(after move: EvaluatedMove, isAllowed: (Int) -> Bool) -> Move? {
    let ownership = move.after
    let unclaimed = ownership.unclaimed
    guard !unclaimed.isEmpty else { return nil }
    let replier = move.mover.other
    let defender = move.mover
    let defenderTiles = ownership.tiles(of: defender)
    let stealable = defenderTiles.subtracting(defenderTiles.defendedTiles)
    let margin = ownership.score(of: replier) + unclaimed.count - ownership.score(of: defender)

    let candidates = candidateWords(covering: unclaimed)
    // Even stealing with every letter beyond the unclaimed ones may not be
    // enough: then no word can win.
    guard let longest = candidates.first.map({ lengths[$0] }),
      margin + 2 * min(longest - unclaimed.count, stealable.count) > 0
    else { return nil }

    for wordIndex in candidates where isAllowed(wordIndex) {
      // Letters beyond the unclaimed ones: steal where possible.
      var steals = 0
      var feasible = true
      for group in generator.groupStart[wordIndex]..<generator.groupStart[wordIndex + 1] {
        let need = generator.pairs[generator.groupPair[group]]
        let ofLetter = generator.tilesOfLetter[need.letter]
        let extra = need.count - ofLetter.intersection(unclaimed).count
        guard extra <= ofLetter.subtracting(unclaimed).count else {
          feasible = false
          break
        }
        steals += min(extra, ofLetter.intersection(stealable).count)
      }
      guard feasible, margin + 2 * steals > 0 else { continue }
      return replyMove(wordIndex, unclaimed: unclaimed, stealable: stealable)
    }
    return nil
  }

  /// A winning word for the other seat right after `move`, when the words
  /// played before it were `played`; the move's own word counts as played.
  package mutating func winningReply(after move: EvaluatedMove, played: PlayedWords) -> Move? {
    let afterMove = played.including(move.move.word)
    let words = generator.words
    return winningReply(after: move) { afterMove.allows(words[$0]) }
  }

  /// The words holding every letter of `unclaimed`, longest first.
  private mutating func candidateWords(covering unclaimed: TileSet) -> [Int] {
    if let cached = candidates[unclaimed.rawValue] { return cached }
    var needed = [Int](repeating: 0, count: 26)
    for tile in unclaimed { needed[Int(generator.letters[tile].index)] += 1 }
    let letters = needed.indices.filter { needed[$0] > 0 }
    var result: [Int] = []
    for wordIndex in byLength {
      if lengths[wordIndex] < unclaimed.count { break }
      if letters.allSatisfy({ Int(letterCounts[wordIndex * 26 + $0]) >= needed[$0] }) {
        result.append(wordIndex)
      }
    }
    candidates[unclaimed.rawValue] = result
    return result
  }

  /// The tiles of the best reply: all unclaimed tiles, then steals, then any
  /// other tile of the letter.
  private func replyMove(_ wordIndex: Int, unclaimed: TileSet, stealable: TileSet) -> Move {
    // Without an array per letter: this runs for every move a ranking
    // checks, hundreds of thousands near the end of a game.
    var tiles = unclaimed
    for letter in 0..<26 where letterCounts[wordIndex * 26 + letter] > 0 {
      let ofLetter = generator.tilesOfLetter[letter]
      var extra =
        Int(letterCounts[wordIndex * 26 + letter]) - ofLetter.intersection(unclaimed).count
      var stolen = ofLetter.intersection(stealable).rawValue
      var kept = ofLetter.subtracting(unclaimed).subtracting(stealable).rawValue
      while extra > 0, stolen | kept != 0 {
        let from = stolen != 0 ? stolen : kept
        tiles.insert(from.trailingZeroBitCount)
        if stolen != 0 { stolen &= stolen - 1 } else { kept &= kept - 1 }
        extra -= 1
      }
    }
    return Move(word: generator.words[wordIndex], tiles: tiles)
  }
}
