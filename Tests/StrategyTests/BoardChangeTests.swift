import Letterpress
import Strategy
import Testing
import Words

/// `BoardChange` on games played by the arena's bots: every state is known,
/// so the true words must always be among the explanations.
@Suite struct BoardChangeTests {
  /// Words over a few letters, on boards of those letters: many words share
  /// letters, so changes are often ambiguous (the hard case).
  static let alphabet = Array("aeirst")

  static func fixtureWords(seed: UInt64) -> [String] {
    var random = SplitMix64(seed: seed)
    var words = Set<String>()
    while words.count < 80 {
      let length = Int.random(in: 2...5, using: &random)
      words.insert(
        String((0..<length).map { _ in alphabet[Int.random(in: 0..<6, using: &random)] }))
    }
    return words.sorted()
  }

  /// The positions of a greedy-against-longest game, first to last, with the
  /// move that left each (nil for a pass or the end).
  static func game(seed: UInt64, words: [String]) -> (letters: [Letter], states: [Position]) {
    var random = SplitMix64(seed: seed)
    let letters = (0..<25).compactMap { _ in Letter(alphabet[Int.random(in: 0..<6, using: &random)])
    }
    let arena = Arena(list: WordList(words: words, name: "fixture"), limits: SearchLimits(depth: 1))
    return (letters, arena.play(letters: letters, first: .greedy, second: .longest).positions)
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func trueWordsAreAlwaysAmongTheExplanations(seed: UInt64) throws {
    let words = Self.fixtureWords(seed: seed)
    let (letters, states) = Self.game(seed: seed, words: words)
    let generator = MoveGenerator(letters: letters, words: words)
    #expect(states.count > 4, "a game of a few moves at least")
    for plies in [1, 2] {
      for start in 0..<(states.count - plies) {
        let before = states[start]
        let after = states[start + plies]
        let played = Array(after.played.words.suffix(from: before.played.words.count))
        guard played.count == plies else { continue }  // a pass in between
        let change = try BoardChange(
          from: before.ownership, to: after.ownership, generator: generator,
          played: before.played, plies: plies)
        #expect(change.plies == plies)
        #expect(change.explanations.contains { $0.map(\.move.word) == played })
        // Every explanation replays by the rules to the later board.
        for moves in change.explanations {
          var position = before
          position.toMove = moves[0].mover
          for evaluated in moves {
            #expect(evaluated.mover == position.toMove)
            #expect(position.played.allows(evaluated.move.word))
            position = position.applying(evaluated.move)
          }
          #expect(position.ownership == after.ownership)
        }
      }
    }
  }

  /// Boards taken before each of one seat's moves: whose turn both show
  /// says two moves, one each, so a single move that happens to fit never
  /// hides the true pair.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func theTurnsShownExplainEveryTwoMoveChange(seed: UInt64) throws {
    let words = Self.fixtureWords(seed: seed)
    let (letters, states) = Self.game(seed: seed, words: words)
    let generator = MoveGenerator(letters: letters, words: words)
    var checked = 0
    for start in 0..<(states.count - 2) {
      let before = states[start]
      let after = states[start + 2]
      let played = Array(after.played.words.suffix(from: before.played.words.count))
      guard played.count == 2 else { continue }  // a pass in between
      let moves = BoardChange.moves(toMoveBefore: before.toMove, toMoveAfter: after.toMove)
      #expect(moves.plies == 2 && moves.firstMover == before.toMove)
      let change = try BoardChange(
        from: before.ownership, to: after.ownership, generator: generator,
        played: before.played, plies: moves.plies, firstMover: moves.firstMover)
      #expect(change.explanations.contains { $0.map(\.move.word) == played })
      #expect(change.explanations.allSatisfy { $0.first?.mover == before.toMove })
      checked += 1
    }
    #expect(checked > 2)
  }

