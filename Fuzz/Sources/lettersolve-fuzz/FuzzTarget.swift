import BoardReader
import Foundation
import Letterpress
import Pixels
import Strategy
import Words

/// Smaller than the standard limits, so that one input takes milliseconds:
/// the size checks themselves are what the fuzzer should reach, not a
/// 64-megapixel decode.
private let limits = DecodingLimits(maxSide: 4096, maxPixels: 4 << 20, maxFileBytes: 4 << 20)

private let reader = ScreenshotReader(templates: .builtIn)

/// The word list `lettersolve` would use here (the game's, or the system's).
private let wordList: WordList = {
  let environment = ProcessInfo.processInfo.environment
  do {
    return try WordList.load(
      choice: nil, environment: environment, locations: .standard(environment: environment)
    ).list
  } catch {
    fatalError("no word list for the fuzzer: \(error)")
  }
}()

/// libFuzzer's entry point: one input through decode, read and solve, as
/// `lettersolve solve` runs them.
///
/// Any outcome but a crash, a hang or a runaway allocation is a pass: the
/// pipeline may refuse the input, as long as it refuses it with an error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard let image = try? Image(decoding: bytes, limits: limits),
    let reading = try? reader.read(image),
    let board = reading.board
  else { return 0 }
  let words = WordFinder(list: wordList).words(on: board.letters)
  let generator = MoveGenerator(letters: board.letters, words: words)
  let moves = generator.moves(in: Position(board: board))
  var replies = ReplyFinder(generator: generator)
  _ = Ranking.best.suggestions(moves, limit: 10, replies: &replies, played: PlayedWords())
  return 0
}
