import ArgumentParser

/// `lettersolve train`.
struct Train: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "train",
    abstract: "Teach the reader glyphs from a labelled screenshot."
  )

  func run() throws {
    throw ValidationError("'train' is not built yet")
  }
}
