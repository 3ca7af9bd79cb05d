import ArgumentParser
import BoardReader
import FileSystem
import Foundation
import Letterpress
import Pixels

/// `lettersolve train`: adds a labelled screenshot's glyphs to the user's
/// templates, which `read` uses on top of the built-in ones.
struct Train: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "train",
    abstract: "Teach the reader glyphs from a labelled screenshot.",
    discussion: """
      LETTERS holds the board's 25 letters row-major (white space and case are \
      ignored) or 5 lines of 5 tokens such as `A Ab ZR` (owner marks are ignored \
      here). The glyphs are added to DIR/\(GlyphTemplates.fileName), where DIR is \
      --templates, else $XDG_DATA_HOME/lettersolve, else ~/.local/share/lettersolve. \
      The file is replaced atomically, and runs on one directory take turns. A tile whose glyph confidently reads as \
      another letter than LETTERS says stops the training (a typo would teach the \
      reader a wrong letter) unless --force is given.
      """
  )

  @Argument(help: "The screenshot (PNG or JPEG).")
  var screenshot: String

  @Argument(help: "The board's letters, as text.")
  var letters: String

  @Option(help: ArgumentHelp("The templates directory.", valueName: "DIR"))
  var templates: String?

  @Flag(help: "Train even tiles that read confidently as another letter.")
  var force = false

  func run() throws {
    let board = try Self.board(fromFile: letters)
    guard let directory = templates ?? DataFolder.current else {
      throw ValidationError("neither XDG_DATA_HOME nor HOME is set: give --templates DIR")
    }
    let image = try Image(contentsOfFile: screenshot)
    let location = try GridLocator.locate(in: image)
    let current = GlyphTemplates.builtIn.merged(with: try GlyphTemplates(directory: directory))
    // A glyph can only contradict its label when the label's letter is known.
    let known = current.letters

    var tiles: [(tile: Image, letter: Letter)] = []
    var conflicts: [String] = []
    var empty: [String] = []
    for index in 0..<Board.tileCount {
      let tile = image.cropped(to: location.tileRect(index))
      let letter = board.letters[index]
      let place = "row \(index / Board.side + 1), column \(index % Board.side + 1)"
      let match = current.match(tile)
      if match.isConfident, match.letter == nil {
        empty.append(place)
        continue
      }
      if match.isConfident, let read = match.letter, read != letter, known.contains(letter), !force
      {
        conflicts.append("\(place) reads as \(read.character), not \(letter.character)")
      }
      tiles.append((tile, letter))
    }
    guard conflicts.isEmpty else {
      throw TrainingError.labelsDisagree(file: letters, conflicts: conflicts)
    }
    // Added and saved under a lock: another `train` on the same directory
    // waits, and each adds to what the other saved instead of replacing it.
    let lock = try TemplatesLock(directory: directory)
    defer { lock.release() }
    var userTemplates = try GlyphTemplates(directory: directory)
    let reference = GlyphTemplates.builtIn.merged(with: userTemplates)
    var added = 0
    for (tile, letter) in tiles where userTemplates.add(tile, as: letter, reference: reference) {
      added += 1
    }
    try userTemplates.write(toDirectory: directory)
    for place in empty {
      Terminal.warn("warning: \(place) shows no glyph (an empty slot); skipped")
    }
    Terminal.printLine(
      "added \(added) glyphs to \(directory)/\(GlyphTemplates.fileName) "
        + "(\(userTemplates.trainedTileCount) tiles trained there in all)")
  }

  /// The board in a letters file.
  static func board(fromFile path: String) throws -> Board {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw TrainingError.unreadableLetters(file: path)
    }
    do {
      return try BoardText.parse(String(decoding: data, as: UTF8.self)).board
    } catch {
      throw TrainingError.invalidLetters(file: path, error)
    }
  }
}

/// An exclusive lock on a templates directory (`flock` on a lock file in
/// it), held from reading the templates to saving them.
struct TemplatesLock {
  private let descriptor: Int32

  /// Waits for the lock, creating the directory when needed.
  init(directory: String) throws {
    let path = directory + "/.\(GlyphTemplates.fileName).lock"
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw TrainingError.unlockable(path: path, reason: error.localizedDescription)
    }
    descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw TrainingError.unlockable(path: path, reason: String(cString: strerror(errno)))
    }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw TrainingError.unlockable(path: path, reason: reason)
      }
    }
  }

  /// Releases the lock.
  func release() {
    close(descriptor)
  }
}

/// Why `train` stopped before changing any template.
enum TrainingError: Error, CustomStringConvertible {
  /// The letters file could not be read.
  case unreadableLetters(file: String)
  /// The letters file is not a board.
  case invalidLetters(file: String, BoardTextError)
  /// Some glyphs confidently read as other letters than the file says.
  case labelsDisagree(file: String, conflicts: [String])
  /// The templates directory's lock file could not be made or locked.
  case unlockable(path: String, reason: String)

  var description: String {
    switch self {
    case .unreadableLetters(let file):
      "cannot read the letters file \(file)"
    case .invalidLetters(let file, let error):
      "\(file): \(error)"
    case .labelsDisagree(let file, let conflicts):
      "\(file) disagrees with the screenshot (\(conflicts.joined(separator: "; "))); "
        + "nothing was trained: fix the letters or pass --force"
    case .unlockable(let path, let reason):
      "cannot lock \(path): \(reason)"
    }
  }
}
