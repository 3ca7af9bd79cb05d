import Letterpress
import Strategy
import Testing
import Words

/// The rules of ../shared/letterpress-rules.md, one hand-made position each.
@Suite struct PositionTests {
  /// A position on `letters` (25, row-major) with `colors` (25 of `wbBrR`).
  func position(_ letters: String, _ colors: String, toMove: Owner = .player) throws -> Position {
    Position(board: try Board(letters: letters, colors: colors), toMove: toMove)
  }

  /// The move playing `word` on exactly the tiles `tapOrder`.
  func move(_ word: String, _ tapOrder: [Int], on position: Position) throws -> Move {
    try #require(Move(word: word, tapOrder: tapOrder, letters: position.letters))
  }

  static let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXY"

  @Test func cornerTileNeedsTwoNeighbours() throws {
    let before = try position(Self.alphabet, "rrwww" + "rwwww" + "wwwww" + "wwwww" + "wwwww")
    #expect(before.defended(.opponent) == TileSet([0]))
    let after = before.applying(try move("ab", [0, 1], on: before))
    #expect(after.ownership.owner(of: 0) == .opponent)  // defended: does not flip
    #expect(after.ownership.owner(of: 1) == .player)  // undefended: flips
  }

  @Test func edgeTileNeedsThreeNeighbours() throws {
    let before = try position(Self.alphabet, "wrrrw" + "wwrww" + "wwwww" + "wwwww" + "wwwww")
    #expect(before.defended(.opponent) == TileSet([2]))
    let after = before.applying(try move("cd", [2, 3], on: before))
    #expect(after.ownership.owner(of: 2) == .opponent)
    #expect(after.ownership.owner(of: 3) == .player)
  }

  @Test func interiorTileNeedsFourNeighbours() throws {
    let before = try position(Self.alphabet, "wwwww" + "wwrww" + "wrrrw" + "wwrww" + "wwwww")
    #expect(before.defended(.opponent) == TileSet([12]))
    let threeSides = try position(Self.alphabet, "wwwww" + "wwrww" + "wrrrw" + "wwwww" + "wwwww")
    #expect(threeSides.defended(.opponent).isEmpty)
    let after = before.applying(try move("mh", [12, 7], on: before))
    #expect(after.ownership.owner(of: 12) == .opponent)
    #expect(after.ownership.owner(of: 7) == .player)
  }

  @Test func diagonalsDoNotDefend() throws {
    let before = try position(Self.alphabet, "rrwww" + "rbwww" + "wwwww" + "wwwww" + "wwwww")
    #expect(before.defended(.opponent) == TileSet([0]))
    #expect(before.defended(.player).isEmpty)
  }

  @Test func defenceIsJudgedBeforeTheMove() throws {
    // Tile 0 is defended by 1 and 5. A word on 0, 1 and 5 flips 1 and 5 but
    // not 0, though after the move 0 is no longer defended.
    let before = try position(Self.alphabet, "rrwww" + "rwwww" + "wwwww" + "wwwww" + "wwwww")
    let after = before.applying(try move("abf", [0, 1, 5], on: before))
    #expect(after.ownership.opponent == TileSet([0]))
    #expect(after.ownership.player == TileSet([1, 5]))
    #expect(after.defended(.opponent).isEmpty)
    #expect(after.defended(.player).isEmpty)
  }

  @Test func flippingANeighbourBreaksALock() throws {
    // The lock on 0 breaks when 1 flips; the next word takes 0.
    let start = try position(Self.alphabet, "rrwww" + "rwwww" + "wwwww" + "wwwww" + "wwwww")
    let broken = start.applying(try move("bc", [1, 2], on: start))
    #expect(broken.defended(.opponent).isEmpty)
    // The opponent plays elsewhere.
    let afterReply = broken.applying(try move("yx", [24, 23], on: broken))
    let taken = afterReply.applying(try move("ad", [0, 3], on: afterReply))
    #expect(taken.ownership.owner(of: 0) == .player)
  }

  @Test func ownTilesStayAndNewTilesCanLock() throws {
    let before = try position(Self.alphabet, "bwwww" + "bwwww" + "wwwww" + "wwwww" + "wwwww")
    let after = before.applying(try move("abg", [0, 1, 6], on: before))
    #expect(after.ownership.player == TileSet([0, 1, 5, 6]))
    #expect(after.defended(.player) == TileSet([0]))
    #expect(after.toMove == .opponent)
    #expect(after.played.words == ["abg"])
  }

  @Test func aDefendedTileCanBeUsedButDoesNotFlip() throws {
    let before = try position(
      "AAAAA" + "BBBBB" + "CCCCC" + "DDDDD" + "EEEEE",
      "rrwww" + "rwwww" + String(repeating: "w", count: 15))
    let generator = MoveGenerator(letters: before.letters, words: ["aa"])
    let moves = generator.moves(in: before)
    // Capturable A tiles: 1 (undefended red), 2, 3, 4; tile 0 is defended.
    // Distinct results: any 2 of {1,2,3,4} (6), or one of them with 0 (4).
    #expect(moves.count == 10)
    let usingDefended = moves.filter { $0.move.tiles.contains(0) }
    #expect(usingDefended.count == 4)
    #expect(usingDefended.allSatisfy { $0.after.owner(of: 0) == .opponent })
    #expect(generator.tilePlayCount() == 10)  // C(5, 2): no two plays merged here
  }

