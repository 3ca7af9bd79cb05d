import Foundation

/// HTTP/1.1 over a plain socket to 127.0.0.1, one request per connection:
/// all a WebDriver session needs (Foundation's URLSession on Linux fails on
/// chromedriver's answers).
package enum HTTP {
  /// Sends `method` `url` with `body` (JSON unless `contentType` says
  /// otherwise) and returns the status and body.
  package static func exchange(
    _ method: String, _ url: String, body: Data, contentType: String = "application/json",
    headers: [String] = []
  ) throws -> (Int, Data) {
    guard let components = URLComponents(string: url), let port = components.port else {
      throw BrowserTestError("bad URL \(url)")
    }
    let socket = try connected(port: port)
    defer { close(socket) }
    let head =
      "\(method) \(components.percentEncodedPath)\(components.percentEncodedQuery.map { "?" + $0 } ?? "") HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
      + "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
      + headers.map { $0 + "\r\n" }.joined()
      + "Connection: close\r\n\r\n"
    let request = Data(head.utf8) + body
    let sent = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
    guard sent == request.count else { throw BrowserTestError("cannot send to \(url)") }
    // Reads the head, then as many bytes as Content-Length says (chromedriver
    // keeps the connection open), or to the end.
    var response = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var expected: Int?
    while expected.map({ response.count < $0 }) ?? true {
      let count = recv(socket, &buffer, buffer.count, 0)
      if count <= 0 { break }
      response.append(contentsOf: buffer[0..<count])
      if expected == nil, let split = response.range(of: Data("\r\n\r\n".utf8)) {
        let header = String(decoding: response[..<split.lowerBound], as: UTF8.self).lowercased()
        let length = header.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
          .flatMap {
            Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
          }
        if let length { expected = split.upperBound + length }
      }
    }
    guard let split = response.range(of: Data("\r\n\r\n".utf8)) else {
      throw BrowserTestError("no answer from \(url)")
    }
    let header = String(decoding: response[..<split.lowerBound], as: UTF8.self)
    let status = Int(header.split(separator: " ").dropFirst().first ?? "") ?? 0
    var content = Data(response[split.upperBound...])
    if header.lowercased().contains("transfer-encoding: chunked") { content = dechunked(content) }
    return (status, content)
  }

  /// A TCP socket connected to 127.0.0.1:`port`, each read waiting two
  /// minutes at most; the caller closes it.
  package static func connected(port: Int) throws -> Int32 {
    let socket = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw BrowserTestError("no socket") }
    var timeout = timeval(tv_sec: 120, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    guard connected else {
      close(socket)
      throw BrowserTestError("cannot connect to 127.0.0.1:\(port)")
    }
    return socket
  }

  /// The body of a chunked transfer.
  package static func dechunked(_ data: Data) -> Data {
    var result = Data()
    var rest = data[...]
    while let line = rest.range(of: Data("\r\n".utf8)) {
      let size = Int(String(decoding: rest[..<line.lowerBound], as: UTF8.self), radix: 16) ?? 0
      if size == 0 { break }
      let start = line.upperBound
      result.append(rest[start..<start + size])
      rest = rest[(start + size + 2)...]
    }
    return result
  }
}
