import ArgumentParser
import BoardReader
import BoardRendering
import Foundation
import Letterpress
import Pixels
import Solving
import Strategy
import Words

/// `lettersolve solve` (the default): the best moves for the player to move,
/// from a screenshot or a board given as text.
struct Solve: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solve",
    abstract: "Find the best move on a screenshot (the default).",
    discussion: """
      Prints the board and the best moves for you (the blue side in the Light \
      theme, whichever side its avatar is on), \
      each word once with its best tiles (--every-tile-choice lists them all): \
      the word, the tiles to press in order drawn on 5x5 grids, the score after \
      the move, and whether it wins now or lets the opponent win with their next \
      word. Moves are ranked by `--rank`: best (wins first, then moves that do not \
      hand the opponent a win, then by tiles, defended tiles and exposed tiles), \
      score (your tiles minus the opponent's after the move), or length (the \
      longest words, each with its best tiles).
      """
  )

  @Argument(
    help: "The screenshot (PNG or JPEG; - for standard input).",
    completion: .file(extensions: Array(ImageFiles.extensions.sorted())))
  var screenshot: String?

  @Option(
    help: ArgumentHelp(
      "The board as text instead of a screenshot: LETTERS:COLORS (25 letters, 25 of wbBrR), 25 letters, or a file.",
      discussion:
        "A file holds 25 letters, or 5 lines of tokens like `A Ab ZR` (b/B yours, r/R the opponent's).",
      valueName: "board"), completion: .file())
  var board: String?

  @OptionGroup var words: DictionaryOptions

  @OptionGroup var played: PlayedWordsOptions

  @Option(
    parsing: .unconditional,
    help:
      "How many moves to show (one more when a word that might already be played is shown beside the first)."
  )
  var limit = 10

  @Option(help: "How to rank moves: best, score or length.")
  var rank: Ranking = .best

  @Flag(help: "List every distinct choice of tiles, not only the best tiles of each word.")
  var everyTileChoice = false

  @Option(
    help: ArgumentHelp(
      "Also write the image with the best move's tiles outlined and numbered.", valueName: "out.png"
    ), completion: .file(extensions: ["png"]))
  var annotate: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Plies to look ahead: 1 is the plain one-move ranking; default: deepen by a fixed amount of work (the same answer on every run, at most 2 s). Exactly this deep, with no time limit unless --time is given too.",
      valueName: "plies"))
  var depth: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Deepen until this many seconds run out instead of by work (answers then depend on the machine's load); with --depth, a limit on it.",
      valueName: "seconds"))
  var time: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The most the default look-ahead may take (default 2 s); a cut is reported, and the answer may then differ between runs. Raise it on a slow machine.",
      valueName: "seconds"))
  var cap: Double?

  @Flag(help: "Print JSON for scripts.")
  var json = false

  @Flag(help: "Also print the word counts, the look-ahead's plies and nodes, and safe tiles.")
  var verbose = false

  @Flag(help: "Never colour the output (also when NO_COLOR is set).")
  var noColor = false

  @OptionGroup var templateOptions: TemplatesOption

  @OptionGroup var history: HistoryOption

  func validate() throws {
    guard (screenshot == nil) != (board == nil) else {
      throw ValidationError("give either a screenshot or --board, not both or neither")
    }
    guard limit >= 1 else { throw ValidationError("--limit must be at least 1") }
    try SearchOptionRange.validate(depth: depth, time: time, cap: cap)
    // The look-ahead ranks only --rank best; the other rankings are one move deep.
    let oneMove = rank != .best || depth == 1
    if cap != nil, oneMove || depth != nil || time != nil {
      throw ValidationError(
        "--cap limits the default look-ahead: leave out --depth, --time and --rank")
    }
    if rank != .best, let depth, depth != 1 {
      throw ValidationError(
        "--depth \(depth) sets the look-ahead, which --rank \(rank) does not use")
    }
    if oneMove, time != nil {
      let ranking = rank != .best ? "--rank \(rank)" : "--depth 1"
      throw ValidationError("--time limits the look-ahead, which \(ranking) does not use")
    }
    if everyTileChoice, !oneMove {
      throw ValidationError(
        "--every-tile-choice lists the one-move ranking: add --depth 1, or --rank score or length")
    }
    if let annotate {
      guard annotate.lowercased().hasSuffix(".png") else {
        throw ValidationError("--annotate writes a PNG: give a file name ending in .png")
      }
      if let screenshot, Self.isSameFile(annotate, screenshot) {
        throw ValidationError("--annotate would overwrite the screenshot \(screenshot)")
      }
    }
  }

  /// Whether two paths name the same existing file (links included).
  static func isSameFile(_ first: String, _ second: String) -> Bool {
    var firstStatus = stat()
    var secondStatus = stat()
    guard stat(first, &firstStatus) == 0, stat(second, &secondStatus) == 0 else { return false }
    return firstStatus.st_dev == secondStatus.st_dev && firstStatus.st_ino == secondStatus.st_ino
  }

  func run() throws {
    let solver = Solver(
      reader: try templateOptions.reader(), list: try words.loadList(),
      played: try played.playedWords(),
      options: SolveOptions(
        ranking: rank, limit: limit, everyTileChoice: everyTileChoice, depth: depth, time: time,
        cap: cap),
      memory: history.memory())
    let shot = try screenshot.map { screenshot in
      let image = try ScreenshotArgument.image(screenshot)
      let read = try ScreenshotArgument.reading(screenshot) {
        try solver.read(image, file: ScreenshotArgument.name(screenshot))
      }
      return (image: image, read: read)
    }
    let read = shot?.read
    let board = try read?.board ?? BoardArgument.parse(board ?? "").board
    // A screenshot from standard input has no file.
    let file = screenshot == "-" ? nil : screenshot
    let solution = solver.solve(
      board: board, source: file, takenAt: GameMemory.takenAt(exif: read?.dateTaken, file: file),
      lastPlayed: read?.lastPlayed)
    if read?.reading.toMove == .opponent {
      Terminal.warn(
        "Note: the screenshot shows the opponent to move; these are your best moves for your next turn."
      )
    }
    if json {
      Terminal.printLine(try JSONDocument.string(solution))
    } else {
      Terminal.printText(
        SolutionText.text(
          solution, board: board, colored: Terminal.usesColor(noColorFlag: noColor),
          verbose: verbose))
      for line in solution.history?.lines ?? [] { Terminal.printLine(line) }
    }
    if let annotate {
      // A board given as text is drawn as a Light-theme phone screenshot.
      let (image, location) =
        shot.map { ($0.image, $0.read.location) }
        ?? BoardRenderer.render(
          board: board, theme: .light, width: 640, shapes: GlyphTemplates.builtIn.shape(of:))
      try writingOutput {
        try Annotation.write(
          solution.moves.first?.tapOrder ?? [],
          caption: solution.moves.first.map { Self.caption($0, on: board) }, on: image,
          location: location, to: annotate)
      }
    }
  }
}

extension Solve {
  /// The annotated image's banner for `move` on `board`.
  static func caption(_ move: Solution.SuggestedMove, on board: Board) -> Annotation.Caption {
    let player = board.owners.count { $0 == .player }
    let opponent = board.owners.count { $0 == .opponent }
    return Annotation.Caption(
      headline: "PLAY \(move.word)",
      score: "YOU \(player) → \(move.score.player), THEM \(opponent) → \(move.score.opponent)")
  }
}

extension Ranking: ExpressibleByArgument {}
