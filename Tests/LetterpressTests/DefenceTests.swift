import Letterpress
import Testing

/// The one defence rule (`TileSet.defendedTiles`, by shifts) against an
/// oracle written here with neighbour lists.
@Suite struct DefenceTests {
  /// Whether tile `index` of `tiles` has every orthogonal neighbour on the
  /// board in `tiles` too, computed from rows and columns.
  static func isSurrounded(_ index: Int, in tiles: TileSet) -> Bool {
    let row = index / 5
    let column = index % 5
    var neighbours: [Int] = []
    if row > 0 { neighbours.append(index - 5) }
    if row < 4 { neighbours.append(index + 5) }
    if column > 0 { neighbours.append(index - 1) }
    if column < 4 { neighbours.append(index + 1) }
    return neighbours.allSatisfy(tiles.contains)
  }

  @Test func shiftsAgreeWithNeighbourLists() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<2_000 {
      let tiles = TileSet(rawValue: UInt32(truncatingIfNeeded: generator.next()))
      let expected = TileSet(
        (0..<25).filter { tiles.contains($0) && Self.isSurrounded($0, in: tiles) })
      #expect(tiles.defendedTiles == expected)
      let board = Board(
        letters: Array(repeating: Letter(index: 0), count: 25),
        owners: (0..<25).map { tiles.contains($0) ? Owner.player : nil })
      #expect(TileSet((0..<25).filter(board.isDefended)) == expected)
    }
  }

  @Test func neighboursAreTheOrthogonalTiles() {
    #expect(Board.neighbours(of: 0) == [1, 5])
    #expect(Board.neighbours(of: 12) == [7, 11, 13, 17])
    #expect(Board.neighbours(of: 24) == [19, 23])
    #expect(TileSet.neighbours(of: 4) == TileSet([3, 9]))
  }
}
