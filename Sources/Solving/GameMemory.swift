import Foundation
import GameHistory
import Letterpress
import Pixels
import Strategy
import Words

/// The game history as the solve path uses it: before solving a board, the
/// words its game is known to have played (and how many moves are unknown);
/// after, the board recorded.
///
/// A history that cannot be used is a one-line warning (handed to `warn`;
/// the core never prints), and the answer is given without it.
public struct GameMemory: Sendable {
  private let store: HistoryStore?
  private let warn: @Sendable (String) -> Void

  /// No history: the answers still mark the words that might already be
  /// played.
  public static let none = withoutHistory(warn: { _ in })

  /// No history, its one-line warnings (a word given that the board cannot
  /// have had) handed to `warn`.
  package static func withoutHistory(warn: @escaping @Sendable (String) -> Void) -> GameMemory {
    GameMemory(store: nil, warn: warn)
  }

  init(store: HistoryStore?, warn: @escaping @Sendable (String) -> Void) {
    self.store = store
    self.warn = warn
  }

  /// The history in `folder` (by default the usual one:
  /// `HistoryStore.defaultFolder`), or none when it cannot be opened; the
  /// one-line warnings go to `warn`.
  package init(folder: String? = nil, warn: @escaping @Sendable (String) -> Void) {
    self.warn = warn
    do {
      store = try HistoryStore(
        folder: folder
          ?? HistoryStore.defaultFolder(environment: ProcessInfo.processInfo.environment))
    } catch {
      warn("Warning: \(error); answering without history")
      store = nil
    }
  }

  /// What is known of the game on `board` when it is seen at `takenAt`, with
  /// the change since the board it follows worked out.
  ///
  /// A game is a chain of boards that can follow one another. The board
  /// follows, of the few latest earlier boards it can follow, the latest
  /// whose change to it is explained best (by the words given, else by
  /// moves from a board whose own change was explained, else by any
  /// moves): a board changed by hand is a side line, never the game's
  /// state, and boards given one after another stay one line. A blank board
  /// starts a new game, and so does a board that can follow none but a
  /// blank one seen before others. The words given
  /// (`given`, and those given with the game's earlier boards) are facts
  /// about the whole game: the change may be made of them. One the board
  /// cannot have had (its letters not all on coloured tiles) is reported to
  /// `warn`, and explains no change. Whose turn this board and the one it
  /// follows show (`toMove`: `nil` when not shown) says how many moves lie
  /// between them; when either is not shown, boards solved are taken as the
  /// player's to move.
  package func recall(
    board: Board, takenAt: Date, bubble: LastPlayed?, given: PlayedWords, list: WordList,
    toMove: Owner? = nil
  ) -> GameRecall {
    let timeline = game(of: board)
    let current = RecordedState(colors: board.colorString, takenAt: takenAt)
    let doubt = PlayedWordDoubt(letters: board.letters, ownership: Ownership(board))
    let possibleGiven = wordsItCanHave(given, doubt: doubt)
    let explainer = ChangeExplainer(
      board: board, bubble: bubble, given: possibleGiven, list: list, toMove: toMove)
    let followed = Self.followed(by: current, in: timeline, explainer: explainer)
    let line = followed?.line ?? []
    let step = followed?.step
    let stepUnknown = current.isBlank ? 0 : step?.unknownMoves
    // Moves nobody knows: the first board's from the blank one (none when
    // it is blank), then each step's.
    let unknown = Self.unknownMoves(line: line, step: stepUnknown)
    let possibleNow = Self.possibleNow(step: step, after: line.last, unknown: unknown, doubt: doubt)
    let possible = Self.possiblyPlayed(
      line: line, now: (stepUnknown, possibleNow), unknown: unknown)
    let inferred = step?.words ?? []
    let unique = PlayedWord.unique(
      Self.knownWords(
        given: given, loose: timeline?.looseWords(of: line) ?? [], line: line, bubble: bubble,
        inferred: inferred))
    return GameRecall(
      known: unique, played: (try? PlayedWords(unique.map(\.word))) ?? given,
      inferredNow: inferred, possibleNow: possibleNow, possiblyPlayed: possible.words,
      knowsEveryPossiblyPlayed: possible.knowsEvery, unknownStep: stepUnknown,
      unknownMoves: unknown, usesHistory: store != nil, follows: line.last?.id,
      givenNow: possibleGiven, toMove: toMove,
      likelyRule: (try? PlayedWords(possible.words)) ?? PlayedWords())
  }

