import Letterpress
import Strategy
import Testing
import Words

@Suite struct RankingTests {
  static let alphabet = Array("ABCDEF").compactMap(Letter.init)

  /// Late-game positions: few unclaimed tiles, so wins and winning replies
  /// are common.
  func lateGame(_ random: inout SplitMix64) -> (Board, [String]) {
    let letters = (0..<25).map { _ in random.letter(from: Self.alphabet) }
    let unclaimed = Set(
      (0..<25).shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)))
    let owners: [Owner?] = (0..<25).map {
      unclaimed.contains($0) ? nil : (Bool.random(using: &random) ? .player : .opponent)
    }
    var words = Set<String>()
    while words.count < 15 {
      let length = Int.random(in: 2...5, using: &random)
      words.insert(
        random.word(length: length, from: Self.alphabet))
    }
    return (Board(letters: letters, owners: owners), words.sorted())
  }

  @Test func winningReplyAgreesWithFullGeneration() {
    var random = SplitMix64(seed: 6)
    var repliesFound = 0
    for _ in 0..<40 {
      let (board, words) = lateGame(&random)
      let generator = MoveGenerator(letters: board.letters, words: words)
      var replies = ReplyFinder(generator: generator)
      for move in generator.moves(for: Ownership(board), mover: .player) where !move.endsGame {
        // The test's own statement of the rule: not the word just played.
        let allowed = words.indices.filter { words[$0] != move.move.word }
        let reply = replies.winningReply(after: move) { allowed.contains($0) }
        let opponentMoves = MoveGenerator(letters: board.letters, words: allowed.map { words[$0] })
          .moves(for: move.after, mover: .opponent)
        #expect((reply != nil) == opponentMoves.contains { $0.wins })
        if let reply {
          repliesFound += 1
          #expect(reply.isValid(on: board.letters))
          let result = EvaluatedMove(
            move: reply, mover: .opponent, after: move.after.playing(reply.tiles, by: .opponent))
          #expect(result.wins)
        }
      }
    }
    #expect(repliesFound > 0)
  }

  /// The player's moves on `count` late-game boards from `seed` (boards
  /// with fewer than `fewest` moves left out), with the board's words and
  /// a reply finder.
  func lateGameMoves(seed: UInt64, count: Int, fewest: Int) -> [(
    words: [String], moves: [EvaluatedMove], replies: ReplyFinder
  )] {
    var random = SplitMix64(seed: seed)
    return (0..<count).compactMap { _ in
      let (board, words) = lateGame(&random)
      let generator = MoveGenerator(letters: board.letters, words: words)
      let moves = generator.moves(for: Ownership(board), mover: .player)
      return moves.count < fewest ? nil : (words, moves, ReplyFinder(generator: generator))
    }
  }

  @Test func bestPutsWinsFirstAndAvoidsHandingOverAWin() {
    var checked = 0
    for (words, moves, var replies) in lateGameMoves(seed: 11, count: 60, fewest: 1) {
      let top = Ranking.best.suggestions(moves, limit: 5, replies: &replies) { move, index in
        words[index] != move.move.word
      }
      let first = top[0]
      if moves.contains(where: \.wins) { #expect(first.evaluated.wins) }
      // A move handing over a win is shown first only if every move does so
      // or ends the game lost.
      if !first.evaluated.wins && first.givesOpponentAWin {
        for move in moves {
          let reply = replies.winningReply(after: move) { words[$0] != move.move.word }
          #expect(reply != nil || (move.endsGame && !move.wins))
        }
      }
      checked += 1
    }
    #expect(checked > 20)
  }

  /// Late in a game nearly every move may hand over a win and the walk
  /// would check them all; past its deadline it stops (the first move is
  /// always checked).
  @Test func aPassedDeadlineStopsTheWalkAfterTheFirstMove() {
    var checked = 0
    for (words, moves, var replies) in lateGameMoves(seed: 11, count: 40, fewest: 2) {
      let isAllowed = { (move: EvaluatedMove, index: Int) in words[index] != move.move.word }
      let untimed = Ranking.best.suggestions(
        moves, limit: 5, replies: &replies, isAllowedReply: isAllowed)
      let late = Ranking.best.suggestions(
        moves, limit: 5, replies: &replies, until: .now - .seconds(1), isAllowedReply: isAllowed)
      #expect(untimed.count >= 2)
      #expect(late.count == 1)
      #expect(late.first?.evaluated == Ranking.best.order(moves).first)
      // A deadline far away changes nothing.
      let early = Ranking.best.suggestions(
        moves, limit: 5, replies: &replies, until: .now + .seconds(3600),
        isAllowedReply: isAllowed)
      #expect(early.map(\.evaluated) == untimed.map(\.evaluated))
      checked += 1
    }
    #expect(checked > 20)
  }

  @Test func lengthListsEachWordOnceLongestFirst() throws {
    let board = try Board(
      letters: "TEATEAXXXXXXXXXXXXXXXXXXX", colors: "bbwrrr" + String(repeating: "w", count: 19))
    let generator = MoveGenerator(
      letters: board.letters, words: ["at", "eat", "tea", "teat", "zz"])
    let ranked = Ranking.length.order(generator.moves(for: Ownership(board), mover: .player))
    #expect(ranked.map(\.move.word) == ["teat", "eat", "tea", "at"])
    // "at" has the best value on the red A and red T (steals) rather than on own tiles.
    let at = try #require(ranked.last)
    #expect(
      at.scoreDifference == ranked.filter { $0.move.word == "at" }.map(\.scoreDifference).max())
    #expect(at.move.tiles == TileSet([3, 5]))
  }

  @Test func scoreOrdersByDifference() throws {
    let board = try Board(
      letters: "TEATEAXXXXXXXXXXXXXXXXXXX", colors: "bbwrrr" + String(repeating: "w", count: 19))
    let generator = MoveGenerator(letters: board.letters, words: ["at", "eat", "tea", "teat"])
    let ranked = Ranking.score.order(generator.moves(for: Ownership(board), mover: .player))
    #expect(ranked.map(\.scoreDifference) == ranked.map(\.scoreDifference).sorted(by: >))
    // "eat", "tea" and "teat" all steal the three red tiles: +5; ties keep word order.
    #expect(ranked.prefix(3).map(\.move.word) == ["eat", "tea", "teat"])
    #expect(ranked.first?.scoreDifference == 5)
  }

  @Test func distinctWordsKeepsEachWordsBestTiles() throws {
    let board = try Board(
      letters: "TEATEAXXXXXXXXXXXXXXXXXXX", colors: "bbwrrr" + String(repeating: "w", count: 19))
    let generator = MoveGenerator(letters: board.letters, words: ["at", "eat", "tea", "teat"])
    let moves = generator.moves(for: Ownership(board), mover: .player)
    for ranking in [Ranking.best, .score] {
      var replies = ReplyFinder(generator: generator)
      let all = ranking.suggestions(moves, limit: 100, replies: &replies, played: PlayedWords())
      let distinct = ranking.suggestions(
        moves, limit: 100, replies: &replies, played: PlayedWords(), distinctWords: true)
      #expect(distinct.map(\.evaluated.move.word).sorted() == ["at", "eat", "tea", "teat"])
      // Each word's entry is its first move in the full order.
      for suggestion in distinct {
        let firstOfWord = all.first { $0.evaluated.move.word == suggestion.evaluated.move.word }
        #expect(firstOfWord?.evaluated == suggestion.evaluated)
      }
    }
  }
}
