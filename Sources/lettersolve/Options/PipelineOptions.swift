import ArgumentParser
import Strategy

/// The options of `batch` and `watch` that set up the pipeline, as `solve`
/// has them: glyph templates, word list, played words, ranking, limit.
struct PipelineOptions: ParsableArguments {
  @OptionGroup var words: DictionaryOptions

  @OptionGroup var played: PlayedWordsOptions

  @Option(
    help: "How many moves to keep per screenshot (the JSON lists them all; text shows the best).")
  var limit = 10

  @Option(help: "How to rank moves: best, score or length.")
  var rank: Ranking = .best

  @OptionGroup var templateOptions: TemplatesOption

  @OptionGroup var history: HistoryOption

  func validate() throws {
    guard limit >= 1 else { throw ValidationError("--limit must be at least 1") }
  }

  /// The pipeline these options describe.
  ///
  /// - Throws: the errors of `ScreenshotPipeline.init`.
  func makePipeline() throws -> ScreenshotPipeline {
    try ScreenshotPipeline(
      templatesDirectory: templateOptions.templates, words: words, played: played, ranking: rank,
      limit: limit, history: !history.noHistory)
  }
}
