import Foundation
import Testing
import _TestSupport

/// `lettersolve played` and `POST /api/played` explain two screenshots alike.
///
/// The same two turn-showing screenshots, drawn by `render`, go to
/// `lettersolve played --json` and to `serve`'s `POST /api/played` (a form
/// of the two files): the same document comes back, so the same words,
/// movers, tiles, plies and order (issue 40). In both pairs the same side
/// is to move on either screenshot, so the turns say two moves, one each,
/// where the colours alone are explained by one.
@Suite(.endToEnd) struct PlayedFrontEndsTests {
  /// One pair: the side to move on both screenshots, the tiles each side
  /// holds after, and the words in order that the turns make of it.
  struct Pair: Sendable, CustomStringConvertible {
    let toMove: String
    let after: [Character: [Int]]
    let words: [String]
    let movers: [String]

    var description: String { "\(toMove) to move: \(words.joined(separator: ", "))" }
  }

  static let pairs = [
    // You played OX (r3c5, r5c3), the opponent took it back with POX.
    Pair(
      toMove: "you", after: ["r": [14, 15, 22]], words: ["OX", "POX"], movers: ["you", "opponent"]),
    // The opponent played OX, you took it back with POX.
    Pair(
      toMove: "opponent", after: ["b": [14, 15, 22]], words: ["OX", "POX"],
      movers: ["opponent", "you"]),
  ]

  /// The board text `render` takes: `letters` row by row, each tile its
  /// letter and its owner's mark (b or r) when coloured.
  static func boardText(_ owned: [Character: [Int]]) -> String {
    var marks = Array(repeating: "", count: 25)
    for (mark, tiles) in owned { for tile in tiles { marks[tile] = String(mark) } }
    let tokens = zip(PlayedCommandTests.letters, marks).map { "\($0)\($1)" }
    return stride(from: 0, to: 25, by: 5).map { tokens[$0..<$0 + 5].joined(separator: " ") }
      .joined(separator: "\n")
  }

  /// Draws the board with `owned` at `path`, `toMove` to move, with the
  /// "played" bubble of `played` when given.
  static func render(_ owned: [Character: [Int]], toMove: String, played: String?, to path: String)
    throws
  {
    let bubble = played.map { ["--played", $0] } ?? []
    let run = try CommandRunner.run(
      ["render", boardText(owned), "--to-move", toMove, "--output", path] + bubble)
    try #require(run.status == 0, "render: \(run.standardError)")
  }

  /// A `multipart/form-data` body of the two screenshots, as parts
  /// `before` and `after`.
  static func form(before: Data, after: Data, boundary: String) -> Data {
    var body = Data()
    for (name, bytes) in [("before", before), ("after", after)] {
      body += Data(
        ("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"; "
          + "filename=\"\(name).png\"\r\nContent-Type: image/png\r\n\r\n").utf8)
      body += bytes + Data("\r\n".utf8)
    }
    return body + Data("--\(boundary)--\r\n".utf8)
  }

  @Test(arguments: pairs)
  func theCommandAndTheServerExplainTheSameScreenshotsAlike(pair: Pair) throws {
    try withTemporaryFolder { folder in
      let before = folder.appendingPathComponent("before.png")
      let after = folder.appendingPathComponent("after.png")
      try Self.render([:], toMove: pair.toMove, played: nil, to: before.path)
      try Self.render(pair.after, toMove: pair.toMove, played: pair.words.last, to: after.path)

      let command = try CommandRunner.run(["played", "--json", before.path, after.path])
      try #require(command.status == 0, "played: \(command.standardError)")
      let printed = command.standardOutput.trimmingCharacters(in: .newlines)

      let server = try ServerProcess.start(
        environment: ["LETTERSOLVE_DICT": CommandRunner.fixtureWords], options: ["--jobs", "1"])
      defer { server.stop() }
      let boundary = "played-screenshots"
      let (status, body) = try HTTP.exchange(
        "POST", "http://127.0.0.1:\(server.port)/api/played",
        body: Self.form(
          before: try Data(contentsOf: before), after: try Data(contentsOf: after),
          boundary: boundary),
        contentType: "multipart/form-data; boundary=\(boundary)")
      let answered = String(decoding: body, as: UTF8.self)
      #expect(status == 200, "\(answered)")
      #expect(answered == printed, "played printed \(printed)\nthe server answered \(answered)")

      // Both are the explanation the turns give: two moves, in this order.
      for (name, document) in [("played", printed), ("/api/played", answered)] {
        let object = try CommandRunner.object(document)
        #expect(object["plies"] as? Int == 2, "\(name): \(document)")
        let explanations = try #require(object["explanations"] as? [[String: Any]], "\(name)")
        let moves = try #require(explanations.first?["moves"] as? [[String: Any]], "\(name)")
        #expect(moves.compactMap { $0["word"] as? String } == pair.words, "\(name): \(document)")
        #expect(moves.compactMap { $0["by"] as? String } == pair.movers, "\(name): \(document)")
      }
    }
  }
}
