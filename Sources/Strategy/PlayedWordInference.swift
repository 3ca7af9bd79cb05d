import Letterpress
import Words

/// What two boards of a game, the later one possibly with its "played"
/// bubble, say for certain about the words played between them.
///
/// The explanations come from `BoardChange`; a word is certain at a ply when
/// every explanation left has the same word there. A bubble's word keeps only
/// the explanations that end with it.
///
///     let step = PlayedWordInference(
///       from: before, to: after, generator: generator, played: known, lastPlayed: nil)
///     step.words          // e.g. ["quilt", "sedan"]
///     step.unknownMoves   // 0: both words are certain
package struct PlayedWordInference: Sendable, Equatable {
  /// The words certainly played between the boards, in order (lower case).
  package let words: [String]
  /// How many moves between the boards stay unknown; `nil` when no one or
  /// two legal moves explain the change (more moves were missed, or a board
  /// was misread).
  package let unknownMoves: Int?
  /// Every word an unknown move may have been (lower case, sorted).
  ///
  /// The explanations' words at the plies that are not certain; empty when
  /// every move is known or none explains the change.
  package let possibleWords: [String]
  /// Whether the words the player gave explain the change alone (or the
  /// board did not change): facts, not a guess from the board's words.
  package let isExplainedByGivenWords: Bool
  /// Every word each move may have been, in order (one word where it is
  /// certain, the bubble's word kept alone on the last); empty when the
  /// board did not change or nothing explains the change.
  package let wordsAtPly: [Set<String>]
  /// The board the first move left, when the list of explanations is
  /// complete and every one of them (those the bubble keeps) leaves the
  /// same.
  package let afterFirstMove: Ownership?
  /// The first move itself (word and tiles), when the list of explanations
  /// is complete and every one of them has the same.
  package let firstMove: Move?
  /// Whether the answer given on the earlier board (then the bubble's word)
  /// explains the change: its moves are known, not guessed.
  package let isExplainedByAnswer: Bool

  /// What two boards say of whose turn it was, and so of the moves between
  /// them.
  package enum Turns: Sendable, Equatable {
    /// Shown on both: exactly `plies` moves (`nil`: the fewest, as after
    /// the board's last move), the first by `firstMover`
    /// (`BoardChange.moves`).
    case shown(plies: Int?, firstMover: Owner)
    /// Both likely the player's to move (boards the player gave before their
    /// own moves): the player's move and the reply, else the fewest moves.
    case likelyPlayerOnBoth
    /// Not known: the fewest moves.
    case unknown

    /// The moves tried, in order: how many (`nil`: the fewest) and whose
    /// first (`nil`: either).
    var tries: [(plies: Int?, firstMover: Owner?)] {
      switch self {
      case .shown(let plies, let firstMover): [(plies, firstMover)]
      case .likelyPlayerOnBoth: [(2, .player), (nil, nil)]
      case .unknown: [(nil, nil)]
      }
    }
  }

  /// Works out the words played from `before` to `after`.
  ///
  /// The moves tried are those `turns` says. The words the player gave (`given`: facts about the
  /// whole game, which may be this change's own words) are tried alone
  /// first: a change they explain has no unknown move, whichever of them
  /// each ply was. Then the answer given on `before` (`answered`) with the
  /// bubble's word: a player who follows the answer and types no word gets
  /// both moves known (the answer alone, or the bubble alone, as the turns
  /// say). Then every word of `generator`.
  ///
  /// - Parameters:
  ///   - before: the earlier board's owners.
  ///   - after: the later board's owners.
  ///   - generator: the move generator of the game's board and words.
  ///   - played: the words known to be played before `before`.
  ///   - given: words known played in the game, before or in this change.
  ///   - lastPlayed: the bubble's word on `after` and who played it.
  ///   - turns: what the boards say of whose turn it was.
  ///   - answered: the answer given on `before`, the player to move there.
  package init(
    from before: Ownership, to after: Ownership, generator: MoveGenerator, played: PlayedWords,
    given: [String] = [], lastPlayed: (word: String, by: Owner)?,
    turns: Turns = .likelyPlayerOnBoth, answered: String? = nil
  ) {
    // The same board again is no move, unless its bubble names a word not
    // known played: then moves were made that left it as it was (a capture
    // taken back).
    let isNewBubble = lastPlayed.map { !played.words.contains($0.word.lowercased()) } ?? false
    guard before != after || isNewBubble else {
      (words, unknownMoves, possibleWords, isExplainedByGivenWords) = ([], 0, [], true)
      (wordsAtPly, afterFirstMove, firstMove, isExplainedByAnswer) = ([], nil, nil, false)
      return
    }
    guard
      let (change, source) = Self.firstExplanation(
        from: before, to: after, generator: generator, played: played, given: given,
        lastPlayed: lastPlayed, turns: turns, answered: answered)
    else {
      (words, unknownMoves, possibleWords, isExplainedByGivenWords) = ([], nil, [], false)
      (wordsAtPly, afterFirstMove, firstMove, isExplainedByAnswer) = ([], nil, nil, false)
      return
    }
    let fromGiven = source == .given
    let (wordsAtPly, kept) = Self.keptByBubble(change, lastPlayed: lastPlayed)
    self.wordsAtPly = wordsAtPly
    let afters = Set(kept.compactMap { $0.first?.after })
    afterFirstMove = change.isComplete && afters.count == 1 ? afters.first : nil
    let firstMoves = Set(kept.compactMap { $0.first?.move })
    firstMove = change.isComplete && firstMoves.count == 1 ? firstMoves.first : nil
    isExplainedByAnswer = source == .answer
    var certain: [String] = []
    var possible = Set<String>()
    for words in wordsAtPly {
      if words.count == 1, let word = words.first {
        certain.append(word)
      } else {
        possible.formUnion(words)
      }
    }
    words = certain
    // A ply the given words explain is no unknown move: each word it may
    // have been is known played.
    unknownMoves = fromGiven ? 0 : change.plies - certain.count
    possibleWords = fromGiven ? [] : possible.sorted()
    isExplainedByGivenWords = fromGiven
  }

  /// Which words explained a change.
  private enum Source { case given, answer, board }

  /// The first change that explains `before` to `after`, and from which
  /// words: the given words, then the answer with the bubble's word, then
  /// the board's words, each with the moves `turns` says; `nil` when none
  /// does.
  private static func firstExplanation(
    from before: Ownership, to after: Ownership, generator: MoveGenerator, played: PlayedWords,
    given: [String], lastPlayed: (word: String, by: Owner)?, turns: Turns, answered: String?
  ) -> (change: BoardChange, source: Source)? {
    let tries =
      before == after ? turns.tries.map { ($0.plies ?? 2, $0.firstMover) } : turns.tries
    func only(_ words: [String]) -> MoveGenerator {
      MoveGenerator(
        letters: generator.letters, words: Array(Set(words.map { $0.lowercased() })).sorted())
    }
    let answerAndBubble = [answered, lastPlayed?.word].compactMap { $0 }
    let sources: [(words: MoveGenerator, source: Source)] = [
      given.isEmpty ? nil : (only(given), .given),
      answered == nil ? nil : (only(answerAndBubble), .answer),
      (generator, .board),
    ].compactMap { $0 }
    // The answer given is the player's own move, the first: only the
    // explanations that begin with it by the player count.
    let answerTries: [(plies: Int?, firstMover: Owner?)] =
      switch turns {
      case .shown(let plies, let firstMover): firstMover == .player ? [(plies, .player)] : []
      case .likelyPlayerOnBoth: [(2, .player), (1, .player)]
      case .unknown: [(1, .player), (2, .player)]
      }
    for (words, source) in sources {
      for (plies, firstMover) in source == .answer ? answerTries : tries {
        guard
          let change = try? BoardChange(
            from: before, to: after, generator: words, played: played,
            plies: before == after ? plies ?? 2 : plies, firstMover: firstMover)
        else { continue }
        if source == .answer,
          !change.isComplete
            || !change.explanations.allSatisfy({
              $0.first?.move.word == answered?.lowercased() && $0.first?.mover == .player
            })
        {
          continue
        }
        return (change, source)
      }
    }
    return nil
  }

  /// The words each ply may have been and the explanations kept, once the
  /// bubble's word (the last move's) keeps only the explanations that end
  /// with it (all of them are known unless the list was cut short).
  private static func keptByBubble(
    _ change: BoardChange, lastPlayed: (word: String, by: Owner)?
  ) -> (wordsAtPly: [Set<String>], kept: [[EvaluatedMove]]) {
    var wordsAtPly = change.wordsAtPly
    var kept = change.explanations
    if let lastPlayed, wordsAtPly[change.plies - 1].contains(lastPlayed.word.lowercased()) {
      let word = lastPlayed.word.lowercased()
      wordsAtPly[change.plies - 1] = [word]
      if change.isComplete {
        kept = kept.filter { $0.last?.move.word == word && $0.last?.mover == lastPlayed.by }
        for ply in 0..<(change.plies - 1) {
          wordsAtPly[ply] = Set(kept.map { $0[ply].move.word })
        }
      }
    }
    return (wordsAtPly, kept)
  }
}

/// Whether a word might already have been played, from the board alone.
///
/// Every tile of a played word is coloured now (tiles never return to
/// unclaimed), so a word the coloured tiles cannot spell was never played;
/// one they can spell might have been, unless the history is complete.
///
///     let doubt = PlayedWordDoubt(letters: board.letters, ownership: Ownership(board))
///     doubt.mightHaveBeenPlayed("quilt")   // true when the coloured tiles spell QUILT
package struct PlayedWordDoubt: Sendable {
  /// How many coloured tiles hold each letter A...Z.
  private let coloured: [Int]

  /// The doubt on a board with these letters and owners.
  package init(letters: [Letter], ownership: Ownership) {
    var coloured = [Int](repeating: 0, count: 26)
    for tile in ownership.unclaimed.complement { coloured[Int(letters[tile].index)] += 1 }
    self.coloured = coloured
  }

  /// Whether the coloured tiles spell `word` (letters a-z, either case).
  package func mightHaveBeenPlayed(_ word: String) -> Bool {
    var remaining = coloured
    for character in word {
      guard let letter = Letter(character) else { return false }
      remaining[Int(letter.index)] -= 1
      if remaining[Int(letter.index)] < 0 { return false }
    }
    return true
  }
}
