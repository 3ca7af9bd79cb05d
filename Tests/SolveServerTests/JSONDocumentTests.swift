import BoardReader
import BoardRendering
import Foundation
import HummingbirdTesting
import Letterpress
import NIOCore
import Pixels
import Testing
import _TestSupport

@testable import SolveServer

/// The JSON documents have one source, their Codable types: the served
/// OpenAPI document's schemas hold every key the server writes, and the
/// reference (Documentation/json.md) lists every key of the schemas.
@Suite struct JSONDocumentTests {
  typealias Fixture = RouterTests

  /// Documentation/json.md's list of the documents' keys, between these
  /// markers.
  static let markers = ("<!-- json-keys:begin -->", "<!-- json-keys:end -->")

  /// The documents Documentation/json.md lists: where each is written, its schema's
  /// name, and the schemas its list refers to rather than repeats.
  static let documents: [(title: String, schema: String, unfollowed: Set<String>)] = [
    ("`solve --json` and `POST /api/solve`", "Answer", []),
    ("`read --json` and `POST /api/read`", "Reading", []),
    ("`played --json` and `POST /api/played`", "Change", []),
    ("The server's errors (every status but 200)", "Error", ["Reading"]),
    (
      "A board sent as JSON to `POST /api/solve` (and as `before`, `after` to `/api/played`)",
      "Board", []
    ),
    ("`review --json` and `POST /api/review`", "Review", []),
    ("A game sent as JSON to `POST /api/review`", "Game", []),
    ("`POST /api/words` (the page's Words view)", "Words", []),
  ]

  /// The served OpenAPI document.
  static func openAPI() async throws -> JSONValue {
    try await Fixture.application().test(.router) { client in
      try await client.executeChecked(uri: "/openapi.json", method: .get) {
        try JSONValue(parsing: Data(buffer: $0.body))
      }
    }
  }

  /// Documentation/json.md's list of keys made from `openAPI`'s schemas.
  static func keyList(_ openAPI: JSONValue) -> String {
    let validator = JSONSchemaValidator(document: openAPI)
    var lines = [
      markers.0,
      "<!-- Made from the Codable types (Sources/SolveServer/OpenAPI.swift) and checked by"
        + " JSONDocumentTests: do not edit by hand. -->",
    ]
    let titles = Dictionary(uniqueKeysWithValues: documents.map { ($0.schema, $0.title) })
    for document in documents {
      let schema = JSONValue.object(["$ref": .string("#/components/schemas/\(document.schema)")])
      lines += ["", "\(document.title):", "", "| key | type | meaning |", "|---|---|---|"]
      for key in validator.keys(of: schema, unfollowed: document.unfollowed) {
        // A schema not followed is another document of the list.
        let kind = titles[key.type].map { "object as in \($0)" } ?? key.type
        let type = key.required ? kind : kind + ", optional"
        let meaning = (key.description ?? "").replacingOccurrences(of: "|", with: "\\|")
        lines.append("| `\(key.path)` | \(type) | \(meaning) |")
      }
    }
    return (lines + ["", markers.1]).joined(separator: "\n")
  }

