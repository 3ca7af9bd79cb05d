import BoardReader
import Foundation
import Solving
import Words

/// Smaller than the standard limits, so that one input takes milliseconds:
/// the size checks themselves are what the fuzzer should reach, not a
/// 64-megapixel decode.
private let limits = ImageLimits(maxSide: 4096, maxPixels: 4 << 20, maxFileBytes: 4 << 20)

/// The solver `lettersolve solve` runs, with the word list it would use here
/// (the game's, or the system's).
private let solver: Solver = {
  let environment = ProcessInfo.processInfo.environment
  do {
    let list = try WordList.load(
      choice: nil, environment: environment, locations: .standard(environment: environment)
    ).list
    return Solver(reader: ScreenshotReader(templates: .builtIn), list: list)
  } catch {
    fatalError("no word list for the fuzzer: \(error)")
  }
}()

/// `solve`'s options with the look-ahead cut to 50 ms, so that boards that
/// read still take little time.
private let options = SolveOptions(time: 0.05)

/// libFuzzer's entry point: one input through decode, read and solve, as
/// `lettersolve solve` runs them.
///
/// Any outcome but a crash, a hang or a runaway allocation is a pass: the
/// pipeline may refuse the input, as long as it refuses it with an error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  _ = try? solver.answer(SolveRequest(.imageBytes(bytes, limits: limits), options: options))
  return 0
}
