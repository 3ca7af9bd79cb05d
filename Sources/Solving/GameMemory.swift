import Foundation
import GameHistory
import Letterpress
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
  public init(folder: String? = nil, warn: @escaping @Sendable (String) -> Void) {
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
  public func recall(
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

    var seen = Set<String>()
    let unique = known.filter { seen.insert($0.word + " " + $0.origin.rawValue).inserted }
    return GameRecall(
      known: unique, played: (try? PlayedWords(unique.map(\.word))) ?? given,
      inferredNow: inferred, unknownStep: stepUnknown, unknownMoves: unknown,
      usesHistory: store != nil)
  }

  /// Records `board` with what was learnt and answered; a failure is a
  /// warning.
  public func record(
    board: Board, recall: GameRecall, takenAt: Date, source: String?, bubble: LastPlayed?,
    answer: String?
  ) {
    guard let store else { return }
    do {
      try store.record(
        RecordedState(
          colors: board.colorString, takenAt: takenAt, source: source, bubble: bubble,
          answer: answer?.uppercased(), unknownMoves: recall.unknownStep,
          inferredWords: recall.inferredNow),
        letters: board.letterString)
    } catch {
      warn("Warning: \(error); this board was not recorded")
    }
  }

  /// When the file at `path` was taken: its modification time, else now.
  public static func takenAt(file path: String?) -> Date {
    guard let path,
      let date = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    else { return Date() }
    return date
  }
}

/// What is known of a game's played words before a solve.
public struct GameRecall: Sendable {
  /// The words known played, each with where it came from.
  public let known: [PlayedWord]
  /// The same words with the rule they impose.
  public let played: PlayedWords
  /// The words worked out from the previous board to this one.
  public let inferredNow: [String]
  /// Moves between the previous board and this one not known exactly.
  public let unknownStep: Int?
  /// Moves of the whole game not known exactly: 0 when the history is
  /// complete, `nil` when how many is unknown.
  public let unknownMoves: Int?
  /// Whether a history was used at all.
  public let usesHistory: Bool

  /// Why a word the coloured tiles spell might already be played, or `nil`
  /// when the history is complete.
  public var doubtReason: String? {
    switch unknownMoves {
    case 0: nil
    case let count?:
      "the coloured tiles spell it and \(count) earlier \(count == 1 ? "move is" : "moves are") unknown"
    case nil: "the coloured tiles spell it and earlier moves are unknown"
    }
  }
}
