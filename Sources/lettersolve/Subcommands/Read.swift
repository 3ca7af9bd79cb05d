import ArgumentParser
import Pixels

/// `lettersolve read`: the board as read from a screenshot.
struct Read: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show the board read from a screenshot: letters, tile colours, confidence."
  )

  @Argument(help: "The screenshot (PNG or JPEG).")
  var screenshot: String

  @Flag(help: "Print JSON for scripts.")
  var json = false

  func run() throws {
    let image = try Image(contentsOfFile: screenshot)
    print("decoded \(image.width)x\(image.height); the board reader is not built yet")
  }
}
