import Letterpress
import Pixels

/// Names each tile's colour (`w b B r R`, or an empty slot) and the theme,
/// from the tiles' flat backgrounds and the page around the board.
///
/// Screenshots do not keep the game's exact colours (wide-gamut iPhones shift
/// them by up to ~25 per channel, older versions used other shades), so the
/// classifier works relative to anchors: it picks the theme whose palette
/// explains the page and all 25 tiles best, then gives each tile the role of
/// its nearest palette colour, with a confidence from how much nearer that
/// colour is than the next role's. An empty slot (a tile lifted into the word
/// tray) shows the page. Finally the board must obey the game's rule that a
/// tile is drawn defended exactly when all its orthogonal neighbours share
/// its owner; tiles that break it get low confidence.
struct TileClassifier {
  /// One tile's colour as classified.
  struct ClassifiedColor: Hashable {
    /// The colour, or nil for an empty slot showing the page.
    var color: TileColor?
    /// How sure the classification is, 0...1.
    var confidence: Double
  }

  /// The classification of a whole board.
  struct BoardClassification {
    var theme: Theme
    var tiles: [ClassifiedColor]
    /// How badly the theme explains the colours (see `cost(of:backgrounds:page:)`).
    var cost: Double
    /// How many samples around the board show the theme's player colours.
    var accents: Int
  }

  /// A tile within this distance (in every channel) of the measured page is
  /// an empty slot.
  static let emptySlotTolerance = 2
  /// A tile whose rule check fails gets at most this confidence.
  static let contradictionConfidence = 0.1

  /// Classifies the tiles the sampler sees.
  static func classify(_ sampler: TileSampler) -> BoardClassification {
    classify(
      backgrounds: sampler.backgrounds().map { $0?.color }, surroundings: sampler.surroundings())
  }

  /// Classifies 25 tile backgrounds (nil: outside the image), given the
  /// colours sampled around the board (the page, and the avatars' and
  /// scores' colours, which tell apart themes that differ only in claimed
  /// tiles when none is claimed).
  static func classify(backgrounds: [RGBA?], surroundings: [RGBA: Int]) -> BoardClassification {
    let page = TileSampler.pageColor(in: surroundings)
    let costs = Theme.allCases.map { cost(of: $0, backgrounds: backgrounds, page: page) }
    let lowest = costs.reduce(Double.infinity, min)
    // The best-explaining themes, in declaration order; of those, the one
    // whose accents show around the board (the first on a tie).
    var theme = Theme.light
    var mostAccents = -1
    for (index, candidate) in Theme.allCases.enumerated()
    where costs[index] <= lowest + themeTieMargin {
      let count = accents(of: candidate, in: surroundings)
      if count > mostAccents { (theme, mostAccents) = (candidate, count) }
    }
    let roles = roles(of: theme)
    var tiles = backgrounds.map { background -> ClassifiedColor in
      guard let background else { return ClassifiedColor(color: nil, confidence: 0) }
      if let page, background.chebyshevDistance(to: page) <= emptySlotTolerance {
        return ClassifiedColor(color: nil, confidence: 1)
      }
      return classify(background, roles: roles)
    }
    checkDefence(&tiles)
    if !showsColour(backgrounds: backgrounds, surroundings: surroundings) {
      // A greyscale image: every theme's claimed colours turn into greys,
      // which can stand for any owner. Only a tile of exactly the theme's
      // unclaimed grey (as in a new game cropped to the board) stays sure.
      let unclaimedGreys = [theme.palette.unclaimedEven, theme.palette.unclaimedOdd].map(
        RGBA.init(hex:))
      for index in tiles.indices where tiles[index].color != nil {
        let isUnclaimedGrey =
          tiles[index].color == .unclaimed
          && backgrounds[index].map { background in
            unclaimedGreys.contains { euclideanDistance(background, $0) <= unclaimedGreyTolerance }
          } ?? false
        if !isUnclaimedGrey { tiles[index].confidence = 0 }
      }
    }
    let themeCost = zip(Theme.allCases, costs).first { $0.0 == theme }?.1 ?? lowest
    return BoardClassification(
      theme: theme, tiles: tiles, cost: themeCost, accents: max(0, mostAccents))
  }

  /// A colour whose channels differ by less than this is a grey.
  static let greyTolerance = 24
  /// In a greyscale image, how near (RGB distance) a tile must be to the
  /// theme's unclaimed grey to be sure: a claimed colour turned grey lies
  /// farther (Glow's opponent red, the nearest, 14 away).
  static let unclaimedGreyTolerance = 8.0

