import CLibFuzzer
import Foundation

// SwiftPM gives every executable its own `main`, which hides libFuzzer's, so
// this one hands the command line to libFuzzer's driver.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
