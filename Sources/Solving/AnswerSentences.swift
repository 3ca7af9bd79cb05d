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

// MARK: - Wording

extension AnswerWording {
  /// `singular`, or its plural (with an "s") when `count` is not 1.
  static func noun(_ singular: String, count: Int) -> String {
    count == 1 ? singular : singular + "s"
  }

  /// Why there is no move.
  ///
  /// `No playable word: pass.`, or `The game is over: you 13, them 12. You
  /// won.`
  package static func noMoveReason(_ answer: Answer) -> String {
    guard answer.isOver else { return "No playable word: pass." }
    let (player, opponent) = (answer.score.player, answer.score.opponent)
    return "The game is over: you \(player), them \(opponent). "
      + (player > opponent ? "You won." : "They won.")
  }

  /// Who is winning with you to move: `You are ahead: about 70% to win`,
  /// `You win by force`, `They are ahead: about 30% for you`.
  static func standingNow(_ answer: Answer) -> String {
    let chance = answer.winChance
    return switch chance {
    case 1: "You win by force"
    case 0: "They win by force"
    case _ where answer.search?.outcome == .draw && answer.toMove != .opponent:
      "It is a draw by force"
    case 0.55...: "You are ahead: about \(percent(chance)) to win"
    case ...0.45: "They are ahead: about \(percent(chance)) for you"
    default: "It is close: about \(percent(chance)) to win"
    }
  }

  /// The chance after `move`, beside the reply it assumes: `; after QUILTED
  /// and their best answer ATTACHMENTS (you 7, them 13): 74%, as their
  /// tiles are exposed and yours are safe (9 safe against 2)` (the reason
  /// left out when it is `said` already).
  static func standingAfter(_ move: Answer.Move, unless said: String? = nil) -> String {
    switch move.winChance {
    case _ where move.wins: return "; \(move.word) wins now"
    case 1 where move.proven: return "; after \(move.word) you win by force"
    case 0 where move.proven: return "; after \(move.word) they can force a win"
    default: break
    }
    let chance = percent(move.winChance)
    guard let reply = move.reply, let after = move.scoreAfterReply else {
      return "; \(chance) after \(move.word)"
    }
    let answer = reply == .pass ? "their pass" : "their best answer \(reply.text)"
    var text =
      "; after \(move.word) and \(answer) (you \(after.player), them \(after.opponent)): \(chance)"
    if let defended = move.defendedAfterReply,
      let reason = reason(chance: move.winChance, score: after, defended: defended),
      reason != said
    {
      text += ", as " + reason
    }
    return text
  }

  /// Why a chance and the tile count disagree (you behind in tiles with
  /// a chance above even, or ahead with one below), from the safe
  /// (defended) tiles; `nil` when they agree or the chance is proved.
  static func reason(chance: Double, score: Answer.Score, defended: Answer.Score) -> String? {
    let lead = score.player - score.opponent
    guard chance > 0, chance < 1, chance != 0.5 else { return nil }
    let counts = "\(defended.player) safe against \(defended.opponent)"
    if chance > 0.5, lead < 0 {
      return defended.player > defended.opponent
        ? "their tiles are exposed and yours are safe (\(counts))"
        : "you move next, and \(defended.opponent) of their \(score.opponent) tiles "
          + (defended.opponent == 1 ? "is" : "are") + " safe"
    }
    if chance < 0.5, lead > 0 {
      return defended.opponent > defended.player
        ? "your tiles are exposed and theirs are safe (\(counts))"
        : "their safe tiles weigh more than your lead (\(counts))"
    }
    return nil
  }

  /// An estimated chance as a whole percentage, `70%`, kept within 1-99%
  /// (only a proof is certain).
  static func percent(_ chance: Double) -> String {
    "\(min(max(Int((chance * 100).rounded()), 1), 99))%"
  }

  /// The move's headline.
  ///
  /// `Play QUILTED: you 7 → 13, them 6 → 5; takes 1 of theirs; 2 of your
  /// tiles become safe.`
  static func headline(_ move: Answer.Move, of answer: Answer) -> String {
    let (before, safe) = (answer.score, answer.defended)
    var parts = [
      "Play \(move.word): you \(before.player) → \(move.score.player), "
        + "them \(before.opponent) → \(move.score.opponent)"
    ]
    let taken = before.opponent - move.score.opponent
    if taken > 0 { parts.append("takes \(taken) of theirs") }
    let madeSafe = move.defended.player - safe.player
    if madeSafe > 0 {
      parts.append("\(madeSafe) of your tiles \(madeSafe == 1 ? "becomes" : "become") safe")
    }
    let unlocked = safe.opponent - move.defended.opponent
    if unlocked > 0 {
      parts.append(
        "\(unlocked) of their safe tiles \(unlocked == 1 ? "becomes" : "become") takeable")
    }
    return parts.joined(separator: "; ") + "."
  }

