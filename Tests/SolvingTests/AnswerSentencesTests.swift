import BoardReader
import Foundation
import Letterpress
import Strategy
import Testing
import Words
import _TestSupport

@testable import Solving

/// The answer's sentences on small fixtures: their turn first, the chance
/// beside the reply it assumes, reasons where the chance and the tiles
/// disagree, and a default text within a 24-line, 80-column terminal.
@Suite struct AnswerSentencesTests {
  static let list = WordList(
    words: [
      "radish", "horse", "quilt", "quilted", "shop", "open", "cart", "dish", "rose", "hose",
      "shoe", "toes", "dote", "rate", "tear", "pens", "nose", "heat", "dear", "read",
    ], name: "fixture")
  static let solver = Solver(reader: ScreenshotReader(templates: .builtIn), list: list)
  /// A mid-game board: QUILT / SEDRA / DISHO / PENCA / RTXYZ.
  static func board() throws -> Board {
    try Board(letters: QuiltBoard.letters, colors: "BbwrRbbwrRwwwrrrwwbwwwwbb")
  }

  /// The answer on `board` with the opponent (or you) shown to move.
  static func answer(
    _ board: Board? = nil, toMove: Owner?,
    options: SolveOptions = SolveOptions(limit: 10, depth: 2)
  ) throws -> Answer {
    try solver.answer(
      SolveRequest(
        .board(try board ?? Self.board(), seen: ScreenshotFacts(toMove: toMove)), options: options))
  }

  @Test func theirTurnComesFirstAndTheMoveIsForLater() throws {
    let answer = try Self.answer(toMove: .opponent)
    let their = try #require(answer.theirTurn)
    let word = try #require(their.word)
    let sentences = AnswerSentences(answer)
    let turn = try #require(sentences.turn)
    #expect(turn.hasPrefix("Their turn: they will likely play \(word): "))
    #expect(sentences.lines.first == turn)
    // Their move is theirs: it takes tiles from you or from the free ones.
    #expect(their.score.opponent > answer.score.opponent)
    #expect(their.score.player <= answer.score.player)
    #expect(sentences.move.hasPrefix("For later"))
    // No claim about you moving now: no "Play" and no chance with you to move.
    #expect(!sentences.lines.contains { $0.hasPrefix("Play ") })
    // The chance is theirs to move, not yours.
    if their.winChance > 0, their.winChance < 1 {
      let chance = try #require(sentences.chance)
      #expect(chance.contains("to move") && chance.contains(AnswerWording.percent(their.winChance)))
    }
    if let reply = their.answer {
      #expect(sentences.move.contains("if they play \(word): answer \(reply):"))
      // The taps shown are the answer's, on the board as it is.
      let letters = their.answerTapOrder.map { answer.board.letters[$0].character }
      #expect(String(letters) == reply)
      #expect(sentences.taps?.hasPrefix("Tap \(reply.first!) ") ?? false)
    }
  }

  @Test func yourTurnStartsWithTheMove() throws {
    for toMove: Owner? in [.player, nil] {
      let answer = try Self.answer(toMove: toMove)
      let sentences = AnswerSentences(answer)
      let best = try #require(answer.best)
      #expect(answer.theirTurn == nil)
      #expect(sentences.turn == nil)
      #expect(sentences.lines.first?.hasPrefix("Play \(best.word): ") == true)
      #expect(sentences.move.hasPrefix("Play \(best.word): "))
    }
  }

