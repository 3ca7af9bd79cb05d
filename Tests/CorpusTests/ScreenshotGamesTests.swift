import BoardReader
import BoardRendering
import Foundation
import GameHistory
import Letterpress
import Pixels
import Solving
import Testing
import Words
import _TestSupport

/// Whole games known from their screenshots (integration: the game's list,
/// screenshots drawn by the renderer and read back by the reader).
///
/// From 20 seeded boards, each in one of the renderer's themes and layouts,
/// the player follows lettersolve's answer (solving each screenshot with the
/// history on, typing no word) and the opponent plays its own engine's move
/// (the same answer on the board with the seats swapped), both at the same
/// fixed depth. Each screenshot shows the turn marker and the "played"
/// bubble of the last move: in even games one after every move (so a change
/// is the answer alone, or the bubble alone), in odd ones only on the
/// player's turns (the answer, then the bubble's reply). Then the game is
/// reviewed from its screenshots in order, each with the answer the history
/// gave on its board, as `review FOLDER` does. The history and the review
/// must name at least 95% of the moves, and none wrongly.
@Suite(.corpus, .enabled(if: GameList.isInstalled, Comment(rawValue: GameList.missing)))
struct ScreenshotGamesTests {
  static let games = 20
  /// The play's and the review's options: a fixed look-ahead, small so
  /// that the 20 games stay affordable.
  static let options = SolveOptions(depth: 1)
  /// The screenshots' width in pixels (the layouts set their heights).
  static let width = 480

  /// What one game showed and what the history and the review made of it.
  struct Tally {
    var moves = 0
    var named = 0
    var wrong: [String] = []

    static func + (lhs: Tally, rhs: Tally) -> Tally {
      Tally(moves: lhs.moves + rhs.moves, named: lhs.named + rhs.named, wrong: lhs.wrong + rhs.wrong)
    }
  }

  /// The screenshots of one game, with the truth about each.
  struct Shot {
    let screenshot: ReadScreenshot
    /// When it was taken.
    let takenAt: Date
    /// The answer given on it, the player to move.
    let answered: String?
    /// The player's next move from it (lower case), when it showed the
    /// player's turn and the player moved.
    let playerMove: String?
  }

