import ArgumentParser

/// The `lettersolve` command: reads a Letterpress screenshot and says which
/// word, and which tiles, to play.
@main
struct Lettersolve: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lettersolve",
    abstract: "Read a Letterpress screenshot and find the best move.",
    usage: """
      lettersolve <screenshot> [<options>]   (the same as lettersolve solve …)
      lettersolve <subcommand>
      """,
    discussion: """
      Examples:
        lettersolve shot.png                     the best move on a screenshot
        lettersolve read shot.png > board.txt    the board as text, to correct
        lettersolve --board board.txt            …and solve it

      Exit status: 0 on success, 1 when an input could not be used (a file that \
      does not decode, an image with no board, an unreadable tile), 64 for a \
      usage error, 74 when the output could not be written.
      """,
    version: "0.1.0",
    subcommands: [
      Solve.self, Read.self, WordsCommand.self, Train.self, Batch.self, Watch.self, Render.self,
      ArenaCommand.self, Serve.self, PlayedCommand.self, HistoryCommand.self,
      Review.self,
    ],
    defaultSubcommand: Solve.self
  )

  /// Runs the command line, once standard output is known to be open;
  /// with no argument at all, the help and a usage error.
  static func main() {
    Terminal.requireStandardOutput()
    guard CommandLine.arguments.count > 1 else {
      Terminal.warn(helpMessage())
      exit(withError: ExitCode.validationFailure)
    }
    main(nil)
  }
}
