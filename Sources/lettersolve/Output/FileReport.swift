import Foundation

/// One input file's outcome as `batch` and `watch` print it: one line of
/// text, or one JSON object (the pipeline's output plus `"file"`, or
/// `{"file", "error"}`).
struct FileReport: Sendable {
  /// The path as the user gave it or as it was found in a folder.
  let file: String
  /// The pipeline's result, or the one-line reason it failed.
  let outcome: Result<SolvedScreenshot, FileFailure>

  /// Runs `pipeline` on `file`, turning any error into a report.
  init(solving file: String, with pipeline: ScreenshotPipeline) {
    self.file = file
    do {
      outcome = .success(try pipeline.solve(screenshot: file))
    } catch {
      outcome = .failure(FileFailure(error, file: file))
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
    case .success(let solved): "\(file): \(solved.summary)"
    case .failure(let failure): "\(file): error: \(failure.message)"
    }
  }

  /// The report as one line of JSON: `"file"` first, then the keys of
  /// `solve --json` or `"error"`.
  var jsonLine: String {
    let head = "{\"file\":" + Self.encodedJSON(file)
    switch outcome {
    case .success(let solved):
      // Solution's plain values always encode; a failure would be a bug.
      guard let object = try? solved.solution.json(), object.hasPrefix("{") else {
        preconditionFailure("the solution for \(file) did not encode as a JSON object")
      }
      return object == "{}" ? head + "}" : head + "," + object.dropFirst()
    case .failure(let failure):
      return head + ",\"error\":" + Self.encodedJSON(failure.message) + "}"
    }
  }

  /// `text` as a JSON string literal.
  private static func encodedJSON(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    // A string always encodes; a failure would be a bug in Foundation.
    guard let data = try? encoder.encode(text) else {
      preconditionFailure("the string \(text.debugDescription) did not encode as JSON")
    }
    return String(decoding: data, as: UTF8.self)
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
}
