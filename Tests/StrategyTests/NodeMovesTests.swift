import Letterpress
import Testing
import Words
import _TestSupport

@testable import Strategy

/// The search's inner node (bounded, best-bound-first) against the full
/// enumeration it replaces: every move of every allowed word in generation
/// order, kept in a bounded list exactly as the search kept them before.
@Suite struct NodeMovesTests {
  /// What the inner node was defined as: every move the generator makes, in
  /// its order; the first `count` distinct non-ending results by value (ties
  /// in generation order), and the first ending move with the largest lead.
  func oracle(
    _ generator: MoveGenerator, _ state: SearchState, keeping count: Int,
    weights: MoveWeights = .engine
  ) -> NodeMoves {
    let mover = state.toMove
    let before = state.ownership
    var kept: [Candidate] = []
    var winningEnd: Candidate?
    var winningDifference = 0
    let moves = generator.moves(
      for: before, mover: mover, allowing: { !state.blocked.contains($0) })
    for move in moves {
      let word = Int32(generator.words.firstIndex(of: move.move.word) ?? -1)
      let captured = move.after.tiles(of: mover).subtracting(before.tiles(of: mover)).rawValue
      if move.endsGame {
        if move.scoreDifference > winningDifference {
          winningDifference = move.scoreDifference
          winningEnd = Candidate(
            word: word, used: move.move.tiles.rawValue, captured: captured,
            value: Int32(move.scoreDifference))
        }
        continue
      }
      let mine = move.after.tiles(of: mover)
      let theirs = move.after.tiles(of: mover.other)
      let value = Int32(
        weights.value(
          mine: mine.count, theirs: theirs.count, mineDefended: mine.defendedTiles.count,
          theirsDefended: theirs.defendedTiles.count))
      if weights == .engine { #expect(Int(value) == move.value) }
      if kept.count == count, value <= kept[count - 1].value { continue }
      if kept.contains(where: { $0.captured == captured }) { continue }
      var slot = kept.count
      while slot > 0, kept[slot - 1].value < value { slot -= 1 }
      kept.insert(
        Candidate(word: word, used: move.move.tiles.rawValue, captured: captured, value: value),
        at: slot)
      if kept.count > count { kept.removeLast() }
    }
    return NodeMoves(moves: kept, winningEnd: winningEnd)
  }

  /// Random boards of few letters (many tile choices and many ties), random
  /// ownership from nearly empty to nearly full, random played words, and
  /// widths from 1 to 10.
  @Test func theBoundedNodeKeepsExactlyWhatTheFullEnumerationKept() {
    var random = SplitMix64(seed: 1616)
    let alphabet = Array("ABCDE").compactMap(Letter.init)
    var compared = 0
    var withWinningEnd = 0
    for _ in 0..<400 {
      let letters = (0..<25).map { _ in random.letter(from: alphabet) }
      var words = Set<String>()
      let wordCount = Int.random(in: 5...40, using: &random)
      while words.count < wordCount {
        words.insert(random.word(length: Int.random(in: 2...7, using: &random), from: alphabet))
      }
      let generator = MoveGenerator(letters: letters, words: words.sorted())
      let unclaimedShare = Double.random(in: 0...1, using: &random)
      let owners: [Owner?] = (0..<25).map { _ in
        if Double.random(in: 0..<1, using: &random) < unclaimedShare { return nil }
        return Bool.random(using: &random) ? .player : .opponent
      }
      let ownership = Ownership(Board(letters: letters, owners: owners))
      guard !ownership.isFull else { continue }
      let keys = generator.words.map { _ in random.next() }
      var blocked = BlockedWords(wordCount: generator.words.count)
      for index in generator.words.indices where Int.random(in: 0..<5, using: &random) == 0 {
        blocked.insert(index, keys: keys)
      }
      let state = SearchState(
        ownership: ownership, toMove: Bool.random(using: &random) ? .player : .opponent,
        passes: 0, blocked: blocked)
      let count = Int.random(in: 1...10, using: &random)
      // Half the time other weights than the engine's (any non-negative
      // weights keep the bound valid).
      let weights =
        Bool.random(using: &random)
        ? MoveWeights.engine
        : MoveWeights(
          mine: Int.random(in: 0...5, using: &random),
          mineDefended: Int.random(in: 0...5, using: &random),
          theirs: Int.random(in: 0...5, using: &random),
          theirsDefended: Int.random(in: 0...5, using: &random))
      let expected = oracle(generator, state, keeping: count, weights: weights)
      let node = generator.nodeMoves(in: state, keeping: count, weights: weights)
      #expect(node.moves == expected.moves)
      #expect(node.winningEnd == expected.winningEnd)
      compared += 1
      if expected.winningEnd != nil { withWinningEnd += 1 }
    }
    // The sample covers both kinds of node.
    #expect(compared > 300)
    #expect(withWinningEnd > 10)
  }

  /// Positions of a real game: a board of the usual letters and a few
  /// hundred words, played out by the engine's one-move ranking.
  @Test func theBoundedNodeMatchesAlongAPlayedGame() {
    let letters = QuiltBoard.letters.compactMap(Letter.init)
    var random = SplitMix64(seed: 77)
    var words = Set<String>()
    while words.count < 600 {
      words.insert(random.word(length: Int.random(in: 2...8, using: &random), from: letters))
    }
    let generator = MoveGenerator(letters: letters, words: words.sorted())
    let blocking = WordBlocking(words: generator.words)
    var state = SearchState(
      ownership: .unclaimedBoard, toMove: .player, passes: 0,
      blocked: BlockedWords(wordCount: generator.words.count))
    var plies = 0
    while !state.isOver, plies < 30 {
      for count in [1, 6, 12] {
        let expected = oracle(generator, state, keeping: count)
        let node = generator.nodeMoves(in: state, keeping: count)
        #expect(node.moves == expected.moves)
        #expect(node.winningEnd == expected.winningEnd)
      }
      let node = generator.nodeMoves(in: state, keeping: 3)
      state = state.playing(node.winningEnd ?? node.moves.last ?? .pass, in: blocking)
      plies += 1
    }
    #expect(plies > 5)
  }
}
