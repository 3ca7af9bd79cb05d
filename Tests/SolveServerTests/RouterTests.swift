import BoardReader
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Letterpress
import NIOCore
import Pixels
import Solving
import Testing
import Words
import _TestSupport

@testable import SolveServer

/// The routes through HummingbirdTesting: what each answers, and that every
/// answer comes from the same core the CLI calls.
@Suite struct RouterTests {
  static let boardLetters = QuiltBoard.letters
  static let boardColors = "BbwrRbbwrRwwwrrrwwbwwwwbb"
  static let list = WordList(words: QuiltBoard.words, name: "fixture")
  static let solver = Solver(reader: ScreenshotReader(templates: .builtIn), list: list)

  /// An application on a service with the fixture list and `limits`.
  static func application(limits: ServerLimits = ServerLimits(jobs: 2)) -> some ApplicationProtocol
  {
    Application(
      router: Routes.router(
        service: SolveService(solvers: ["fixture": solver], defaultList: "fixture", limits: limits))
    )
  }

  static func sample(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Fixtures.samples.appendingPathComponent(name)))
  }

  static func json(_ response: TestResponse) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(buffer: response.body))
    return try #require(object as? [String: Any])
  }

  @Test func thePageAndItsFilesCarryTheSecurityHeaders() async throws {
    try await Self.application().test(.router) { client in
      for (path, type) in [
        ("/", "text/html"), ("/page.js", "text/javascript"), ("/page.css", "text/css"),
        ("/healthz", "application/json"), ("/openapi.json", "application/json"),
      ] {
        try await client.executeChecked(uri: path, method: .get) { response in
          #expect(response.status == .ok, "\(path)")
          #expect(response.headers[.contentType]?.hasPrefix(type) == true, "\(path)")
          #expect(response.headers[.xContentTypeOptions] == "nosniff")
          let policy = try #require(response.headers[.contentSecurityPolicy])
          #expect(policy.contains("default-src 'none'") && policy.contains("script-src 'self'"))
        }
      }
      try await client.executeChecked(uri: "/", method: .get) { response in
        let html = String(buffer: response.body)
        // Nothing is fetched from another origin.
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(html.contains("id=\"board\"") && html.contains("id=\"played\""))
      }
    }
  }

  @Test func theOpenAPIDocumentDescribesTheRoutes() async throws {
    try await Self.application().test(.router) { client in
      try await client.executeChecked(uri: "/openapi.json", method: .get) { response in
        let document = try JSONValue(parsing: Data(buffer: response.body))
        #expect(document["openapi"] == .string("3.1.0"))
        let paths = try #require(document["paths"]?.object)
        #expect(
          Set(paths.keys) == [
            "/", "/page.js", "/page.css", "/openapi.json", "/api/read", "/api/solve",
            "/api/played", "/api/review", "/healthz", "/metrics", "/api/words", "/share",
            "/manifest.webmanifest", "/sw.js", "/icons/icon-192.png", "/icons/icon-512.png",
            "/icons/maskable-192.png", "/icons/maskable-512.png", "/icons/apple-touch-icon.png",
          ])
        let schemas = try #require(document["components"]?["schemas"]?.object)
        #expect(Set(schemas.keys) == Set(OpenAPI.components.map(\.name)))
        // Every reference leads to a schema, a response or a request body.
        let validator = JSONSchemaValidator(document: document)
        for reference in Self.references(in: document) {
          #expect(validator.resolve(reference)?.object != nil, "\(reference)")
        }
      }
    }
  }

  /// Every `$ref` in `value`.
  static func references(in value: JSONValue) -> Set<String> {
    switch value {
    case .object(let object):
      object.values.reduce(into: Set(object["$ref"]?.string.map { [$0] } ?? [])) {
        $0.formUnion(references(in: $1))
      }
    case .array(let elements): elements.reduce(into: []) { $0.formUnion(references(in: $1)) }
    default: []
    }
  }

  @Test func theSchemasAreTheTypesAndEachDescriptionNamesAKey() throws {
    let schemas = try OpenAPI.schemas()
    // Each described key exists (or `schemas()` threw), and the types give
    // what the hand-written schemas had to say by hand.
    #expect(schemas["Reading"]?.properties?["to_move"]?.cases == ["you", "opponent", "unknown"])
    #expect(
      schemas["Answer"]?.properties?["moves"]?.items?.reference == "#/components/schemas/Move")
    #expect(schemas["Error"]?.properties?["reading"]?.reference == "#/components/schemas/Reading")
    #expect(schemas["Error"]?.required == ["error", "status"])
    #expect(schemas["Board"]?.required == ["letters"])
  }

  @Test func readAnswersWhatTheCoreReads() async throws {
    let bytes = try Self.sample("pop-iphonex.png")
    let expected = try JSONDocument.string(
      ReadingReport(Self.solver.reader.read(Image(decoding: bytes))))
    try await Self.application().test(.router) { client in
      try await client.executeChecked(
        uri: "/api/read", method: .post, headers: [.contentType: "image/png"],
        body: ByteBuffer(bytes: bytes)
      ) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body) == expected)
      }
    }
  }

  @Test func solveAnswersWhatTheCoreSolvesForAnImageAForm() async throws {
    let bytes = try Self.sample("pop-iphonex.png")
    let expected = try JSONDocument.string(
      AnswerDocument(
        try Self.solver.answer(
          SolveRequest(
            .image(try Image(decoding: bytes), file: nil, name: nil),
            options: SolveOptions(limit: 3, depth: 1)))))
    let boundary = "lettersolve-test-boundary"
    let form =
      Array(
        ("--\(boundary)\r\nContent-Disposition: form-data; name=\"image\"; filename=\"shot.png\"\r\n"
          + "Content-Type: image/png\r\n\r\n").utf8) + bytes
      + Array("\r\n--\(boundary)--\r\n".utf8)
    try await Self.application().test(.router) { client in
      for (type, body) in [
        ("image/png", bytes), ("multipart/form-data; boundary=\(boundary)", form),
      ] {
        try await client.executeChecked(
          uri: "/api/solve?depth=1&limit=3", method: .post, headers: [.contentType: type],
          body: ByteBuffer(bytes: body)
        ) { response in
          #expect(response.status == .ok, "\(type)")
          #expect(String(buffer: response.body) == expected, "\(type)")
        }
      }
    }
  }

  @Test func solveTakesABoardAsJSONAndThePlayedWords() async throws {
    let board = try Board(letters: Self.boardLetters, colors: Self.boardColors)
    let expected = try JSONDocument.string(
      AnswerDocument(
        try Self.solver.answer(
          SolveRequest(
            .board(board), played: try PlayedWords(["radish"]),
            options: SolveOptions(limit: 5, depth: 1)))))
    let body = #"{"letters":"\#(Self.boardLetters)","colors":"\#(Self.boardColors)"}"#
    try await Self.application().test(.router) { client in
      try await client.executeChecked(
        uri: "/api/solve?time=0&limit=5&played=radish", method: .post,
        headers: [.contentType: "application/json"], body: ByteBuffer(string: body)
      ) { response in
        #expect(response.status == .ok)
        #expect(String(buffer: response.body) == expected)
        #expect(!String(buffer: response.body).contains("\"word\":\"radish\""))
      }
    }
  }

  /// A sample with one tile (r2c3) painted over in a colour no theme uses.
  static func damagedScreenshot() throws -> [UInt8] {
    let image = try Image(decoding: Self.sample("pop-iphonex.png"))
    let location = try Self.solver.reader.read(image).location
    let left = Int(location.x + location.tileSize * 2.2)
    let top = Int(location.y + location.tileSize * 1.2)
    let side = Int(location.tileSize * 0.6)
    var pixels = image.pixels
    for y in top..<top + side {
      for x in left..<left + side {
        pixels[y * image.width + x] = RGBA(red: 30, green: 200, blue: 40)
      }
    }
    return try Image(width: image.width, height: image.height, pixels: pixels).pngData()
  }

  @Test func unsureTilesAre422WithThePartialReading() async throws {
    let damaged = try Self.damagedScreenshot()
    try await Self.application().test(.router) { client in
      try await client.executeChecked(
        uri: "/api/solve", method: .post, headers: [.contentType: "image/png"],
        body: ByteBuffer(bytes: damaged)
      ) { response in
        #expect(response.status == .unprocessableContent)
        let object = try Self.json(response)
        #expect((object["error"] as? String)?.hasPrefix("image data: unsure tiles: r2c3") == true)
        let reading = try #require(object["reading"] as? [String: Any])
        #expect((reading["letters"] as? String)?.count == 25)
        #expect((reading["letters"] as? String)?.contains("?") == true)
      }
    }
  }

  /// Requests a server must refuse, each with its status and a JSON error.
  static let refusals: [(uri: String, type: String?, body: String, status: Int, error: String)] = [
    ("/api/read", "text/plain", "hello", 415, "not an image: the content type is text/plain"),
    ("/api/read", nil, "hello", 415, "not an image: the content type is missing"),
    ("/api/read", "application/json", "{}", 415, "not an image"),
    ("/api/read", "image/png", "", 400, "image data: empty file"),
    ("/api/read", "image/png", "GIF89a", 400, "image data: not a PNG or JPEG image"),
    ("/api/read", "image/jpeg", "\u{FF}\u{D8}", 400, "image data:"),
    ("/api/read", "multipart/form-data", "x", 400, "the form's content type gives no boundary"),
    (
      "/api/read", "multipart/form-data; boundary=b", "--b\r\n\r\nx\r\n--b--", 400,
      "the form holds no image"
    ),
    ("/api/solve", "application/json", "{\"letters\":", 400, "the board is not JSON"),
    ("/api/solve", "application/json", "[1,2,3]", 400, "the board is not JSON"),
    ("/api/solve", "application/json", "{\"letters\":\"ABC\"}", 400, "a board has 25 letters"),
    ("/api/solve?limit=0", "application/json", "{}", 400, "limit must be a number from 1 to 50"),
    (
      "/api/solve?time=nan", "application/json", "{}", 400, "time must be a number from 0.0 to 10.0"
    ),
    ("/api/solve?time=1e9", "application/json", "{}", 400, "time must be a number"),
    ("/api/solve?depth=99", "application/json", "{}", 400, "depth must be a number from 1 to 6"),
    (
      "/api/solve?played=r%C3%A9sum%C3%A9", "application/json", "{}", 400,
      "is not 2 to 25 of the letters a-z"
    ),
    ("/api/solve?dict=../../etc/passwd", "application/json", "{}", 400, "unknown word list"),
    ("/api/solve?dict=system", "application/json", "{}", 400, "unknown word list system"),
    ("/api/nothing", "image/png", "", 404, "no such page: /api/nothing"),
  ]

  @Test func hostileRequestsGetTheirStatusAndAJSONError() async throws {
    try await Self.expect(Self.refusals)
  }

  /// Sends each of `refusals` and expects its status and a JSON error that
  /// says why.
  static func expect(
    _ refusals: [(uri: String, type: String?, body: String, status: Int, error: String)]
  ) async throws {
    try await Self.application().test(.router) { client in
      for refusal in refusals {
        var headers: HTTPFields = [:]
        if let type = refusal.type { headers[.contentType] = type }
        try await client.executeChecked(
          uri: refusal.uri, method: .post, headers: headers, body: ByteBuffer(string: refusal.body)
        ) { response in
          #expect(response.status.code == refusal.status, "\(refusal.uri) \(refusal.body)")
          let object = try Self.json(response)
          #expect(object["status"] as? Int == refusal.status)
          let error = try #require(object["error"] as? String)
          #expect(error.contains(refusal.error), "\(error)")
          #expect(response.headers[.xContentTypeOptions] == "nosniff")
        }
      }
    }
  }

  @Test func hugeDimensionsAndLargeBodiesAre413() async throws {
    let huge = Array(
      try Data(
        contentsOf: Fixtures.projectRoot.appendingPathComponent(
          "Tests/LettersolveTests/HostileImages/huge-dimensions.png")))
    var limits = ServerLimits(jobs: 1)
    limits.maxBodyBytes = 4096
    try await Self.application(limits: limits).test(.router) { client in
      try await client.executeChecked(
        uri: "/api/read", method: .post, headers: [.contentType: "image/png"],
        body: ByteBuffer(bytes: huge)
      ) { response in
        #expect(response.status == .contentTooLarge)
        let error = try Self.json(response)["error"] as? String
        #expect(error?.contains("100000x100000") == true)
      }
      try await client.executeChecked(
        uri: "/api/read", method: .post, headers: [.contentType: "image/png"],
        body: ByteBuffer(bytes: try Self.sample("pop-iphonex.png"))
      ) { response in
        #expect(response.status == .contentTooLarge)
        let error = try Self.json(response)["error"] as? String
        #expect(error == "the request body is larger than 4096 bytes")
      }
    }
  }

  /// A system test: 60 solves of mangled uploads.
  @Test(.system) func mangledScreenshotsNeverCrashTheServer() async throws {
    let png = try Self.sample("pop-iphonex.png")
    try await Self.application().test(.router) { client in
      for round in 0..<60 {
        var bytes = png
        switch round % 3 {
        case 0: bytes = Array(bytes.prefix(Int.random(in: 0..<bytes.count)))
        case 1:
          for _ in 0..<8 {
            bytes[Int.random(in: 0..<bytes.count)] = .random(in: 0...255)
          }
        default:
          // A header that claims huge dimensions.
          bytes.replaceSubrange(16..<24, with: [0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF])
        }
        try await client.executeChecked(
          uri: "/api/solve?depth=1", method: .post, headers: [.contentType: "image/png"],
          body: ByteBuffer(bytes: bytes)
        ) { response in
          #expect([200, 400, 413, 422].contains(response.status.code), "round \(round)")
          if response.status != .ok {
            let error = try Self.json(response)["error"]
            #expect(error is String)
          }
        }
      }
    }
  }

  @Test func requestsBeyondTheJobsAndQueueAre503() async throws {
    let service = SolveService(
      solvers: ["fixture": Self.solver], defaultList: "fixture",
      limits: ServerLimits(jobs: 1, queue: 0))
    // The test holds the only job, so the request finds no place.
    #expect(await service.gate.enter())
    let body = #"{"letters":"\#(Self.boardLetters)"}"#
    try await Application(router: Routes.router(service: service)).test(.router) { client in
      try await client.executeChecked(
        uri: "/api/solve?time=0", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: body)
      ) { response in
        #expect(response.status == .serviceUnavailable)
        #expect(response.headers[.retryAfter] == "2")
        let error = try Self.json(response)["error"] as? String
        #expect(error?.hasPrefix("busy") == true)
      }
      await service.gate.leave()
      try await client.executeChecked(
        uri: "/api/solve?time=0", method: .post, headers: [.contentType: "application/json"],
        body: ByteBuffer(string: body)
      ) { response in
        #expect(response.status == .ok)
      }
    }
  }

  @Test func theGateQueuesThenTurnsAway() async {
    let gate = JobGate(jobs: 1, queue: 1)
    #expect(await gate.enter())
    // The second waits for the first's place; the third finds the queue full.
    async let second = gate.enter()
    while await gate.waitingCount == 0 { await Task.yield() }
    #expect(await gate.enter() == false)
    await gate.leave()
    #expect(await second)
    await gate.leave()
    #expect(await gate.enter())
  }
}
