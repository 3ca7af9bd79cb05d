import Letterpress
import Testing

@testable import Strategy

/// The ranges the evaluation promises, in one place: what the ranking's
/// packed keys, the search's word bounds and its decided values rely on.
@Suite struct EvaluatorTests {
  /// Random ownerships from empty to full, both sides.
  static func ownerships(count: Int, seed: UInt64) -> [Ownership] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      let unclaimedShare = Double.random(in: 0...1, using: &random)
      var player = TileSet.empty
      var opponent = TileSet.empty
      for tile in 0..<25 where Double.random(in: 0..<1, using: &random) >= unclaimedShare {
        if Bool.random(using: &random) { player.insert(tile) } else { opponent.insert(tile) }
      }
      return Ownership(player: player, opponent: opponent)
    }
  }

  @Test func theMoveValueAndTheScoreDifferenceFitTheRankingsTenBitKeys() {
    let range = Evaluator.packedKeyRange
    #expect(range.count == 1 << 10)
    #expect(range.contains(Evaluator.moveWeights.valueRange.lowerBound))
    #expect(range.contains(Evaluator.moveWeights.valueRange.upperBound))
    #expect(range.contains(-25) && range.contains(25))
  }

  @Test func theLeafValueStaysFarBelowADecidedGame() {
    let range = Evaluator.leafWeights.valueRange
    #expect(range == -150...150)
    #expect(!SearchValue.isDecided(range.lowerBound) && !SearchValue.isDecided(range.upperBound))
  }

  /// The extremes are reached: each side holding and defending every tile.
  @Test func theWeightsRangesAreExactAtTheExtremes() {
    let all = Ownership(player: .all, opponent: .empty)
    for weights in [Evaluator.moveWeights, Evaluator.leafWeights, .narrowing] {
      let features = Evaluator.Features(all, for: .player)
      #expect(weights.value(features) == weights.valueRange.upperBound)
      #expect(
        weights.value(Evaluator.Features(all, for: .opponent)) == weights.valueRange.lowerBound)
    }
  }

  @Test func everyPositionsValuesLieInTheirRanges() {
    for ownership in Self.ownerships(count: 2000, seed: 32) {
      for side in [Owner.player, .opponent] {
        let features = Evaluator.Features(ownership, for: side)
        #expect(features.unclaimed == ownership.unclaimed.count)
        #expect(
          Evaluator.moveWeights.valueRange.contains(Evaluator.moveValue(ownership, mover: side)))
        #expect(
          Evaluator.leafWeights.valueRange.contains(Evaluator.leafValue(ownership, toMove: side)))
        // The leaf value is the same position seen from the other side.
        #expect(
          Evaluator.leafValue(ownership, toMove: side)
            == -Evaluator.leafValue(ownership, toMove: side.other))
      }
    }
  }

  /// `NodeScan.bound` is at least the move-ordering value of every move of
  /// its word (what lets the scan skip words), and within the weights'
  /// range (what its counting sort's buckets hold).
  @Test func aWordsBoundIsAtLeastEachOfItsMovesValues() {
    var random = SplitMix64(seed: 3232)
    let alphabet = Array("ABCDE").compactMap(Letter.init)
    var checked = 0
    for ownership in Self.ownerships(count: 150, seed: 33) where !ownership.isFull {
      let letters = (0..<25).map { _ in random.letter(from: alphabet) }
      var words = Set<String>()
      while words.count < 20 {
        words.insert(random.word(length: Int.random(in: 2...6, using: &random), from: alphabet))
      }
      let generator = MoveGenerator(letters: letters, words: words.sorted())
      let mover: Owner = Bool.random(using: &random) ? .player : .opponent
      for weights in [Evaluator.moveWeights, .narrowing] {
        let scan = NodeScan(
          generator: generator, ownership: ownership, mover: mover, weights: weights)
        for move in generator.moves(for: ownership, mover: mover) {
          guard let word = generator.words.firstIndex(of: move.move.word) else { continue }
          let bound = scan.bound(word: word)
          #expect(weights.valueRange.contains(bound))
          #expect(weights.value(Evaluator.Features(move.after, for: mover)) <= bound)
          checked += 1
        }
      }
    }
    #expect(checked > 1000)
  }

  // MARK: - Win chance

  /// On every open position the estimate lies strictly between 0 and 1;
  /// on a full board it is the result, exactly.
  @Test func theWinChanceIsAnEstimateUntilTheBoardIsFull() {
    for ownership in Self.ownerships(count: 2000, seed: 34) {
      for side in [Owner.player, .opponent] {
        let chance = Evaluator.winChance(ownership, toMove: side)
        let difference = ownership.score(of: side) - ownership.score(of: side.other)
        if ownership.isFull {
          #expect(chance == (difference > 0 ? 1 : 0))
        } else {
          #expect(chance > 0 && chance < 1, "\(ownership) \(side): \(chance)")
        }
      }
    }
  }

  /// More tiles for the side to move, the other features alike, never
  /// lower its chance: one tile of the other side's becomes its own.
  ///
  /// Up to 22 claimed tiles: with 23 or 24 the fitted curvature in the
  /// share claimed (`tilesClaimedSquared`) turns the tile difference's
  /// slope slightly negative (-0.02 log-odds a tile at 24), where the
  /// defended-tile difference carries the weight; no self-play position
  /// that full lacked defended tiles (7,147 had 23 or more claimed).
  @Test func aTileMoreNeverLowersTheChance() {
    for claimed in 1...22 {
      for mine in 0..<claimed {
        let theirs = claimed - mine
        let features = Evaluator.Features(
          mine: mine, theirs: theirs, mineDefended: 0, theirsDefended: 0)
        let more = Evaluator.Features(
          mine: mine + 1, theirs: theirs - 1, mineDefended: 0, theirsDefended: 0)
        #expect(
          Evaluator.winChanceModel.chance(more) >= Evaluator.winChanceModel.chance(features),
          "\(claimed) claimed, \(mine) mine")
      }
    }
  }

  @Test func aProvedResultIsExact() throws {
    #expect(ForcedResult.win.winChance == 1)
    #expect(ForcedResult.loss.winChance == 0)
    #expect(ForcedResult.draw.winChance == 0.5)
    // A game ended by two passes, tied.
    let tied = Position(
      letters: Array(repeating: try #require(Letter("A")), count: 25),
      ownership: Ownership(player: TileSet([0, 1]), opponent: TileSet([2, 3])),
      consecutivePasses: 2)
    #expect(Evaluator.winChance(tied) == 0.5)
  }

  /// After a move: exact when it ends the game, when the other side can
  /// then win at once, or when the search decided it; else the other
  /// side's chance, turned round.
  @Test func theChanceAfterAMoveIsExactWhereDecided() {
    let move = Move(word: "aa", tiles: TileSet([0, 1]))
    let open = EvaluatedMove(
      move: move, mover: .player,
      after: Ownership(player: TileSet([0, 1]), opponent: TileSet([2])))
    let estimate = Evaluator.winChance(after: open, opponentCanWinAtOnce: false)
    #expect(estimate == 1 - Evaluator.winChance(open.after, toMove: .opponent))
    #expect(Evaluator.winChance(after: open, opponentCanWinAtOnce: true) == 0)
    // After the reply a search expects, the mover is to move again.
    let replied = Ownership(player: TileSet([0]), opponent: TileSet([1, 2]))
    #expect(
      Evaluator.winChance(after: open, opponentCanWinAtOnce: false, afterReply: replied)
        == Evaluator.winChance(replied, toMove: .player))
    #expect(
      Evaluator.winChance(after: open, opponentCanWinAtOnce: false, searchValue: 20) == estimate)
    #expect(
      Evaluator.winChance(
        after: open, opponentCanWinAtOnce: false, searchValue: SearchValue.win - 100) == 1)
    #expect(
      Evaluator.winChance(
        after: open, opponentCanWinAtOnce: false, searchValue: -SearchValue.win + 100) == 0)
    let all = TileSet((0..<25).filter { $0 != 24 })
    let won = EvaluatedMove(
      move: move, mover: .player, after: Ownership(player: all, opponent: TileSet([24])))
    #expect(won.wins && Evaluator.winChance(after: won, opponentCanWinAtOnce: false) == 1)
  }
}
