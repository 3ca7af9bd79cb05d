import ArgumentParser
import Foundation

/// `lettersolve batch`: every screenshot of some files and folders, solved
/// in parallel, one line each in input order.
struct Batch: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "batch",
    abstract: "Solve every screenshot in files and folders, in parallel.",
    discussion: """
      Folders are searched for .png, .jpg and .jpeg files, sorted by name. \
      Each screenshot gets the answer `solve` gives it, the same look-ahead \
      included (--depth 1 for the quicker one-move ranking). \
      With the game history, each game's screenshots are solved in the order \
      they were taken (EXIF date, else file time). \
      Prints one line per file in the order given: the answer, or the reason \
      the file failed; with --json, one JSON object per line (the answer plus \
      "file", or {"file", "error"}). A progress bar and a summary (files, \
      solved, failed, time) go to standard error; the bar only when it is a \
      terminal. Exit status: 0 when every file was solved, 1 when any failed, 64 for a \
      usage error.
      """
  )

  @Argument(
    help: "Screenshots, and folders of screenshots.",
    completion: .file(extensions: Array(ImageFiles.extensions.sorted())))
  var paths: [String] = []

  @Flag(name: .shortAndLong, help: "Search the folders' subfolders too.")
  var recursive = false

  @Option(
    name: .shortAndLong, parsing: .unconditional,
    help: "How many files to solve at once (default: one per core).")
  var jobs: Int?

  @Flag(help: "Print one JSON object per line.")
  var json = false

  @OptionGroup var pipelineOptions: PipelineOptions

  func validate() throws {
    guard !paths.isEmpty else { throw ValidationError("give at least one screenshot or folder") }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
  }

  func run() throws {
    let start = ContinuousClock.now
    let solver = try pipelineOptions.makeSolver()
    let entries = ImageFiles.expand(paths, recursive: recursive)
    if entries.isEmpty {
      Terminal.warn("Error: no .png, .jpg or .jpeg files in \(paths.joined(separator: ", "))")
      throw ExitCode.failure
    }
    let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    // With the history, each game's boards are solved in the order taken.
    let order =
      pipelineOptions.history.noHistory || entries.count == 1
      ? nil : GameOrder(entries, solver: solver, jobs: jobs)
    let units = order?.units ?? entries.indices.map { [$0] }
    var progress = Terminal.standardErrorIsTerminal ? ProgressBar(total: entries.count) : nil
    progress?.draw()
    var failed = 0
    var finished: [Int: FileReport] = [:]
    var nextToPrint = 0
    orderedParallelMap(count: units.count, jobs: jobs) { unit in
      units[unit].map { index in
        switch entries[index] {
        case .file(let path):
          // Each file is read once: in finding the order, if it was found.
          (
            index,
            FileReport(
              file: path, read: order?.reads[index] ?? FileFailure.reading(path, with: solver),
              solving: solver, options: pipelineOptions)
          )
        case .unusable(let path, let reason):
          (index, FileReport(file: path, failure: FileFailure(message: reason)))
        }
      }
    } emit: { _, reports in
      for (index, report) in reports { finished[index] = report }
      // In the order given, as far as every earlier file is done.
      while let report = finished.removeValue(forKey: nextToPrint) {
        progress?.clear()
        Terminal.printLine(json ? report.jsonLine : report.textLine)
        nextToPrint += 1
      }
      for (_, report) in reports {
        if !report.succeeded { failed += 1 }
        progress?.advance(failed: !report.succeeded)
      }
    }
    progress?.clear()
    let seconds = Double((ContinuousClock.now - start) / .milliseconds(1)) / 1000
    Terminal.warn(
      "batch: \(entries.count) \(noun("file", count: entries.count)), \(entries.count - failed) solved, \(failed) failed, "
        + String(format: "%.2f s", seconds))
    if failed > 0 { throw ExitCode.failure }
  }
}
