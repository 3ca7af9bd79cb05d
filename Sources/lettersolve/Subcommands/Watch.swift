import ArgumentParser
import Dispatch
import Foundation
import Solving

/// `lettersolve watch`: solves each screenshot that appears in a folder,
/// until interrupted.
struct Watch: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Solve each new screenshot that appears in a folder, until Ctrl-C.",
    discussion: """
      Looks at the folder every --interval seconds. A new or changed .png, \
      .jpg or .jpeg file is solved once it is completely written (the same \
      size at two looks in a row), and its line printed as `batch` prints it: \
      the answer `solve` gives, the same look-ahead included (--depth 1 for the \
      quicker one-move ranking). \
      A file that fails is reported and the watch goes on. Ctrl-C (SIGINT) or \
      SIGTERM ends it. Exit status: 0 when stopped by a signal, 1 when the folder cannot be \
      watched, 64 for a usage error.
      """
  )

  @Argument(help: "The folder to watch.", completion: .directory)
  var folder: String

  @Option(help: "Seconds between looks at the folder (at most an hour).")
  var interval: Double = 0.5

  static let maximumInterval = 3_600.0

  @Flag(help: "Also solve the screenshots already in the folder at the start.")
  var existing = false

  @Flag(help: "Print one JSON object per line.")
  var json = false

  @OptionGroup var pipelineOptions: PipelineOptions

  func validate() throws {
    guard interval > 0, interval <= Self.maximumInterval else {
      throw ValidationError(
        "--interval must be more than 0 and at most \(Int(Self.maximumInterval)) seconds, not \(interval)"
      )
    }
  }

  func run() throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
    else {
      Terminal.warn("Error: \(folder) is not a folder")
      throw ExitCode.failure
    }
    let session = WatchSession(
      poller: FolderPoller(folder: folder, skippingExisting: !existing),
      solver: try pipelineOptions.makeSolver(), options: pipelineOptions, json: json)
    var sources: [any DispatchSourceProtocol] = []
    for signalNumber in [SIGINT, SIGTERM] {
      // The default action would end the process before the handler runs.
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
      source.setEventHandler { session.stop() }
      source.resume()
      sources.append(source)
    }
    let timer = DispatchSource.makeTimerSource(queue: .main)
    timer.schedule(deadline: .now(), repeating: interval)
    timer.setEventHandler { session.look() }
    timer.resume()
    sources.append(timer)
    Terminal.warn("watch: watching \(folder) (Ctrl-C to stop)")
    withExtendedLifetime(sources) { dispatchMain() }
  }
}

/// The state of one `watch` run, used only on the main queue.
private final class WatchSession: @unchecked Sendable {
  private var poller: FolderPoller
  private let solver: Solver
  private let options: PipelineOptions
  private let json: Bool
  private var solved = 0
  private var failed = 0
  private var folderWasListable = true

  init(poller: FolderPoller, solver: Solver, options: PipelineOptions, json: Bool) {
    self.poller = poller
    self.solver = solver
    self.options = options
    self.json = json
  }

  /// Solves and prints every file that became ready since the last look.
  func look() {
    let ready: [String]
    do {
      ready = try poller.poll()
      folderWasListable = true
    } catch {
      if folderWasListable { Terminal.warn("watch: cannot list \(poller.folder): \(error)") }
      folderWasListable = false
      return
    }
    for file in ready {
      let report = FileReport(solving: file, with: solver, options: options)
      Terminal.printLine(json ? report.jsonLine : report.textLine)
      if report.succeeded { solved += 1 } else { failed += 1 }
    }
  }

  /// Ends the process cleanly, with a summary on standard error.
  func stop() -> Never {
    Terminal.warn("watch: stopped; \(solved) solved, \(failed) failed")
    Foundation.exit(0)
  }
}
