import ArgumentParser

/// `lettersolve solve`.
struct Solve: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solve",
    abstract: "Find the best move on a screenshot (the default)."
  )

  func run() throws {
    throw ValidationError("'solve' is not built yet")
  }
}