  @Test func theReferenceListsEveryKeyOfTheSchemas() async throws {
    let url = Fixtures.projectRoot.appendingPathComponent("Documentation/json.md")
    let reference = try String(contentsOf: url, encoding: .utf8)
    let expected = Self.keyList(try await Self.openAPI())
    let start = try #require(
      reference.range(of: Self.markers.0), "Documentation/json.md has no \(Self.markers.0)")
    let end = try #require(
      reference.range(of: Self.markers.1), "Documentation/json.md has no \(Self.markers.1)")
    let current = String(reference[start.lowerBound..<end.upperBound])
    if current != expected, ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] != nil {
      try reference.replacingCharacters(in: start.lowerBound..<end.upperBound, with: expected)
        .write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(
      current == expected,
      """
      Documentation/json.md's list of JSON keys is not the schemas' (re-record with \
      RECORD_SNAPSHOTS=1 swift test --filter JSONDocumentTests, or put this in its place):
      \(expected)
      """)
  }

  /// A Light screenshot with a "played" bubble, its word a word of the
  /// fixture list that the coloured tiles spell (QUILT, by the opponent).
  static func bubbleScreenshot() throws -> [UInt8] {
    let board = try Board(
      letters: Fixture.boardLetters, colors: "rrrrr" + String(repeating: "w", count: 20))
    let shapes = GlyphTemplates.builtIn.shape(of:)
    let image = BoardRenderer.withPlayedBubble(
      BoardRenderer.render(board: board, theme: .light, width: 640, shapes: shapes),
      lines: ["Kate played", "QUILT"], shapes: shapes)
    return try image.pngData()
  }

  /// Requests whose answers between them show the documents' keys, each
  /// with the schema of its answer.
  static func requests() throws -> [(uri: String, type: String, body: [UInt8], schema: String)] {
    func board(_ colors: String) -> [UInt8] {
      Array(#"{"letters":"\#(Fixture.boardLetters)","colors":"\#(colors)"}"#.utf8)
    }
    let (quilt, cart) = (PlayedRouteTests.afterQuilt, PlayedRouteTests.afterCart)
    // Theirs but for C r4c4, A r4c5, R r5c1 and T r5c2: any word but CART
    // hands them the win, and the look-ahead proves the outcome.
    let ending = String(repeating: "r", count: 18) + "wwwwrrr"
    let boards = Array(
      (#"{"before":{"letters":"\#(Fixture.boardLetters)"},"#
        + #""after":{"letters":"\#(Fixture.boardLetters)","colors":"\#(quilt)"}}"#).utf8)
    return [
      // The one-move ranking, the look-ahead (proven at the end of a game),
      // and one cut by a tiny time cap.
      ("/api/solve?depth=1&played=radish", "application/json", board(ending), "Answer"),
      ("/api/solve?depth=6", "application/json", board(ending), "Answer"),
      (
        "/api/solve?depth=6&time=0.0001", "application/json", board(Fixture.boardColors), "Answer"
      ),
      // An endgame not proved within two plies (C, I, T, X free), whose
      // coloured tiles spell the best answer while earlier moves are unknown.
      ("/api/solve?depth=2", "application/json", board("bbbrrbbbrRbbwRRrbwbrrwwbb"), "Answer"),
      // The history a client keeps, with moves in doubt.
      (
        "/api/solve?depth=1&previous=\(quilt)&learnt=quilt&unknown_moves=1"
          + "&possibly_played=horse,hose&knows_every_possibly_played=true",
        "application/json", board(cart), "Answer"
      ),
      (
        "/api/solve?depth=1&previous=\(quilt)&learnt=quilt", "application/json", board(cart),
        "Answer"
      ),
      // A board changed by hand, with what its screenshot showed.
      (
        "/api/solve?depth=1", "application/json",
        Array(
          (#"{"letters":"\#(Fixture.boardLetters)","colors":"\#(Fixture.boardColors)","#
            + #""last_played":{"word":"RADISH","by":"opponent"},"to_move":"you"}"#).utf8),
        "Answer"
      ),
      // The opponent to move: their likely move and your answer come first.
      (
        "/api/solve?depth=2", "application/json",
        Array(
          (#"{"letters":"\#(Fixture.boardLetters)","colors":"\#(Fixture.boardColors)","#
            + #""to_move":"opponent"}"#).utf8),
        "Answer"
      ),
      ("/api/read", "image/png", try bubbleScreenshot(), "Reading"),
      ("/api/played", "application/json", boards, "Change"),
      (
        "/api/review", "application/json",
        Array(ReviewRouteTests.body(try ReviewRouteTests.game(), played: ["quilt"]).utf8), "Review"
      ),
      ("/api/solve", "application/json", Array("{}".utf8), "Error"),
      ("/api/solve", "image/png", try Fixture.damagedScreenshot(), "Error"),
    ]
  }

  @Test func everyKeyTheServerWritesIsInItsSchema() async throws {
    let openAPI = try await Self.openAPI()
    let validator = JSONSchemaValidator(document: openAPI)
    let written = try await Fixture.application().test(.router) { client in
      var written: [String: Set<String>] = [:]
      for request in try Self.requests() {
        let document = try await client.executeChecked(
          uri: request.uri, method: .post, headers: [.contentType: request.type],
          body: ByteBuffer(bytes: request.body)
        ) { try JSONValue(parsing: Data(buffer: $0.body)) }
        written[request.schema, default: []].formUnion(document.keyPaths)
      }
      return written
    }
    for (name, paths) in written {
      let schema = JSONValue.object(["$ref": .string("#/components/schemas/\(name)")])
      let described = Set(validator.keys(of: schema).map(\.path))
      #expect(paths.subtracting(described).isEmpty, "\(name): written, not in the schema")
      // Which keys none of the answers showed, so that a key the code no
      // longer writes is noticed.
      #expect(
        described.subtracting(paths) == Self.notShown[name, default: []],
        "\(name): in the schema, shown by none of the requests")
    }
  }

  @Test func theValidatorCatchesADocumentThatDrifted() async throws {
    let validator = JSONSchemaValidator(document: try await Self.openAPI())
    let schema = JSONValue.object(["$ref": .string("#/components/schemas/Change")])
    let move: [String: JSONValue] = [
      "by": .string("you"), "word": .string("QUILT"), "tiles": .array([.string("r1c1")]),
    ]
    let change: [String: JSONValue] = [
      "schema": .integer(1), "plies": .integer(1), "exact": .bool(true), "count": .integer(1),
      "complete": .bool(true),
      "explanations": .array([.object(["moves": .array([.object(move)])])]),
    ]
    #expect(validator.problems(.object(change), against: schema) == [])
    var drifted = change
    drifted["extra"] = .integer(1)
    drifted["exact"] = .string("yes")
    drifted["count"] = nil
    var badMove = move
    badMove["by"] = .string("someone")
    drifted["explanations"] = .array([.object(["moves": .array([.object(badMove)])])])
    #expect(
      validator.problems(.object(drifted), against: schema) == [
        "$: the required key count is missing",
        "$.exact: \"yes\" is not of type boolean",
        "$.explanations[0].moves[0].by: \"someone\" is none of [\"you\",\"opponent\"]",
        "$: the key extra is not in the schema",
      ])
  }

  /// The keys of each schema the requests above do not show: a partial
  /// reading with a bubble (`read` shows the bubble's keys).
  static let notShown: [String: Set<String>] = [
    "Error": ["reading.last_played", "reading.last_played.by", "reading.last_played.word"],
    // The requests' game has no best word played on other tiles
    // (GameReviewTests has one).
    "Review": ["moves[].other_tiles"],
  ]
}
