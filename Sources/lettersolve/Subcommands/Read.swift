import ArgumentParser
import Letterpress
import Solving

/// `lettersolve read`: the board as read from a screenshot.
struct Read: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "read",
    abstract: "Show the board read from a screenshot: letters, tile colours, confidence.",
    discussion: """
      Standard output is the board file format that `--board`, `words` and \
      `train` read: 5 lines of tiles, each a letter and an owner mark (b yours, \
      B yours defended, r the opponent's, R the opponent's defended, none for \
      unclaimed), so `lettersolve read shot.png > board.txt` can be corrected by \
      hand and solved with `lettersolve --board board.txt`. The theme, the \
      board's place, the confidence and the word of a "played" bubble go to \
      standard error. A tile the reader is not sure of is `?`: then the \
      command exits 1 unless --partial is given.
      """
  )

  @Argument(
    help: "The screenshot (PNG or JPEG; - for standard input).",
    completion: .file(extensions: Array(ImageFiles.extensions.sorted())))
  var screenshot: String

  @Flag(help: "Print JSON for scripts.")
  var json = false

  @Flag(help: "Exit 0 even when some tiles could not be read (they are shown as ?).")
  var partial = false

  @Flag(help: "Never colour the output (also when NO_COLOR is set).")
  var noColor = false

  @OptionGroup var templateOptions: TemplatesOption

  @OptionGroup var words: DictionaryOptions

  func run() throws {
    let image = try ScreenshotArgument.image(screenshot)
    if let note = image.colourSpaceNote { Terminal.warn("Note: \(note)") }
    let shot = try ScreenshotReading(
      image, reader: try templateOptions.userTemplates.reader(),
      file: ScreenshotArgument.name(screenshot)
    ) { try words.choice.load(notice: Terminal.warn) }
    if let error = shot.listError {
      Terminal.warn("Warning: \(error); the \"played\" bubble is not read")
    }
    if json {
      Terminal.printLine(try JSONDocument.string(shot.report))
    } else {
      Terminal.printText(
        ReadingFormat.text(shot, colored: Terminal.usesColor(noColorFlag: noColor)))
      Terminal.warn(shot.summary)
    }
    guard let unsure = shot.unsureTiles else { return }
    // With --partial the unsure tiles are a note, not an error.
    Terminal.warn((partial ? "" : "Error: ") + unsure)
    if !partial { throw ExitCode.failure }
  }
}

/// How a screenshot's reading is printed.
enum ReadingFormat {
  /// The 5x5 board, one row a line, in the board file format.
  ///
  /// Each tile is a letter and an owner mark (`?` where unknown); with ANSI
  /// colours, each letter on its tile colour.
  static func text(_ shot: ScreenshotReading, colored: Bool) -> String {
    let tiles = shot.tiles
    var lines: [String] = []
    for row in 0..<Board.side {
      let tokens = (0..<Board.side).map { column in
        let tile = tiles[row * Board.side + column]
        return token(tile.letter, tile.color, isEmptySlot: tile.isEmptySlot, colored: colored)
      }
      lines.append(tokens.joined(separator: " ").trimmingTrailingSpaces())
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// One tile: letter then owner mark, two characters wide (three with
  /// colours: the letter on its colour between spaces).
  static func token(_ letter: Letter?, _ color: TileColor?, isEmptySlot: Bool, colored: Bool)
    -> String
  {
    let letter = letter.map { String($0.character) } ?? "?"
    let mark: String
    switch color {
    case .unclaimed?: mark = " "
    case let color?: mark = String(color.code)
    case nil: mark = isEmptySlot ? " " : "?"
    }
    guard colored else { return letter + mark }
    guard let color else { return " " + letter + mark }
    return ansiStyle(color) + " " + letter + " " + "\u{1B}[0m"
  }

  /// The ANSI colours of a tile: light blue for the player, light red for
  /// the opponent, full blue or red with bold white letters for defended
  /// tiles, grey for unclaimed ones.
  static func ansiStyle(_ color: TileColor) -> String {
    switch color {
    case .unclaimed: "\u{1B}[30;47m"
    case .player: "\u{1B}[30;104m"
    case .playerDefended: "\u{1B}[1;97;44m"
    case .opponent: "\u{1B}[30;101m"
    case .opponentDefended: "\u{1B}[1;97;41m"
    }
  }
}
