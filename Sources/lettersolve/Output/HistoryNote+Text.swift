import Solving

extension HistoryNote {
  /// The lines `solve` prints under the answer: the played words taken into
  /// account, and the answers in doubt with the best sure one.
  var lines: [String] {
    var lines: [String] = []
    if !playedWords.isEmpty {
      lines.append(
        "Treated as played: "
          + playedWords.map {
            "\($0.word) (\($0.origin.shownAs))"
          }
          .joined(separator: ", "))
    }
    if let doubt, !mightBePlayed.isEmpty {
      var line = "Might already be played (\(doubt)): \(mightBePlayed.joined(separator: ", "))."
      if let surelyLegal { line += " Surely legal: \(surelyLegal)." }
      lines.append(line)
    }
    return lines
  }
}
