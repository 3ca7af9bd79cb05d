import ArgumentParser

/// Runs `write`, which writes an output file (an annotated or rendered PNG,
/// the trained templates); when it fails, says why and exits 74 (EX_IOERR),
/// the status of every output that cannot be written.
func writingOutput(_ write: () throws -> Void) throws {
  do {
    try write()
  } catch {
    Terminal.warn("Error: \(error)")
    throw ExitCode(74)
  }
}
