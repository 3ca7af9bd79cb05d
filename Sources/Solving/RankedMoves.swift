import Letterpress
import Strategy
import Words

/// The ranked moves of one board, as the answer gives them: the list's
/// figures, the moves best first, and what the look-ahead did.
struct RankedMoves {
  var dictionary: Answer.WordListFigures
  var moves: [Answer.Move]
  var search: Answer.Search?
  /// Your chance to win, you to move (`Answer.winChance`).
  var winChance: Double

  /// The best moves on `board` for you with these played words, ranked as
  /// `options` say (the look-ahead by default).
  init(board: Board, list: WordList, played: PlayedWords, options: SolveOptions) {
    if let limits = options.searchLimits {
      self = Self.lookAhead(
        board: board, list: list, played: played, limits: limits, limit: options.limit)
    } else {
      self = Self.oneMove(
        board: board, list: list, played: played, ranking: options.ranking, limit: options.limit,
        everyTileChoice: options.everyTileChoice)
    }
  }

  private init(
    dictionary: Answer.WordListFigures, moves: [Answer.Move], search: Answer.Search?,
    winChance: Double
  ) {
    self.dictionary = dictionary
    self.moves = moves
    self.search = search
    self.winChance = Answer.chance(winChance)
  }

  /// The one-move ranking of `board`'s moves for you.
  ///
  /// - Parameters:
  ///   - board: the board, you to move.
  ///   - list: the word list.
  ///   - played: the words already played.
  ///   - ranking: how to order the moves.
  ///   - limit: how many moves to keep.
  ///   - everyTileChoice: list every distinct choice of tiles, not only each
  ///     word's best.
  /// - Returns: the list's figures and the ranked moves.
  static func oneMove(
    board: Board, list: WordList, played: PlayedWords, ranking: Ranking, limit: Int,
    everyTileChoice: Bool = false
  ) -> RankedMoves {
    let words = played.filter(WordFinder(list: list).words(on: board.letters))
    let generator = MoveGenerator(letters: board.letters, words: words)
    let position = Position(board: board, toMove: .player, played: played)
    let moves = generator.moves(in: position)
    var replies = ReplyFinder(generator: generator)
    let suggestions = ranking.suggestions(
      moves, limit: limit, replies: &replies, played: played, distinctWords: !everyTileChoice)
    return RankedMoves(
      dictionary: Answer.WordListFigures(
        list: list, playable: words.count, played: played, moves: moves.count),
      moves: suggestions.map {
        Answer.Move(
          $0.evaluated, letters: board.letters, opponentWinningReply: $0.opponentWinningReply)
      },
      search: nil,
      // A move that wins now is a proof.
      winChance: moves.contains(where: \.wins) ? 1 : Evaluator.winChance(board))
  }

  /// `board`'s moves for you ranked by the look-ahead search: each with
  /// the opponent's expected answer (when the search looked at answers) and
  /// the search's value.
  ///
  /// `limit` only cuts the list shown: the search looks at the root moves
  /// `limits` name whatever it is, so the best move and its value do not
  /// depend on it. When the search held fewer words than `limit`, the
  /// one-move ranking's next words follow, without a value.
  static func lookAhead(
    board: Board, list: WordList, played: PlayedWords, limits: SearchLimits, limit: Int
  ) -> RankedMoves {
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
    var moves = searched.compactMap {
      answerMove($0, board: board, played: played, replies: &replies)
    }
    let all = generator.moves(in: position)
    if moves.count < limit {
      let more = Ranking.best.suggestions(
        all, limit: limit + seen.count, replies: &replies, played: played, distinctWords: true
      ).filter { seen.insert($0.evaluated.move.word).inserted }.prefix(limit - moves.count)
      moves += more.map {
        Answer.Move(
          $0.evaluated, letters: board.letters, opponentWinningReply: $0.opponentWinningReply)
      }
    }
    let search = Answer.Search(
      depth: result.depth, nodes: result.nodes, seconds: (result.seconds * 1000).rounded() / 1000,
      outcome: result.outcome?.result,
      line: result.outcome.map { $0.line.map { $0.map { .word($0.word.uppercased()) } ?? .pass } },
      prefersPass: result.moves.first.map { $0.evaluated == nil } ?? false,
      endgameHorizon: result.endgameHorizon > 0 ? result.endgameHorizon : nil,
      cutByTime: result.cutByTime)
    return RankedMoves(
      dictionary: Answer.WordListFigures(
        list: list, playable: words.count, played: played, moves: all.count),
      moves: moves, search: search,
      winChance: result.outcome?.result.winChance ?? Evaluator.winChance(board))
  }

  /// The answer's move for `searched`, a root move of the look-ahead on
  /// `board`: its reply, the scores after it, its value and win chance;
  /// `nil` for a pass.
  private static func answerMove(
    _ searched: SearchedMove, board: Board, played: PlayedWords, replies: inout ReplyFinder
  ) -> Answer.Move? {
    guard let evaluated = searched.evaluated else { return nil }
    var move = Answer.Move(
      evaluated, letters: board.letters,
      opponentWinningReply: replies.winningReply(after: evaluated, played: played))
    // A pass is expected only where the search looked at the answers.
    let lookedAtReplies = !evaluated.endsGame && searched.depth >= 2
    move.reply =
      searched.reply.map { .word($0.word.uppercased()) } ?? (lookedAtReplies ? .pass : nil)
    var afterReply: Ownership?
    if move.reply != nil {
      let after =
        searched.reply.map { evaluated.after.playing($0.tiles, by: .opponent) }
        ?? evaluated.after
      move.scoreAfterReply = Answer.Score(after)
      move.defendedAfterReply = Answer.Score(defendedOn: after)
      afterReply = after
    }
    move.value = searched.value
    // Only a proven value is in the win band (`SearchedMove.proven`).
    move.proven = move.proven || searched.proven
    move.winChance = Answer.chance(
      Evaluator.winChance(
        after: evaluated, opponentCanWinAtOnce: move.opponentWinningReply != nil,
        searchValue: searched.value, afterReply: afterReply))
    return move
  }
}

extension RankedMoves {
  /// These moves when the screenshot shows the opponent to move: every
  /// proof here assumed you move first on `board`, which is not the game's
  /// position, so nothing is claimed as proven: a proven move's chance and
  /// the board's become estimates (you to move after the move, the
  /// opponent to move now), never exactly 0 or 1.
  func withoutProofs(board: Board) -> RankedMoves {
    var unproven = self
    let before = Ownership(board)
    unproven.moves = moves.map { move in
      guard move.proven else { return move }
      var estimate = move
      let after = before.playing(TileSet(move.tapOrder), by: .player)
      estimate.proven = false
      estimate.winChance = Answer.chance(
        after.isFull ? move.winChance : 1 - Evaluator.winChance(after, toMove: .opponent))
      return estimate
    }
    if !before.isFull {
      unproven.winChance = Answer.chance(1 - Evaluator.winChance(before, toMove: .opponent))
    }
    return unproven
  }
}

extension Answer.WordListFigures {
  /// The figures of `list` on a board.
  init(list: WordList, playable: Int, played: PlayedWords, moves: Int) {
    self.init(
      name: list.name, words: list.count, playable: playable,
      played: played.words.map { $0.uppercased() }, moves: moves)
  }
}