  @Test func theTurnsSayHowManyMovesAndWhoseFirst() {
    let cases: [(Owner?, Owner?, Int?, Int?, Owner?)] = [
      (.player, .player, nil, 2, .player), (.opponent, .player, nil, 1, .opponent),
      (nil, .player, nil, nil, nil), (nil, .player, 1, 1, .opponent), (nil, .player, 2, 2, .player),
      (.player, nil, nil, nil, .player), (.player, .player, 1, 1, .player), (nil, nil, 2, 2, nil),
    ]
    for (before, after, given, plies, first) in cases {
      let moves = BoardChange.moves(toMoveBefore: before, toMoveAfter: after, plies: given)
      #expect(
        moves.plies == plies && moves.firstMover == first,
        "\(String(describing: before)) \(String(describing: after)) \(String(describing: given))")
    }
  }

  @Test func oneMoveIsFoundWithoutBeingToldThePlies() throws {
    let letters = try BoardText.letters(from: "TEASR IRSTE AAEIR STTES RIAET")
    let generator = MoveGenerator(letters: letters, words: ["tea", "eat", "sir"])
    let before = Ownership.unclaimedBoard
    let after = before.playing(TileSet([0, 1, 2]), by: .opponent)
    let change = try BoardChange(
      from: before, to: after, generator: generator, played: PlayedWords())
    #expect(change.plies == 1)
    // TEA and EAT both use tiles 0, 1, 2: the change is not exact.
    #expect(change.explanations.map { $0.map(\.move.word) } == [["eat"], ["tea"]])
    #expect(!change.isExact)
    #expect(change.explanations[0][0].mover == .opponent)
    // A played word cannot explain a later change.
    let knowing = try BoardChange(
      from: before, to: after, generator: generator, played: try PlayedWords(["teas"]))
    #expect(knowing.isExact && knowing.explanations[0][0].move.word == "eat")
  }

  @Test func unexplainedChangesAreErrors() throws {
    let letters = try BoardText.letters(from: "TEASR IRSTE AAEIR STTES RIAET")
    let generator = MoveGenerator(letters: letters, words: ["tea", "sir"])
    let before = Ownership.unclaimedBoard
    #expect(throws: BoardChangeError.unchanged) {
      try BoardChange(from: before, to: before, generator: generator, played: PlayedWords())
    }
    // Tiles 0 and 24 spell no word of the list.
    let after = before.playing(TileSet([0, 24]), by: .player)
    #expect(throws: BoardChangeError.unexplained(plies: 2)) {
      try BoardChange(from: before, to: after, generator: generator, played: PlayedWords())
    }
  }
}

@Suite struct PlayedWordInferenceTests {
  @Test func theBubbleSettlesAnAmbiguousChange() throws {
    let letters = try BoardText.letters(from: "TEASR IRSTE AAEIR STTES RIAET")
    let generator = MoveGenerator(letters: letters, words: ["tea", "eat", "sir"])
    let before = Ownership.unclaimedBoard
    let after = before.playing(TileSet([0, 1, 2]), by: .opponent)
    let unsure = PlayedWordInference(
      from: before, to: after, generator: generator, played: PlayedWords(), lastPlayed: nil,
      turns: .unknown)
    #expect(unsure.words.isEmpty && unsure.unknownMoves == 1)
    #expect(unsure.possibleWords == ["eat", "tea"])
    let settled = PlayedWordInference(
      from: before, to: after, generator: generator, played: PlayedWords(),
      lastPlayed: ("TEA", .opponent), turns: .unknown)
    #expect(settled.words == ["tea"] && settled.unknownMoves == 0)
    #expect(settled.possibleWords.isEmpty)
    let unexplained = PlayedWordInference(
      from: before, to: before.playing(TileSet([0, 24]), by: .player), generator: generator,
      played: PlayedWords(), lastPlayed: nil, turns: .unknown)
    #expect(unexplained.unknownMoves == nil && unexplained.possibleWords.isEmpty)
    // Boards before the player's moves: the player's word and the reply,
    // here EAT then TEA on the same tiles, or the reverse.
    let twoMoves = PlayedWordInference(
      from: before, to: after, generator: generator, played: PlayedWords(), lastPlayed: nil)
    #expect(twoMoves.words.isEmpty && twoMoves.unknownMoves == 2)
    // Turns shown on both say one move, the opponent's; or two, the
    // player's first: then one move cannot be it.
    let oneShown = PlayedWordInference(
      from: before, to: after, generator: generator, played: PlayedWords(), lastPlayed: nil,
      turns: .shown(plies: 1, firstMover: .opponent))
    #expect(oneShown.unknownMoves == 1 && oneShown.possibleWords == ["eat", "tea"])
    let mine = before.playing(TileSet([0, 1, 2]), by: .player)
    let guessed = PlayedWordInference(
      from: before, to: mine, generator: generator, played: PlayedWords(), lastPlayed: nil)
    #expect(guessed.unknownMoves == 1)
    let twoShown = PlayedWordInference(
      from: before, to: mine, generator: generator, played: PlayedWords(), lastPlayed: nil,
      turns: .shown(plies: 2, firstMover: .player))
    #expect(twoShown.unknownMoves == nil)
  }

