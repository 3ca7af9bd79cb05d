import Foundation
import HummingbirdTesting
import Letterpress
import NIOCore
import Pixels
import Solving
import Testing
import Words
import _TestSupport

@testable import SolveServer

/// `POST /api/played` and the game history a client sends to
/// `POST /api/solve`: the answers are those of the CLI's code paths.
@Suite struct PlayedRouteTests {
  typealias Fixture = RouterTests
  static let letters = Fixture.boardLetters
  /// QUILT (row 1) by the player from the empty board.
  static let afterQuilt = "bbbbb" + String(repeating: "w", count: 20)
  /// Then CART (r4c4, r4c5, r5c1, r5c2) by the opponent.
  static let afterCart = "bbbbbwwwwwwwwwwwwwrrrrwww"
  static let empty = String(repeating: "w", count: 25)

  static func boards(_ before: String, _ after: String, letters: String = letters) -> String {
    #"{"before":{"letters":"\#(letters)","colors":"\#(before)"},"#
      + #""after":{"letters":"\#(Self.letters)","colors":"\#(after)"}}"#
  }

  /// What `played --json` prints for the two boards.
  static func expected(_ before: String, _ after: String) throws -> String {
    let first = try Board(letters: letters, colors: before)
    let change = try Fixture.solver.change(
      from: first, to: try Board(letters: letters, colors: after))
    return try JSONDocument.string(ChangeReport(change, letters: first.letters, limit: 20))
  }

  /// Posts a `multipart/form-data` body of `parts` (a name, a file name
  /// for a file, and the bytes) to `/api/played` and hands the response to
  /// `check`.
  static func postForm(
    _ parts: [(name: String, file: String?, body: [UInt8])],
    check: @escaping @Sendable (TestResponse) throws -> Void
  ) async throws {
    let boundary = "played-form"
    var form: [UInt8] = []
    for part in parts {
      var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(part.name)\""
      if let file = part.file { head += "; filename=\"\(file)\"\r\nContent-Type: image/png" }
      form += Array((head + "\r\n\r\n").utf8) + part.body + Array("\r\n".utf8)
    }
    let body = form + Array("--\(boundary)--\r\n".utf8)
    try await Fixture.application().test(.router) { client in
      try await client.executeChecked(
        uri: "/api/played", method: .post,
        headers: [.contentType: "multipart/form-data; boundary=\(boundary)"],
        body: ByteBuffer(bytes: body)
      ) { try check($0) }
    }
  }

  /// Posts the game's board with `colors` to `/api/solve?query` and hands
  /// the response to `check`.
  static func solve(
    _ colors: String, query: String, check: @escaping @Sendable (TestResponse) throws -> Void
  ) async throws {
    try await Fixture.application().test(.router) { client in
      try await client.executeChecked(
        uri: "/api/solve?" + query, method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: #"{"letters":"\#(Self.letters)","colors":"\#(colors)"}"#)
      ) { try check($0) }
    }
  }

  /// The played words of a solution's `history`, each as `WORD origin`.
  static func playedWords(_ history: [String: Any]) -> [String] {
    (history["played_words"] as? [[String: Any]] ?? []).map {
      "\($0["word"] ?? "") \($0["origin"] ?? "")"
    }
  }

  /// The words of each explanation in `response`.
  static func explanations(_ response: TestResponse) throws -> [[String]] {
    let list = try #require(try Fixture.json(response)["explanations"] as? [[String: Any]])
    return list.map { ($0["moves"] as? [[String: Any]] ?? []).compactMap { $0["word"] as? String } }
  }

