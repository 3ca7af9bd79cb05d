import Foundation
import Testing
import _TestSupport

@testable import SolveServer
@testable import lettersolve

/// What `serve` prints on every network: each address a phone can open
/// (those of this machine's interfaces), this machine's own, and a QR code
/// of the first that decodes (Debian's zbarimg) to it.
struct ServeAddressTests {
  @Test func theQRCodePrintedDecodesToTheFirstAddress() throws {
    let process = Process()
    process.executableURL = CommandRunner.binary
    process.arguments = ["serve", "--host", "0.0.0.0", "--port", "0", "--jobs", "1"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      process.terminate()
      process.waitUntilExit()
    }
    var text = ""
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline, process.isRunning,
      !text.contains("Scan it with") || !text.hasSuffix("\n"),
      !text.contains("No network address")
    {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
    }
    let lines = text.split(separator: "\n").map(String.init)
    let port = try #require(
      lines.first { $0.hasPrefix("lettersolve: serving on port ") }
        .flatMap { Int($0.dropFirst("lettersolve: serving on port ".count).prefix { $0.isNumber }) },
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
      print("ServeAddressTests: skipped the QR code: this machine has no network address but loopback")
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

  /// The banner on every network, from a given list of interfaces: each
  /// address a phone can open, then this machine's, with the real port,
  /// and a QR code of the first, which `--no-qr` leaves out (nothing else).
  @Test func theBannerDrawsTheQRCodeUnlessToldNotTo() throws {
    let interfaces = [
      NetworkInterface(name: "lo", address: "127.0.0.1", isLoopback: true),
      NetworkInterface(name: "eth0", address: "192.168.1.20"),
    ]
    let urls = SolveServer.servedURLs(host: "0.0.0.0", port: 43117, interfaces: interfaces)
    func banner(qr: Bool) -> [String] {
      Serve.banner(urls: urls, host: "0.0.0.0", port: 43117, lists: ["letterpress"], qr: qr)
        .split(separator: "\n").map(String.init)
    }
    let with = banner(qr: true)
    let without = banner(qr: false)
    let text = [
      "Open on a phone on the same network:", "  http://192.168.1.20:43117/  (eth0)",
      "On this machine: http://127.0.0.1:43117/",
    ]
    #expect(Array(without.dropFirst()) == text, "\(without)")
    #expect(without.first?.hasPrefix("lettersolve: serving on port 43117 of every network") == true)
    let code = with.filter { $0.contains(QRCode.blackOnWhite) }
    #expect(code.count > 10, "\(with)")
    let scan = "Scan it with the phone's camera to open http://192.168.1.20:43117/"
    #expect(with == without + code + [scan])
    guard QRPicture.canDecode else {
      Issue.record("zbarimg not found: `make test` installs zbar-tools")
      return
    }
    #expect(try QRPicture.decode(lines: code) == "http://192.168.1.20:43117/")
  }
}
