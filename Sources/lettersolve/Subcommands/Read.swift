import ArgumentParser
import BoardReader
import Letterpress
import Pixels
import Solving

/// `lettersolve read`: the board as read from a screenshot.
struct Read: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show the board read from a screenshot: letters, tile colours, confidence.",
    discussion: """
      Tiles are printed as a letter and an owner mark (b player, B player defended, \
      r opponent, R opponent defended, none for unclaimed), the format `train` and \
      `--board` read. A tile the reader is not sure of is `?`: then the command \
      exits 1 unless --partial is given.
      """
  )

  @Argument(help: "The screenshot (PNG or JPEG).")
  var screenshot: String

  @Flag(help: "Print JSON for scripts.")
  var json = false

  @Flag(help: "Exit 0 even when some tiles could not be read (they are shown as ?).")
  var partial = false

  @Flag(help: "Never colour the output (also when NO_COLOR is set).")
  var noColor = false

  @OptionGroup var templateOptions: TemplatesOption

  func run() throws {
    let image = try Image(contentsOfFile: screenshot)
    if let note = image.colourSpace.note { Terminal.warn("Note: \(note)") }
    let reading = try templateOptions.reader().read(image)
    if json {
      Terminal.printLine(try JSONDocument.string(ReadingReport(reading)))
    } else {
      Terminal.printText(
        ReadingFormat.text(reading, colored: Terminal.usesColor(noColorFlag: noColor)))
    }
    let unsure = reading.unsureTiles
    guard unsure.isEmpty else {
      // With --partial the unsure tiles are a note, not an error.
      Terminal.warn((partial ? "" : "Error: ") + UnsureBoard(reading: reading).message)
      if !partial { throw ExitCode.failure }
      return
    }
  }
}

/// How a `BoardReading` is printed.
enum ReadingFormat {
  /// The 5x5 board, one row a line, then the theme, place and confidence.
  ///
  /// Each tile is a letter and an owner mark (`?` where unknown); with ANSI
  /// colours, each letter on its tile colour.
  static func text(_ reading: BoardReading, colored: Bool) -> String {
    var lines: [String] = []
    for row in 0..<Board.side {
      let tokens = (0..<Board.side).map { column in
        token(reading.tiles[row * Board.side + column], colored: colored)
      }
      lines.append(tokens.joined(separator: " ").trimmingTrailingSpaces())
    }
    let confidence = Int((reading.confidence * 100).rounded())
    lines.append(
      "\(reading.theme.rawValue) theme, \(reading.colourSpaceName), \(reading.location), "
        + "confidence \(confidence)%, to move: \(reading.toMove.rawValue)")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One tile: letter then owner mark, two characters wide (three with
  /// colours: the letter on its colour between spaces).
  static func token(_ tile: BoardReading.Tile, colored: Bool) -> String {
    let letter = tile.letter.map { String($0.character) } ?? "?"
    let mark: String
    switch tile.color {
    case .unclaimed?: mark = " "
    case let color?: mark = String(color.code)
    case nil: mark = tile.isEmptySlot ? " " : "?"
    }
    guard colored else { return letter + mark }
    guard let color = tile.color else { return " " + letter + mark }
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
