/// The board the tests play on by hand, QUILT / SEDRA / DISHO / PENCA / RTXYZ,
/// and the little word lists they play it with.
///
///     try Board(letters: QuiltBoard.letters, colors: QuiltBoard.endgameColors)
package enum QuiltBoard {
  /// Its letters, row by row.
  package static let letters = "QUILTSEDRADISHOPENCARTXYZ"

  /// Words it spells, for mid-game tests: QUILT along the top, RADISH,
  /// HORSE, SHOP, OPEN, CART and others across it.
  package static let words = [
    "radish", "horse", "quilt", "shop", "open", "cart", "dish", "rash", "hose",
  ]

  /// An endgame: two tiles left (T, 21, and Z, 24), 12 to 11, so that ZIT
  /// takes both and wins.
  package static let endgameColors = "bbbbbrrrrrbbbbbrrrrbrwrrw"

  /// Words for the endgame tests: ZIT, the finisher, and others.
  package static let endgameWords = [
    "zit", "quilt", "dish", "tide", "edit", "diet", "pen", "car", "tin", "lit",
  ]
}
