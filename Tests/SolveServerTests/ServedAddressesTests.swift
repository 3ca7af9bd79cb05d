import Foundation
import _TestSupport
import Testing

@testable import SolveServer

/// The addresses `serve` prints, from a given list of interfaces, and the
/// QR code it draws of the first.
struct ServedAddressesTests {
  static let interfaces = [
    NetworkInterface(name: "lo", address: "127.0.0.1", isLoopback: true),
    NetworkInterface(name: "lo", address: "::1", isLoopback: true),
    NetworkInterface(name: "docker0", address: "172.17.0.1"),
    NetworkInterface(name: "eth0", address: "192.168.1.20"),
    NetworkInterface(name: "eth0", address: "fe80::1c2b%eth0"),
    NetworkInterface(name: "eth0", address: "2001:db8::5"),
    NetworkInterface(name: "wlan0", address: "10.0.0.7", isRunning: false),
  ]

  @Test func everyNetworkListsEachRunningInterfacesIPv4AddressThenLoopback() {
    let urls = SolveServer.servedURLs(host: "0.0.0.0", port: 8080, interfaces: Self.interfaces)
    #expect(
      urls.map(\.url) == [
        "http://192.168.1.20:8080/", "http://172.17.0.1:8080/", "http://127.0.0.1:8080/",
      ])
    #expect(urls.map(\.interface) == ["eth0", "docker0", nil])
    #expect(urls.map(\.isThisMachineOnly) == [false, false, true])
  }

  @Test func ipv6AddsTheGlobalAddressesNotTheLinkLocalOnes() {
    let urls = SolveServer.servedURLs(host: "::", port: 80, interfaces: Self.interfaces)
    #expect(
      urls.map(\.url) == [
        "http://192.168.1.20:80/", "http://[2001:db8::5]:80/", "http://172.17.0.1:80/",
        "http://127.0.0.1:80/",
      ])
  }

  @Test func aGivenHostIsTheOnlyAddress() {
    #expect(
      SolveServer.servedURLs(host: "127.0.0.1", port: 9, interfaces: Self.interfaces)
        == [ServedURL(url: "http://127.0.0.1:9/", interface: nil, isThisMachineOnly: true)])
    #expect(
      SolveServer.servedURLs(host: "192.168.1.20", port: 9, interfaces: Self.interfaces).map(\.url)
        == ["http://192.168.1.20:9/"])
  }

  @Test func noNetworkLeavesThisMachineOnly() {
    let urls = SolveServer.servedURLs(
      host: "0.0.0.0", port: 8080, interfaces: Array(Self.interfaces.prefix(2)))
    #expect(urls.map(\.url) == ["http://127.0.0.1:8080/"])
  }

  /// getifaddrs lists this machine's loopback address on a loopback
  /// interface, and every address it lists is numeric.
  @Test func theMachinesInterfacesIncludeLoopback() {
    let interfaces = NetworkInterface.current()
    #expect(interfaces.contains { $0.address == "127.0.0.1" && $0.isLoopback }, "\(interfaces)")
    #expect(interfaces.allSatisfy { !$0.address.isEmpty && !$0.name.isEmpty })
  }

  @Test func theQRCodeIsBlackOnWhiteHalfBlocks() throws {
    let code = try #require(QRCode("http://192.168.1.20:8080/"))
    let lines = code.halfBlockLines()
    #expect(lines.count == (code.size + 2 * QRCode.quietZone + 1) / 2)
    for line in lines {
      #expect(line.hasPrefix(QRCode.blackOnWhite) && line.hasSuffix(QRCode.resetColours))
    }
    // The finder pattern's top-left corner: dark from the quiet zone on.
    #expect(code.isDark(row: 0, column: 0) && !code.isDark(row: -1, column: 0))
    #expect(QRCode("") == nil)
  }

  /// The half blocks drawn to a PNG decode (Debian's zbarimg) to the URL.
  @Test func theHalfBlocksDecodeToTheURL() throws {
    let url = "http://[2001:db8::5]:65535/"
    let code = try #require(QRCode(url))
    guard QRPicture.canDecode else {
      Issue.record("zbarimg not found: `make test` installs zbar-tools")
      return
    }
    #expect(try QRPicture.decode(lines: code.halfBlockLines()) == url)
  }
}

