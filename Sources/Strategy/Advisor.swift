import Letterpress
import Words

/// A ranked move and what it allows the opponent.
public struct Suggestion: Sendable {
  /// The move and its result.
  public let evaluated: EvaluatedMove
  /// A word with tiles that wins the game for the opponent right after this
  /// move; `nil` when they have none.
  public let opponentWinningReply: Move?

  /// Whether the opponent can win with their next word.
  public var givesOpponentAWin: Bool { opponentWinningReply != nil }
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
  ///   - played: the words played before these moves.
  public func suggestions(
    _ moves: [EvaluatedMove], limit: Int, replies: inout ReplyFinder, played: PlayedWords
  ) -> [Suggestion] {
    let words = replies.generator.words
    var afterMove: [String: PlayedWords] = [:]
    return suggestions(moves, limit: limit, replies: &replies) { move, wordIndex in
      let word = move.move.word
      if afterMove[word] == nil { afterMove[word] = played.including(word) }
      return afterMove[word]?.allows(words[wordIndex]) ?? false
    }
  }

  /// `suggestions(_:limit:replies:played:)` with the played-word rule given
  /// as a predicate.
  ///
  /// - Parameters:
  ///   - isAllowedReply: whether the word at this index of the generator's
  ///     words may be played after this move (the played-word rule, with the
  ///     move's own word counted as played).
  public func suggestions(
    _ moves: [EvaluatedMove], limit: Int, replies: inout ReplyFinder,
    isAllowedReply: (EvaluatedMove, Int) -> Bool
  ) -> [Suggestion] {
    let ordered = lazilyOrdered(moves)
    func suggestion(_ move: EvaluatedMove) -> Suggestion {
      Suggestion(
        evaluated: move,
        opponentWinningReply: replies.winningReply(after: move) { isAllowedReply(move, $0) })
    }
    guard self == .best else { return ordered.prefix(limit).map(suggestion) }

    var first: [Suggestion] = []  // wins now, then safe moves
    var handingAWin: [Suggestion] = []
    var endingLost: [Suggestion] = []
    while first.count < limit, let move = ordered.next() {
      let checked = suggestion(move)
      if move.endsGame && !move.wins {
        endingLost.append(checked)
      } else if checked.givesOpponentAWin {
        handingAWin.append(checked)
      } else {
        first.append(checked)
      }
    }
    return Array((first + handingAWin + endingLost).prefix(limit))
  }
}