  @Test func theChanceNamesTheReplyItAssumes() throws {
    let answer = try Self.answer(toMove: .player)
    let best = try #require(answer.best)
    let chance = try #require(AnswerSentences(answer).chance)
    switch (best.reply, best.scoreAfterReply) {
    case (.word(let reply), let after?) where best.winChance > 0 && best.winChance < 1:
      #expect(
        chance.contains(
          "after \(best.word) and their best answer \(reply) (you \(after.player), them \(after.opponent)): \(AnswerWording.percent(best.winChance))"
        ), "\(chance)")
    default:
      break
    }
  }

  @Test func aReasonIsGivenOnlyWhereTheChanceAndTheTilesDisagree() {
    let score = Answer.Score(player: 7, opponent: 13)
    #expect(
      AnswerWording.reason(
        chance: 0.8, score: score, defended: Answer.Score(player: 6, opponent: 1))
        == "their tiles are exposed and yours are safe (6 safe against 1)")
    #expect(
      AnswerWording.reason(
        chance: 0.3, score: Answer.Score(player: 13, opponent: 7),
        defended: Answer.Score(player: 0, opponent: 5))
        == "your tiles are exposed and theirs are safe (0 safe against 5)")
    // Their tiles no safer than yours: you move next, onto their exposed tiles.
    #expect(
      AnswerWording.reason(
        chance: 0.6, score: score, defended: Answer.Score(player: 0, opponent: 1))
        == "you move next, and 1 of their 13 tiles is safe")
    // Agreeing, or proved: nothing to explain.
    #expect(
      AnswerWording.reason(
        chance: 0.3, score: score, defended: Answer.Score(player: 6, opponent: 1))
        == nil)
    #expect(
      AnswerWording.reason(chance: 1, score: score, defended: Answer.Score(player: 6, opponent: 1))
        == nil)
    #expect(
      AnswerWording.reason(
        chance: 0.6, score: Answer.Score(player: 10, opponent: 10),
        defended: Answer.Score(player: 0, opponent: 1)) == nil)
  }

  @Test(arguments: [Owner.player, .opponent, nil] as [Owner?])
  func theDefaultTextFitsATerminal(toMove: Owner?) throws {
    // Twenty moves found: the list is cut to what fits, and says so.
    let answer = try Self.answer(toMove: toMove, options: SolveOptions(limit: 20, depth: 2))
    let lines = AnswerSentences(answer).lines
    #expect(lines.count <= AnswerWording.screenLines)
    #expect(lines.allSatisfy { $0.count <= AnswerWording.width }, "\(lines)")
    if answer.moves.count > AnswerWording.screenLines - 12 {
      #expect(lines.last?.contains("more moves: --limit") == true, "\(lines)")
    }
    // Every move, one line each, when all are asked for.
    let all = AnswerWording(answer).lines(.all)
    let first = toMove == .opponent && answer.theirTurn?.answer != nil ? 0 : 1
    #expect(all.count - lines.count >= answer.moves.count - first - (lines.count - 12) - 1)
  }

  @Test func aFinishedGameSaysSoAndNothingElse() throws {
    let over = try Board(letters: QuiltBoard.letters, colors: "bbbbbbbbbbbbbrrrrrrrrrrrr")
    // Whatever turn its screenshot showed.
    for toMove: Owner? in [nil, .opponent] {
      let answer = try Self.answer(over, toMove: toMove)
      let sentences = AnswerSentences(answer)
      #expect(sentences.turn == nil)
      #expect(sentences.move == "The game is over: you 13, them 12. You won.")
      #expect(sentences.chance == nil && sentences.taps == nil && sentences.doubt == nil)
      #expect(sentences.lines == [sentences.move])
    }
  }

  @Test func givenWordsAreNotCalledYours() throws {
    let answer = try Self.solver.answer(
      SolveRequest(
        .board(try Self.board()), played: try PlayedWords(["horse"]),
        options: SolveOptions(depth: 1)))
    let doubt = AnswerSentences(answer).doubt ?? []
    #expect(doubt.contains("Treated as played: HORSE (given)."), "\(doubt)")
  }

  @Test func theDocumentCarriesTheSentences() throws {
    let answer = try Self.answer(toMove: .opponent)
    let json = try JSONDocument.string(AnswerDocument(answer))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let sentences = try #require(object["sentences"] as? [String: Any])
    #expect(Set(sentences.keys).isSubset(of: ["turn", "move", "taps", "chance", "doubt", "lines"]))
    let lines = try #require(sentences["lines"] as? [String])
    #expect(lines.first == sentences["turn"] as? String)
    #expect(lines == AnswerSentences(answer).lines)
  }
}
