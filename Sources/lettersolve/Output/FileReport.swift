import Foundation
import Solving

/// One input file's outcome as `batch` and `watch` print it: one line of
/// text, or one JSON object (the pipeline's output plus `"file"`, or
/// `{"file", "error"}`).
struct FileReport: Sendable {
  /// The path as the user gave it or as it was found in a folder.
  let file: String
  /// The pipeline's answer, or the one-line reason it failed.
  let outcome: Result<Answer, FileFailure>

  /// Runs `solver`'s pipeline on `file` as `options` ask, turning any error
  /// into a report.
  init(solving file: String, with solver: Solver, options: PipelineOptions) {
    self.init(
      file: file, read: FileFailure.reading(file, with: solver), solving: solver, options: options)
  }

  /// Answers the screenshot `file` as already read (or reports why it could
  /// not be) with `solver`, as `options` ask.
  init(
    file: String, read: Result<ReadScreenshot, FileFailure>, solving solver: Solver,
    options: PipelineOptions
  ) {
    self.file = file
    outcome = read.flatMap { read in
      Result { try solver.answer(options.request(.screenshot(read, file: file))) }
        .mapError { FileFailure($0, file: file) }
    }
  }

  /// A report for a path that could not be tried at all.
  init(file: String, failure: FileFailure) {
    self.file = file
    self.outcome = .failure(failure)
  }

  /// Whether the pipeline succeeded.
  var succeeded: Bool {
    if case .success = outcome { return true }
    return false
  }

  /// `file: summary`, or `file: error: message`.
  var textLine: String {
    switch outcome {
    case .success(let answer): "\(file): \(summary(answer))"
    case .failure(let failure): "\(file): error: \(failure.message)"
    }
  }

  /// The report as one line of JSON: `"file"` and the keys of `solve --json`,
  /// or `"file"` and `"error"`.
  var jsonLine: String {
    // Plain strings and numbers always encode; a failure would be a bug.
    guard let line = try? JSONDocument.string(Document(self)) else {
      preconditionFailure("the report for \(file) did not encode as JSON")
    }
    return line
  }

  /// The JSON document: the solution's keys beside `file`, or `error`.
  private struct Document: Encodable {
    let report: FileReport

    init(_ report: FileReport) { self.report = report }

    private enum CodingKeys: String, CodingKey { case file, error, schema }

    func encode(to encoder: any Encoder) throws {
      switch report.outcome {
      case .success(let answer): try AnswerDocument(answer).encode(to: encoder)
      case .failure(let failure):
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(failure.message, forKey: .error)
        try container.encode(JSONDocument.schema, forKey: .schema)
      }
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(report.file, forKey: .file)
    }
  }
}

/// Why one file gave no result, in one line.
struct FileFailure: Error, Sendable, CustomStringConvertible {
  /// The message, without the file name.
  let message: String

  init(message: String) { self.message = message }

  /// The error's own description (every error in the pipeline has one),
  /// without the file name when it starts with it: the report names the
  /// file already.
  init(_ error: any Error, file: String) {
    let description = String(describing: error)
    message =
      description.hasPrefix(file + ": ")
      ? String(description.dropFirst(file.count + 2)) : description
  }

  var description: String { message }

  /// The screenshot `file` read by `solver`, or why it could not be.
  static func reading(_ file: String, with solver: Solver) -> Result<ReadScreenshot, FileFailure> {
    do {
      return .success(try solver.read(screenshot: file))
    } catch {
      return .failure(FileFailure(error, file: file))
    }
  }
}
