import Letterpress
import Strategy
import Words

extension Solution {
  /// What the look-ahead search did (`solve --json`: `"search"`).
  package struct SearchSummary: Codable, Sendable {
    /// Plies searched (the proof's horizon when `proven`).
    package let depth: Int
    package let nodes: Int
    package let seconds: Double
    /// Whether the outcome below is proved exactly.
    package let proven: Bool
    /// `wins by force`, `loses whatever it plays` or `draw`, when proven.
    package let outcome: String?
    /// The proof's line of play, upper case, alternating from you (`pass`
    /// for a pass).
    package let line: [String]?
    /// Whether the search prefers passing to every word it looked at.
    package let prefersPass: Bool
    /// In an unproved endgame: the plies the exact solver searched through
    /// without finding a forced result.
    package let endgameHorizon: Int?
    /// Present (true) when the time cap stopped the search before its work
    /// budget or depth: the answer may then differ from run to run.
    package let cutByTime: Bool?
  }

  /// Solves `board` for the player to move with the look-ahead search: the
  /// moves in the search's order, each with the opponent's expected answer
  /// and the search's value.
  ///
  /// `limit` only cuts the list shown: the search looks at the root moves
  /// `limits` name whatever it is, so the best move and its value do not
  /// depend on it. When the search held fewer words than `limit`, the
  /// one-move ranking's next words follow, without a value.
  package static func search(
    board: Board, list: WordList, played: PlayedWords, limits: SearchLimits, limit: Int
  ) -> Solution {
    let words = played.filter(WordFinder(list: list).words(on: board.letters))
    let generator = MoveGenerator(letters: board.letters, words: words)
    let position = Position(board: board, toMove: .player, played: played)
    let result = Searcher(generator: generator).search(position, limits: limits)
    var replies = ReplyFinder(generator: generator)
    // Each word once, with the tiles the search ranks best.
    var seen = Set<String>()
    let searched = result.moves.filter { searched in
      searched.evaluated.map { seen.insert($0.move.word).inserted } ?? false
    }.prefix(limit)
    var moves = searched.compactMap { searched -> SuggestedMove? in
      guard let evaluated = searched.evaluated else { return nil }
      var move = SuggestedMove(
        evaluated, letters: board.letters,
        opponentWinningReply: replies.winningReply(after: evaluated, played: played))
      move.reply =
        searched.reply.map { $0.word.uppercased() } ?? (evaluated.endsGame ? nil : "pass")
      if !evaluated.endsGame {
        let after =
          searched.reply.map { evaluated.after.playing($0.tiles, by: .opponent) }
          ?? evaluated.after
        move.scoreAfterReply = BySeat(
          player: after.score(of: .player), opponent: after.score(of: .opponent))
      }
      move.value = searched.value
      return move
    }
    if moves.count < limit {
      let more = Ranking.best.suggestions(
        generator.moves(in: position), limit: limit + seen.count, replies: &replies,
        played: played, distinctWords: true
      ).filter { seen.insert($0.evaluated.move.word).inserted }.prefix(limit - moves.count)
      moves += more.map {
        SuggestedMove(
          $0.evaluated, letters: board.letters, opponentWinningReply: $0.opponentWinningReply)
      }
    }
    let summary = SearchSummary(
      depth: result.depth, nodes: result.nodes, seconds: (result.seconds * 1000).rounded() / 1000,
      proven: result.proven, outcome: result.outcome?.result.rawValue,
      line: result.outcome.map { $0.line.map { $0?.word.uppercased() ?? "pass" } },
      prefersPass: result.moves.first.map { $0.evaluated == nil } ?? false,
      endgameHorizon: result.endgameHorizon > 0 ? result.endgameHorizon : nil,
      cutByTime: result.cutByTime ? true : nil)
    return Solution(
      board: BoardSummary(letters: board.letterString, colors: board.colorString),
      dictionary: DictionarySummary(
        name: list.name, words: list.count, playable: words.count,
        played: played.words.map { $0.uppercased() },
        moves: generator.moves(in: position).count),
      moves: moves, search: summary)
  }
}
