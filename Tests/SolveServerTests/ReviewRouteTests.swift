import Foundation
import HummingbirdTesting
import Letterpress
import NIOCore
import Solving
import Testing

@testable import SolveServer

/// `POST /api/review`: the review `GameReview` gives the same boards, as
/// `review --json` writes it, and the requests it refuses.
@Suite struct ReviewRouteTests {
  typealias Fixture = RouterTests
  static let letters = Fixture.boardLetters

  /// A short game played with the game's own moves: QUILT (r1c1-r1c5) by
  /// you, CART (r4c4, r4c5, r5c1, r5c2) by the opponent, then HORSE (r3c4,
  /// r3c5, r2c4, r3c3, r4c2) by you; whose turn each board shows.
  static func game() throws -> [(board: Board, toMove: Owner)] {
    let moves: [(tiles: [Int], by: Owner)] = [
      ([0, 1, 2, 3, 4], .player), ([18, 19, 20, 21], .opponent), ([13, 14, 8, 12, 16], .player),
    ]
    var board = try Board(letters: letters)
    var game = [(board, Owner.player)]
    for move in moves {
      let after = Ownership(board).playing(TileSet(move.tiles), by: move.by)
      board = Board(
        letters: board.letters, owners: (0..<Board.tileCount).map { after.owner(of: $0) })
      game.append((board, move.by == .player ? .opponent : .player))
    }
    return game
  }

  /// The game as `/api/review` takes it, with `played`.
  static func body(_ game: [(board: Board, toMove: Owner)], played: [String]) -> String {
    let boards = game.map {
      #"{"colors":"\#($0.board.colorString)","to_move":"\#($0.toMove == .player ? "you" : "opponent")"}"#
    }
    let words = played.map { #""\#($0)""# }
    return #"{"letters":"\#(letters)","boards":[\#(boards.joined(separator: ","))],"#
      + #""played":[\#(words.joined(separator: ","))]}"#
  }

  /// The default look-ahead with a cap no machine reaches, for the server
  /// (`serve --cap`) and for the review it is compared with, and a review
  /// budget no machine reaches: the default 2 s cap and 20 s budget can cut
  /// a debug build's review on a busy machine.
  static let options = SolveOptions(cap: 3600)
  static let limits: ServerLimits = {
    var limits = ServerLimits(jobs: 2)
    limits.defaultCap = 3600
    limits.reviewBudget = .seconds(3600)
    return limits
  }()

  static func review(
    _ body: String, check: @escaping @Sendable (TestResponse) throws -> Void
  ) async throws {
    try await Fixture.application(limits: limits).test(.router) { client in
      try await client.executeChecked(
        uri: "/api/review", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: body)
      ) { try check($0) }
    }
  }

  @Test func aGameIsReviewedAsGameReviewReviewsIt() async throws {
    let game = try Self.game()
    let expected = try JSONDocument.string(
      ReviewDocument(
        try GameReview(
          steps: game.map { GameReview.Step($0.board, toMove: $0.toMove) },
          given: ["quilt", "cart"], solver: Fixture.solver, options: Self.options)))
    try await Self.review(Self.body(game, played: ["quilt", "CART"])) { response in
      #expect(response.status == .ok)
      #expect(String(buffer: response.body) == expected)
      let object = try Fixture.json(response)
      #expect(object["schema"] as? Int == 1)
      #expect((object["chances"] as? [Double])?.count == game.count)
      let moves = try #require(object["moves"] as? [[String: Any]])
      // Yours: QUILT on the first board, HORSE on the third.
      #expect(moves.map { $0["word"] as? String } == ["QUILT", "HORSE"])
      #expect(moves.map { $0["board"] as? Int } == [0, 2])
      #expect(moves.allSatisfy { ($0["class"] as? String).map { !$0.isEmpty } == true })
      #expect((object["summary"] as? String)?.hasPrefix("You made 2 moves here") == true)
    }
  }

  /// Boards that show no turn are taken as yours, as the CLI takes them:
  /// then the opponent's CART is a move of the player's from the second
  /// board.
  @Test func aBoardWithoutItsTurnIsTakenAsYours() async throws {
    let boards = try Self.game().map(\.board)
    let expected = try JSONDocument.string(
      ReviewDocument(
        try GameReview(
          steps: boards.map { GameReview.Step($0) }, solver: Fixture.solver,
          options: Self.options)))
    let body =
      #"{"letters":"\#(Self.letters)","boards":["#
      + boards.map { #"{"colors":"\#($0.colorString)"}"# }.joined(separator: ",") + "]}"
    try await Self.review(body) { response in
      #expect(response.status == .ok)
      #expect(String(buffer: response.body) == expected)
    }
  }

  @Test func badGamesAreRefusedWithTheJSONError() async throws {
    let empty = String(repeating: "w", count: 25)
    func game(letters: String = Self.letters, boards: [String], played: [String] = []) -> String {
      #"{"letters":"\#(letters)","boards":[\#(boards.map { #"{"colors":"\#($0)"}"# }.joined(separator: ","))],"#
        + #""played":[\#(played.map { #""\#($0)""# }.joined(separator: ","))]}"#
    }
    let refusals: [(uri: String, type: String?, body: String, status: Int, error: String)] = [
      ("/api/review", "application/json", "{\"letters\":", 400, "the game is not JSON"),
      ("/api/review", "application/json", "{\"letters\":\"\(Self.letters)\"}", 400, "not JSON"),
      (
        "/api/review", "application/json", game(letters: "ABC", boards: [empty]), 400,
        "letters: a board has 25 letters"
      ),
      (
        "/api/review", "application/json", game(boards: [empty, "wwx"]), 400,
        "board 2: "
      ),
      (
        "/api/review", "application/json", game(boards: [empty], played: ["r\u{E9}sum\u{E9}"]),
        400, "played: "
      ),
      (
        "/api/review", "application/json", game(boards: Array(repeating: empty, count: 101)), 400,
        "a review takes at most 100 boards; this game has 101"
      ),
      (
        "/api/review", "application/json",
        game(boards: [empty], played: Array(repeating: "quilt", count: 501)), 400,
        "played: 501 played words"
      ),
      ("/api/review", "text/plain", game(boards: [empty]), 415, "send application/json"),
      ("/api/review", nil, game(boards: [empty]), 415, "the content type is missing"),
      ("/api/review?dict=system", "application/json", "{}", 400, "unknown word list system"),
    ]
    try await Fixture.expect(refusals)
  }

  @Test func aGameOverTheJSONLimitIs413() async throws {
    let huge = #"{"letters":"\#(String(repeating: "A", count: 1 << 17))"}"#
    try await Self.review(huge) { response in
      #expect(response.status == .contentTooLarge)
      let error = try Fixture.json(response)["error"] as? String
      #expect(error == "the request body is larger than 65536 bytes (the limit of a JSON body)")
    }
  }
}
