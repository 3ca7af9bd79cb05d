import Letterpress
import Words

/// A ranked move and what it allows the opponent.
public struct Suggestion: Sendable {
  /// The move and its result.
  public let evaluated: EvaluatedMove
  /// A word with tiles that wins the game for the opponent right after this
  /// move; `nil` when they have none.
  package let opponentWinningReply: Move?

  /// Whether the opponent can win with their next word.
  package var givesOpponentAWin: Bool { opponentWinningReply != nil }
}

extension Ranking {
  /// The first `limit` moves in this ranking's order, each checked for an
  /// opponent's winning reply.
  ///
  /// For `best`, a move after which the opponent can win at once comes after
  /// every move after which they cannot (moves that win now stay first, moves
  /// that end the game lost stay last). The walk stops as soon as `limit`
  /// moves are known to come first, so usually only the top of the list is
  /// checked, and the result is exact.
  ///
  /// - Parameters:
  ///   - moves: every move of the position, from `MoveGenerator`.
  ///   - limit: how many suggestions to return at most.
  ///   - replies: the reply finder of the same generator (it caches).
  ///   - played: the words played before these moves.
  ///   - distinctWords: keep only the first move of each word (its best
  ///     tiles), so the list offers `limit` different words.
  ///   - deadline: when to stop checking (see
  ///     `suggestions(_:limit:replies:distinctWords:until:isAllowedReply:)`);
  ///     `nil` to check as many moves as the ranking needs.
  /// - Returns: up to `limit` suggestions, best first.
  public func suggestions(
    _ moves: [EvaluatedMove], limit: Int, replies: inout ReplyFinder, played: PlayedWords,
    distinctWords: Bool = false, until deadline: ContinuousClock.Instant? = nil
  ) -> [Suggestion] {
    let words = replies.generator.words
    var afterMove: [String: PlayedWords] = [:]
    return suggestions(
      moves, limit: limit, replies: &replies, distinctWords: distinctWords, until: deadline
    ) {
      move, wordIndex in
      let word = move.move.word
      if afterMove[word] == nil { afterMove[word] = played.including(word) }
      return afterMove[word]?.allows(words[wordIndex]) ?? false
    }
  }

  /// `suggestions(_:limit:replies:played:distinctWords:)` with the
  /// played-word rule given as a predicate.
  ///
  /// - Parameters:
  ///   - moves: every move of the position, from `MoveGenerator`.
  ///   - limit: how many suggestions to return at most.
  ///   - replies: the reply finder of the same generator (it caches).
  ///   - distinctWords: keep only the first move of each word.
  ///   - deadline: for `best`, when to stop the walk. Where nearly every
  ///     move hands the opponent a win (late in a game), the walk checks
  ///     every move, hundreds of thousands on a large board; once `deadline`
  ///     has passed (looked at before each move but the first) the moves not
  ///     yet checked are left out, so fewer than `limit` may come back and a move that does
  ///     not hand over a win may be missed. `nil`: no deadline, the exact
  ///     ranking.
  ///   - isAllowedReply: whether the word at this index of the generator's
  ///     words may be played after this move (the played-word rule, with the
  ///     move's own word counted as played).
  /// - Returns: up to `limit` suggestions, best first.
  public func suggestions(
    _ moves: [EvaluatedMove], limit: Int, replies: inout ReplyFinder, distinctWords: Bool = false,
    until deadline: ContinuousClock.Instant? = nil, isAllowedReply: (EvaluatedMove, Int) -> Bool
  ) -> [Suggestion] {
    let ordered = lazilyOrdered(moves)
    func suggestion(_ move: EvaluatedMove) -> Suggestion {
      Suggestion(
        evaluated: move,
        opponentWinningReply: replies.winningReply(after: move) { isAllowedReply(move, $0) })
    }
    // Words already among the moves that come first.
    var wordsFirst = Set<String>()
    guard self == .best else {
      var result: [Suggestion] = []
      while result.count < limit, let move = ordered.next() {
        if distinctWords && !wordsFirst.insert(move.move.word).inserted { continue }
        result.append(suggestion(move))
      }
      return result
    }

    var first: [Suggestion] = []  // wins now, then safe moves
    var handingAWin: [Suggestion] = []
    var endingLost: [Suggestion] = []
    var walked = 0
    while first.count < limit, let move = ordered.next() {
      // The first move is always checked, so that a late caller gets one.
      if walked > 0, let deadline, ContinuousClock.now >= deadline { break }
      walked += 1
      if distinctWords && wordsFirst.contains(move.move.word) { continue }
      let checked = suggestion(move)
      if move.endsGame && !move.wins {
        endingLost.append(checked)
      } else if checked.givesOpponentAWin {
        handingAWin.append(checked)
      } else {
        first.append(checked)
        wordsFirst.insert(move.move.word)
      }
    }
    var listed = Set<String>()
    let all = (first + handingAWin + endingLost).filter {
      !distinctWords || listed.insert($0.evaluated.move.word).inserted
    }
    return Array(all.prefix(limit))
  }
}
