import ArgumentParser

/// The values `solve` and `arena` accept for the search's depth and time.
enum SearchOptionRange {
  /// The deepest fixed search: far beyond what finishes in a day.
  static let maximumDepth = 100
  /// A day: a longer budget is a typing mistake (and overflows the clock).
  static let maximumSeconds = 86_400.0

  /// Throws a usage error for a depth, time, cap or opponent's time out of
  /// range.
  static func validate(
    depth: Int?, time: Double?, cap: Double? = nil, opponentTime: Double? = nil
  ) throws {
    if let depth, !(1...maximumDepth).contains(depth) {
      throw ValidationError("--depth must be between 1 and \(maximumDepth)")
    }
    for (option, seconds) in [("--time", time), ("--cap", cap), ("--opponent-time", opponentTime)] {
      if let seconds, !(seconds > 0 && seconds <= maximumSeconds) {
        throw ValidationError(
          "\(option) must be more than 0 and at most \(Int(maximumSeconds)) seconds (a day)")
      }
    }
  }
}
