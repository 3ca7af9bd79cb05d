import ArgumentParser

/// `lettersolve words`.
struct WordsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "words",
    abstract: "List every playable word on a board, longest first."
  )

  func run() throws {
    throw ValidationError("'words' is not built yet")
  }
}
