import Foundation
import Pixels

/// Where each input is written for the decoder, which reads files: one file
/// per process, in memory-backed /dev/shm when there is one, named with the
/// format under test (`LETTERSOLVE_FUZZ_FORMAT`, default png) as extension.
private let inputPath: String = {
  let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
  let format = ProcessInfo.processInfo.environment["LETTERSOLVE_FUZZ_FORMAT"] ?? "png"
  return "\(folder)/lettersolve-fuzz-\(getpid()).\(format)"
}()

/// libFuzzer's entry point: one input through decode, read and solve.
///
/// Any outcome but a crash, a hang or a runaway allocation is a pass: the
/// pipeline may refuse the input, as long as it refuses it with an error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
  guard FileManager.default.createFile(atPath: inputPath, contents: bytes) else {
    fatalError("cannot write the fuzz input to \(inputPath)")
  }
  _ = try? Image(contentsOfPNG: inputPath)
  return 0
}
