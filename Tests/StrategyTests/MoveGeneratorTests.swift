import Letterpress
import Strategy
import Testing
import Words

/// The generator against an exhaustive, deliberately naive search: every
/// ordered choice of distinct tiles for every word, the capture rule applied
/// with `Board.isDefended`, results collected in a set.
@Suite struct MoveGeneratorTests {
  /// Letters drawn from a small alphabet so that boards hold many copies of
  /// each letter (the hard case for tile choice).
  static let alphabet = Array("ABCDEF").compactMap(Letter.init)

  func randomWords(_ random: inout SplitMix64) -> [String] {
    var words = Set<String>()
    while words.count < 12 {
      let length = Int.random(in: 2...4, using: &random)
      words.insert(
        random.word(length: length, from: Self.alphabet))
    }
    return words.sorted()
  }

  func randomBoard(_ random: inout SplitMix64) -> Board {
    let letters = (0..<25).map { _ in random.letter(from: Self.alphabet) }
    let unclaimedShare = Double.random(in: 0...0.6, using: &random)
    let owners: [Owner?] = (0..<25).map { _ in
      if Double.random(in: 0..<1, using: &random) < unclaimedShare { return nil }
      return Bool.random(using: &random) ? .player : .opponent
    }
    return Board(letters: letters, owners: owners)
  }

  /// Calls `body` with every ordered choice of distinct tiles spelling
  /// `word` on `board` (the i-th tile holds the word's i-th letter).
  func forEachTileChoice(of word: String, on board: Board, _ body: ([Int]) -> Void) {
    let wordLetters = word.compactMap(Letter.init)
    func extend(_ chosen: [Int]) {
      if chosen.count == wordLetters.count { return body(chosen) }
      for tile in 0..<25
      where board.letters[tile] == wordLetters[chosen.count] && !chosen.contains(tile) {
        extend(chosen + [tile])
      }
    }
    extend([])
  }

  /// Every (word, owners after) reachable by `mover`, by brute force.
  func bruteForce(board: Board, mover: Owner, words: [String]) -> Set<Outcome> {
    var outcomes = Set<Outcome>()
    for word in words {
      forEachTileChoice(of: word, on: board) { chosen in
        var owners = board.owners
        for tile in chosen where !(board.owners[tile] == mover.other && board.isDefended(tile)) {
          owners[tile] = mover
        }
        outcomes.insert(Outcome(word: word, owners: owners))
      }
    }
    return outcomes
  }

  struct Outcome: Hashable {
    let word: String
    let owners: [Owner?]
  }

  @Test func agreesWithExhaustiveSearchOn200RandomPositions() {
    var random = SplitMix64(seed: 2012)
    for _ in 0..<200 {
      let board = randomBoard(&random)
      let words = randomWords(&random)
      let mover: Owner = Bool.random(using: &random) ? .player : .opponent
      let generator = MoveGenerator(letters: board.letters, words: words)
      let moves = generator.moves(for: Ownership(board), mover: mover)
      let expected = bruteForce(board: board, mover: mover, words: words)

      // Same distinct results, each exactly once.
      let produced = moves.map { Outcome(word: $0.move.word, owners: $0.after.owners) }
      #expect(Set(produced) == expected)
      #expect(produced.count == expected.count)
      // Each representative's tiles spell the word and give its result.
      for move in moves {
        #expect(move.move.isValid(on: board.letters))
        #expect(Ownership(board).playing(move.move.tiles, by: mover) == move.after)
      }
      // The best score difference (what `--rank score` puts first) is the
      // true maximum.
      func difference(_ owners: [Owner?]) -> Int {
        owners.count { $0 == mover } - owners.count { $0 == mover.other }
      }
      #expect(moves.map(\.scoreDifference).max() == expected.map { difference($0.owners) }.max())
      let ranked = Ranking.score.order(moves)
      #expect(ranked.first?.scoreDifference == expected.map { difference($0.owners) }.max())
    }
  }

  /// `tilePlayCount()` counts each word once per *set* of tiles: tapping
  /// the same two E's in the other order is not another play (the count the
  /// Benchmarks README's "plays" and the rules file's "tile-level plays" use).
  @Test func tilePlayCountIsTheNumberOfDistinctWordAndTileSetPairs() {
    var random = SplitMix64(seed: 41)
    var orderedChoices = 0
    var tileSetPlays = 0
    for _ in 0..<100 {
      let board = randomBoard(&random)
      let words = randomWords(&random)
      var plays = Set<TileSetPlay>()
      for word in words {
        forEachTileChoice(of: word, on: board) { chosen in
          plays.insert(TileSetPlay(word: word, tiles: TileSet(chosen)))
          orderedChoices += 1
        }
      }
      let generator = MoveGenerator(letters: board.letters, words: words)
      #expect(generator.tilePlayCount() == plays.count)
      tileSetPlays += plays.count
    }
    // The fixture tells the two counts apart (words repeat letters).
    #expect(orderedChoices > tileSetPlays)
  }

  struct TileSetPlay: Hashable {
    let word: String
    let tiles: TileSet
  }
}