  @Test func twentyGamesOfScreenshotsAreKnownMoveByMove() throws {
    let list = try GameList.list()
    var history = Tally()
    var review = Tally()
    for seed in 0..<Self.games {
      let (shots, words, memoryFolder) = try Self.play(seed: seed, list: list)
      defer { try? FileManager.default.removeItem(at: memoryFolder) }
      // The history: the words the game's boards taught it.
      let store = try HistoryStore(folder: memoryFolder.path)
      let letters = shots[0].screenshot.board.letterString
      let learnt = Set(
        try #require(store.game(letters: letters)?.games.last).playedWords.map {
          $0.word.lowercased()
        })
      history.moves += words.count
      history.named += words.filter(learnt.contains).count
      history.wrong += learnt.subtracting(words).map { "game \(seed): history \($0)" }
      // The review, from the screenshots in order, each with the answer
      // the history gave on its board (as `review FOLDER` takes them).
      let memory = GameMemory(folder: memoryFolder.path, warn: { _ in })
      let steps = shots.map { shot in
        GameReview.Step(
          shot.screenshot.board, toMove: shot.screenshot.reading.toMove,
          lastPlayed: shot.screenshot.lastPlayed,
          answered: memory.answerGiven(on: shot.screenshot.board, takenAt: shot.takenAt))
      }
      #expect(
        zip(steps, shots).allSatisfy { $0.answered?.lowercased() == $1.answered?.lowercased() },
        "game \(seed): the history keeps the answer given on each board of the player's turn")
      let reviewed = try GameReview(
        steps: steps, solver: Solver(reader: ScreenshotReader(templates: .builtIn), list: list),
        options: Self.options)
      let truth = shots.enumerated().compactMap { index, shot in
        shot.playerMove.map { (step: index, word: $0) }
      }
      review.moves += truth.count
      for (step, word) in truth {
        guard let move = reviewed.moves.first(where: { $0.step == step }) else {
          review.wrong.append("game \(seed): no move at screenshot \(step)")
          continue
        }
        guard let named = move.word?.lowercased() else { continue }
        if named == word { review.named += 1 } else {
          review.wrong.append("game \(seed), screenshot \(step): \(named) for \(word)")
        }
      }
      #expect(reviewed.moves.count == truth.count, "game \(seed)")
    }
    #expect(history.wrong.isEmpty, "\(history.wrong)")
    #expect(review.wrong.isEmpty, "\(review.wrong)")
    #expect(
      history.named * 100 >= history.moves * 95, "history: \(history.named) of \(history.moves)")
    #expect(
      review.named * 100 >= review.moves * 95, "review: \(review.named) of \(review.moves)")
    #expect(history.moves >= Self.games * 10, "the games are whole games")
  }

  /// Plays game `seed`: its screenshots, the words played in order, and the
  /// folder of the history the player's solves kept.
  static func play(seed: Int, list: WordList) throws -> (
    shots: [Shot], words: [String], memory: URL
  ) {
    var generator = SplitMix64(seed: UInt64(1000 + seed))
    let letters = BoardLetterDistribution.randomBoard(using: &generator)
    let theme = Theme.allCases[seed % Theme.allCases.count]
    let layout = ScreenLayout.allCases[(seed / Theme.allCases.count) % ScreenLayout.allCases.count]
    let everyMove = seed % 2 == 0
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "screenshot-game-\(seed)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let player = Solver(
      reader: ScreenshotReader(templates: .builtIn), list: list,
      memory: GameMemory(folder: folder.path, warn: { _ in }))
    let engine = Solver(reader: ScreenshotReader(templates: .builtIn), list: list)
    let shapes = GlyphTemplates.builtIn.shape(of:)
    let start = Date(timeIntervalSince1970: 1_700_000_000)

    var ownership = Ownership.unclaimedBoard
    var words: [String] = []
    var shots: [Shot] = []
    var last: (word: String, by: Owner)?
    var toMove = Owner.player
    func board(swapped: Bool) -> Board {
      Board(
        letters: letters,
        owners: (0..<Board.tileCount).map { tile in
          let owner: Owner? =
            ownership.player.contains(tile)
            ? .player : ownership.opponent.contains(tile) ? .opponent : nil
          return swapped ? owner.map { $0 == .player ? .opponent : .player } : owner
        })
    }
    /// Draws the screenshot of the game as it stands and solves it with the
    /// history, as a player would.
    func screenshot(showing mover: Owner?) throws -> (Answer, Date) {
      let (image, _) = BoardRenderer.gameScreenshot(
        board: board(swapped: false), theme: theme, width: width, layout: layout,
        toMove: mover, played: last, shapes: shapes)
      var request = SolveRequest(
        .image(image, file: nil, name: "game \(seed) shot \(shots.count)"), options: options)
      let takenAt = start.addingTimeInterval(Double(shots.count) * 60)
      request.takenAt = takenAt
      let answer = try player.answer(request)
      let seen = try #require(answer.screenshot)
      #expect(seen.board == board(swapped: false), "game \(seed) shot \(shots.count): misread")
      return (answer, takenAt)
    }

    while !ownership.isFull {
      if toMove == .player {
        let (answer, takenAt) = try screenshot(showing: .player)
        let move = answer.best
        shots.append(
          Shot(
            screenshot: try #require(answer.screenshot), takenAt: takenAt, answered: move?.word,
            playerMove: move?.word.lowercased()))
        guard let move else { break }
        words.append(move.word.lowercased())
        ownership = ownership.playing(TileSet(move.tapOrder), by: .player)
        last = (move.word, .player)
        toMove = .opponent
        if everyMove && !ownership.isFull {
          let (answer, takenAt) = try screenshot(showing: .opponent)
          shots.append(
            Shot(
              screenshot: try #require(answer.screenshot), takenAt: takenAt, answered: nil,
              playerMove: nil))
        }
      } else {
        let theirs = try engine.answer(
          SolveRequest(
            .board(board(swapped: true)), played: try PlayedWords(words), options: options))
        guard let reply = theirs.best else { break }
        words.append(reply.word.lowercased())
        ownership = ownership.playing(TileSet(reply.tapOrder), by: .opponent)
        last = (reply.word, .opponent)
        toMove = .player
      }
    }
    // The last screenshot: the game over (no marker), or the side that
    // could not move to move, unless the last one shows the board.
    if shots.last?.screenshot.board != board(swapped: false) {
      let (answer, takenAt) = try screenshot(showing: ownership.isFull ? nil : toMove)
      shots.append(
        Shot(
          screenshot: try #require(answer.screenshot), takenAt: takenAt, answered: nil,
          playerMove: nil))
    }
    return (shots, words, folder)
  }
}
