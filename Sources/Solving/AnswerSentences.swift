import GameHistory
import Letterpress

/// The answer in a player's words, as every front end says it.
///
/// Whose turn it is, the move and its taps, who is winning, the doubts,
/// and the whole default text of `solve` (`lines`). Encodes as the answer
/// document's `"sentences"`.
///
///     let sentences = AnswerSentences(answer)
///     print(sentences.lines.joined(separator: "\n"))
public struct AnswerSentences: Codable, Sendable, Equatable {
  /// When the screenshot shows the opponent to move: that it is their
  /// turn and what they are likely to play (`Their turn: they will likely
  /// play X: …`).
  public let turn: String?
  /// The move (`Play QUILTED: you 7 → 13, …`; on their turn `For later, …`),
  /// or why there is none.
  public let move: String
  /// The move's taps in order, when there is a move (`Tap Q r1c1, U r1c2.`).
  public let taps: String?
  /// Who is winning, and after the move (absent on a finished game).
  public let chance: String?
  /// What may make the answer wrong: words that might already be played,
  /// a search cut by time, the words treated as played; absent when none.
  public let doubt: [String]?
  /// The whole default text, line by line, as `solve` prints it without
  /// colour, `--limit` or `--verbose`: at most `AnswerWording.screenLines`.
  public let lines: [String]

  /// The sentences of `answer`.
  public init(_ answer: Answer) {
    let wording = AnswerWording(answer)
    turn = wording.turn
    move = ([wording.lead].compactMap { $0 } + [wording.move]).joined(separator: " ")
    taps = wording.taps
    chance = wording.chance
    let doubts = wording.notes + wording.doubts
    doubt = doubts.isEmpty ? nil : doubts
    lines = wording.lines(.fit)
  }
}