  /// The recorded game of `board`'s letters; `nil` (with a warning when the
  /// history cannot be read) when there is none.
  private func game(of board: Board) -> GameTimeline? {
    guard let store else { return nil }
    do {
      return try store.game(letters: board.letterString)
    } catch {
      warn("Warning: \(error); answering without history")
      return nil
    }
  }

  /// The words of `given` the board can have had (their letters all on
  /// coloured tiles); the others are reported to `warn`.
  private func wordsItCanHave(_ given: PlayedWords, doubt: PlayedWordDoubt) -> [String] {
    let impossible = given.words.filter { !doubt.mightHaveBeenPlayed($0) }
    if !impossible.isEmpty {
      warn(
        "Warning: \(impossible.map { $0.uppercased() }.joined(separator: ", ")) cannot have been "
          + "played on this board (not all its letters are on coloured tiles); "
          + "it explains no move")
    }
    return given.words.filter { doubt.mightHaveBeenPlayed($0) }
  }

  /// A line of a game's recorded boards and the change from its last board
  /// to the board being solved.
  struct FollowedLine {
    /// The game's boards from its start to the one followed; empty for a
    /// new game.
    let line: [RecordedState]
    /// The change from the line's last board (the blank one when empty).
    let step: PlayedWordInference
    /// The moves of the game not known, with the step's.
    let unknown: Int?
  }

  /// The line of `timeline` the board `current` follows, with the change
  /// since its last board; `nil` when it follows none and no words given
  /// explain it from the start.
  static func followed(
    by current: RecordedState, in timeline: GameTimeline?, explainer: ChangeExplainer
  ) -> FollowedLine? {
    // The board this one follows, and the change since then: of the boards
    // seen before it, and of those seen after it by their times that it
    // follows by what they show (a tile coloured there, unclaimed here:
    // a file's time is wrong). A blank board is followed only by the board
    // right after it: a board that can follow nothing else starts a new
    // game.
    let preceding =
      current.isBlank
      ? []
      : (timeline?.states ?? []).filter {
        $0.precedes(current) || (!$0.isBlank && current.canFollow($0) && !$0.canFollow(current))
      }
    let earlier = preceding.filter {
      current.canFollow($0) && (!$0.isBlank || $0 == preceding.last)
    }
    let chosen = bestExplained(among: earlier, in: timeline, explainer: explainer)
    // A new game: the board blank, or explained from the blank board by the
    // words given (nothing else is known before it) better than as a later
    // board of a game seen before, or as well but not as the board seen
    // last (a second game's first board after the same opening).
    if !current.isBlank,
      let fresh = explainer.fromStart(loose: timeline?.looseWords(of: []) ?? []),
      chosen.map({
        isFewer(fresh.unknownMoves, than: $0.unknown)
          || (!isFewer($0.unknown, than: fresh.unknownMoves) && $0.line.last != preceding.last)
      }) ?? true
    {
      return FollowedLine(line: [], step: fresh, unknown: fresh.unknownMoves)
    }
    return chosen
  }

