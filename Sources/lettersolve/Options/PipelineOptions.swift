import ArgumentParser
import Solving
import Strategy

/// The options of `batch` and `watch` that set up the pipeline, as `solve`
/// has them: glyph templates, word list, played words, ranking, limit.
struct PipelineOptions: ParsableArguments {
  @OptionGroup var words: DictionaryOptions

  @OptionGroup var played: PlayedWordsOptions

  @Option(
    parsing: .unconditional,
    help: "How many moves to keep per screenshot (the JSON lists them all; text shows the best).")
  var limit = 10

  @Option(help: "How to rank moves: best, score or length.")
  var rank: Ranking = .best

  @OptionGroup var templateOptions: TemplatesOption

  @OptionGroup var history: HistoryOption

  func validate() throws {
    guard limit >= 1 else { throw ValidationError("--limit must be at least 1") }
  }

  /// The solver these options describe: the one-move ranking (no
  /// look-ahead, so that a folder of screenshots goes fast).
  ///
  /// - Throws: the errors of the templates, the word list and the played words.
  func makeSolver() throws -> Solver {
    Solver(
      reader: try templateOptions.reader(), list: try words.loadList(),
      played: try played.playedWords(),
      options: SolveOptions(ranking: rank, limit: limit, depth: 1),
      memory: history.memory())
  }
}
