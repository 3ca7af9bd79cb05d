import Letterpress
import Words

/// The moves that turn one board of a game into a later one: one move, or
/// two (one per seat, in order).
///
/// Every explanation comes from `MoveGenerator` and the capture rule of
/// `Ownership`: a word explains a change when the generator's move for it
/// leads exactly to the later board. Words are pre-filtered by their letters
/// (a word must hold the letters of the tiles that changed hands), which only
/// saves time: the generator decides.
///
///     let change = try BoardChange(
///       from: before, to: after, generator: generator, played: PlayedWords())
///     change.isExact            // one word (or one pair of words) explains it
///     change.explanations[0]    // the first, as evaluated moves in order
public struct BoardChange: Sendable, Equatable {
  /// The number of moves between the two boards (1 or 2).
  public let plies: Int
  /// Each way the change happened, as moves in order, ranked.
  ///
  /// The words that use fewest tiles beyond those that changed hands come
  /// first, then alphabetically. At most `maximumExplanations` are kept.
  public let explanations: [[EvaluatedMove]]
  /// Per ply, every word its move may have been (complete even when
  /// `explanations` is cut short).
  public let wordsAtPly: [Set<String>]
  /// Whether `explanations` holds every way the change happened.
  public let isComplete: Bool

  /// How many explanations are kept; near the end of a game two moves can be
  /// explained by millions of word pairs.
  public static let maximumExplanations = 5_000

  /// Whether exactly one word (one pair of words for two plies) explains the
  /// change.
  public var isExact: Bool { isComplete && explanations.count == 1 }

  /// The moves from `before` to `after` on the generator's board, of words
  /// that `played` still allows: exactly `plies` moves (1 or 2), or when it
  /// is `nil` the fewest that explain the change (one when one does); only
  /// sequences that `firstMover` starts, when given.
  ///
  /// - Throws: `BoardChangeError.unchanged` when the boards are the same
  ///   and `plies` is `nil`,
  ///   `.unexplained` when no sequence of that many legal moves leads from
  ///   one to the other.
  public init(
    from before: Ownership, to after: Ownership, generator: MoveGenerator,
    played: PlayedWords, plies: Int? = nil, firstMover: Owner? = nil
  ) throws(BoardChangeError) {
    precondition(plies == nil || plies == 1 || plies == 2, "plies is 1 or 2, got \(plies ?? 0)")
    // A move may capture nothing, and two can leave the board as it was (a
    // capture taken back): only a count given says to look for them.
    guard before != after || plies != nil else { throw .unchanged }
    let finder = ChangeFinder(generator: generator, played: played)
    let movers = firstMover.map { [$0] } ?? Owner.allCases
    for count in plies.map({ [$0] }) ?? [1, 2] {
      var found = ChangeFinder.Found(plies: count, maximum: Self.maximumExplanations)
      for mover in movers {
        if count == 1 {
          for move in finder.singleMoves(from: before, to: after, mover: mover) {
            found.add([move])
          }
        } else {
          finder.movePairs(from: before, to: after, firstMover: mover, into: &found)
        }
      }
      if !found.sequences.isEmpty {
        self.plies = count
        explanations = Self.ranked(found.sequences, before: before)
        wordsAtPly = found.wordsAtPly
        isComplete = !found.isCut
        return
      }
    }
    throw .unexplained(plies: plies ?? 2)
  }

  /// How many moves lie between two boards, and whose was the first.
  ///
  /// Whose turn each board shows (`nil`: not shown) says it: the same seat
  /// to move on both is two moves (one each), different seats one; the seat
  /// to move on the earlier board moves first. A count `plies` the user
  /// gives wins over the turns.
  ///
  ///     BoardChange.moves(toMoveBefore: .player, toMoveAfter: .player)
  ///     // (plies: 2, firstMover: .player)
  public static func moves(toMoveBefore: Owner?, toMoveAfter: Owner?, plies: Int? = nil) -> (
    plies: Int?, firstMover: Owner?
  ) {
    var count = plies
    if count == nil, let before = toMoveBefore, let after = toMoveAfter {
      count = before == after ? 2 : 1
    }
    let first =
      toMoveBefore
      ?? count.flatMap { count in toMoveAfter.map { count == 1 ? $0.other : $0 } }
    return (count, first)
  }

