import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Pixels
import Testing
import _TestSupport

@testable import SolveServer

/// The routes the page adds: the Words view's list, the share target, the
/// manifest and icons, the service worker, and the answer as text.
struct PageRoutesTests {
  typealias Fixture = RouterTests

  /// Every word of the fixture list the board spells, longest first, the
  /// played ones left out, each with tiles that spell it.
  @Test func wordsAreEveryPlayableWordLongestFirst() async throws {
    let body = #"{"letters":"\#(Fixture.boardLetters)","colors":"\#(Fixture.boardColors)"}"#
    try await Fixture.application().test(.router) { client in
      try await client.executeChecked(
        uri: "/api/words?played=shop", method: .post,
        headers: [.contentType: "application/json"], body: ByteBuffer(string: body)
      ) { response in
        #expect(response.status == .ok)
        let document = try JSONSerialization.jsonObject(with: Data(buffer: response.body))
          as? [String: Any] ?? [:]
        let words = document["words"] as? [[String: Any]] ?? []
        let spelled = words.map { $0["word"] as? String ?? "" }
        // SHOP was played; longest first, of a length the most tiles
        // over the opponent's first.
        #expect(
          Set(spelled) == ["RADISH", "QUILT", "HORSE", "CART", "DISH", "HOSE", "OPEN", "RASH"])
        let keys = words.map { word -> (Int, Int) in
          let score = word["score"] as? [String: Int] ?? [:]
          return ((word["word"] as? String ?? "").count, score["player", default: 0] - score["opponent", default: 0])
        }
        #expect(zip(keys, keys.dropFirst()).allSatisfy { $0.0 > $1.0 || ($0.0 == $1.0 && $0.1 >= $1.1) })
        #expect(document["playable"] as? Int == spelled.count)
        let letters = Array(Fixture.boardLetters)
        for word in words {
          let tiles = (word["tiles"] as? [String] ?? []).map { name -> Character in
            let row = Int(String(Array(name)[1]))! - 1
            let column = Int(String(Array(name)[3]))! - 1
            return letters[row * 5 + column]
          }
          #expect(String(tiles) == word["word"] as? String)
        }
      }
    }
  }

  @Test func theAnswerAsTextIsItsSentencesLines() async throws {
    let body = #"{"letters":"\#(Fixture.boardLetters)","colors":"\#(Fixture.boardColors)"}"#
    try await Fixture.application().test(.router) { client in
      let json = try await client.executeChecked(
        uri: "/api/solve?time=0", method: .post,
        headers: [.contentType: "application/json"], body: ByteBuffer(string: body)
      ) { response in
        try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any]
      }
      let lines = (json?["sentences"] as? [String: Any])?["lines"] as? [String] ?? []
      #expect(!lines.isEmpty)
      try await client.executeChecked(
        uri: "/api/solve?time=0&format=text", method: .post,
        headers: [.contentType: "application/json"], body: ByteBuffer(string: body)
      ) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/plain; charset=utf-8")
        #expect(String(buffer: response.body) == lines.map { $0 + "\n" }.joined())
      }
    }
  }

  /// A form shared to /share: the page, with the answer in its data block;
  /// a form without an image: the page, with the error.
  @Test func theShareTargetAnswersWithThePage() async throws {
    let boundary = "----lettersolve"
    var parts = Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"screenshot\"; filename=\"shot.png\"\r\nContent-Type: image/png\r\n\r\n".utf8)
    parts += try Fixture.sample("light-iphone5.png") + Array("\r\n--\(boundary)--\r\n".utf8)
    let form = parts
    try await Fixture.application().test(.router) { client in
      try await client.execute(
        uri: "/share", method: .post,
        headers: [.contentType: "multipart/form-data; boundary=\(boundary)"],
        body: ByteBuffer(bytes: form)
      ) { response in
        let html = String(buffer: response.body)
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/html; charset=utf-8")
        #expect(html.contains(#"<script type="application/json" id="shared">{"answer":{"#))
        #expect(html.hasSuffix("</html>\n"))
      }
      let empty = Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"text\"\r\n\r\nhello\r\n--\(boundary)--\r\n".utf8)
      try await client.execute(
        uri: "/share", method: .post,
        headers: [.contentType: "multipart/form-data; boundary=\(boundary)"],
        body: ByteBuffer(bytes: empty)
      ) { response in
        #expect(response.status == .badRequest)
        #expect(String(buffer: response.body).contains(#"id="shared">{"error":"the form holds no image"#))
      }
    }
  }

  /// A `<` in the shared JSON cannot end its block.
  @Test func theSharedBlockEscapesLessThan() {
    let page = String(decoding: Page.shared(SharedScreenshot(error: "</script><b>", status: 400)), as: UTF8.self)
    #expect(page.contains(#"{"error":"\u003c/script>\u003cb>","status":400}</script>"#))
  }

  @Test func theManifestIconsAndServiceWorkerAreServed() async throws {
    try await Fixture.application().test(.router) { client in
      try await client.executeChecked(uri: "/manifest.webmanifest", method: .get) { response in
        #expect(response.headers[.contentType] == "application/manifest+json")
        let manifest = try JSONSerialization.jsonObject(with: Data(buffer: response.body))
        #expect(manifest is [String: Any])
      }
      for (path, (size, _)) in Page.iconSizes {
        try await client.executeChecked(uri: path, method: .get) { response in
          #expect(response.headers[.contentType] == "image/png")
          let image = try Image(pngData: Array(buffer: response.body))
          #expect(image.width == size && image.height == size, "\(path)")
        }
      }
      try await client.executeChecked(uri: "/icons/favicon.ico", method: .get) { response in
        #expect(response.status == .notFound)
      }
      try await client.executeChecked(uri: "/sw.js", method: .get) { response in
        #expect(response.headers[.contentType] == "text/javascript; charset=utf-8")
      }
      try await client.executeChecked(uri: "/", method: .get) { response in
        let policy = response.headers[.contentSecurityPolicy] ?? ""
        #expect(policy.contains("manifest-src 'self'") && policy.contains("worker-src 'self'"))
      }
    }
  }

  /// The page says how many played words a request may name, the number
  /// the API keeps to: a list of that many is taken, one more is refused,
  /// so the page's script (which sends a longer list as not known) and
  /// the server cannot disagree.
  @Test func thePageCarriesThePlayedWordsLimitTheAPIKeeps() async throws {
    try await Fixture.application().test(.router) { client in
      let limit = try await client.executeChecked(uri: "/", method: .get) { response in
        let html = String(buffer: response.body)
        let match = try #require(html.firstMatch(of: #/<body data-max-played-words="(\d+)">/#))
        return try #require(Int(match.1))
      }
      #expect(limit > 0)
      let body = #"{"letters":"\#(Fixture.boardLetters)","colors":"\#(Fixture.boardColors)"}"#
      let letters = Array("abcdefghijklmnopqrstuvwxyz")
      for (count, status) in [(limit, HTTPResponse.Status.ok), (limit + 1, .badRequest)] {
        let played = (0..<count).map { String([letters[$0 / 26 % 26], letters[$0 % 26], "z"]) }
        try await client.executeChecked(
          uri: "/api/solve?time=0&played=" + played.joined(separator: ","),
          method: .post, headers: [.contentType: "application/json"],
          body: ByteBuffer(string: body)
        ) { response in
          #expect(response.status == status, "\(count) words: \(String(buffer: response.body))")
        }
      }
    }
  }

  /// `serve --cap` is the default look-ahead's cap for every request, as
  /// `solve --cap` is for one: a cap too short for any look-ahead cuts it,
  /// and the answer says so; with a cap no machine reaches (not the
  /// default's 2 s, which a slow debug build on a busy machine can), the
  /// work budget ends it.
  @Test func theServersCapLimitsTheDefaultLookAhead() async throws {
    let body = #"{"letters":"\#(Fixture.boardLetters)","colors":"\#(Fixture.boardColors)"}"#
    var capped = ServerLimits(jobs: 1)
    capped.defaultCap = 0.000001
    var unreached = ServerLimits(jobs: 1)
    unreached.defaultCap = 3600
    for (limits, cut) in [(capped, true), (unreached, false)] {
      try await Fixture.application(limits: limits).test(.router) { client in
        try await client.executeChecked(
          uri: "/api/solve", method: .post, headers: [.contentType: "application/json"],
          body: ByteBuffer(string: body)
        ) { response in
          #expect(response.status == .ok)
          let document = try JSONSerialization.jsonObject(with: Data(buffer: response.body))
            as? [String: Any] ?? [:]
          let search = document["search"] as? [String: Any] ?? [:]
          #expect(search["cut_by_time"] as? Bool == cut, "\(search)")
        }
      }
    }
  }
}
