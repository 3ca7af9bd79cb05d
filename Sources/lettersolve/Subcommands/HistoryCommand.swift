import ArgumentParser
import Foundation
import Letterpress
import Solving

/// `lettersolve history`: the games remembered, and ways to correct them.
struct HistoryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "history",
    abstract: "List, show and correct the games lettersolve remembers.",
    discussion: """
      The default command, batch and watch record each board they are given (not \
      the image) in $XDG_STATE_HOME/lettersolve/games.sqlite (LETTERSOLVE_STATE names \
      another folder; ~/.local/state/lettersolve when neither is set). A game is a \
      chain of boards of the same 25 letters that can follow one another (a blank \
      board starts a new one); its played words (read from the "played" bubble, \
      worked out from consecutive boards, or given by you with --played or history \
      add) are used by the next solve of that game.
      """,
    subcommands: [List.self, Show.self, Add.self, Forget.self],
    defaultSubcommand: List.self
  )

  /// The history, or a one-line error (exit 1) when it cannot be used.
  static func openHistory() throws -> RememberedGames {
    do {
      return try RememberedGames(environment: ProcessInfo.processInfo.environment)
    } catch {
      Terminal.warn("Error: \(error)")
      throw ExitCode.failure
    }
  }

  /// The 25 letters of a game given as letters, LETTERS:COLORS or a board
  /// file, upper case.
  static func letters(of value: String) throws -> String {
    try BoardArgument.parse(value).board.letterString
  }

  /// Runs a call on the history, turning its error into a one-line error
  /// (exit 1).
  static func using<T>(_ body: (RememberedGames) throws -> T) throws -> T {
    let history = try openHistory()
    do {
      return try body(history)
    } catch {
      Terminal.warn("Error: \(error)")
      throw ExitCode.failure
    }
  }

  /// The JSON of the history commands: snake_case keys, sorted.
  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List the games, the latest first.")

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func run() throws {
      let games = try HistoryCommand.using { history in try history.games() }
      if json { return Terminal.printLine(try HistoryCommand.json(games)) }
      guard !games.isEmpty else { return Terminal.printLine("No game recorded yet.") }
      for game in games { Terminal.printLine(game.listing) }
    }
  }

  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show the games of one set of letters: their boards in time order and played words."
    )

    @Argument(help: "The game: its 25 letters, LETTERS:COLORS, or a board file.")
    var game: String

    @Flag(help: "Print JSON for scripts.")
    var json = false

    func run() throws {
      let letters = try HistoryCommand.letters(of: game)
      guard
        let timeline = try HistoryCommand.using({ history in try history.game(letters: letters) })
      else {
        Terminal.warn("Error: no game \(letters) in the history")
        throw ExitCode.failure
      }
      let report = TimelineReport(timeline)
      if json { return Terminal.printLine(try HistoryCommand.json(report)) }
      Terminal.printLine(report.lines.joined(separator: "\n"))
    }
  }

  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add", abstract: "Add words you know were played in a game.",
      discussion: """
        A game holds at most \(GivenWords.limit) played words in all (the most \
        one request may give): an add that would pass it is refused and adds nothing.
        """)

    @Argument(help: "The game: its 25 letters, LETTERS:COLORS, or a board file.")
    var game: String

    @Argument(help: "The played words.")
    var words: [String]

    func run() throws {
      let letters = try HistoryCommand.letters(of: game)
      let played = try GivenWords(words)
      try HistoryCommand.using { history in try history.add(played, letters: letters) }
      Terminal.printLine(
        "Added \(played.words.count) \(noun("played word", count: played.words.count)) to \(letters)."
      )
    }
  }

  struct Forget: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "forget", abstract: "Forget one game, or every game with --all.")

    @Argument(help: "The game: its 25 letters, LETTERS:COLORS, or a board file.")
    var game: String?

    @Flag(help: "Forget every game.")
    var all = false

    func validate() throws {
      guard (game == nil) == all else {
        throw ValidationError("give either a game or --all, not both or neither")
      }
    }

    func run() throws {
      if all {
        let count = try HistoryCommand.using { history in try history.forgetAll() }
        return Terminal.printLine("Forgot \(count) \(noun("game", count: count)).")
      }
      let letters = try HistoryCommand.letters(of: game ?? "")
      guard
        try HistoryCommand.using({ history in try history.forget(letters: letters) })
      else {
        Terminal.warn("Error: no game \(letters) in the history")
        throw ExitCode.failure
      }
      Terminal.printLine("Forgot \(letters).")
    }
  }
}
