/// A Letterpress board: 25 letters and who holds each tile, row-major from
/// the top-left.
///
/// Defended tiles are never stored: they follow from ownership (a coloured
/// tile is defended when every orthogonal neighbour on the board has the
/// same owner).
///
///     let board = try Board(letters: "BNETSSKPCNSMTPHSNJTVFVPAA")
///     board.colors  // "wwwww…" – nothing claimed yet
public struct Board: Hashable, Sendable {
  /// The board's side, in tiles.
  package static let side = 5
  /// The number of tiles.
  package static let tileCount = 25

  /// The 25 letters.
  public var letters: [Letter]
  /// The owner of each tile, `nil` when unclaimed.
  package var owners: [Owner?]

  /// Creates a board; `owners` defaults to all unclaimed.
  public init(letters: [Letter], owners: [Owner?]? = nil) {
    precondition(letters.count == Self.tileCount, "a board has 25 letters, got \(letters.count)")
    let owners = owners ?? Array(repeating: nil, count: Self.tileCount)
    precondition(owners.count == Self.tileCount, "a board has 25 owners, got \(owners.count)")
    self.letters = letters
    self.owners = owners
  }

  /// Creates a board from 25 letters and, optionally, 25 colour codes.
  ///
  /// Both are row-major; the codes are `wbBrR`. The shade in the colour codes
  /// is not trusted: defence is always derived from ownership.
  ///
  /// - Throws: `BoardTextError` when either string is malformed.
  public init(letters: String, colors: String? = nil) throws(BoardTextError) {
    let parsedLetters = try BoardText.letters(from: letters)
    var owners: [Owner?]?
    if let colors {
      owners = try BoardText.owners(from: colors)
    }
    self.init(letters: parsedLetters, owners: owners)
  }

  /// The one tile notation lettersolve uses everywhere (text, JSON, errors):
  /// `r1c2` is row 1, column 2, counted from 1 at the top left.
  package static func tileName(_ index: Int) -> String {
    "r\(index / side + 1)c\(index % side + 1)"
  }

  /// The index of the tile `tileName(_:)` calls `name`, or `nil`.
  public static func tileIndex(named name: String) -> Int? {
    let parts = name.lowercased().dropFirst().split(separator: "c")
    guard name.lowercased().hasPrefix("r"), parts.count == 2, let row = Int(parts[0]),
      let column = Int(parts[1]), (1...side).contains(row), (1...side).contains(column)
    else { return nil }
    return (row - 1) * side + column - 1
  }

  /// The orthogonal neighbours of tile `index` (0...24), in increasing order
  /// (`TileSet.neighbours(of:)` as an array).
  package static func neighbours(of index: Int) -> [Int] {
    Array(TileSet.neighbours(of: index))
  }

  /// Whether tile `index` is defended: coloured, with every orthogonal
  /// neighbour held by the same owner (`TileSet.defendedTiles`).
  package func isDefended(_ index: Int) -> Bool {
    guard let owner = owners[index] else { return false }
    return Ownership(self).defended(owner).contains(index)
  }

  /// Each tile's colour, with defence derived from ownership.
  package var tileColors: [TileColor] {
    let ownership = Ownership(self)
    let defended = ownership.defended(.player).union(ownership.defended(.opponent))
    return (0..<Self.tileCount).map {
      TileColor(owner: owners[$0], defended: defended.contains($0))
    }
  }

  /// The 25 letters as an upper-case string.
  public var letterString: String { String(letters.map(\.character)) }

  /// The 25 colour codes (`wbBrR`) as a string.
  public var colorString: String { String(tileColors.map(\.code)) }
}