  /// `explanations` with one entry per sequence of words, best first.
  private static func ranked(_ unique: [[EvaluatedMove]], before: Ownership) -> [[EvaluatedMove]] {
    func extraTiles(_ moves: [EvaluatedMove]) -> Int {
      var ownership = before
      var extra = 0
      for evaluated in moves {
        extra += evaluated.move.tiles.subtracting(ownership.capturable(by: evaluated.mover)).count
        ownership = evaluated.after
      }
      return extra
    }
    return unique.map { (moves: $0, extra: extraTiles($0)) }
      .sorted {
        $0.extra != $1.extra
          ? $0.extra < $1.extra
          : $0.moves.map(\.move.word).lexicographicallyPrecedes($1.moves.map(\.move.word))
      }
      .map(\.moves)
  }
}

/// Why two boards cannot be explained by moves.
public enum BoardChangeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The two boards have the same owners, and no number of moves was given.
  case unchanged
  /// No sequence of `plies` legal moves (or fewer) leads from one to the other.
  case unexplained(plies: Int)

  public var description: String {
    switch self {
    case .unchanged:
      "the two boards are the same: no word changed them"
    case .unexplained(let plies):
      "no sequence of \(plies == 1 ? "one legal move" : "one or two legal moves") "
        + "turns the first board into the second (different games, a misread board, or moves missing)"
    }
  }
}

/// The search behind `BoardChange`: letter pre-filters, then the generator.
struct ChangeFinder {
  /// The explanations found so far: one per sequence of words, up to a
  /// maximum, and every word of each ply.
  struct Found {
    private(set) var sequences: [[EvaluatedMove]] = []
    private(set) var wordsAtPly: [Set<String>]
    /// Whether some sequence was not kept.
    private(set) var isCut = false
    private var seen = Set<[String]>()
    private let maximum: Int

    init(plies: Int, maximum: Int) {
      wordsAtPly = Array(repeating: [], count: plies)
      self.maximum = maximum
    }

    mutating func add(_ moves: [EvaluatedMove]) {
      for (ply, evaluated) in moves.enumerated() { wordsAtPly[ply].insert(evaluated.move.word) }
      guard !isCut else { return }
      guard seen.insert(moves.map(\.move.word)).inserted else { return }
      if sequences.count < maximum {
        sequences.append(moves)
      } else {
        isCut = true
      }
    }

    /// Adds every pair of a move of `firsts` and a reply of the words
    /// `replyWords` whose word does not begin the first's (the first word
    /// blocks its prefixes), all from one middle board: each ply's words
    /// without forming the pairs, and the pairs themselves, as moves from
    /// `replies`, only while fewer than the maximum are kept.
    mutating func addPairs(
      firsts: [EvaluatedMove], replyWords: [String], replies: () -> [EvaluatedMove]
    ) {
      for first in firsts where replyWords.contains(where: { !first.move.word.hasPrefix($0) }) {
        wordsAtPly[0].insert(first.move.word)
      }
      for word in replyWords where firsts.contains(where: { !$0.move.word.hasPrefix(word) }) {
        wordsAtPly[1].insert(word)
      }
      guard !isCut else { return }
      let moves = replies()
      for first in firsts {
        for reply in moves where !first.move.word.hasPrefix(reply.move.word) {
          add([first, reply])
          if isCut { return }
        }
      }
    }
  }

  let generator: MoveGenerator
  let played: PlayedWords
  /// Per word, its count of each letter.
  private let letterCounts: [[UInt8]]
  /// The indices of the words `played` still allows.
  private let allowed: [Int]

  init(generator: MoveGenerator, played: PlayedWords) {
    self.generator = generator
    self.played = played
    letterCounts = generator.words.map { word in
      var counts = [UInt8](repeating: 0, count: 26)
      for byte in word.utf8 { counts[Int(byte | 0x20) - 97] &+= 1 }
      return counts
    }
    allowed = generator.words.indices.filter { played.allows(generator.words[$0]) }
  }

