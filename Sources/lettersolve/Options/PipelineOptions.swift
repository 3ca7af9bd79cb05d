import ArgumentParser
import Solving

/// The options `solve`, `batch` and `watch` share, so that a screenshot gets
/// the same answer from each: glyph templates, word list, played words,
/// history, and how to rank (the default look-ahead unless asked
/// otherwise; the defaults are `SolveOptions`', nowhere else).
struct PipelineOptions: ParsableArguments {
  @OptionGroup var words: DictionaryOptions

  @OptionGroup var played: PlayedWordsOptions

  @Option(
    parsing: .unconditional,
    help:
      "How many moves to find and list, one line each (default: 10, of which `solve` lists those that fit a 24-line terminal; one more when a word that might already be played is shown beside the first)."
  )
  var limit: Int?

  /// The moves to find: `--limit`, else `SolveOptions`' default.
  var moveLimit: Int { limit ?? SolveOptions().limit }

  @Option(help: "How to rank moves: best, score or length.")
  var rank: RankArgument = .standard

  @Flag(help: "List every distinct choice of tiles, not only the best tiles of each word.")
  var everyTileChoice = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Plies to look ahead, 1 to \(SearchOptionRange.maximumDepth): 1 is the plain one-move ranking; default: deepen by a fixed amount of work (the same answer on every run, at most 2 s). Exactly this deep, with no time limit unless --time is given too.",
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

  @OptionGroup var templateOptions: TemplatesOption

  @OptionGroup var history: HistoryOption

  func validate() throws {
    guard moveLimit >= 1 else { throw ValidationError("--limit must be at least 1") }
    try SearchOptionRange.validate(depth: depth, time: time, cap: cap)
    // The look-ahead ranks only --rank best; the other rankings are one move deep.
    let oneMove = rank != .standard || depth == 1
    if cap != nil, oneMove || depth != nil || time != nil {
      throw ValidationError(
        "--cap limits the default look-ahead: leave out --depth, --time and --rank")
    }
    if rank != .standard, let depth, depth != 1 {
      throw ValidationError(
        "--depth \(depth) sets the look-ahead, which --rank \(rank.rawValue) does not use")
    }
    if oneMove, time != nil {
      let ranking = rank != .standard ? "--rank \(rank.rawValue)" : "--depth 1"
      throw ValidationError("--time limits the look-ahead, which \(ranking) does not use")
    }
    if everyTileChoice, !oneMove {
      throw ValidationError(
        "--every-tile-choice lists the one-move ranking: add --depth 1, or --rank score or length")
    }
  }

  /// The solver these options describe: templates, word list and history.
  ///
  /// - Throws: the errors of the templates and the word list.
  func makeSolver() throws -> Solver {
    Solver(
      reader: try templateOptions.userTemplates.reader(),
      list: try words.choice.load(notice: Terminal.warn),
      memory: history.memory())
  }

  /// The request for `input` with these options' played words and ranking.
  ///
  /// - Throws: the errors of the played words.
  func request(_ input: SolveRequest.Input) throws -> SolveRequest {
    SolveRequest(
      input, given: try played.playedWords(),
      options: SolveOptions(
        rankingNamed: rank.rawValue, limit: moveLimit, everyTileChoice: everyTileChoice,
        depth: depth, time: time, cap: cap))
  }
}

/// `--rank`'s value: the name of one of the rankings `SolveOptions` knows.
struct RankArgument: RawRepresentable, CaseIterable, ExpressibleByArgument, Equatable {
  /// `SolveOptions`' default ranking (`best`), which lets the look-ahead
  /// rank the moves.
  static let standard = RankArgument(known: SolveOptions().rankingName)

  static var allCases: [RankArgument] { SolveOptions.rankingNames.map(RankArgument.init(known:)) }

  let rawValue: String

  init?(rawValue: String) {
    guard SolveOptions.rankingNames.contains(rawValue) else { return nil }
    self.init(known: rawValue)
  }

  private init(known name: String) { rawValue = name }
}
