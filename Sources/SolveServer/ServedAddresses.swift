import Foundation

/// One address of one of the machine's network interfaces.
package struct NetworkInterface: Sendable, Equatable {
  /// The interface's name (`wlan0`, `eth0`, `lo`).
  package var name: String
  /// The address, numeric (`192.168.1.20`, `fd00::5`).
  package var address: String
  /// Whether it is the loopback interface, reachable from this machine only.
  package var isLoopback: Bool
  /// Whether it is up and running (a cable, a Wi-Fi network).
  package var isRunning: Bool

  package init(name: String, address: String, isLoopback: Bool = false, isRunning: Bool = true) {
    self.name = name
    self.address = address
    self.isLoopback = isLoopback
    self.isRunning = isRunning
  }

  /// Whether the address is IPv6.
  package var isIPv6: Bool { address.contains(":") }

  /// Every IPv4 and IPv6 address of the machine's interfaces, as
  /// `getifaddrs` lists them; none when it fails.
  package static func current() -> [NetworkInterface] {
    var first: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&first) == 0 else { return [] }
    defer { freeifaddrs(first) }
    var found: [NetworkInterface] = []
    var next = first
    while let entry = next {
      next = entry.pointee.ifa_next
      guard let socketAddress = entry.pointee.ifa_addr,
        let address = numericHost(socketAddress)
      else { continue }
      let flags = Int32(entry.pointee.ifa_flags)
      found.append(
        NetworkInterface(
          name: String(cString: entry.pointee.ifa_name), address: address,
          isLoopback: flags & Int32(IFF_LOOPBACK) != 0,
          isRunning: flags & Int32(IFF_UP) != 0 && flags & Int32(IFF_RUNNING) != 0))
    }
    return found
  }

  /// The numeric host of an IPv4 or IPv6 socket address; `nil` for another family.
  private static func numericHost(_ address: UnsafeMutablePointer<sockaddr>) -> String? {
    let family = Int32(address.pointee.sa_family)
    let length: Int
    switch family {
    case AF_INET: length = MemoryLayout<sockaddr_in>.size
    case AF_INET6: length = MemoryLayout<sockaddr_in6>.size
    default: return nil
    }
    var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
    guard
      getnameinfo(
        address, socklen_t(length), &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0
    else { return nil }
    return String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// A URL the server can be opened at, and from where.
package struct ServedURL: Sendable, Equatable {
  package var url: String
  /// The interface it is on; `nil` for the address the server was given.
  package var interface: String?
  /// Whether only this machine can open it (a loopback address).
  package var isThisMachineOnly: Bool
}

extension SolveServer {
  /// The URLs at which a server listening on `host`:`port` can be opened,
  /// those other machines (a phone on the same network) can open first,
  /// then this machine's own.
  ///
  /// On `0.0.0.0` each running interface's IPv4 address; on `::` its IPv6
  /// addresses too (Linux serves IPv4 on an IPv6 socket as well), without
  /// the link-local ones (`fe80::`, which a URL cannot name without its
  /// interface); the loopback address last. Virtual bridges (docker,
  /// libvirt, containers) come after the other interfaces: a phone is more
  /// likely on the Wi-Fi or wired network. On another host, that host alone.
  package static func servedURLs(host: String, port: Int, interfaces: [NetworkInterface])
    -> [ServedURL]
  {
    let ipv6 = host == "::"
    guard host == "0.0.0.0" || ipv6 else {
      return [ServedURL(url: url(host: host, port: port), interface: nil,
        isThisMachineOnly: isLoopback(host))]
    }
    let reachable = interfaces.filter {
      $0.isRunning && !$0.isLoopback && !isLoopback($0.address)
        && (ipv6 || !$0.isIPv6) && !$0.address.lowercased().hasPrefix("fe80:")
    }
    // IPv4 first (the shorter URL, for the QR code), virtual bridges last,
    // else in the system's order.
    let ordered = reachable.enumerated().sorted { left, right in
      func key(_ entry: (offset: Int, element: NetworkInterface)) -> (Int, Int, Int) {
        (isVirtualBridge(entry.element.name) ? 1 : 0, entry.element.isIPv6 ? 1 : 0, entry.offset)
      }
      return key(left) < key(right)
    }.map(\.element)
    var seen = Set<String>()
    let urls = ordered.compactMap { interface -> ServedURL? in
      let address = interface.address.split(separator: "%").first.map(String.init) ?? ""
      guard seen.insert(address).inserted else { return nil }
      return ServedURL(
        url: url(host: address, port: port), interface: interface.name, isThisMachineOnly: false)
    }
    return urls + [ServedURL(url: url(host: "127.0.0.1", port: port), interface: nil,
      isThisMachineOnly: true)]
  }

  /// Whether `name` is a virtual bridge or a container's link.
  static func isVirtualBridge(_ name: String) -> Bool {
    ["docker", "br-", "veth", "virbr", "lxc", "cni", "podman"].contains { name.hasPrefix($0) }
  }
}
