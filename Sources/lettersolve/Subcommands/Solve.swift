import ArgumentParser
import Foundation
import Letterpress
import Solving

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

      The whole answer fits a 24-line terminal: the move (first, when the \
      screenshot shows the opponent to move, their turn and their likely word; \
      the move is then your answer to it, for later), its taps and grid, who is \
      winning, the doubts, and as many other moves as fit, one line each \
      (--limit N lists N, --verbose draws them all). The win chance is an \
      estimate fitted on games of lettersolve against itself: it assumes an \
      opponent as strong. Against a weaker one you win more often (in 50 games \
      against a published alpha-beta engine, positions given 29% were won 81% \
      of the time, 49% won 90%). Only a proof says "by force".
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

  @OptionGroup var pipeline: PipelineOptions

  @Option(
    help: ArgumentHelp(
      "Also write the image with the best move's tiles outlined and numbered.", valueName: "out.png"
    ), completion: .file(extensions: ["png"]))
  var annotate: String?

  @Flag(help: "Print JSON for scripts.")
  var json = false

  @Flag(
    help:
      "Also print every move's taps and grid, the board, the word counts, the look-ahead's plies and nodes, and safe tiles."
  )
  var verbose = false

  @Flag(help: "Never colour the output (also when NO_COLOR is set).")
  var noColor = false

  func validate() throws {
    guard (screenshot == nil) != (board == nil) else {
      throw ValidationError("give either a screenshot or --board, not both or neither")
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
    let solver = try pipeline.makeSolver()
    let image = try screenshot.map(ScreenshotArgument.image)
    let input: SolveRequest.Input =
      if let image, let screenshot {
        image.input(name: ScreenshotArgument.name(screenshot))
      } else {
        .board(try BoardArgument.parse(board ?? "").board)
      }
    let request = try pipeline.request(input)
    // A fixed depth with no time limit may run for minutes: say so.
    let progress = pipeline.time == nil ? pipeline.depth.map(LookAheadProgress.init) : nil
    let answer: Answer
    do {
      defer { progress?.stop() }
      answer = try solver.answer(request)
    }
    if json {
      Terminal.printLine(try JSONDocument.string(AnswerDocument(answer)))
    } else {
      Terminal.printText(
        AnswerText.text(
          answer, colored: Terminal.usesColor(noColorFlag: noColor), verbose: verbose,
          all: pipeline.limit != nil))
    }
    if let annotate {
      let annotated = answer.annotatedPicture(on: image)
      try writingOutput { try annotated.writePNG(toFile: annotate) }
    }
  }
}
