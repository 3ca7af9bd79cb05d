#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where lettersolve keeps a user's own data (the trained glyph templates).
public enum DataFolder {
  /// `$XDG_DATA_HOME/lettersolve`, else `$HOME/.local/share/lettersolve`;
  /// `nil` when neither variable is set (an empty one counts as unset).
  ///
  ///     DataFolder.path(environment: ["HOME": "/home/ann"])
  ///     // "/home/ann/.local/share/lettersolve"
  package static func path(environment: [String: String]) -> String? {
    if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
      return data + "/lettersolve"
    }
    if let home = environment["HOME"], !home.isEmpty {
      return home + "/.local/share/lettersolve"
    }
    return nil
  }

  /// `path(environment:)` for this process's environment.
  package static var current: String? {
    var environment: [String: String] = [:]
    for name in ["XDG_DATA_HOME", "HOME"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    return path(environment: environment)
  }
}