  /// Why the move: what the look-ahead proved (the claim-wording of the
  /// search's outcome), and a winning reply it hands them.
  static func why(_ move: Answer.Move, of answer: Answer) -> [String] {
    // A move that wins now: the chance line says so (`standingAfter`).
    guard !move.wins else { return [] }
    var lines: [String] = []
    if move.endsGame {
      lines.append("This ends the game, and you lose.")
    } else {
      let search = answer.search
      if search?.outcome == .win, move.proven, let line = search?.line, line.count > 1 {
        let rest = line.dropFirst().enumerated().map { step in
          (step.offset.isMultiple(of: 2) ? "they " : "you ") + step.element.text
        }
        lines.append(
          "You win by force with \(move.word): whatever they answer, you can still win "
            + "(for example: \(rest.joined(separator: ", "))).")
      } else if search?.outcome == .loss, move.proven {
        lines.append("They can force a win whatever you play; this makes it hardest.")
      }
      if let reply = move.opponentWinningReply {
        lines.append("They can end the game and win after this, with \(reply).")
      }
    }
    return lines
  }

  /// How many of the words that might already be played the doubt names
  /// (the list of other moves marks each).
  static let doubtedWordsShown = 4

  /// The history's lines: the answers in doubt with the best sure one,
  /// and the played words taken into account, each with where it came
  /// from (`given` for a word the player gave, whoever played it).
  static func historyLines(_ note: HistoryNote) -> [String] {
    var lines: [String] = []
    if let doubt = note.doubt, !note.mightBePlayed.isEmpty {
      let words = note.mightBePlayed
      let more =
        words.count > Self.doubtedWordsShown
        ? ", and \(words.count - Self.doubtedWordsShown) more" : ""
      var line =
        "Might already be played (\(doubt)): "
        + words.prefix(Self.doubtedWordsShown).joined(separator: ", ") + more + "."
      if let surelyLegal = note.surelyLegal { line += " Surely legal: \(surelyLegal)." }
      lines.append(line)
    }
    if !note.playedWords.isEmpty {
      lines.append(
        "Treated as played: "
          + note.playedWords.map { "\($0.word) (\($0.origin.shownAs))" }.joined(separator: ", ")
          + ".")
    }
    return lines
  }

  /// One of the other moves on one line of at most 80 columns: `" 2.
  /// HORSE           you 12, them 4; their best answer X (you 9, them 7)"`;
  /// the clauses that do not fit are left to `--verbose`.
  static func alternativeLine(_ move: Answer.Move, number: Int, of answer: Answer) -> String {
    var line =
      pad("\(number < 10 ? " " : "")\(number). \(move.word)", to: 20)
      + "you \(move.score.player), them \(move.score.opponent)"
    for clause in clauses(move, of: answer) where line.count + 2 + clause.count <= width {
      line += "; " + clause
    }
    return line
  }

  /// What is said of another move beyond its score, most important first.
  static func clauses(_ move: Answer.Move, of answer: Answer) -> [String] {
    var clauses: [String] = []
    if answer.mightBePlayed(move) { clauses.append("might already be played") }
    if move.wins {
      clauses.append("wins now")
    } else if move.endsGame {
      clauses.append("ends the game lost")
    } else if let reply = move.opponentWinningReply {
      clauses.append("they can then win with \(reply)")
    } else if let reply = move.reply, let after = move.scoreAfterReply {
      clauses.append(
        "their best answer " + (reply == .pass ? "a pass" : reply.text)
          + " (you \(after.player), them \(after.opponent))")
    }
    return clauses
  }

  /// One of the other moves as `--verbose` shows it: its line, wrapped
  /// rather than cut, then its tap list.
  static func alternative(_ move: Answer.Move, number: Int, of answer: Answer) -> [String] {
    let text =
      ([
        pad("\(number < 10 ? " " : "")\(number). \(move.word)", to: 20)
          + "you \(move.score.player), them \(move.score.opponent)"
      ] + clauses(move, of: answer))
    var lines: [String] = []
    for clause in text {
      if let last = lines.last, last.count + clause.count + 2 <= width {
        lines[lines.count - 1] += "; " + clause
      } else {
        if !lines.isEmpty { lines[lines.count - 1] += ";" }
        lines.append(lines.isEmpty ? clause : "      " + clause)
      }
    }
    return lines
      + wrapped(
        punctuated(tapList(move.tapOrder, on: answer.board), end: ""), first: "      tap ",
        rest: "          ")
  }

  /// The tiles in tap order, each a letter and its place: `U r1c2`, `N r5c5`.
  static func tapList(_ tapOrder: [Int], on board: Board) -> [String] {
    tapOrder.map { "\(board.letters[$0].character) \(Board.tileName($0))" }
  }

