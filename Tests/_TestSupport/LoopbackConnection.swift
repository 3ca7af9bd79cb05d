import Foundation
import Glibc

/// A raw TCP connection to a server on 127.0.0.1, for requests no HTTP
/// client would send (a garbage line, a malformed chunk, a stalled body).
///
/// Every blocking call runs on a thread of its own, not on the test's task
/// threads (the server's handlers need them), and waits at most
/// `timeoutSeconds` for each read.
public final class LoopbackConnection: @unchecked Sendable {
  private let socket: Int32

  /// A connection to `127.0.0.1:port`.
  ///
  /// - Throws: `POSIXError` when it cannot connect.
  public init(port: Int, timeoutSeconds: Int = 10) throws {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.EMFILE) }
    var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      Glibc.close(socket)
      throw POSIXError(.ECONNREFUSED)
    }
  }

  deinit { Glibc.close(socket) }

  /// Ends the connection both ways, as a client that goes away does.
  public func close() {
    shutdown(socket, Int32(SHUT_RDWR))
  }

  /// Sends `bytes`; `false` when the server has closed the connection.
  @discardableResult
  public func send(_ bytes: [UInt8]) async -> Bool {
    await offloaded { self.sendNow(bytes) }
  }

  private func sendNow(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Glibc.send(self.socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  /// Sends `text` as UTF-8.
  @discardableResult
  public func send(_ text: String) async -> Bool { await send(Array(text.utf8)) }

  /// What the server sends until it closes the connection (`closed`), or
  /// until nothing comes for the read timeout (`closed` false).
  public func readToEnd() async -> (bytes: [UInt8], closed: Bool) {
    await offloaded { self.readNow() }
  }

  private func readNow() -> (bytes: [UInt8], closed: Bool) {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(self.socket, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        bytes += buffer[..<count]
      } else {
        // 0 is the server's close; -1 a reset (closed too) or the timeout.
        return (bytes, count == 0 || errno == ECONNRESET)
      }
    }
  }

  /// A response: its status, its headers (names lowercased), its body, and
  /// whether the server closed the connection after it.
  public typealias Response = (status: Int, headers: [String: String], body: String, closed: Bool)

  /// The one response the server sends before it closes the connection.
  public func response() async -> Response {
    let (bytes, closed) = await readToEnd()
    return Self.parse(bytes, closed: closed)
  }

  /// Sends `request` and reads the one response, both on a thread of its
  /// own, timing the exchange there: from the first byte sent to the
  /// server's close. A test that times the server should use it, since
  /// its own task may resume much later on a busy machine (the task
  /// threads are shared with every other test).
  /// A send the server cuts short still reads what it answered.
  public func exchange(_ request: [UInt8]) async -> (response: Response, took: Duration) {
    let (bytes, closed, took) = await offloaded {
      let start = ContinuousClock.now
      _ = self.sendNow(request)
      let (bytes, closed) = self.readNow()
      return (bytes, closed, ContinuousClock.now - start)
    }
    return (Self.parse(bytes, closed: closed), took)
  }

  /// `exchange(_:)` of `request` as UTF-8.
  public func exchange(_ request: String) async -> (response: Response, took: Duration) {
    await exchange(Array(request.utf8))
  }

  private static func parse(_ bytes: [UInt8], closed: Bool) -> Response {
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.components(separatedBy: "\r\n\r\n")
    let lines = (parts.first ?? "").components(separatedBy: "\r\n")
    let status = lines.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return (status, headers, parts.dropFirst().joined(separator: "\r\n\r\n"), closed)
  }

  /// Runs `work` on a thread of its own (not Dispatch's pool, which adds a
  /// thread for blocked work only slowly: 30 stalled clients at once would
  /// wait their turn).
  private func offloaded<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: work()) }.start()
    }
  }
}
