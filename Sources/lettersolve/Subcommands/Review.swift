import ArgumentParser
import Foundation
import Letterpress
import Solving

/// `lettersolve review GAME|FOLDER`: each move of yours in one game, classed
/// by the win chance it gave away, the turning point and a summary.
struct Review: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "review",
    abstract: "Review a game: each move of yours against the best, classed by the chance it lost.",
    discussion: """
      GAME is a game of the history, named as `history` names it: its 25 letters (the \
      latest game on them, or --game N as `history show` numbers them). FOLDER holds one \
      game's screenshots, taken in time order as `batch` orders them (EXIF date, else \
      the file's time). For each move of yours the boards show (between a board you were \
      to move on and the next), the review gives the word played ("unknown" when the \
      boards cannot tell it), the best move there (exactly what `solve` answers on that \
      board: the same look-ahead, or --depth plies when given), your chance to win with \
      the best move (the chance the answer gives it) and after yours, and the move's \
      class by how many points of chance it gave away against the best: best (the best \
      move: its word on its tiles, or within 2), good (within 5), inaccuracy (within \
      10), mistake (within 20), blunder (more). The best word on other tiles says which \
      tiles. The turning point is the move that gave away the most (more than 5 \
      points); the plot draws that drop. A screenshot's "played" bubble names the last \
      move, and the answer given on a board (the history's, else the review's best) with \
      the next bubble's word explains the next board first, as in the history. --plot \
      draws your chance (blue) and the opponent's (red) at each board and after each \
      move of yours, your moves marked, as an 800x400 PNG.
      """
  )

  @Argument(help: "The game: its 25 letters (from the history), or a folder of its screenshots.")
  var game: String

  @Option(
    name: .customLong("game"),
    help: ArgumentHelp("Which game on these letters, from 1 (default: the latest).", valueName: "n")
  )
  var number: Int?

  @Option(help: "Look exactly this many plies ahead at each board (default: as solve does).")
  var depth: Int?

  @Option(help: ArgumentHelp("Write the win-chance plot to this PNG file.", valueName: "out.png"))
  var plot: String?

  @Flag(help: "Print JSON for scripts.")
  var json = false

  @OptionGroup var words: DictionaryOptions

  @OptionGroup var history: HistoryOption

  @OptionGroup var templateOptions: TemplatesOption

  func validate() throws {
    if let depth, !(1...6).contains(depth) {
      throw ValidationError("--depth must be 1 to 6")
    }
    if let number, number < 1 { throw ValidationError("--game must be at least 1") }
  }

  func run() throws {
    let solver = Solver(
      reader: try templateOptions.userTemplates.reader(), list: try words.choice.load(notice: Terminal.warn))
    let (steps, given) = try loadSteps(solver: solver)
    let review = try GameReview(
      steps: steps, given: given, solver: solver, options: SolveOptions(depth: depth))
    if let plot {
      let picture = review.winChancePlot
      try writingOutput { try picture.writePNG(toFile: plot) }
    }
    Terminal.printLine(json ? try JSONDocument.string(ReviewDocument(review)) : text(review))
  }

  /// The game's boards, and the words known played in it: the folder's
  /// screenshots (no word known), or the history's game.
  private func loadSteps(solver: Solver) throws -> (steps: [GameReview.Step], given: [String]) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: game, isDirectory: &isFolder), isFolder.boolValue {
      return (folderSteps(solver: solver), [])
    }
    guard !history.noHistory else {
      return fail("review \(game) needs the history; --no-history leaves only a folder to review")
    }
    let letters: String
    do {
      letters = try Board(letters: game).letterString
    } catch {
      return fail("\(game) is neither a folder nor a game's 25 letters")
    }
    let games = try HistoryCommand.using { history in try history.reviewGames(letters: letters) }
    guard !games.isEmpty else { return fail("no game \(letters) in the history") }
    let index = (number ?? games.count) - 1
    guard games.indices.contains(index) else {
      return fail(
        "there \(games.count == 1 ? "is 1 game" : "are \(games.count) games") on \(letters)")
    }
    return (try games[index].steps(), games[index].playedWords)
  }

  /// The folder's screenshots of one game, in the order taken, each with
  /// the answer the history gave on its board (none with --no-history).
  private func folderSteps(solver: Solver) -> [GameReview.Step] {
    let entries = ImageFiles.expand([game], recursive: false)
    guard !entries.isEmpty else { return fail("\(game) holds no screenshot") }
    let order = GameOrder(
      entries, solver: solver, jobs: ProcessInfo.processInfo.activeProcessorCount)
    for case .failure(let failure)? in order.reads { Terminal.warn("Skipped: \(failure)") }
    let games = order.units.filter { unit in
      unit.contains { if case .success? = order.reads[$0] { true } else { false } }
    }
    guard let unit = games.first else { return fail("no screenshot in \(game) could be read") }
    guard games.count == 1 else {
      return fail("\(game) holds screenshots of \(games.count) games; a review takes one")
    }
    let memory = history.memory()
    return unit.compactMap { index in
      guard case .success(let screenshot)? = order.reads[index],
        case .file(let path) = entries[index]
      else { return nil }
      let takenAt = GameMemory.takenAt(exif: screenshot.dateTaken, file: path)
      return GameReview.Step(
        screenshot.board, toMove: screenshot.toMove,
        lastPlayed: screenshot.lastPlayed,
        answered: memory.answerGiven(on: screenshot.board, takenAt: takenAt))
    }
  }

  /// Says `message` as a one-line error and exits 1.
  private func fail<T>(_ message: String) -> T {
    Terminal.warn("Error: \(message)")
    Review.exit(withError: ExitCode.failure)
  }

  /// The review as text, within 80 columns: a line per move (a word
  /// takes at most 25), then the summary.
  private func text(_ review: GameReview) -> String {
    func percent(_ chance: Double?) -> String {
      let text = chance.map { "\(Int(($0 * 100).rounded()))%" } ?? "?"
      return String(repeating: " ", count: max(0, 4 - text.count)) + text
    }
    let width = review.moves.flatMap { [$0.word ?? "unknown", $0.best ?? "-"] }.map(\.count)
      .reduce(7, max)
    func padded(_ text: String) -> String {
      text + String(repeating: " ", count: max(0, width - text.count))
    }
    var lines = [
      "Your moves: the word, the best move (solve's answer), your chance with the",
      "best move and after yours, and the class.",
    ]
    for (index, move) in review.moves.enumerated() {
      let number = String(index + 1)
      lines.append(
        (index == review.turningPoint ? "*" : " ")
          + String(repeating: " ", count: max(0, 2 - number.count)) + number + " "
          + padded(move.word ?? "unknown") + " " + padded(move.best ?? "-") + " "
          + [move.winChanceBest ?? move.winChanceBefore, move.winChanceAfter].map(percent)
          .joined(separator: " ")
          + " " + move.moveClass.rawValue)
      if move.isBestWordOnOtherTiles {
        lines.append(
          wrapped(
            "the best word on other tiles: yours "
              + (move.tiles.map(GameReview.tileNames) ?? "not told by the boards")
              + ", the best " + GameReview.tileNames(move.bestTiles),
            width: 73, indent: 4))
      }
    }
    if review.turningPoint != nil { lines.append("* the turning point") }
    lines.append("")
    lines.append(wrapped(review.summary, width: 80))
    return lines.joined(separator: "\n")
  }

  /// `text` broken into lines of at most `width` columns at spaces, each
  /// after `indent` spaces.
  private func wrapped(_ text: String, width: Int, indent: Int = 0) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    let margin = String(repeating: " ", count: indent)
    return lines.map { margin + $0 }.joined(separator: "\n")
  }
}
