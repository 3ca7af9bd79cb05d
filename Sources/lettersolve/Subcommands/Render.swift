import ArgumentParser
import Letterpress
import Solving

/// `lettersolve render` (a developer tool, hidden from the help): draws a
/// screenshot of a board given as text, as `make samples` does for Samples/.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw a screenshot of a board given as text (used by make samples).",
    shouldDisplay: false
  )

  @Argument(help: "The board: 25 letters, or 5 lines of tokens such as `A Ab ZR`.")
  var board: String

  @Option(help: "The colour theme: \(Theme.allCases.map(\.rawValue).joined(separator: ", ")).")
  var theme: String = Theme.light.rawValue

  @Option(
    help: "Where the board sits: \(ScreenFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
  var layout: String = ScreenFormat.phone.rawValue

  @Option(
    parsing: .unconditional, help: "The image's width in pixels.")
  var width = 640

  @Option(
    parsing: .unconditional, help: "Shrink the drawn image to this width, as a messenger would.")
  var downscaleTo: Int?

  @Option(
    name: .customLong("to-move"),
    help: "Draw the turn marker under this side's avatar: you or opponent (default: none).")
  var toMove: String?

  @Option(help: "Draw the \"played\" bubble naming this word, the last move.")
  var played: String?

  @Option(
    help: ArgumentHelp(
      "Who played the bubble's word: you or opponent (default: the side not to move, else you).",
      valueName: "side"))
  var playedBy: String?

  @Option(name: .shortAndLong, help: "The PNG file to write.")
  var output: String

  func validate() throws {
    _ = try chosenTheme()
    _ = try chosenLayout()
    _ = try side(toMove, option: "--to-move")
    _ = try side(playedBy, option: "--played-by")
    if let played, played.isEmpty || !played.allSatisfy({ Letter($0) != nil }) {
      throw ValidationError("--played must be a word of the letters A-Z")
    }
    if playedBy != nil, played == nil { throw ValidationError("--played-by needs --played") }
    guard (100...4096).contains(width) else { throw ValidationError("--width must be 100...4096") }
    if let downscaleTo, !(20...width).contains(downscaleTo) {
      throw ValidationError("--downscale-to must be 20...\(width)")
    }
  }

  func run() throws {
    let parsed = try BoardArgument.parse(board).board
    let mover = try side(toMove, option: "--to-move")
    let playedBy =
      try side(playedBy, option: "--played-by") ?? mover.map { $0 == .player ? .opponent : .player }
      ?? .player
    let picture = Picture.gameScreenshot(
      board: parsed, theme: try chosenTheme(), width: width, format: try chosenLayout(),
      toMove: mover, played: played.map { ($0, playedBy) }, downscaledWidth: downscaleTo)
    try writingOutput { try picture.writePNG(toFile: output) }
  }

  /// The side `value` names (`you` or `opponent`), `nil` when not given.
  private func side(_ value: String?, option: String) throws -> Owner? {
    switch value?.lowercased() {
    case nil: nil
    case "you": .player
    case "opponent": .opponent
    case let other?: throw ValidationError("\(option) must be you or opponent, not '\(other)'")
    }
  }

  private func chosenTheme() throws -> Theme {
    guard let chosen = Theme(rawValue: theme) else {
      throw ValidationError("unknown theme '\(theme)'")
    }
    return chosen
  }

  private func chosenLayout() throws -> ScreenFormat {
    guard let chosen = ScreenFormat(rawValue: layout) else {
      throw ValidationError("unknown layout '\(layout)'")
    }
    return chosen
  }
}
