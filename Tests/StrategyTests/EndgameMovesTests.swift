import Letterpress
import Testing
import Words

@testable import Strategy

/// The endgame solver's move enumeration against the move generator.
@Suite struct EndgameMovesTests {
  /// Per word, the captured sets that no other move of the same word beats
  /// by capturing more with the same unclaimed tiles, from every move.
  func maximalMoves(_ generator: MoveGenerator, _ ownership: Ownership, mover: Owner) -> Set<
    [UInt32]
  > {
    var capturedOfWord: [String: Set<UInt32>] = [:]
    for move in generator.moves(for: ownership, mover: mover) {
      let captured = move.after.tiles(of: mover).subtracting(ownership.tiles(of: mover))
      capturedOfWord[move.move.word, default: []].insert(captured.rawValue)
    }
    let unclaimed = ownership.unclaimed.rawValue
    var result = Set<[UInt32]>()
    for (index, word) in generator.words.enumerated() {
      let sets = capturedOfWord[word] ?? []
      for captured in sets
      where !sets.contains(where: {
        $0 != captured && $0 & captured == captured && $0 & unclaimed == captured & unclaimed
      }) {
        result.insert([UInt32(index), captured])
      }
    }
    return result
  }

  @Test func resultsAreEveryWordsMovesMaximalInSteals() {
    var random = SplitMix64(seed: 31)
    for _ in 0..<60 {
      let letters = (0..<25).map { _ in Letter(index: UInt8.random(in: 0..<6, using: &random)) }
      let owners: [Owner?] = (0..<25).map { _ in
        [nil, .player, .opponent].randomElement(using: &random) ?? nil
      }
      var words = Set<String>()
      while words.count < 12 {
        let length = Int.random(in: 2...5, using: &random)
        words.insert(
          String((0..<length).map { _ in "abcdef".randomElement(using: &random) ?? "a" }))
      }
      let generator = MoveGenerator(letters: letters, words: words.sorted())
      let ownership = Ownership(Board(letters: letters, owners: owners))
      let mover: Owner = Bool.random(using: &random) ? .player : .opponent
      let capturable = ownership.capturable(by: mover)

      var moves = EndgameMoves(generator: generator)
      let (classes, results) = moves.results(
        capturable: capturable, stealable: capturable.subtracting(ownership.unclaimed))
      var found = Set<[UInt32]>()
      for result in results {
        for wordClass in result.classes.map({ classes[$0] }) {
          for word in wordClass.words {
            found.insert([UInt32(word), result.captured])
            // The tiles given for the move spell the word and capture it.
            let used = moves.tiles(of: word, capturing: result.captured, capturable: capturable)
            let move = Move(word: generator.words[Int(word)], tiles: TileSet(rawValue: used))
            #expect(move.isValid(on: letters))
            #expect(used & capturable.rawValue == result.captured)
          }
        }
      }
      #expect(found == maximalMoves(generator, ownership, mover: mover))
    }
  }
}
