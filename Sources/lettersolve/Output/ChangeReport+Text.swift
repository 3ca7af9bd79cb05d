import Letterpress
import Solving

extension ChangeReport {
  /// One line per explanation under a heading.
  ///
  /// For example `opponent QUILT (tiles r1c4 r2c4 r3c4 r3c3 r4c3), then you TEA (tiles r1c1 r1c2 r1c3)`.
  var text: String {
    let moves = plies == 1 ? "one move" : "two moves"
    let found = complete ? "\(count)" : "more than \(count)"
    let shown = explanations.count < count ? "; the first \(explanations.count)" : ""
    var lines = [
      exact
        ? "Exactly one explanation (\(moves)):"
        : "\(found) explanations (\(moves) each), most likely first\(shown):"
    ]
    for explanation in explanations {
      lines.append(
        "  "
          + explanation.moves.map {
            "\($0.by.rawValue) \($0.word) (tiles \($0.tiles.joined(separator: " ")))"
          }.joined(separator: ", then "))
    }
    return lines.joined(separator: "\n")
  }
}