  /// EAT and TEA take the same tiles: the boards cannot tell the player's
  /// move, the answer given on the board before can. With the bubble's
  /// reply (SIR) both moves are known; the answer alone explains a move of
  /// the player's alone; an answer that does not explain the change leaves
  /// the board's words to.
  @Test func theAnswerGivenThenTheBubbleExplainTheChange() throws {
    let letters = try BoardText.letters(from: "TEASR IRSTE AAEIR STTES RIAET")
    let generator = MoveGenerator(letters: letters, words: ["tea", "eat", "sir"])
    let before = Ownership.unclaimedBoard
    let mine = before.playing(TileSet([0, 1, 2]), by: .player)
    let replied = mine.playing(TileSet([3, 4, 5]), by: .opponent)
    let turns = PlayedWordInference.Turns.shown(plies: 2, firstMover: .player)
    let guessed = PlayedWordInference(
      from: before, to: replied, generator: generator, played: PlayedWords(),
      lastPlayed: ("SIR", .opponent), turns: turns)
    #expect(guessed.words == ["sir"] && guessed.unknownMoves == 1)
    #expect(!guessed.isExplainedByAnswer)
    let known = PlayedWordInference(
      from: before, to: replied, generator: generator, played: PlayedWords(),
      lastPlayed: ("SIR", .opponent), turns: turns, answered: "eat")
    #expect(known.words == ["eat", "sir"] && known.unknownMoves == 0)
    #expect(known.isExplainedByAnswer && known.possibleWords.isEmpty)
    #expect(known.firstMove == Move(word: "eat", tiles: TileSet([0, 1, 2])))
    let answerAlone = PlayedWordInference(
      from: before, to: mine, generator: generator, played: PlayedWords(), lastPlayed: nil,
      turns: .shown(plies: 1, firstMover: .player), answered: "tea")
    #expect(answerAlone.words == ["tea"] && answerAlone.unknownMoves == 0)
    let notIt = PlayedWordInference(
      from: before, to: mine, generator: generator, played: PlayedWords(), lastPlayed: nil,
      turns: .shown(plies: 1, firstMover: .player), answered: "sir")
    #expect(!notIt.isExplainedByAnswer && notIt.unknownMoves == 1)
    #expect(notIt.possibleWords == ["eat", "tea"])
  }

  /// The same board with a new word in its bubble: two moves that left it
  /// as it was (TEA takes the tiles, EAT takes them back); with the
  /// bubble's word known played before, the same board seen again.
  @Test func aCaptureTakenBackIsTwoMoves() throws {
    let letters = try BoardText.letters(from: "TEASR IRSTE AAEIR STTES RIAET")
    let generator = MoveGenerator(letters: letters, words: ["tea", "eat", "sir"])
    let board = Ownership.unclaimedBoard.playing(TileSet([0, 1, 2]), by: .opponent)
    let takenBack = PlayedWordInference(
      from: board, to: board, generator: generator, played: PlayedWords(),
      lastPlayed: ("EAT", .opponent))
    #expect(takenBack.words == ["tea", "eat"] && takenBack.unknownMoves == 0)
    let seenAgain = PlayedWordInference(
      from: board, to: board, generator: generator, played: try PlayedWords(["eat"]),
      lastPlayed: ("EAT", .opponent))
    #expect(seenAgain.words.isEmpty && seenAgain.unknownMoves == 0)
    let noBubble = PlayedWordInference(
      from: board, to: board, generator: generator, played: PlayedWords(), lastPlayed: nil)
    #expect(noBubble.words.isEmpty && noBubble.unknownMoves == 0)
  }

  @Test func theColouredTilesBoundThePlayedWords() throws {
    let letters = try BoardText.letters(from: "TEASR IRSTE AAEIR STTES RIAET")
    let doubt = PlayedWordDoubt(
      letters: letters, ownership: Ownership(player: TileSet([0, 1]), opponent: TileSet([2])))
    #expect(doubt.mightHaveBeenPlayed("tea") && doubt.mightHaveBeenPlayed("AT"))
    #expect(!doubt.mightHaveBeenPlayed("teas") && !doubt.mightHaveBeenPlayed("tee"))
  }
}
