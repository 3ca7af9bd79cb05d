import Letterpress
import Solving

/// How `solve` prints an `Answer` for people: the sentences of Solving's
/// `AnswerWording`, the grids coloured on a terminal that shows colour.
///
/// By default the whole answer fits a 24-line terminal (the move or the
/// turn, its taps and grid, the chance, the doubts, the other moves that
/// fit, one line each); `all` lists every move one line each (`--limit`),
/// `verbose` adds every move's grid, the board, the word counts and the
/// search.
enum AnswerText {
  static func text(
    _ answer: Answer, colored: Bool, verbose: Bool = false, all: Bool = false
  ) -> String {
    let layout: AnswerWording.Layout = verbose ? .verbose : all ? .all : .fit
    let paint: ((TileColor) -> String)? = colored ? { ReadingFormat.ansiStyle($0) } : nil
    let lines = AnswerWording(answer).lines(layout, paint: paint)
    return lines.joined(separator: "\n") + "\n"
  }
}
