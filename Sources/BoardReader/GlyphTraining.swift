import FileSystem
import Letterpress
import Pixels

/// Teaching the reader glyphs from a labelled screenshot: the board's tiles
/// are added to the user's templates in a directory, which `read` uses on
/// top of the built-in ones (`GlyphTemplates.standard(userDirectory:)`).
///
///     let report = try GlyphTraining.train(
///       screenshot: image, labels: board, directory: folder, force: false)
///     print(report.added, report.emptySlots)
public enum GlyphTraining {
  /// What a training run did.
  package struct Report: Hashable, Sendable {
    /// How many glyphs were added to the user's templates (or replaced, for
    /// tiles of a screenshot trained before).
    package var added: Int
    /// How many tiles the user's templates were trained on in all.
    package var trainedTileCount: Int
    /// The tiles (0...24) that showed no glyph (an empty slot) and were skipped.
    package var emptySlots: [Int]
  }

  /// A tile whose glyph confidently reads as another letter than its label.
  public struct Conflict: Hashable, Sendable {
    /// The tile, 0...24 row-major.
    package var tile: Int
    /// The letter the templates read.
    package var read: Letter
    /// The letter the labels give.
    package var label: Letter
  }

  /// Adds the 25 tiles of `image`, labelled by `board`'s letters, to the
  /// templates in `directory` (created when needed) and saves them
  /// atomically.
  ///
  /// A tile whose glyph confidently reads as another letter than its label
  /// (a letter the templates know) stops the training before anything is
  /// changed, unless `force` is given: a typo would teach a wrong letter.
  /// Runs on one directory take turns (a lock file), and each adds to what
  /// the other saved. Training the same screenshot again replaces its tiles
  /// (each is keyed by the image's content and the tile's place), so the
  /// templates are as after the last run on it.
  ///
  /// - Throws: `ReadingError`: `.gridNotFound`, `.invalidTemplates`,
  ///   `.labelsDisagree`, `.templatesNotLocked` or `.templatesNotSaved`.
  package static func train(
    screenshot image: Image, labels board: Board, directory: String, force: Bool
  ) throws(ReadingError) -> Report {
    let location = try GridLocator.locate(in: image)
    let current = GlyphTemplates.builtIn.merged(with: try GlyphTemplates(directory: directory))
    // A glyph can only contradict its label when the label's letter is known.
    let known = current.letters

    var tiles: [(index: Int, tile: Image, letter: Letter)] = []
    var conflicts: [Conflict] = []
    var emptySlots: [Int] = []
    for index in 0..<Board.tileCount {
      let tile = image.cropped(to: location.tileRect(index))
      let letter = board.letters[index]
      let match = current.match(tile)
      if match.isConfident, match.letter == nil {
        emptySlots.append(index)
        continue
      }
      if match.isConfident, let read = match.letter, read != letter, known.contains(letter), !force
      {
        conflicts.append(Conflict(tile: index, read: read, label: letter))
      }
      tiles.append((index, tile, letter))
    }
    guard conflicts.isEmpty else { throw .labelsDisagree(conflicts) }

    // Added and saved under a lock: another run on the same directory waits,
    // and each adds to what the other saved instead of replacing it.
    let lockPath = directory + "/.\(GlyphTemplates.fileName).lock"
    let lock: FileLock
    do {
      lock = try FileLock(path: lockPath)
    } catch {
      throw .templatesNotLocked(path: lockPath, reason: error.reason)
    }
    defer { lock.release() }
    var userTemplates = try GlyphTemplates(directory: directory)
    let reference = GlyphTemplates.builtIn.merged(with: userTemplates)
    let screenshot = contentHash(image)
    var added = 0
    for (index, tile, letter) in tiles
    where userTemplates.add(
      tile, as: letter, reference: reference, key: "\(screenshot):\(Board.tileName(index))")
    {
      added += 1
    }
    try userTemplates.write(toDirectory: directory)
    return Report(
      added: added, trainedTileCount: userTemplates.trainedTileCount, emptySlots: emptySlots)
  }

  /// The hash is written in hexadecimal (base 16): short, and one field of
  /// a templates file.
  static let hashRadix = 16

  /// The `StableHash` of `image`'s size and pixels, in hexadecimal: the same
  /// picture gives the same hash whatever file it came from.
  static func contentHash(_ image: Image) -> String {
    var hash = StableHash()
    withUnsafeBytes(of: (image.width, image.height)) { hash.combine($0) }
    image.pixels.withUnsafeBytes { hash.combine($0) }
    return String(hash.value, radix: hashRadix)
  }
}
