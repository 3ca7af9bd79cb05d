import BoardReader
import Foundation
import GameHistory
import Letterpress
import Pixels
import Words

/// What a front end asks the pipeline: a screenshot or a board, the words
/// the player says were played, the history a client kept, and how to
/// solve (`SolveOptions`, whose defaults are the product's).
///
///     let request = SolveRequest(.file("shot.png"), given: try GivenWords(["quilt"]))
///     let answer = try solver.answer(request)
public struct SolveRequest: Sendable {
  /// Where the board comes from.
  public enum Input: Sendable {
    /// An image file (PNG or JPEG): its EXIF date, else the file's time,
    /// dates it.
    case file(String)
    /// A decoded image; `file` is the file it came from (`nil` for standard
    /// input or an upload), `name` how errors call it.
    case image(Image, file: String?, name: String?)
    /// The bytes of an image file (an upload), decoded within `limits`.
    case imageBytes([UInt8], limits: ImageLimits)
    /// A screenshot already read, from the file `file`.
    case screenshot(ReadScreenshot, file: String?)
    /// A board given as text, with what its screenshot showed when a client
    /// kept that (the page, after a tile is changed by hand).
    case board(Board, seen: ScreenshotFacts = ScreenshotFacts())
  }

  /// Where the board comes from.
  public var input: Input
  /// The words the player says were played.
  public var played: PlayedWords
  /// The game's history as a client keeps it (the page), used instead of
  /// the solver's own memory for this request only.
  package var kept: KeptHistory?
  /// The letters of the kept history's previous board, when the client sent
  /// them: a board of other letters is another game.
  package var keptLetters: String?
  /// How to solve.
  public var options: SolveOptions
  /// When the board was seen, where the input does not say (a board given
  /// as text is otherwise seen now; an image is dated by its EXIF date,
  /// else its file's time).
  package var takenAt: Date?

  /// A request for `input` with the words `given` as played, with no kept
  /// history (the solver's memory serves).
  public init(
    _ input: Input, given: GivenWords = GivenWords(), options: SolveOptions = SolveOptions()
  ) {
    self.init(input, played: given.played, options: options)
  }

  /// A request for `input` with the words `played`, with no kept history.
  package init(_ input: Input, played: PlayedWords, options: SolveOptions = SolveOptions()) {
    self.input = input
    self.played = played
    self.options = options
  }
}

/// What a screenshot showed besides its board, kept by a client that sends
/// the board again as text.
public struct ScreenshotFacts: Sendable, Hashable {
  /// The "played" bubble's word and who played it.
  package var lastPlayed: LastPlayed?
  /// Whose turn it showed.
  package var toMove: Owner?

  /// Facts as a screenshot showed them; nothing by default.
  package init(lastPlayed: LastPlayed? = nil, toMove: Owner? = nil) {
    self.lastPlayed = lastPlayed
    self.toMove = toMove
  }

  /// Nothing known.
  public init() { self.init(lastPlayed: nil) }
}

/// A kept history whose previous board is of another game.
public struct OtherGameError: Error, CustomStringConvertible {
  /// The previous board's letters.
  package let previous: String
  /// This board's.
  package let letters: String

  public var description: String {
    "the previous board has other letters (\(previous), \(letters)): not the same game"
  }
}
