/// A word played on a chosen set of tiles.
///
/// A move is the word and the tiles it uses; which tile spells which letter
/// does not change the resulting position, so the tap order is derived:
/// `tapOrder(on:)` gives, for each letter of the word in turn, the
/// lowest-numbered unused tile of that letter. Four bytes of tiles (a
/// `TileSet` is a `UInt32`) plus a (usually inline) string keep moves cheap
/// to copy in a search.
///
///     let move = Move(word: "tea", tiles: TileSet([3, 7, 12]))
///     move.tapOrder(on: letters)   // e.g. [7, 3, 12] when 7 is T, 3 is E, 12 is A
public struct Move: Hashable, Sendable, CustomStringConvertible {
  /// The word, as the dictionary spells it (lower case).
  public let word: String
  /// The tiles the word uses, one per letter.
  public let tiles: TileSet

  /// A move playing `word` on `tiles`.
  ///
  /// Use `isValid(on:)` to check that the tiles spell the word.
  public init(word: String, tiles: TileSet) {
    self.word = word
    self.tiles = tiles
  }

  /// A move from a word and the tiles to press in tap order; `nil` when the
  /// tiles do not spell the word on `letters` (wrong letter, a tile twice, an
  /// index outside 0...24).
  public init?(word: String, tapOrder: [Int], letters: [Letter]) {
    let wordLetters = word.compactMap(Letter.init)
    guard wordLetters.count == word.count, wordLetters.count == tapOrder.count,
      tapOrder.allSatisfy({ (0..<25).contains($0) })
    else { return nil }
    let tiles = TileSet(tapOrder)
    guard tiles.count == tapOrder.count,
      zip(wordLetters, tapOrder).allSatisfy({ letters[$1] == $0 })
    else { return nil }
    self.init(word: word, tiles: tiles)
  }

  /// Whether `tiles` spell `word` on a board with these letters: as many
  /// tiles as letters, and the same letters with the same counts.
  package func isValid(on letters: [Letter]) -> Bool {
    var counts = [Int](repeating: 0, count: 26)
    var length = 0
    for character in word {
      guard let letter = Letter(character) else { return false }
      counts[Int(letter.index)] += 1
      length += 1
    }
    guard length == tiles.count else { return false }
    for tile in tiles { counts[Int(letters[tile].index)] -= 1 }
    return counts.allSatisfy { $0 == 0 }
  }

  /// The tiles to press, in the order of the word's letters: for each letter,
  /// the lowest-numbered tile of that letter not pressed yet.
  ///
  /// - Precondition: the move is valid on `letters`.
  public func tapOrder(on letters: [Letter]) -> [Int] {
    var remaining = tiles
    var order: [Int] = []
    order.reserveCapacity(tiles.count)
    for character in word {
      guard let tile = remaining.first(where: { Letter(character) == letters[$0] }) else {
        preconditionFailure("tiles \(tiles) do not spell '\(word)'")
      }
      order.append(tile)
      remaining.remove(tile)
    }
    return order
  }

  public var description: String { "\(word) \(tiles)" }
}