  @Test func oneMoveIsExplainedExactlyAsPlayedDoes() async throws {
    let expected = try Self.expected(Self.empty, Self.afterQuilt)
    try await Fixture.application().test(.router) { client in
      try await client.executeChecked(
        uri: "/api/played", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: Self.boards(Self.empty, Self.afterQuilt))
      ) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body) == expected)
        let object = try Fixture.json(response)
        #expect(object["schema"] as? Int == 1)
        #expect(object["exact"] as? Bool == true)
        #expect(object["plies"] as? Int == 1)
        #expect(try Self.explanations(response) == [["QUILT"]])
      }
    }
  }

  @Test func twoMovesAreExplainedInOrderFromAForm() async throws {
    let expected = try Self.expected(Self.empty, Self.afterCart)
    try await Self.postForm([
      ("before", nil, Array("\(Self.letters):\(Self.empty)".utf8)),
      ("after", nil, Array("\(Self.letters):\(Self.afterCart)".utf8)),
    ]) { response in
      #expect(response.status == .ok)
      #expect(String(buffer: response.body) == expected)
      let plies = try Fixture.json(response)["plies"] as? Int
      let explanations = try Self.explanations(response)
      #expect(plies == 2)
      #expect(explanations.contains(["QUILT", "CART"]))
    }
  }

  /// A JSON board's `to_move` counts as a screenshot's turn marker, as
  /// `played` takes it: you to move on both boards means two moves, yours
  /// first, and no such pair explains QUILT taken by the opponent, which
  /// the colours alone explain in one move.
  @Test func whoseTurnTheBoardsShowSetsTheMoves() async throws {
    let afterTheirQuilt = "rrrrr" + String(repeating: "w", count: 20)
    func board(_ colors: String, toMove: String?) -> String {
      let turn = toMove.map { #","to_move":"\#($0)""# } ?? ""
      return #"{"letters":"\#(Self.letters)","colors":"\#(colors)"\#(turn)}"#
    }
    let bodies = [nil, "you"].map { toMove in
      #"{"before":\#(board(Self.empty, toMove: toMove)),"#
        + #""after":\#(board(afterTheirQuilt, toMove: toMove))}"#
    }
    try await Fixture.application().test(.router) { client in
      try await client.executeChecked(
        uri: "/api/played", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: bodies[0])
      ) { response in
        let explanations = try Self.explanations(response)
        #expect(response.status == .ok)
        #expect(explanations == [["QUILT"]])
      }
      try await client.executeChecked(
        uri: "/api/played", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: bodies[1])
      ) { response in
        #expect(response.status == .unprocessableContent)
        let error = try Fixture.json(response)["error"] as? String ?? ""
        #expect(error.hasPrefix("no sequence of"), "\(error)")
      }
    }
  }

  @Test func aScreenshotIsReadAsOneOfTheBoards() async throws {
    let bytes = try Fixture.sample("pop-iphonex.png")
    let board = try Fixture.solver.read(Image(decoding: bytes)).board
    try await Self.postForm([
      ("before", "a.png", bytes),
      ("after", nil, Array("\(board.letterString):\(board.colorString)".utf8)),
    ]) { response in
      // Read as the same board: nothing changed it.
      #expect(response.status == .unprocessableContent)
      let error = try Fixture.json(response)["error"] as? String
      #expect(error == "the two boards are the same: no word changed them")
    }
  }

  /// `/api/played` requests refused, each with its status and error.
  static let refusals: [(uri: String, type: String?, body: String, status: Int, error: String)] = [
    (
      "/api/played", "application/json",
      boards(empty, afterQuilt, letters: "ABCDEFGHIJKLMNOPQRSTUVWXY"), 422,
      "the boards have different letters (ABCDEFGHIJKLMNOPQRSTUVWXY, \(letters)): not the same game"
    ),
    (
      "/api/played", "application/json", boards(empty, "w" + String(repeating: "r", count: 24)),
      422, "no sequence of one or two legal moves turns the first board into the second"
    ),
    ("/api/played?plies=1", "application/json", boards(empty, afterCart), 422, "one legal move"),
    ("/api/played", "application/json", boards(empty, empty), 422, "the two boards are the same"),
    (
      "/api/played", "application/json", #"{"before":{"letters":"ABC"},"after":{"letters":"ABC"}}"#,
      400, "a board has 25 letters"
    ),
    ("/api/played", "application/json", boards(empty, "bbb"), 400, "colour"),
    ("/api/played", "application/json", "{\"before\":", 400, "the boards are not JSON"),
    ("/api/played", "application/json", "{}", 400, "the boards are not JSON"),
    (
      "/api/played", "multipart/form-data; boundary=b",
      "--b\r\nContent-Disposition: form-data; name=\"before\"\r\n\r\nX\r\n--b--", 400,
      "the form has no part after"
    ),
    (
      "/api/played", "multipart/form-data; boundary=b",
      "--b\r\nContent-Disposition: form-data; name=\"before\"\r\n\r\nX\r\n"
        + "--b\r\nContent-Disposition: form-data; name=\"after\"\r\n\r\nY\r\n--b--", 400,
      "a board as text is LETTERS:COLORS"
    ),
    ("/api/played", "image/png", "x", 415, "two boards are needed"),
    ("/api/played", "text/plain", "x", 415, "not an image"),
    ("/api/played?plies=3", "application/json", "{}", 400, "plies must be a number from 1 to 2"),
    ("/api/played?limit=0", "application/json", "{}", 400, "limit must be a number from 1 to 50"),
    ("/api/played?dict=system", "application/json", "{}", 400, "unknown word list system"),
    ("/api/solve?learnt=quilt", "application/json", "{}", 400, "learnt needs previous"),
    (
      "/api/solve?possibly_played=horse", "application/json", "{}", 400,
      "possibly_played needs previous"
    ),
    (
      "/api/solve?previous=" + empty + "&knows_every_possibly_played=yes", "application/json",
      "{}", 400, "knows_every_possibly_played must be true or false"
    ),
    ("/api/solve?previous=bbb", "application/json", "{}", 400, "colour"),
    (
      "/api/solve?previous=" + empty + "&unknown_moves=-1", "application/json", "{}", 400,
      "unknown_moves must be a number from 0 to 1000"
    ),
    (
      "/api/solve?previous=ABCDEFGHIJKLMNOPQRSTUVWXY:" + empty, "application/json",
      #"{"letters":"\#(letters)"}"#, 422, "the previous board has other letters"
    ),
  ]

  @Test func badBoardsAndOtherGamesGetTheirStatusAndAJSONError() async throws {
    try await Fixture.expect(Self.refusals)
  }

  @Test func tooLargeABodyIs413() async throws {
    var limits = ServerLimits(jobs: 1)
    limits.maxJSONBodyBytes = 64
    try await Fixture.application(limits: limits).test(.router) { client in
      try await client.executeChecked(
        uri: "/api/played", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: Self.boards(Self.empty, Self.afterQuilt))
      ) { response in
        #expect(response.status == .contentTooLarge)
      }
    }
  }

  @Test func solveUsesThePreviousBoardAsTheCLIsHistoryDoes() async throws {
    // The CLI's path: a history on disk that saw the empty board answered.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("played-route-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let options = SolveOptions(limit: 5, depth: 1)
    let cli = Solver(
      reader: Fixture.solver.reader, list: Fixture.list,
      memory: GameMemory(folder: folder, warn: { Issue.record(Comment(rawValue: $0)) }))
    func solve(_ colors: String) throws -> Answer {
      try cli.answer(
        SolveRequest(.board(try Board(letters: Self.letters, colors: colors)), options: options))
    }
    let answer = try #require(try solve(Self.empty).best?.word)
    let expected = try JSONDocument.string(AnswerDocument(try solve(Self.afterCart)))

    let query =
      "time=0&limit=5&previous=\(Self.empty)&previous_answer=\(answer.lowercased())&unknown_moves=0"
    try await Self.solve(Self.afterCart, query: query) { response in
      #expect(response.status == .ok)
      #expect(String(buffer: response.body) == expected)
      let history = try #require(try Fixture.json(response)["history"] as? [String: Any])
      #expect(Self.playedWords(history) == ["QUILT inferred", "CART inferred"])
      #expect(history["complete"] as? Bool == true)
    }
  }

  @Test func possiblyPlayedWordsAreAvoidedAndCarriedOn() async throws {
    let query =
      "time=0&limit=5&previous=\(Self.afterQuilt)&learnt=quilt&unknown_moves=1"
      + "&possibly_played=horse,hose&knows_every_possibly_played=true"
    try await Self.solve(Self.afterQuilt, query: query) { response in
      #expect(response.status == .ok)
      let object = try Fixture.json(response)
      let history = try #require(object["history"] as? [String: Any])
      // The page sends them back with the next board.
      #expect(history["possibly_played"] as? [String] == ["HORSE", "HOSE"])
      #expect(history["knows_every_possibly_played"] as? Bool == true)
      let moves = (object["moves"] as? [[String: Any]] ?? []).compactMap { $0["word"] as? String }
      #expect(!["HORSE", "HOSE"].contains(moves.first ?? "HORSE"))
    }
  }

  @Test func learntWordsAreTreatedAsPlayedAndMarkedInferred() async throws {
    let query = "time=0&limit=5&previous=\(Self.afterQuilt)&learnt=quilt&played=shop"
    try await Self.solve(Self.afterQuilt, query: query) { response in
      #expect(response.status == .ok)
      let object = try Fixture.json(response)
      let history = try #require(object["history"] as? [String: Any])
      #expect(Set(Self.playedWords(history)) == ["QUILT inferred", "SHOP player"])
      // Moves before the previous board are unknown: the marks say so.
      #expect(history["complete"] as? Bool == false)
      let moves = (object["moves"] as? [[String: Any]] ?? []).compactMap { $0["word"] as? String }
      #expect(!moves.contains("QUILT") && !moves.contains("SHOP") && !moves.isEmpty)
    }
  }
}
