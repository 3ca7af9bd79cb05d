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
  public static let none = GameMemory(store: nil, warn: { _ in })

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
  /// the change since the game's previous board worked out.
  package func recall(
    board: Board, takenAt: Date, bubble: LastPlayed?, given: PlayedWords, list: WordList
  ) -> GameRecall {
    var timeline: GameTimeline?
    if let store {
      do {
        timeline = try store.game(letters: board.letterString)
      } catch {
        warn("Warning: \(error); answering without history")
      }
    }
    let earlier = timeline?.states.filter { $0.takenAt <= takenAt } ?? []
    var known = given.words.map { PlayedWord(word: $0, origin: .player) }
    known += timeline?.playedWords ?? []
    if let bubble { known.append(PlayedWord(word: bubble.word, origin: .bubble)) }

    // The moves since the previous board, from the words known before it.
    var step = PlayedWordInference?.none
    if let previous = earlier.last,
      let before = try? Board(letters: board.letterString, colors: previous.colors)
    {
      let knownBefore = earlier.flatMap { $0.inferredWords + ($0.bubble.map { [$0.word] } ?? []) }
      let generator = MoveGenerator(
        letters: board.letters, words: WordFinder(list: list).words(on: board.letters))
      step = PlayedWordInference(
        from: Ownership(before), to: Ownership(board), generator: generator,
        played: (try? PlayedWords(knownBefore + given.words)) ?? given,
        lastPlayed: bubble.map { ($0.word, $0.by == .you ? Owner.player : .opponent) },
        playerToMoveOnBoth: previous.answer != nil)
    }
    let inferred = step?.words ?? []
    known += inferred.map { PlayedWord(word: $0, origin: .inferred) }

    // Moves nobody knows: before the first board unless it was the start,
    // then each step's.
    let startsEmpty = (earlier.first?.colors ?? board.colorString).allSatisfy { $0 == "w" }
    var unknown: Int? = startsEmpty ? 0 : nil
    for state in earlier.dropFirst() {
      unknown = unknown.flatMap { u in state.unknownMoves.map { u + $0 } }
    }
    let stepUnknown = earlier.isEmpty ? (startsEmpty ? 0 : nil) : step?.unknownMoves
    if !earlier.isEmpty { unknown = unknown.flatMap { u in stepUnknown.map { u + $0 } } }

    // The words each unknown move may have been, and whether they are known
    // for every unknown move.
    var steps: [(unknown: Int?, words: [String]?)] = earlier.dropFirst().map {
      ($0.unknownMoves, $0.possibleWords)
    }
    if !earlier.isEmpty { steps.append((step?.unknownMoves, step?.possibleWords)) }
    let possible = steps.flatMap { $0.words ?? [] }.map { $0.lowercased() }
    let knowsEveryPossiblyPlayed =
      unknown != nil && steps.allSatisfy { ($0.unknown ?? 0) == 0 || $0.words != nil }

    // One entry a word, from where it was first known (the player's words,
    // then the history's, then the bubble's, then those worked out now).
    var seen = Set<String>()
    let unique = known.filter { seen.insert($0.word.uppercased()).inserted }
    var seenPossible = Set<String>()
    return GameRecall(
      known: unique, played: (try? PlayedWords(unique.map(\.word))) ?? given,
      inferredNow: inferred, possibleNow: step?.possibleWords,
      possiblyPlayed: possible.filter { seenPossible.insert($0).inserted },
      knowsEveryPossiblyPlayed: knowsEveryPossiblyPlayed, unknownStep: stepUnknown,
      unknownMoves: unknown, usesHistory: store != nil)
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
          colors: board.colorString, takenAt: takenAt, source: source, bubble: bubble,
          answer: answer?.uppercased(), unknownMoves: recall.unknownStep,
          inferredWords: recall.inferredNow, possibleWords: recall.possibleNow),
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

/// What is known of a game's played words before a solve.
package struct GameRecall: Sendable {
  /// The words known played, each with where it came from.
  package let known: [PlayedWord]
  /// The same words with the rule they impose.
  package let played: PlayedWords
  /// The words worked out from the previous board to this one.
  package let inferredNow: [String]
  /// The words the unknown moves from the previous board to this one may
  /// have been; `nil` when they were not worked out.
  package let possibleNow: [String]?
  /// The words the unknown moves of the recorded boards may have been (lower
  /// case): each explains a change the history saw, so it is likely played.
  package let possiblyPlayed: [String]
  /// Whether `possiblyPlayed` holds every word any unknown move may have
  /// been (the game was followed from its start and each change explained).
  package let knowsEveryPossiblyPlayed: Bool
  /// Moves between the previous board and this one not known exactly.
  package let unknownStep: Int?
  /// Moves of the whole game not known exactly: 0 when the history is
  /// complete, `nil` when how many is unknown.
  package let unknownMoves: Int?
  /// Whether a history was used at all.
  package let usesHistory: Bool

  init(
    known: [PlayedWord], played: PlayedWords, inferredNow: [String] = [],
    possibleNow: [String]? = nil, possiblyPlayed: [String] = [],
    knowsEveryPossiblyPlayed: Bool = false, unknownStep: Int?, unknownMoves: Int?, usesHistory: Bool
  ) {
    self.known = known
    self.played = played
    self.inferredNow = inferredNow
    self.possibleNow = possibleNow
    self.possiblyPlayed = possiblyPlayed
    self.knowsEveryPossiblyPlayed = knowsEveryPossiblyPlayed
    self.unknownStep = unknownStep
    self.unknownMoves = unknownMoves
    self.usesHistory = usesHistory
    likelyRule = (try? PlayedWords(possiblyPlayed)) ?? PlayedWords()
  }

  /// The rule the possibly played words impose.
  private let likelyRule: PlayedWords

  /// The known words and the possibly played ones: the words the answer
  /// first and the look-ahead avoid.
  package var avoided: PlayedWords {
    (try? PlayedWords(played.words + possiblyPlayed)) ?? played
  }

  /// Whether `word` is, or begins, a word an unknown move of the recorded
  /// boards may have been.
  package func isLikelyPlayed(_ word: String) -> Bool { !likelyRule.allows(word) }

  /// Whether `word` might already be played, on a board whose coloured
  /// tiles `doubt` counts: never when the history is complete; when every
  /// unknown move's words are known, only those and their prefixes;
  /// otherwise any word the coloured tiles spell.
  package func mightHaveBeenPlayed(_ word: String, doubt: PlayedWordDoubt) -> Bool {
    guard unknownMoves != 0 else { return false }
    if isLikelyPlayed(word) { return true }
    return !knowsEveryPossiblyPlayed && doubt.mightHaveBeenPlayed(word)
  }

  /// Why a word might already be played, or `nil` when the history is
  /// complete.
  package var doubtReason: String? {
    switch unknownMoves {
    case 0: nil
    case 1? where knowsEveryPossiblyPlayed:
      "the earlier move not known may have been it or a word starting with it"
    case let count? where knowsEveryPossiblyPlayed:
      "one of the \(count) earlier moves not known may have been it or a word starting with it"
    case let count?:
      "the coloured tiles spell it and \(count) earlier \(count == 1 ? "move is" : "moves are") unknown"
    case nil: "the coloured tiles spell it and earlier moves are unknown"
    }
  }
}