  /// Whether any tile or any colour around the board is not a grey.
  ///
  /// Every theme colours its players' scores, and all but Contrast their tiles,
  /// so a real screenshot of a game under way does (a crop to the board of
  /// a Contrast game where only the opponent holds tiles would not, and its
  /// claimed tiles are reported unsure).
  static func showsColour(backgrounds: [RGBA?], surroundings: [RGBA: Int]) -> Bool {
    func isGrey(_ color: RGBA) -> Bool {
      let channels = [Int(color.red), Int(color.green), Int(color.blue)]
      return (channels.max() ?? 0) - (channels.min() ?? 0) < greyTolerance
    }
    return backgrounds.contains { $0.map { !isGrey($0) } ?? false }
      || surroundings.keys.contains { !isGrey($0) }
  }

  // MARK: - Roles

  /// A palette colour and what a tile of that colour is.
  struct Role {
    var color: RGBA
    var tileColor: TileColor
  }

  /// The tile colours of one theme.
  static func roles(of theme: Theme) -> [Role] {
    let palette = theme.palette
    return [
      Role(color: RGBA(hex: palette.unclaimedEven), tileColor: .unclaimed),
      Role(color: RGBA(hex: palette.unclaimedOdd), tileColor: .unclaimed),
      Role(color: RGBA(hex: palette.player), tileColor: .player),
      Role(color: RGBA(hex: palette.playerDefended), tileColor: .playerDefended),
      Role(color: RGBA(hex: palette.opponent), tileColor: .opponent),
      Role(color: RGBA(hex: palette.opponentDefended), tileColor: .opponentDefended),
    ]
  }

  /// Themes whose costs are this close explain the board equally well.
  static let themeTieMargin = 1.0

  /// How many samples around the board show one of the theme's player or
  /// opponent colours (avatar rings, scores, the turn marker).
  static func accents(of theme: Theme, in surroundings: [RGBA: Int]) -> Int {
    let palette = theme.palette
    let colors = [
      palette.player, palette.playerDefended, palette.opponent, palette.opponentDefended,
    ].map(RGBA.init(hex:))
    return surroundings.reduce(0) { sum, sample in
      colors.contains { euclideanDistance(sample.key, $0) <= accentTolerance }
        ? sum + sample.value : sum
    }
  }

  /// How far a sample may be from a theme colour to count as an accent.
  static let accentTolerance = 12.0

  /// How much the page's distance (levels 0-255) weighs against one tile's
  /// in a theme's cost: the page is one colour but a large, clean sample.
  static let pageCostWeight = 3.0

  /// How badly a theme explains the observed colours: the distances from the
  /// page and each tile to the nearest anchor of that theme.
  static func cost(of theme: Theme, backgrounds: [RGBA?], page: RGBA?) -> Double {
    let roles = roles(of: theme)
    var total = 0.0
    if let page { total += pageCostWeight * euclideanDistance(page, RGBA(hex: theme.palette.page)) }
    for background in backgrounds {
      guard let background else { continue }
      total += roles.map { euclideanDistance(background, $0.color) }.min() ?? 0
    }
    return total
  }

  /// The nearest role, with a confidence from the margin over the nearest
  /// role of another colour.
  static func classify(_ background: RGBA, roles: [Role]) -> ClassifiedColor {
    let ranked = roles.map { (role: $0, distance: euclideanDistance(background, $0.color)) }
      .sorted { $0.distance < $1.distance }
    let best = ranked[0]
    // Every theme has roles of five colours, so another colour ranks too.
    let runnerUpDistance =
      ranked.first { $0.role.tileColor != best.role.tileColor }?.distance ?? .infinity
    let confidence =
      runnerUpDistance > 0 ? 1 - 2 * best.distance / (best.distance + runnerUpDistance) : 0
    return ClassifiedColor(color: best.role.tileColor, confidence: max(0, confidence))
  }

  // MARK: - The defence rule

  /// Lowers the confidence of tiles whose shade contradicts the defence rule.
  ///
  /// The rule: a tile is drawn defended exactly when all its orthogonal
  /// neighbours share its owner. Tiles next to an empty slot are not checked.
  static func checkDefence(_ tiles: inout [ClassifiedColor]) {
    let colors = tiles.map(\.color)
    for index in tiles.indices {
      guard let color = colors[index] else { continue }
      let neighbours = Board.neighbours(of: index)
      guard neighbours.allSatisfy({ colors[$0] != nil }) else { continue }
      let owner = color.owner
      let surrounded = owner != nil && neighbours.allSatisfy { colors[$0]?.owner == owner }
      if surrounded != color.isDefended {
        tiles[index].confidence = min(tiles[index].confidence, contradictionConfidence)
      }
    }
  }
}

/// The Euclidean distance between two colours in RGB (alpha ignored).
func euclideanDistance(_ a: RGBA, _ b: RGBA) -> Double {
  let red = Double(Int(a.red) - Int(b.red))
  let green = Double(Int(a.green) - Int(b.green))
  let blue = Double(Int(a.blue) - Int(b.blue))
  return (red * red + green * green + blue * blue).squareRoot()
}