  /// The words of `among` (indices; all allowed words when `nil`) that hold
  /// every letter of `tiles` with its count.
  private func words(holding tiles: TileSet, among: [Int]? = nil) -> [Int] {
    var counts = [UInt8](repeating: 0, count: 26)
    for tile in tiles { counts[Int(generator.letters[tile].index)] += 1 }
    let needs = counts.indices.filter { counts[$0] > 0 }.map { (letter: $0, count: counts[$0]) }
    return (among ?? allowed).filter { index in
      let wordCounts = letterCounts[index]
      return needs.allSatisfy { wordCounts[$0.letter] >= $0.count }
    }
  }

  /// The words of `among` that hold every letter of `tiles` and can be
  /// spelled on `spellable`.
  private func candidates(
    holding tiles: TileSet, spelledOn spellable: TileSet, among: [Int]? = nil
  ) -> [Int] {
    words(holding: tiles, among: among).filter { generator.canSpell($0, on: spellable) }
  }

  /// The letters a word is least likely to hold, rarest first.
  private static let rareLetters = Array("qjzxkvwyfbghmpcudlnorstaei".utf8).map {
    Int($0) - Int(UInt8(ascii: "a"))
  }

  /// The generator's moves of `mover` on `ownership`, of the words `indices`
  /// only, and none that uses a tile of `avoided`.
  ///
  /// The avoided tiles are hidden from the words: each word is given to a
  /// generator on a copy of the board whose avoided tiles hold a letter the
  /// word lacks. Captures are still the rules' on the real `ownership`.
  private func moves(
    of indices: [Int], on ownership: Ownership, mover: Owner, avoiding avoided: TileSet = .empty
  ) -> [EvaluatedMove] {
    guard !indices.isEmpty else { return [] }
    guard !avoided.isEmpty else {
      var wanted = [Bool](repeating: false, count: generator.words.count)
      for index in indices { wanted[index] = true }
      return generator.moves(for: ownership, mover: mover, allowing: { wanted[$0] })
    }
    var byLackedLetter: [Int: [String]] = [:]
    for index in indices {
      let counts = letterCounts[index]
      // A word on a board has at most 25 letters, so it lacks one of 26.
      guard let lacked = Self.rareLetters.first(where: { counts[$0] == 0 }) else { continue }
      byLackedLetter[lacked, default: []].append(generator.words[index])
    }
    return byLackedLetter.sorted { $0.key < $1.key }.flatMap { lacked, words in
      var letters = generator.letters
      for tile in avoided { letters[tile] = Letter(index: UInt8(lacked)) }
      return MoveGenerator(letters: letters, words: words).moves(for: ownership, mover: mover)
    }
  }

  /// The words of `among` (all allowed words when `nil`) whose move by
  /// `mover` turns `before` into `after` exactly (when they are equal, the
  /// words that capture nothing); `cache` keeps the words found for each
  /// captured set and tiles spelled on.
  ///
  /// The move must take every tile that changed hands and no other
  /// capturable tile, so a word qualifies exactly when it holds the captured
  /// tiles' letters and can be spelled on them and the tiles it cannot
  /// capture: the generator then has a move that leads to `after`.
  func singleMoveWords(
    from before: Ownership, to after: Ownership, mover: Owner, among: [Int]? = nil,
    cache: inout [SingleMoveKey: [Int]]
  ) -> [Int] {
    let captured = after.tiles(of: mover).subtracting(before.tiles(of: mover))
    // A move never costs its mover a tile, and takes only capturable tiles.
    guard before.tiles(of: mover).subtracting(after.tiles(of: mover)).isEmpty,
      captured.subtracting(before.capturable(by: mover)).isEmpty,
      after.tiles(of: mover.other) == before.tiles(of: mover.other).subtracting(captured)
    else { return [] }
    let spellable = before.capturable(by: mover).complement.union(captured)
    let key = SingleMoveKey(captured: captured, spellable: spellable)
    if let found = cache[key] { return found }
    let found = words(holding: captured, among: among).filter {
      generator.canSpell($0, on: spellable)
    }
    cache[key] = found
    return found
  }

