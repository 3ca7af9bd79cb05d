import BoardReader
import Foundation
import Letterpress
import Strategy
import Testing
import Words
import _TestSupport

@testable import Solving

/// "By force" only with a proof behind it (issue 37): the engine plays
/// itself with the default look-ahead (its work budget; the time cap far
/// away, so that a slow machine cannot change an answer), every claim of
/// every ply is recorded, and the games' ends and an exhaustive game tree
/// check them.
@Suite struct ClaimTests {
  /// What one answer claimed, for the side to move.
  struct Claim: CustomStringConvertible {
    let game: Int
    let ply: Int
    let side: Owner
    /// The side's result the claim promises: 1 a win, -1 a loss, 0 a tie.
    let result: Int
    let sentence: String

    var description: String { "game \(game) ply \(ply) \(side): \(sentence)" }
  }

  /// A finished self-play game: its claims and its winner (`nil` a tie).
  struct Game {
    var claims: [Claim] = []
    var winner: Owner?
    /// The proven moves checked against the exhaustive tree.
    var checked = 0
    /// Positions the exhaustive tree was too large for.
    var tooLarge = 0
  }

  /// The default look-ahead without its time cap's effect.
  static let options = SolveOptions(limit: 10, cap: 600)

  /// The default look-ahead's kind (a work budget, the same code) with a
  /// thousand nodes (the default gives a board of the game's list some
  /// 1,300 to 4,000), for lists of a dozen words, where the default's word
  /// scans would allow a million nodes.
  static let smallListOptions: SolveOptions = {
    var small = options
    small.searchLimits?.work = 1_000 * 12
    return small
  }()

  /// Plays the engine against itself from `position`: each side sees the
  /// board as "you" (the colours swapped for the second seat) with the
  /// words played, and plays the answer's first move, or passes when the
  /// answer has none or the search prefers to pass. Positions with at most
  /// `exactTiles` unclaimed tiles have every proven move checked against
  /// `ExactGame`.
  static func play(
    _ start: Position, list: WordList, game number: Int, exactTiles: Int,
    options: SolveOptions = options
  ) throws -> Game {
    let solver = Solver(reader: ScreenshotReader(templates: .builtIn), list: list)
    var position = start
    var game = Game()
    var ply = 0
    while !position.isOver {
      ply += 1
      let side = position.toMove
      let owners = position.ownership.owners.map { owner in
        owner.map { $0 == side ? Owner.player : .opponent }
      }
      let seen = Board(letters: position.letters, owners: owners)
      let answer = try solver.answer(
        SolveRequest(.board(seen), played: position.played, options: options))
      let best = answer.moves.first
      game.claims += claims(of: answer, game: number, ply: ply, side: side)
      expectOnlyProofsAreCertain(answer, game: number, ply: ply)
      if answer.freeTiles <= exactTiles {
        let (checked, tooLarge) = expectProvenMovesExact(answer, played: position.played, list: list)
        game.checked += checked
        game.tooLarge += tooLarge
      }
      if let best, answer.search?.prefersPass != true {
        position = position.applying(Move(word: best.word.lowercased(), tiles: TileSet(best.tapOrder)))
      } else {
        position = position.passing()
      }
    }
    game.winner = position.winner
    return game
  }

  /// The claims `answer` makes for `side`, as its sentences state them:
  /// the board's "you win by force" / "they win by force" / a draw, and
  /// "after WORD you win by force" / "they can force a win" for the move
  /// played.
  static func claims(of answer: Answer, game: Int, ply: Int, side: Owner) -> [Claim] {
    var claims: [Claim] = []
    func claim(_ result: Int, _ sentence: String) {
      claims.append(Claim(game: game, ply: ply, side: side, result: result, sentence: sentence))
    }
    switch answer.winChance {
    case 1: claim(1, "you win by force")
    case 0: claim(-1, "they win by force")
    case 0.5 where answer.search?.outcome == .draw: claim(0, "a draw by force")
    default: break
    }
    if let best = answer.moves.first, answer.search?.prefersPass != true {
      switch best.winChance {
      case 1: claim(1, "after \(best.word) you win by force")
      case 0: claim(-1, "after \(best.word) they can force a win")
      default: break
      }
    }
    return claims
  }

  /// No chance is exactly 0 or 1, and no value in the win band, without a
  /// proof behind it.
  static func expectOnlyProofsAreCertain(_ answer: Answer, game: Int, ply: Int) {
    for move in answer.moves {
      let certain = move.winChance == 0 || move.winChance == 1
      #expect(!certain || move.proven, "game \(game) ply \(ply): \(move.word) \(move.winChance)")
      if let value = move.value, abs(value) >= 5_000 {
        #expect(move.proven, "game \(game) ply \(ply): \(move.word) value \(value), not proven")
      }
    }
    if answer.winChance == 0 || answer.winChance == 1, !answer.isOver {
      let proven =
        answer.search?.proven == true || answer.moves.contains { $0.wins }
        || answer.search == nil
      #expect(proven, "game \(game) ply \(ply): chance \(answer.winChance) without a proof")
    }
  }

