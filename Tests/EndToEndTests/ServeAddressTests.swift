import Foundation
import Testing
import _TestSupport

@testable import SolveServer

/// What `serve` prints on every network: each address a phone can open
/// (those of this machine's interfaces), this machine's own, and a QR code
/// of the first that decodes (Debian's zbarimg) to it.
@Suite(.endToEnd) struct ServeAddressTests {
  @Test func theQRCodePrintedDecodesToTheFirstAddress() throws {
    let (process, text) = try CommandRunner.start(
      ["serve", "--host", "0.0.0.0", "--port", "0", "--jobs", "1"]
    ) { $0.contains("No network address") || ($0.contains("Scan it with") && $0.hasSuffix("\n")) }
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    let lines = text.split(separator: "\n").map(String.init)
    let port = try #require(
      lines.first { $0.hasPrefix("lettersolve: serving on port ") }
        .flatMap {
          Int($0.dropFirst("lettersolve: serving on port ".count).prefix { $0.isNumber })
        },
      "\(text)")
    #expect(port > 0, "the real port, not 0")
    #expect(lines.contains("On this machine: http://127.0.0.1:\(port)/"), "\(text)")
    // The addresses listed are those of the machine's running interfaces.
    let listed = lines.filter { $0.hasPrefix("  http://") }.map {
      String($0.dropFirst(2).prefix { $0 != " " })
    }
    let expected = SolveServer.servedURLs(
      host: "0.0.0.0", port: port, interfaces: NetworkInterface.current()
    ).filter { !$0.isThisMachineOnly }.map(\.url)
    #expect(listed == expected, "\(text)")
    guard let first = listed.first else {
      #expect(text.contains("No network address found"))
      print(
        "ServeAddressTests: skipped the QR code: this machine has no network address but loopback")
      return
    }
    guard QRPicture.canDecode else {
      Issue.record("zbarimg not found: `make test` installs zbar-tools")
      return
    }
    let code = lines.filter { $0.contains(QRCode.blackOnWhite) }
    #expect(code.count > 10, "\(text)")
    #expect(try QRPicture.decode(lines: code) == first, "\(text)")
    #expect(lines.last == "Scan it with the phone's camera to open \(first)")
  }
}