/// How the answer's sentences are worded and laid out in lines of at most
/// 80 columns: the move first, its taps and grid, the chance, the doubts,
/// then the other moves one line each, as many as a 24-line terminal holds
/// (`.fit`), all of them (`.all`), or with their grids, the board and the
/// search's figures (`.verbose`).
package struct AnswerWording {
  /// How much of the answer `lines(_:paint:)` gives.
  package enum Layout: Sendable {
    /// Everything within `screenLines` lines: the other moves that fit.
    case fit
    /// Every move, one line each.
    case all
    /// Every move with its taps and grid, the board, the score, the word
    /// counts and the search.
    case verbose
  }

  /// The lines a terminal shows at once: the default answer's most.
  package static let screenLines = 24

  /// The columns the text keeps within.
  package static let width = 80

  /// Grids per row in the verbose list: 3 × 22 columns plus gaps.
  static let gridsPerRow = 3

  /// The answer worded.
  let answer: Answer

  package init(_ answer: Answer) {
    self.answer = answer
  }

  // MARK: - Sentences

  /// The move whose taps and grid lead the answer: your best on this board,
  /// or on their turn your best answer to their likely move.
  var shownTapOrder: [Int]? {
    if let their = answer.theirTurn, their.answer != nil { return their.answerTapOrder }
    return answer.best?.tapOrder
  }

  /// `Their turn: they will likely play X: them 7 → 13, you 12 → 8.`, when
  /// the screenshot shows the opponent to move.
  var turn: String? {
    guard answer.toMove == .opponent, !answer.isOver else { return nil }
    guard let their = answer.theirTurn else {
      return "Their turn (the screenshot shows the opponent to move)."
    }
    guard let word = their.word else {
      return "Their turn: they have no playable word and must pass."
    }
    let before = answer.score
    let change =
      "them \(before.opponent) → \(their.score.opponent), you \(before.player) → \(their.score.player)"
    if their.theyWin { return "Their turn: they can win now with \(word): \(change)." }
    if their.endsGame {
      return "Their turn: they will likely end the game with \(word): \(change)."
    }
    return "Their turn: they will likely play \(word): \(change)."
  }

  /// When the best move might already be played: says so first, with the
  /// best surely legal one.
  var lead: String? {
    guard let best = answer.best, answer.theirTurn?.answer == nil, answer.mightBePlayed(best)
    else { return nil }
    guard let sure = answer.history?.surelyLegal else {
      return "\(best.word) might already be played, and no answer shown is surely legal."
    }
    return "\(best.word) might already be played; if it was, play \(sure) (surely legal)."
  }

  /// The move in a player's words, or why there is none.
  ///
  /// `Play QUILTED: you 7 → 13, them 6 → 5; takes 1 of theirs; 2 of your
  /// tiles become safe.`; on their turn `For later, if they play X: answer
  /// Y: you …` (or, when no answer to their move was looked at, `For later,
  /// if they pass: play Y: …`).
  var move: String {
    if let their = answer.theirTurn, let word = their.word, let reply = their.answer,
      let after = their.scoreAfterAnswer
    {
      let before = their.score
      return "For later, if they play \(word): answer \(reply): "
        + "you \(before.player) → \(after.player), them \(before.opponent) → \(after.opponent)."
    }
    guard let best = answer.best else { return Self.noMoveReason(answer) }
    let headline = Self.headline(best, of: answer)
    guard answer.toMove == .opponent else { return headline }
    let when = answer.theirTurn?.word == nil ? "after their pass" : "if they pass instead"
    return "For later, \(when): " + headline.prefix(1).lowercased() + headline.dropFirst()
  }

  /// `Tap Q r1c1, U r1c2.`, for the move shown.
  var taps: String? {
    guard let tapOrder = shownTapOrder else { return nil }
    return "Tap "
      + Self.punctuated(Self.tapList(tapOrder, on: answer.board), end: ".")
      .joined(separator: " ")
  }

  /// Who is winning now and after the move, in words and numbers, with a
  /// reason where the chance and the tile count disagree.
  var chance: String? {
    guard !answer.isOver else { return nil }
    if let their = answer.theirTurn {
      let (chance, percent) = (their.winChance, Self.percent(their.winChance))
      let text =
        switch chance {
        case 1: "You win by force, whatever they play"
        case 0: "They win by force"
        case 0.5 where their.word != nil && answer.search?.outcome == .draw: "It is a draw by force"
        case 0.55...: "You are ahead with them to move: about \(percent) to win"
        case ...0.45: "They are ahead, to move: about \(percent) for you"
        default: "It is close with them to move: about \(percent) to win"
        }
      return text + "."
    }
    var text = Self.standingNow(answer)
    if let best = answer.best, answer.mightBePlayed(best), answer.winChance == 1 {
      // The proof plays the best word, which the game may not allow.
      text += " if \(best.word) was not played yet"
    }
    let reason = Self.reason(
      chance: answer.winChance, score: answer.score, defended: answer.defended)
    if let reason { text += " (\(reason))" }
    if let best = answer.best { text += Self.standingAfter(best, unless: reason) }
    return text + "."
  }

  /// Notes on the move beyond the chance.
  ///
  /// A forced line, a loss that cannot be avoided, a reply that wins for
  /// them; on their turn only when the move shown is for after their pass
  /// (the board as it is).
  var notes: [String] {
    guard answer.theirTurn?.answer == nil, let best = answer.best else { return [] }
    return Self.why(best, of: answer)
  }

  /// What may make the answer wrong: a search cut short, words that might
  /// already be played, the words treated as played.
  var doubts: [String] {
    var lines: [String] = []
    if answer.search?.cutByTime == true || answer.theirTurn?.cutByTime == true {
      lines.append("The time limit cut the look-ahead short: another run may answer differently.")
    }
    if answer.theirTurn != nil {
      lines.append("Solve the screenshot of your turn: their move may be another.")
    }
    if !answer.isOver { lines += answer.history.map(Self.historyLines) ?? [] }
    return lines
  }

  // MARK: - Lines

  /// The answer in lines of at most 80 columns, laid out as `layout` says;
  /// `paint` gives the escape code that colours a tile (`nil`: no colour).
  package func lines(_ layout: Layout, paint: ((TileColor) -> String)? = nil) -> [String] {
    let wrap = { (text: String) in Self.wrapped(Self.tokens(text), first: "", rest: "  ") }
    let indented = { (text: String) in Self.wrapped(Self.tokens(text), first: "  ", rest: "  ") }
    var lines: [String] = []
    if let turn { lines += wrap(turn) }
    if let lead { lines += wrap(lead) }
    lines += wrap(move)
    if let tapOrder = shownTapOrder {
      lines += Self.wrapped(
        Self.punctuated(Self.tapList(tapOrder, on: answer.board), end: "."), first: "  Tap ",
        rest: "      ")
      lines.append("")
      lines += Self.grid(tapOrder, board: answer.board, paint: paint)
      lines.append("")
    }
    if let chance { lines += indented(chance) }
    if layout == .verbose, answer.theirTurn?.answer == nil, let best = answer.best {
      lines.append("  " + Self.details(best))
    }
    for note in notes + doubts { lines += indented(note) }
    if layout == .verbose {
      lines.append("")
      lines += Self.boardLines(answer.board, paint: paint)
      lines.append(
        "Score: you \(answer.score.player), them \(answer.score.opponent); "
          + "\(answer.freeTiles) \(Self.noun("tile", count: answer.freeTiles)) free.")
      let dictionary = answer.dictionary
      let played = dictionary.played.isEmpty ? "" : ", \(dictionary.played.count) played"
      lines.append(
        "\(dictionary.name): \(dictionary.playable) playable \(Self.noun("word", count: dictionary.playable))\(played), \(dictionary.moves) distinct moves"
      )
      if let search = answer.search, !answer.isOver { lines += Self.searchLines(search) }
    }
    lines += others(layout, linesLeft: Self.screenLines - lines.count, paint: paint)
    return lines
  }

  /// The other moves: on your turn every move but the first; on theirs,
  /// when the answer shown is to their likely move, your moves on the board
  /// as it is.
  private var otherMoves: (title: String, first: Int) {
    if let their = answer.theirTurn, their.answer != nil {
      return ("Were it your turn now, your best moves:", 0)
    }
    return ("Other moves:", 1)
  }

  /// The list of other moves, as `layout` says, in `linesLeft` lines for
  /// `.fit`.
  private func others(_ layout: Layout, linesLeft: Int, paint: ((TileColor) -> String)?)
    -> [String]
  {
    let (title, first) = otherMoves
    let moves = Array(answer.moves.enumerated().dropFirst(first))
    guard !moves.isEmpty else { return [] }
    var lines = [title]
    switch layout {
    case .fit, .all:
      var shown = moves
      if layout == .fit {
        // Within the blank line and the title; with the line that says how
        // many more there are, when some are left out.
        let room = linesLeft - 2
        if moves.count > room { shown = Array(moves.prefix(max(room - 1, 0))) }
      }
      guard !shown.isEmpty else { return [] }
      lines += shown.map { Self.alternativeLine($0.element, number: $0.offset + 1, of: answer) }
      let more = moves.count - shown.count
      if more > 0 {
        lines.append(
          "  \(more) more \(Self.noun("move", count: more)): --limit \(answer.moves.count) lists them, --verbose draws them."
        )
      }
    case .verbose:
      for groupStart in stride(from: 0, to: moves.count, by: Self.gridsPerRow) {
        let group = moves[groupStart..<min(groupStart + Self.gridsPerRow, moves.count)]
          .map { ($0.offset + 1, $0.element) }
        if groupStart > 0 { lines.append("") }
        for (number, move) in group {
          lines += Self.alternative(move, number: number, of: answer)
          lines.append("      " + Self.details(move))
        }
        lines.append("")
        lines += Self.grids(group, board: answer.board, paint: paint)
      }
    }
    return [""] + lines
  }
}

extension PlayedWord {
  /// How the answer's "Treated as played" line and `history show` name a
  /// played word: `QUILT (bubble)`; a word the player gave is "given" (it
  /// may be either side's).
  package var shown: String { "\(word) (\(origin == .player ? "given" : origin.rawValue))" }
}
