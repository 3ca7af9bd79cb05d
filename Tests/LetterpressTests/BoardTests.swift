import Letterpress
import Testing

@Suite struct BoardTests {
  @Test func defenceFollowsOwnershipNotInput() throws {
    // Corner 0 needs tiles 1 and 5; interior 12 needs 7, 11, 13, 17.
    let board = try Board(
      letters: "ABCDEFGHIJKLMNOPQRSTUVWXY",
      colors: "bbwww" + "bwbww" + "wbbbw" + "wwbww" + "wwwwr")
    #expect(board.colorString == "Bbwww" + "bwbww" + "wbBbw" + "wwbww" + "wwwwr")
  }

  @Test func edgeTileNeedsThreeNeighbours() throws {
    let board = try Board(
      letters: String(repeating: "A", count: 25),
      colors: "rrrww" + "wrwww" + String(repeating: "w", count: 15))
    #expect(board.tileColors[1] == .opponentDefended)
    #expect(board.tileColors[0] == .opponent)  // neighbour 5 is unclaimed
  }

  @Test func parsesBothTextForms() throws {
    let plain = try BoardText.parse("abcde fghij\nklmno pqrst uvwxy")
    #expect(plain.hasOwners == false)
    #expect(plain.board.letterString == "ABCDEFGHIJKLMNOPQRSTUVWXY")
    let marked = try BoardText.parse(
      """
      Ab B  C  D  E
      F  G  H  I  J
      K  L  M  N  O
      P  Q  R  S  T
      U  V  W  X  YR
      """)
    #expect(marked.hasOwners)
    #expect(marked.board.colorString == "b" + String(repeating: "w", count: 23) + "r")
    #expect(BoardText.format(marked.board).hasPrefix("Ab B  C  D  E\n"))
  }

  @Test func skipsCommentsAndTakesTheUnclaimedCode() throws {
    let parsed = try BoardText.parse(
      """
      # read from shot.png
      Aw B  C  D  E   # row 1
      F  G  H  I  J
      K  L  M  N  O
      P  Q  R  S  T
      U  V  W  X  Yb
      """)
    #expect(parsed.board.letterString == "ABCDEFGHIJKLMNOPQRSTUVWXY")
    #expect(parsed.board.colorString == String(repeating: "w", count: 24) + "b")
  }

  @Test func namesTilesOneWay() {
    #expect(Board.tileName(0) == "r1c1")
    #expect(Board.tileName(7) == "r2c3")
    #expect(Board.tileName(24) == "r5c5")
  }

  @Test(arguments: [
    ("ABCD", BoardTextError.wrongCount(4)),
    ("ABCDEFGHIJKLMNOPQRSTUVWX1", .notALetter("1", line: 1)),
    ("ABCDE\nFGHIJ\nKLMNO\nPQRST\nUVW,Y", .notALetter(",", line: 5)),
    ("Ax B C D E F G H I J K L M N O P Q R S T U V W X Y", .invalidToken("Ax", tile: 0, line: 1)),
    // 20 tiles, some marked: counted as tiles, not as letters and marks.
    ("Ab B C D E\nF G H I J\nK L M N O\nP Q R S Tr", .wrongTileCount(20)),
  ])
  func rejectsMalformedText(text: String, error: BoardTextError) {
    #expect(throws: error) { try BoardText.parse(text) }
  }
}