  @Test func choicesWithTheSameResultAreOneMove() throws {
    // Four E's all held by the player: the six ways to pick two are one move.
    let before = try position(
      "EEEEA" + "BCDFG" + "HIJKL" + "MNOPQ" + "RSTUV", "bbbbw" + String(repeating: "w", count: 20))
    let generator = MoveGenerator(letters: before.letters, words: ["eea"])
    #expect(generator.tilePlayCount() == 6)
    let moves = generator.moves(in: before)
    #expect(moves.count == 1)
    #expect(moves.first?.move.tapOrder(on: before.letters) == [0, 1, 4])
  }

  @Test func lastTileEndsTheGameAndMoreTilesWins() throws {
    let before = try position(Self.alphabet, "bbbbb" + "bbbbb" + "rrrrr" + "rrrrr" + "rrrww")
    let win = before.applying(try move("xy", [23, 24], on: before))
    #expect(win.isOver)
    // 10 + 2 blue against 13 red.
    #expect(win.winner == .opponent)
    let generator = MoveGenerator(letters: before.letters, words: ["xy", "ay"])
    let moves = generator.moves(in: before)
    let xy = try #require(moves.first { $0.move.word == "xy" })
    #expect(xy.endsGame && !xy.wins)
    let ay = try #require(moves.first { $0.move.word == "ay" })
    #expect(!ay.endsGame)
  }

  @Test func stealingTheLastTilesWins() throws {
    // Player 11, opponent 13, one tile left: taking it with a steal of an
    // undefended red tile gives 13 to 12.
    let before = try position(Self.alphabet, "bbbbb" + "bbbbb" + "brrrr" + "rrrrr" + "rrrrw")
    #expect(before.defended(.opponent).contains(11) == false)
    let after = before.applying(try move("ly", [11, 24], on: before))
    #expect(after.isOver)
    #expect(after.score(of: .player) == 13)
    #expect(after.winner == .player)
  }

  @Test func playedWordsAndTheirPrefixesAreNotMoves() throws {
    let letters = "QUILTSEDRADISHXXXXXXXXXXXX".dropLast()
    let before = Position(
      board: try Board(letters: String(letters)), played: try PlayedWords(["quilts"]))
    let generator = MoveGenerator(
      letters: before.letters, words: ["quilted", "quilts", "radish", "quilt", "is"])
    let words = Set(generator.moves(in: before).map(\.move.word))
    // QUILT is a prefix of QUILTS; QUILTED extends it; suffix overlap is fine.
    #expect(words == ["quilted", "radish", "is"])
    let quilted = try #require(generator.moves(in: before).first { $0.move.word == "quilted" })
    let after = before.applying(quilted.move)
    #expect(Set(generator.moves(in: after).map(\.move.word)) == ["radish", "is"])
    #expect(after.played.words == ["quilts", "quilted"])
  }

  @Test func aFinishedGameHasNoMove() throws {
    let full = try position(Self.alphabet, String(repeating: "b", count: 24) + "r")
    let generator = MoveGenerator(letters: full.letters, words: ["ab", "xy"])
    #expect(full.isOver)
    #expect(generator.moves(in: full).isEmpty)
    let passedTwice = try position(Self.alphabet, "bbwww" + String(repeating: "w", count: 20))
      .passing().passing()
    #expect(generator.moves(in: passedTwice).isEmpty)
  }

  @Test func twoPassesEndTheGame() throws {
    let start = try position(Self.alphabet, "bbwww" + String(repeating: "w", count: 20))
    let once = start.passing()
    #expect(!once.isOver && once.toMove == .opponent)
    let twice = once.passing()
    #expect(twice.isOver)
    #expect(twice.winner == .player)
    let tie = try position(Self.alphabet, "brwww" + String(repeating: "w", count: 20)).passing()
      .passing()
    #expect(tie.isOver && tie.winner == nil)
  }

  @Test func aBoardWithNoPlayableWordHasNoMove() throws {
    let before = try position(Self.alphabet, String(repeating: "w", count: 25))
    let generator = MoveGenerator(letters: before.letters, words: ["zz", "aa", "quiz"])
    #expect(generator.moves(in: before).isEmpty)
    #expect(generator.tilePlayCount() == 0)
  }

  @Test func invalidTapOrdersAreRejected() throws {
    let letters = try BoardText.letters(from: Self.alphabet)
    #expect(Move(word: "ab", tapOrder: [1, 0], letters: letters) == nil)
    #expect(Move(word: "ab", tapOrder: [0, 0], letters: letters) == nil)
    #expect(Move(word: "ab", tapOrder: [0, 25], letters: letters) == nil)
    #expect(Move(word: "ab", tapOrder: [0, 1], letters: letters) != nil)
  }
}

// Random test data comes from Letterpress's seeded SplitMix64.
extension SplitMix64 {
  /// A letter of `alphabet`, at random.
  mutating func letter(from alphabet: [Letter]) -> Letter {
    alphabet[Int.random(in: 0..<alphabet.count, using: &self)]
  }

  /// A lower-case string of `length` letters of `alphabet`, at random.
  mutating func word(length: Int, from alphabet: [Letter]) -> String {
    String((0..<length).map { _ in letter(from: alphabet).character }).lowercased()
  }
}