  /// Every proven move's chance (1, 0, or 0.5 for a proven draw), and the
  /// board's when proven, equal the exhaustive game tree's result; the
  /// numbers of moves checked and of positions too large to check.
  static func expectProvenMovesExact(
    _ answer: Answer, played: PlayedWords, list: WordList
  ) -> (checked: Int, tooLarge: Int) {
    let words = played.filter(WordFinder(list: list).words(on: answer.board.letters))
    var exact = ExactGame(generator: MoveGenerator(letters: answer.board.letters, words: words))
    let root = Position(board: answer.board, toMove: .player, played: played)
    var checked = 0
    for move in answer.moves where move.proven {
      let after = root.applying(Move(word: move.word.lowercased(), tiles: TileSet(move.tapOrder)))
      guard let theirs = exact.value(after) else { return (checked, 1) }
      let expected = move.winChance == 1 ? 1 : move.winChance == 0 ? -1 : 0
      #expect(-theirs == expected, "\(answer.board.letterString) \(move.word): tree \(-theirs)")
      checked += 1
    }
    if let outcome = answer.search?.outcome {
      guard let value = exact.value(root) else { return (checked, 1) }
      let expected = outcome == .win ? 1 : outcome == .loss ? -1 : 0
      #expect(value == expected, "\(answer.board.letterString) \(outcome.rawValue): tree \(value)")
      checked += 1
    }
    return (checked, 0)
  }

  /// Every claim of `games` came true: no side told it wins by force lost,
  /// none told the other does won, and a draw claimed is a tie.
  static func expectClaimsHeld(_ games: [Game]) {
    for game in games {
      for claim in game.claims {
        let result = game.winner.map { $0 == claim.side ? 1 : -1 } ?? 0
        switch claim.result {
        case 1: #expect(result == 1, "\(claim), but the game was \(result)")
        case -1: #expect(result == -1, "\(claim), but the game was \(result)")
        default: #expect(result == 0, "\(claim), but the game was \(result)")
        }
      }
    }
  }

  /// A board of six letters and a short list of words over them (some
  /// prefixes of others), from a random position with `unclaimed` tiles
  /// left.
  static func smallGame(_ random: inout SplitMix64, unclaimed: Int) -> (Position, WordList) {
    let alphabet = Array("aeinrs")
    let letters = (0..<25).map { _ in
      Letter(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])!
    }
    let free = Set((0..<25).shuffled(using: &random).prefix(unclaimed))
    let owners: [Owner?] = (0..<25).map {
      free.contains($0) ? nil : (Bool.random(using: &random) ? .player : .opponent)
    }
    var words = Set<String>()
    while words.count < 12 {
      let length = Int.random(in: 2...6, using: &random)
      let word = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
      words.insert(word)
      if length > 3, Bool.random(using: &random) { words.insert(String(word.prefix(length - 2))) }
    }
    let position = Position(board: Board(letters: letters, owners: owners))
    return (position, WordList(words: words.sorted(), name: "small"))
  }

  /// Twenty seeded games on small lists, from 6 to 9 unclaimed tiles:
  /// every claim holds, and every proven move at 6 unclaimed tiles or
  /// fewer is what the full game tree says.
  @Test func selfPlayOnSmallListsClaimsOnlyWhatHolds() throws {
    var random = SplitMix64(seed: 37)
    var games: [Game] = []
    for number in 0..<20 {
      let (position, list) = Self.smallGame(&random, unclaimed: Int.random(in: 6...9, using: &random))
      games.append(
        try Self.play(
          position, list: list, game: number, exactTiles: 6, options: Self.smallListOptions))
    }
    Self.expectClaimsHeld(games)
    let claims = games.reduce(0) { $0 + $1.claims.count }
    let checked = games.reduce(0) { $0 + $1.checked }
    let tooLarge = games.reduce(0) { $0 + $1.tooLarge }
    // Enough claims and proofs that the test could fail.
    #expect(claims >= 20, "\(claims) claims")
    #expect(checked >= 20, "\(checked) proven moves checked")
    #expect(tooLarge <= checked / 2, "\(tooLarge) positions too large for the tree")
  }

  /// Twenty seeded games with the game's list, from boards of its letter
  /// distribution with 6 to 10 unclaimed tiles: no claim of "by force" is
  /// false.
  @Test(.corpus, .enabled(if: GameList.isInstalled, Comment(rawValue: GameList.missing)))
  func selfPlayWithTheGameListClaimsOnlyWhatHolds() throws {
    let list = try GameList.list()
    var random = SplitMix64(seed: 3737)
    var games: [Game] = []
    for number in 0..<20 {
      let letters = BoardLetterDistribution.randomBoard(using: &random)
      let free = Set((0..<25).shuffled(using: &random).prefix(Int.random(in: 6...10, using: &random)))
      let owners: [Owner?] = (0..<25).map {
        free.contains($0) ? nil : (Bool.random(using: &random) ? .player : .opponent)
      }
      let position = Position(board: Board(letters: letters, owners: owners))
      games.append(try Self.play(position, list: list, game: number, exactTiles: 0))
    }
    Self.expectClaimsHeld(games)
    #expect(games.reduce(0) { $0 + $1.claims.count } >= 20)
  }
}

/// The exact result of a position by the full game tree: every move of
/// every word the played words allow, and the pass, to the game's end
/// (finite: each word can be played once), with the positions seen kept.
struct ExactGame {
  let generator: MoveGenerator
  /// Positions searched at most, past which the tree is too large.
  var limit = 5_000
  private var known: [Position: Int] = [:]
  private var visited = 0

  init(generator: MoveGenerator) { self.generator = generator }

  /// 1 when the side to move wins with best play by both sides, -1 when it
  /// loses, 0 for a tie; `nil` past `limit` positions.
  mutating func value(_ position: Position) -> Int? {
    if position.isOver {
      let difference = position.score(of: position.toMove) - position.score(of: position.toMove.other)
      return difference.signum()
    }
    if let value = known[position] { return value }
    visited += 1
    guard visited <= limit else { return nil }
    var best = -1
    let successors =
      generator.moves(in: position).map { position.applying($0.move) } + [position.passing()]
    for next in successors {
      guard let value = value(next) else { return nil }
      best = max(best, -value)
      if best == 1 { break }
    }
    known[position] = best
    return best
  }
}
