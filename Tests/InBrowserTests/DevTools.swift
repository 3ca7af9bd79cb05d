import Foundation
import _TestSupport

/// A Chrome DevTools Protocol connection to the page of a chromedriver
/// session, over a WebSocket of its own: what WebDriver cannot do, such as
/// holding a request on its way out to change it (`Fetch`) or reading the
/// headers it left with (`Network`).
///
///     let devTools = try DevTools.connect(to: session.debuggerAddress)
///     defer { devTools.close() }
///     try devTools.call("Network.enable")
///     let sent = try devTools.event("Network.requestWillBeSentExtraInfo")
final class DevTools {
  private let socket: Int32
  /// Bytes read and not yet taken as a frame.
  private var received: [UInt8]
  private var lastID = 0
  /// Events read while waiting for an answer, oldest first.
  private var events: [[String: Any]] = []

  private init(socket: Int32, received: [UInt8]) {
    self.socket = socket
    self.received = received
  }

  /// Connects to the browser's page through its DevTools at
  /// `debuggerAddress` (`host:port`, the browser on this machine).
  static func connect(to debuggerAddress: String?) throws -> DevTools {
    guard let port = debuggerAddress?.split(separator: ":").last.flatMap({ Int($0) }) else {
      throw BrowserTestError("chromedriver gave no DevTools address")
    }
    let (_, list) = try HTTP.exchange("GET", "http://127.0.0.1:\(port)/json/list", body: Data())
    let targets = try JSONSerialization.jsonObject(with: list) as? [[String: Any]] ?? []
    guard let page = targets.first(where: { $0["type"] as? String == "page" }),
      let address = (page["webSocketDebuggerUrl"] as? String).flatMap(URL.init(string:))
    else { throw BrowserTestError("no page among \(targets)") }
    let socket = try HTTP.connected(port: port)
    let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
    let head =
      "GET \(address.path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\n"
      + "Connection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n"
    let devTools = DevTools(socket: socket, received: [])
    try devTools.write(Array(head.utf8))
    let end = Array("\r\n\r\n".utf8)
    for _ in 0..<1_000 where devTools.received.firstRange(of: end) == nil { try devTools.read() }
    guard let split = devTools.received.firstRange(of: end),
      String(decoding: devTools.received[..<split.lowerBound], as: UTF8.self).hasPrefix(
        "HTTP/1.1 101")
    else {
      devTools.close()
      throw BrowserTestError("DevTools refused the WebSocket: \(devTools.received.prefix(200))")
    }
    devTools.received.removeSubrange(..<split.upperBound)
    return devTools
  }

  func close() {
    Glibc.close(socket)
  }

  /// Sends `method` with `params` and returns its id, not waiting for its
  /// result (a navigation's comes once the page has loaded).
  @discardableResult func send(_ method: String, _ params: [String: Any] = [:]) throws -> Int {
    lastID += 1
    let message = try JSONSerialization.data(
      withJSONObject: ["id": lastID, "method": method, "params": params])
    // A client's frame: final, text, masked.
    var frame: [UInt8] = [0x81]
    if message.count < 126 {
      frame.append(0x80 | UInt8(message.count))
    } else if message.count <= 0xFFFF {
      frame += [0x80 | 126, UInt8(message.count >> 8), UInt8(message.count & 0xFF)]
    } else {
      frame.append(0x80 | 127)
      frame += (0..<8).reversed().map { UInt8((message.count >> ($0 * 8)) & 0xFF) }
    }
    let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
    frame += mask
    frame += message.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    try write(frame)
    return lastID
  }

  /// Sends `method` and waits for its result; the events read meanwhile
  /// are kept for `event(_:matching:)`.
  @discardableResult func call(_ method: String, _ params: [String: Any] = [:]) throws
    -> [String: Any]
  {
    let id = try send(method, params)
    for _ in 0..<10_000 {
      let message = try nextMessage()
      if message["method"] != nil {
        events.append(message)
      } else if message["id"] as? Int == id {
        if let error = message["error"] {
          throw BrowserTestError("DevTools \(method): \(error)")
        }
        return message["result"] as? [String: Any] ?? [:]
      }
    }
    throw BrowserTestError("DevTools never answered \(method)")
  }

  /// The parameters of the first event `method` whose parameters pass
  /// `matching`, among those kept or those to come.
  func event(_ method: String, matching: ([String: Any]) -> Bool = { _ in true }) throws
    -> [String: Any]
  {
    let params = { (message: [String: Any]) in message["params"] as? [String: Any] ?? [:] }
    if let index = events.firstIndex(where: {
      $0["method"] as? String == method && matching(params($0))
    }) {
      return params(events.remove(at: index))
    }
    for _ in 0..<10_000 {
      let message = try nextMessage()
      if message["method"] as? String == method && matching(params(message)) {
        return params(message)
      }
      if message["method"] != nil { events.append(message) }
    }
    throw BrowserTestError("no DevTools event \(method)")
  }

  // MARK: - Frames

  /// The next whole message the browser sent, its fragments joined.
  private func nextMessage() throws -> [String: Any] {
    var payload: [UInt8] = []
    while true {
      let (final, opcode, data) = try nextFrame()
      if opcode == 0x8 { throw BrowserTestError("DevTools closed the WebSocket") }
      if opcode == 0x1 || opcode == 0x0 { payload += data }
      if final && opcode <= 0x2 {
        return try JSONSerialization.jsonObject(with: Data(payload)) as? [String: Any] ?? [:]
      }
    }
  }

  /// One frame from the browser (never masked): whether it ends its
  /// message, its opcode and its payload.
  private func nextFrame() throws -> (Bool, UInt8, [UInt8]) {
    let head = try take(2)
    var length = Int(head[1] & 0x7F)
    if length == 126 {
      length = try take(2).reduce(0) { $0 << 8 | Int($1) }
    } else if length == 127 {
      length = try take(8).reduce(0) { $0 << 8 | Int($1) }
    }
    return (head[0] & 0x80 != 0, head[0] & 0x0F, try take(length))
  }

  /// The next `count` bytes the browser sent.
  private func take(_ count: Int) throws -> [UInt8] {
    while received.count < count { try read() }
    defer { received.removeFirst(count) }
    return Array(received.prefix(count))
  }

  /// Reads what has come (waiting two minutes at most: the socket's bound).
  private func read() throws {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = recv(socket, &buffer, buffer.count, 0)
    guard count > 0 else { throw BrowserTestError("the DevTools WebSocket ended or was silent") }
    received += buffer[0..<count]
  }

  /// Writes all of `bytes` (a large message may take several writes).
  private func write(_ bytes: [UInt8]) throws {
    var written = 0
    while written < bytes.count {
      let sent = bytes[written...].withUnsafeBytes {
        Glibc.send(socket, $0.baseAddress, $0.count, 0)
      }
      guard sent > 0 else { throw BrowserTestError("cannot write to DevTools") }
      written += sent
    }
  }
}