  /// Of the latest few of `earlier` (boards of `timeline` the board can
  /// follow, in order), the one whose change to the board is known best.
  static func bestExplained(
    among earlier: [RecordedState], in timeline: GameTimeline?, explainer: ChangeExplainer
  ) -> FollowedLine? {
    // Explained by the words given (then the fewest moves of the game
    // unknown), else by some moves from a board whose own change was
    // explained, else by some moves, else not. Then the latest: never an
    // earlier one because skipping boards leaves fewer moves unknown (that
    // splits one game into two interleaved lines); a board changed by hand
    // is skipped when its change, or the next one, is not explained so well.
    guard let timeline else { return nil }
    var chosen: FollowedLine?
    var best: (fit: ChangeFit, unknown: Int?)?
    for candidate in earlier.reversed().prefix(parentsTried) {
      guard let id = candidate.id else { continue }
      let line = timeline.line(to: id)
      let step = explainer.step(line: line, loose: timeline.looseWords(of: line))
      let unknown = unknownMoves(line: line, step: step.unknownMoves)
      let fit = ChangeFit(step: step, from: candidate)
      let better = best.map {
        fit > $0.fit
          || (fit == .byGivenWords && $0.fit == fit && isFewer(unknown, than: $0.unknown))
      }
      if better ?? true {
        chosen = FollowedLine(line: line, step: step, unknown: unknown)
        best = (fit, unknown)
      }
      if fit == .byGivenWords && unknown == 0 { break }
    }
    return chosen
  }

  /// The words the unknown moves of `step` (from the board `previous`) may
  /// have been, and the answer given on `previous` too when the board has
  /// changed since (the words given do not explain the change), the game
  /// (with `unknown` moves not known) is not known exactly, the answer is
  /// not a word of the change and its tiles are coloured now: either it was
  /// the player's move (most often) or it was not played because the game
  /// refused it.
  static func possibleNow(
    step: PlayedWordInference?, after previous: RecordedState?, unknown: Int?,
    doubt: PlayedWordDoubt
  ) -> [String]? {
    let possible = step?.possibleWords
    guard let step, let answer = previous?.answer?.lowercased(), unknown != 0,
      !step.isExplainedByGivenWords, !step.words.contains(answer),
      doubt.mightHaveBeenPlayed(answer), !(possible ?? []).contains(answer)
    else { return possible }
    return (possible ?? []) + [answer]
  }

  /// The words each unknown move of `line` and of the step `now` may have
  /// been (lower case, each once), and whether they are known for every
  /// unknown move of the game (`unknown` moves not known).
  static func possiblyPlayed(
    line: [RecordedState], now: (unknown: Int?, words: [String]?), unknown: Int?
  ) -> (words: [String], knowsEvery: Bool) {
    let steps = line.map { (unknown: $0.unknownMoves, words: $0.possibleWords) } + [now]
    let possible = steps.flatMap { $0.words ?? [] }.map { $0.lowercased() }
    var seen = Set<String>()
    return (
      possible.filter { seen.insert($0).inserted },
      unknown != nil && steps.allSatisfy { ($0.unknown ?? 0) == 0 || $0.words != nil }
    )
  }

  /// The words known played, from where each was first known: `given`, the
  /// words added to the game with no board (`loose`) and with the boards of
  /// `line`, the bubble's and those `inferred` for the change to this board.
  static func knownWords(
    given: PlayedWords, loose: [PlayedWord], line: [RecordedState], bubble: LastPlayed?,
    inferred: [String]
  ) -> [PlayedWord] {
    var known = given.words.map { PlayedWord(word: $0, origin: .player) }
    known += loose + line.flatMap(\.learntWords)
    if let bubble { known.append(PlayedWord(word: bubble.word, origin: .bubble)) }
    known += inferred.map { PlayedWord(word: $0, origin: .inferred) }
    return known
  }

  /// How many of the latest earlier boards a board can follow are tried for
  /// the one whose change to it is known best.
  static let parentsTried = 3