  /// The set of tiles a single move captures and the tiles it may be
  /// spelled on: what decides which words make it.
  struct SingleMoveKey: Hashable {
    let captured: TileSet
    let spellable: TileSet
  }

  /// The generator's moves of the words `indices` that turn `before` into
  /// `after` exactly, one per word and captured set.
  func singleMoves(
    of indices: [Int], from before: Ownership, to after: Ownership, mover: Owner
  ) -> [EvaluatedMove] {
    let captured = after.tiles(of: mover).subtracting(before.tiles(of: mover))
    // Capturable tiles that did not change hands were not used.
    return moves(
      of: indices, on: before, mover: mover,
      avoiding: before.capturable(by: mover).subtracting(captured)
    ).filter { $0.after == after }
  }

  /// Every move of `mover` that turns `before` into `after` exactly.
  func singleMoves(from before: Ownership, to after: Ownership, mover: Owner) -> [EvaluatedMove] {
    var cache: [SingleMoveKey: [Int]] = [:]
    let words = singleMoveWords(from: before, to: after, mover: mover, cache: &cache)
    return singleMoves(of: words, from: before, to: after, mover: mover)
  }

  /// Adds to `found` every pair of moves, `firstMover`'s then the other
  /// seat's, that turns `before` into `after` exactly.
  func movePairs(
    from before: Ownership, to after: Ownership, firstMover: Owner, into found: inout Found
  ) {
    let second = firstMover.other
    // Tiles unclaimed at the end were never touched.
    guard after.unclaimed.subtracting(before.unclaimed).isEmpty else { return }
    // What the first mover holds at the end and did not hold before, it took
    // in the first move; what else it took, the second mover took back. Any
    // other tile it could have taken, it did not use.
    let firstGains = after.tiles(of: firstMover).subtracting(before.tiles(of: firstMover))
    let takenBack = after.tiles(of: second).intersection(before.capturable(by: firstMover))
    let untouched = before.capturable(by: firstMover).subtracting(firstGains.union(takenBack))
    let firstWords = candidates(
      holding: firstGains, spelledOn: untouched.complement)
    // The second mover's gains over the first board are all its own move's;
    // its word is spelled on tiles coloured at the end.
    let secondGains = after.tiles(of: second).subtracting(before.tiles(of: second))
    let secondWords = candidates(holding: secondGains, spelledOn: after.unclaimed.complement)
    guard !secondWords.isEmpty else { return }
    let firstMoves = moves(of: firstWords, on: before, mover: firstMover, avoiding: untouched)
      .filter {
        $0.after.tiles(of: firstMover).intersection(after.tiles(of: firstMover))
          == after.tiles(of: firstMover)
          && $0.after.tiles(of: second).subtracting(after.tiles(of: second)).isEmpty
      }
    // The middle boards in the order the generator gives their first moves,
    // not the dictionary's (which changes from run to run): the explanation
    // kept for a sequence of words, and so its middle board, is the same
    // every run.
    var byPosition: [Ownership: [EvaluatedMove]] = [:]
    var middles: [Ownership] = []
    for move in firstMoves {
      if byPosition[move.after] == nil { middles.append(move.after) }
      byPosition[move.after, default: []].append(move)
    }
    var cache: [SingleMoveKey: [Int]] = [:]
    for middle in middles {
      let firsts = byPosition[middle] ?? []
      let replyWords = singleMoveWords(
        from: middle, to: after, mover: second, among: secondWords, cache: &cache)
      guard !replyWords.isEmpty else { continue }
      // The reply's word was allowed before; the first word blocks itself
      // and its prefixes. Moves are made only for the pairs kept.
      found.addPairs(firsts: firsts, replyWords: replyWords.map { generator.words[$0] }) {
        singleMoves(of: replyWords, from: middle, to: after, mover: second)
      }
    }
  }
}