  /// `words` joined by spaces on lines of at most 80 columns, the first
  /// line after `first`, the others after `rest`.
  static func wrapped(_ words: [String], first: String, rest: String) -> [String] {
    var lines: [String] = []
    var line = first
    var isEmpty = true
    for word in words {
      if !isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        (line, isEmpty) = (rest, true)
      }
      line += (isEmpty ? "" : " ") + word
      isEmpty = false
    }
    return lines + [line]
  }

  /// The words of `text` as `wrapped` keeps them together: a count and
  /// its change (`you 7 → 13,`) is never split over two lines.
  static func tokens(_ text: String) -> [String] {
    var tokens: [String] = []
    for word in text.split(separator: " ").map(String.init) {
      if let last = tokens.last,
        word == "→" || last.hasSuffix("→")
          || ((last.hasSuffix("you") || last.hasSuffix("them")) && word.first?.isNumber == true)
      {
        tokens[tokens.count - 1] += " " + word
      } else {
        tokens.append(word)
      }
    }
    return tokens
  }

  /// `items` with a comma after each but the last, and `end` after it.
  static func punctuated(_ items: [String], end: String) -> [String] {
    items.enumerated().map { $0.element + ($0.offset == items.count - 1 ? end : ",") }
  }

  /// What `--verbose` adds about a move: the safe (defended) tiles after it.
  static func details(_ move: Answer.Move) -> String {
    "safe tiles after it: you \(move.defended.player), them \(move.defended.opponent)"
  }

  /// What the look-ahead search did, and its proof when it has one.
  static func searchLines(_ search: Answer.Search) -> [String] {
    var lines = [
      "Look-ahead: \(search.depth) \(search.depth == 1 ? "ply" : "plies"), "
        + "\(search.nodes) \(noun("node", count: search.nodes)), "
        + String(format: "%.2f s", search.seconds) + (search.proven ? ", proven" : "")
    ]
    if let outcome = search.outcome {
      let line = (search.line ?? []).map(\.text).joined(separator: ", ")
      lines.append(
        "Proven for you: \(outcome.rawValue)" + (line.isEmpty ? "" : "; line of play \(line)"))
    }
    if let plies = search.endgameHorizon {
      lines.append("Endgame: no forced result found within \(plies) plies.")
    }
    if search.prefersPass { lines.append("The search prefers to pass.") }
    return lines
  }

  // MARK: - Grids

  /// The escape code that ends a colour.
  static let reset = "\u{1B}[0m"

  /// The board, one row a line, each tile a letter and its colour code (or
  /// the letter on its colour, with `paint`).
  static func boardLines(_ board: Board, paint: ((TileColor) -> String)?) -> [String] {
    var lines: [String] = ["Board (b/r: yours/theirs, B/R: safe, that is defended):"]
    let colors = board.tileColors
    for row in 0..<Board.side {
      let cells = (0..<Board.side).map { column -> String in
        let index = row * Board.side + column
        let letter = String(board.letters[index].character)
        let color = colors[index]
        guard let paint else { return letter + (color == .unclaimed ? " " : String(color.code)) }
        return paint(color) + " " + letter + " " + reset
      }
      lines.append(
        ("  " + cells.joined(separator: paint == nil ? " " : "")).trimmingTrailingSpaces())
    }
    return lines
  }

  /// A move's grid: on its tiles the letter and its tap number, a dot
  /// elsewhere.
  static func grid(_ tapOrder: [Int], board: Board, paint: ((TileColor) -> String)?) -> [String] {
    let colors = board.tileColors
    return (0..<Board.side).map { row in
      gridRow(row, tapOrder: tapOrder, board: board, colors: colors, paint: paint)
        .trimmingTrailingSpaces()
    }
  }

  /// Grids side by side, each headed by its number.
  static func grids(
    _ moves: [(Int, Answer.Move)], board: Board, paint: ((TileColor) -> String)?
  ) -> [String] {
    let colors = board.tileColors
    var lines = [
      moves.map { pad("  #\($0.0)", to: 22) }.joined(separator: "  ").trimmingTrailingSpaces()
    ]
    for row in 0..<Board.side {
      let cells = moves.map { _, move in
        gridRow(row, tapOrder: move.tapOrder, board: board, colors: colors, paint: paint)
      }
      lines.append(cells.joined(separator: "  ").trimmingTrailingSpaces())
    }
    return lines
  }

  /// One row of a move's grid, 22 columns: `  U1  ·   ·   E4  ·`.
  static func gridRow(
    _ row: Int, tapOrder: [Int], board: Board, colors: [TileColor],
    paint: ((TileColor) -> String)?
  ) -> String {
    "  "
      + (0..<Board.side).map { column -> String in
        let index = row * Board.side + column
        guard let tap = tapOrder.firstIndex(of: index) else { return "·   " }
        let cell = String(board.letters[index].character) + String(tap + 1)
        let padding = String(repeating: " ", count: 4 - cell.count)
        return (paint.map { $0(colors[index]) + cell + reset } ?? cell) + padding
      }.joined()
  }

  private static func pad(_ text: String, to width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}

extension WordOrigin {
  /// How the answer's "Treated as played" line and `history show` name the
  /// origin: a word the player gave is "given" (it may be either side's).
  package var shownAs: String { self == .player ? "given" : rawValue }
}