  /// How well a change from a recorded board to the one being solved is
  /// explained, the worst first.
  enum ChangeFit: Int, Comparable {
    /// No moves explain it.
    case unexplained
    /// Some moves explain it, but not the recorded board's own change (a
    /// board changed by hand, a misread).
    case fromUnexplainedBoard
    /// Some moves explain it (the answer given on the recorded board and
    /// the bubble's word first: then its moves are known).
    case byMoves
    /// The words the player gave explain it: facts, not a guess.
    case byGivenWords

    init(step: PlayedWordInference, from board: RecordedState) {
      self =
        if step.isExplainedByGivenWords {
          .byGivenWords
        } else if step.unknownMoves == nil {
          .unexplained
        } else {
          board.unknownMoves == nil ? .fromUnexplainedBoard : .byMoves
        }
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Whether `count` unknown moves are fewer than `other` (`nil`: how many
  /// is unknown, the most).
  static func isFewer(_ count: Int?, than other: Int?) -> Bool {
    (count ?? .max) < (other ?? .max)
  }

  /// The moves of a game not known: those before its first board of `line`
  /// (none when blank), each later board's, and `step`'s (the board after
  /// the line's last); `nil` when how many is unknown.
  static func unknownMoves(line: [RecordedState], step: Int?) -> Int? {
    guard let first = line.first else { return step }
    var unknown = first.isBlank ? 0 : first.unknownMoves
    for state in line.dropFirst() {
      unknown = unknown.flatMap { u in state.unknownMoves.map { u + $0 } }
    }
    return unknown.flatMap { u in step.map { u + $0 } }
  }

  /// The answer given on `board` seen at `takenAt`: of the boards recorded
  /// with its letters and colours, the one seen then, else the latest with
  /// an answer; `nil` when that board showed the opponent to move, none was
  /// recorded or the history cannot be read. The same board seen twice in a
  /// game (a capture taken back) has an answer each time.
  package func answerGiven(on board: Board, takenAt: Date? = nil) -> String? {
    guard let store, let timeline = try? store.game(letters: board.letterString) else {
      return nil
    }
    let same = timeline.states.filter { $0.colors == board.colorString }
    let seenThen = takenAt.flatMap { time in
      same.last { abs($0.takenAt.timeIntervalSince(time)) < 1 }
    }
    let state = seenThen ?? same.last { $0.answer != nil && $0.toMove != .opponent }
    return state?.toMove == .opponent ? nil : state?.answer
  }

  /// Records `board` with what was learnt and answered; a failure is a
  /// warning.
  package func record(
    board: Board, recall: GameRecall, takenAt: Date, source: String?, bubble: LastPlayed?,
    answer: String?
  ) {
    guard let store else { return }
    do {
      try store.record(
        RecordedState(
          parentID: recall.follows, colors: board.colorString, takenAt: takenAt, source: source,
          bubble: bubble, answer: answer?.uppercased(), unknownMoves: recall.unknownStep,
          inferredWords: recall.inferredNow, possibleWords: recall.possibleNow,
          playerWords: recall.givenNow, toMove: recall.toMove),
        letters: board.letterString)
    } catch {
      warn("Warning: \(error); this board was not recorded")
    }
  }

  /// When a screenshot was taken: its EXIF date `exif` (DateTimeOriginal,
  /// else DateTime; `Image.dateTaken`) when it has one, else the
  /// modification time of its file at `path`, else now (a screenshot from
  /// standard input without EXIF).
  package static func takenAt(exif: ExifDateTime?, file path: String?) -> Date {
    if let exif, let date = date(exif) { return date }
    guard let path,
      let date = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    else { return Date() }
    return date
  }

  /// An EXIF date as a moment: at its offset from UTC when it has one, else
  /// in this machine's time zone (the phone's, most often).
  static func date(_ exif: ExifDateTime) -> Date? {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = exif.utcOffset.flatMap(TimeZone.init(secondsFromGMT:)) ?? .current
    return calendar.date(
      from: DateComponents(
        year: exif.year, month: exif.month, day: exif.day, hour: exif.hour, minute: exif.minute,
        second: exif.second))
  }
}
