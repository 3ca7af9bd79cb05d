import Testing
import _TestSupport

@testable import SolveServer
@testable import lettersolve

/// The banner `serve` prints, from a given list of interfaces (the process
/// itself is in EndToEndTests' `ServeAddressTests`).
struct ServeBannerTests {
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
