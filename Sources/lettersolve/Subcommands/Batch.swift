import ArgumentParser

/// `lettersolve batch`.
struct Batch: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "batch",
    abstract: "Solve every screenshot in a folder, in parallel."
  )

  func run() throws {
    throw ValidationError("'batch' is not built yet")
  }
}
