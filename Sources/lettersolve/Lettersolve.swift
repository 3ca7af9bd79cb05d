import ArgumentParser
import Solving

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

  /// Runs the command line, once standard output is known to be open.
  ///
  /// With no argument at all, it prints the help and exits with a usage
  /// error; a failure of Solving exits with its kind's status.
  static func main() {
    Terminal.requireStandardOutput()
    guard CommandLine.arguments.count > 1 else {
      Terminal.warn(helpMessage())
      exit(withError: ExitCode.validationFailure)
    }
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as SolvingError {
      Terminal.warn("Error: \(error)")
      exit(withError: error.kind.exitCode)
    } catch {
      exit(withError: error)
    }
  }
}

extension SolvingError.Kind {
  /// The exit status of a failure of this kind: 1 for each, an input that
  /// could not be used (the "Exit status" of `--help`).
  var exitCode: ExitCode {
    switch self {
    case .badImage, .imageTooLarge, .noBoard, .unsureBoard, .unexplainedChange, .badBoard,
      .wordList, .history, .stopped, .internal:
      .failure
    }
  }
}
