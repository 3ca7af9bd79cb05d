import BoardReader
import GameHistory
import Letterpress
import Pixels
import Strategy
import Testing
import Words

@testable import Solving

/// `SolvingError`: the kind each lower error becomes, its message kept word
/// for word; and the errors of the `played` use case.
@Suite struct SolvingErrorTests {
  static let letters = "QUILTSEDRADISHOPENCARTXYZ"
  static let solver = Solver(
    reader: ScreenshotReader(templates: .builtIn), list: WordList(words: ["ox", "pox"], name: "x"))

  static let cases: [(any Error & Sendable, SolvingError.Kind)] = [
    (ImageError.empty(file: "shot.png"), .badImage),
    (ImageError.wrongFormat(file: nil, expected: nil), .badImage),
    (ImageError.fileTooLarge(file: "big.png", bytes: 10, limit: 5), .imageTooLarge),
    (BoardChangeError.unchanged, .unexplainedChange),
    (OtherGameError(previous: "A", letters: "B"), .unexplainedChange),
    (BoardTextError.wrongCount(3), .badBoard),
    (HistoryError.unusable(path: "/x", reason: "gone"), .history),
    (CancellationError(), .internal),
  ]

  @Test(arguments: cases.indices)
  func eachLowerErrorHasItsKindAndKeepsItsMessage(index: Int) {
    let (error, kind) = Self.cases[index]
    let wrapped = SolvingError(error)
    #expect(wrapped.kind == kind, "\(error)")
    #expect(wrapped.message == "\(error)")
    #expect(wrapped.reading == nil)
    // Wrapping again changes nothing.
    #expect(SolvingError(wrapped).kind == kind)
    #expect(SolvingError(wrapped).message == wrapped.message)
  }

  /// A board of `letters` with `red` tiles the opponent's.
  static func board(_ letters: String = letters, red: [Int] = []) throws -> Board {
    let colors = (0..<25).map { red.contains($0) ? "r" : "w" }.joined()
    return try Board(letters: letters, colors: colors)
  }

  @Test func boardsOfDifferentLettersAreNotOneGame() throws {
    let other = String(Self.letters.reversed())
    #expect {
      try Self.solver.explain(
        try Self.board(), toMove: nil, try Self.board(other), toMove: nil, limit: 5)
    } throws: { error in
      guard let error = error as? SolvingError else { return false }
      return error.kind == .unexplainedChange
        && error.message
          == "the boards have different letters (\(Self.letters), \(other)): not the same game"
    }
  }

  /// OX (r3c5, r4c1, r5c3) then POX taking them: the same side to move on
  /// both boards says two moves, that side first; without turns the fewest
  /// (one) explain it.
  @Test func theTurnsSayHowManyMovesAndWhoMovedFirst() throws {
    let before = try Self.board()
    let after = try Self.board(red: [14, 15, 22])
    let turns = try Self.solver.explain(
      before, toMove: .player, after, toMove: .player, limit: 5)
    #expect(turns.plies == 2)
    #expect(turns.explanations.first?.moves.map(\.word) == ["OX", "POX"])
    let fewest = try Self.solver.explain(before, toMove: nil, after, toMove: nil, limit: 5)
    #expect(fewest.plies == 1)
  }
}
