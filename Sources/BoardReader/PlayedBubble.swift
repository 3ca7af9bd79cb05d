import BoardGeometry
import Letterpress
import Pixels

/// The white "played" bubble above the board, as read: "You played WORD" or
/// "NAME played WORD", the word in bold capitals in the tiles' typeface.
///
/// The reader measures how well each glyph of the word matches each letter's
/// templates: the tiles' own, which are normalised to the glyph's height and
/// so serve at the bubble's size too (training tiles trains the bubble). It
/// does not guess letters: which word the glyphs show is chosen among the
/// words the caller knows could have been played (`word(among:)`).
///
///     if let bubble = reading.bubble, let word = bubble.word(among: candidates) {
///       print(word, bubble.by)
///     }
package struct PlayedBubble: Sendable, Hashable {
  /// Who played the word: `.player` when the bubble says "You played".
  package var by: Owner
  /// For each glyph of the word, left to right, each letter's similarity to
  /// it (normalised cross-correlation, -1...1; -1 for a letter without
  /// templates), indexed by `Letter.index`.
  package var similarities: [[Float]]

  /// A bubble whose word's glyphs match the letters as `similarities` say.
  package init(by: Owner, similarities: [[Float]]) {
    self.by = by
    self.similarities = similarities
  }

  /// How many letters the word has.
  package var length: Int { similarities.count }

  /// For each glyph, the letters an accepted word may have there: those
  /// that match it at least `minimumLetterSimilarity`.
  package var plausibleLetters: [[Letter]] {
    similarities.map { glyph in
      Letter.all.filter { glyph[Int($0.index)] >= Self.minimumLetterSimilarity }
    }
  }

  // MARK: - Choosing the word

  /// Every letter of an accepted word matches its glyph at least this well
  /// (normalised cross-correlation; the corpus's bubble letters match at
  /// 0.98 and more, the next letter at 0.97 at most).
  static let minimumLetterSimilarity: Float = 0.75
  /// An accepted word's letters match their glyphs this well on average.
  static let minimumMeanSimilarity: Float = 0.85
  /// An accepted word's summed similarity is at least this much above any
  /// other candidate's (similarity units): O and Q, the nearest twins, part
  /// by 0.03 on a clear glyph; a word the glyphs hardly tell from another is
  /// not reported.
  static let decisiveMargin: Float = 0.02

  /// The word among `candidates` (any case) whose letters the glyphs match
  /// best, upper case, when it matches well and clearly better than every
  /// other; `nil` otherwise.
  ///
  /// - Complexity: O(*n*) in the number of candidates.
  package func word(among candidates: [String]) -> String? {
    var best: (word: String, total: Float)?
    var runnerUp = -Float.infinity
    for candidate in candidates where candidate.count == length {
      var total: Float = 0
      var weakest = Float.infinity
      for (glyph, character) in zip(similarities, candidate) {
        let similarity = Letter(character).map { glyph[Int($0.index)] } ?? -1
        total += similarity
        weakest = min(weakest, similarity)
      }
      guard weakest >= Self.minimumLetterSimilarity else { continue }
      if let current = best, current.total >= total {
        runnerUp = max(runnerUp, total)
      } else {
        runnerUp = max(runnerUp, best?.total ?? -Float.infinity)
        best = (candidate, total)
      }
    }
    guard let best, best.total >= Self.minimumMeanSimilarity * Float(length),
      best.total - runnerUp >= Self.decisiveMargin
    else { return nil }
    return best.word.uppercased()
  }
}

// MARK: - Finding the bubble

extension PlayedBubble {
  /// Samples per tile side when looking for the bubble's white: the shadow
  /// that rings a bubble (several points wide) stays samples wide.
  static let cellsPerTile = 32.0
  /// A sample with every channel this bright (0...255) is the bubble's white:
  /// pages are darker, but Contrast's, which the bubble's shadow rings.
  static let whiteFrom: UInt8 = 250
  /// The narrowest bubble, in tile sides ("NAME played WORD" is wider than a
  /// "your turn" bubble).
  static let minimumWidth = 1.5
  /// The bubble's height range, in tile sides: two or three lines of text (a
  /// "your turn" bubble has one).
  static let heightRange = 0.75...3.0
  /// A pixel darker than this luma (0...255) is the text's ink.
  static let inkBelow = 128
  /// The word's capitals are this high, in tile sides (about 0.22 on phones).
  static let capitalHeightRange = 0.1...0.4
  /// The capitals' usual height, in tile sides.
  static let typicalCapitalHeight = 0.22
  /// Capitals this many pixels high are read as surely as larger ones
  /// (an iPhone 5's are about 28): a bubble whose capitals are at least
  /// twice this high is read shrunk (`Image.sampled(every:)`), which costs a
  /// quarter of the work or less.
  static let clearCapitalPixels = 24.0
  /// Each glyph of the word is this high relative to the word's median glyph
  /// (Q's tail hangs lower; lower case letters are shorter).
  static let glyphHeightRange = 0.88...1.3
  /// The word's glyphs' tops line up within this fraction of their height.
  static let topAlignment = 0.12
  /// A gap between glyphs wider than this fraction of the capitals' height
  /// is a space between words (letters are about 0.15 apart, words 0.6).
  static let spaceFrom = 0.35
  /// A glyph is read from a square of this many capital heights, as a tile
  /// is about 2.3 times its glyph: the white around it dominates alike.
  static let glyphTileSide = 2.3
  /// Pixels of a glyph's anti-aliased edge kept around its ink.
  static let inkMargin = 2
  /// Pixels of white at least on each side of a glyph's box in its square:
  /// more than the edge kept and the frame `GlyphInk` leaves out.
  static let minimumFrame = 4
  /// The bubble's white, around each glyph set alone.
  static let white = RGBA(hex: 0xFFFFFF)
  /// The fewest letters a word has (the game's rule).
  static let shortestWord = 2
  /// In "You", the o and the u are at most this fraction of the Y's height
  /// (a name in capitals is not "You").
  static let lowerCaseHeight = 0.85
  /// Each glyph of "You" matches its letter (Y, O, U) within this much of
  /// its best letter's similarity: a small o and u, drawn a few pixels high
  /// in a shrunk screenshot, are rough capitals; another letter is far off.
  static let youTolerance: Float = 0.05

  /// The bubble in `image` above the board at `location`, its word's glyphs
  /// matched against `templates`; `nil` when there is none, or it shows no
  /// word in capitals under a first line.
  static func find(
    in image: Image, location: BoardLocation, templates: GlyphTemplates
  ) -> PlayedBubble? {
    let tile = location.tileSize
    let step = max(1, Int(tile / cellsPerTile))
    let rows = min(image.height, Int(location.y)) / step
    let columns = image.width / step
    guard rows > 0, columns > 0 else { return nil }
    var white = [Bool](repeating: false, count: rows * columns)
    var whiteCount = 0
    image.withUnsafePixels { pixels, rowStride in
      white.withUnsafeMutableBufferPointer { white in
        for row in 0..<rows {
          for column in 0..<columns {
            let pixel = pixels[row * step * rowStride + column * step]
            if min(pixel.red, pixel.green, pixel.blue) >= whiteFrom {
              white[row * columns + column] = true
              whiteCount += 1
            }
          }
        }
      }
    }
    let smallest = Int(minimumWidth * heightRange.lowerBound * tile * tile) / (step * step)
    guard whiteCount >= smallest else { return nil }
    let patches = ConnectedComponents(mask: white, width: columns, height: rows)
    for label in 1..<patches.areas.count
    where !patches.touchesBorder[label] && patches.areas[label] >= smallest {
      let cells = patches.bounds[label]
      let rect = Rect(
        x: cells.x * step, y: cells.y * step, width: cells.width * step,
        height: cells.height * step)
      guard Double(rect.width) >= minimumWidth * tile,
        heightRange.contains(Double(rect.height) / tile)
      else { continue }
      let factor = max(1, Int(typicalCapitalHeight * tile / clearCapitalPixels))
      if let bubble = read(
        image.cropped(to: rect).sampled(every: factor), tileSize: tile / Double(factor),
        templates: templates)
      {
        return bubble
      }
    }
    return nil
  }

  /// One connected piece of the bubble's ink.
  struct Glyph {
    var label: Int32
    var bounds: Rect
  }

  /// The text in a bubble's white rectangle: a first line (who played) and,
  /// on a later line, one word of capitals.
  static func read(_ bubble: Image, tileSize: Double, templates: GlyphTemplates) -> PlayedBubble? {
    var mask = [Bool](repeating: false, count: bubble.width * bubble.height)
    bubble.withUnsafePixels { pixels, rowStride in
      mask.withUnsafeMutableBufferPointer { mask in
        for y in 0..<bubble.height {
          for x in 0..<bubble.width {
            mask[y * bubble.width + x] = pixels[y * rowStride + x].luma < inkBelow
          }
        }
      }
    }
    let ink = ConnectedComponents(mask: mask, width: bubble.width, height: bubble.height)
    let glyphs = (1..<ink.areas.count).filter { !ink.touchesBorder[$0] }.map {
      Glyph(label: Int32($0), bounds: ink.bounds[$0])
    }
    let lines = textLines(glyphs)
    guard lines.count >= 2,
      let word = lines.dropFirst().first(where: { isCapitalWord($0, tileSize: tileSize) })
    else { return nil }
    let height = medianHeight(word)
    var similarities: [[Float]] = []
    for glyph in word {
      let tile = glyphTile(glyph, in: bubble, labels: ink.labels, capitalHeight: height)
      guard let scores = templates.similarities(tile) else { return nil }
      similarities.append(scores)
    }
    let you = saysYou(lines[0], in: bubble, labels: ink.labels, templates: templates)
    return PlayedBubble(by: you ? .player : .opponent, similarities: similarities)
  }

  /// The glyphs grouped in lines (those overlapping vertically), top to
  /// bottom, each line left to right.
  static func textLines(_ glyphs: [Glyph]) -> [[Glyph]] {
    var lines: [[Glyph]] = []
    var lineBottom = -1
    for glyph in glyphs.sorted(by: { $0.bounds.y < $1.bounds.y }) {
      let bottom = glyph.bounds.y + glyph.bounds.height
      if glyph.bounds.y < lineBottom, !lines.isEmpty {
        lines[lines.count - 1].append(glyph)
        lineBottom = max(lineBottom, bottom)
      } else {
        lines.append([glyph])
        lineBottom = bottom
      }
    }
    return lines.map { $0.sorted { $0.bounds.x < $1.bounds.x } }
  }

  /// The median height of a line's glyphs, in pixels.
  static func medianHeight(_ line: [Glyph]) -> Int {
    let heights = line.map(\.bounds.height).sorted()
    return heights[heights.count / 2]
  }

  /// Whether a line is one word of capitals: 2 to 25 glyphs of one height
  /// (Q's tail aside), tops aligned, no space between them, at the size the
  /// bubble writes its word.
  static func isCapitalWord(_ line: [Glyph], tileSize: Double) -> Bool {
    guard (shortestWord...Board.tileCount).contains(line.count) else { return false }
    let height = Double(medianHeight(line))
    guard capitalHeightRange.contains(height / tileSize) else { return false }
    let tops = line.map(\.bounds.y).sorted()
    let top = Double(tops[tops.count / 2])
    let aligned = line.allSatisfy { glyph in
      glyphHeightRange.contains(Double(glyph.bounds.height) / height)
        && abs(Double(glyph.bounds.y) - top) <= topAlignment * height
    }
    return aligned && words(line, spaceFrom: spaceFrom * height).count == 1
  }

  /// A line's glyphs split where the gap to the next is wider than `spaceFrom` pixels.
  static func words(_ line: [Glyph], spaceFrom: Double) -> [[Glyph]] {
    var words: [[Glyph]] = []
    var right = Int.min
    for glyph in line {
      if words.isEmpty || Double(glyph.bounds.x - right) > spaceFrom {
        words.append([glyph])
      } else {
        words[words.count - 1].append(glyph)
      }
      right = max(right, glyph.bounds.x + glyph.bounds.width)
    }
    return words
  }

  /// Whether the first line's first word is "You": a capital Y and a lower
  /// case o and u, nothing more (so not "Yousef", nor "YOU").
  static func saysYou(
    _ line: [Glyph], in bubble: Image, labels: [Int32], templates: GlyphTemplates
  ) -> Bool {
    let tallest = line.map(\.bounds.height).max() ?? 0
    let expected: [Character] = ["Y", "O", "U"]
    guard let first = words(line, spaceFrom: spaceFrom * Double(tallest)).first,
      first.count == expected.count
    else { return false }
    let capital = first[0].bounds.height
    guard
      first.dropFirst().allSatisfy({
        Double($0.bounds.height) <= lowerCaseHeight * Double(capital)
      })
    else { return false }
    return zip(first, expected).allSatisfy { glyph, character in
      let tile = glyphTile(glyph, in: bubble, labels: labels, capitalHeight: capital)
      guard let scores = templates.similarities(tile), let letter = Letter(character) else {
        return false
      }
      let score = scores[Int(letter.index)]
      return score > -1 && score >= (scores.max() ?? 0) - youTolerance
    }
  }

  /// A square of white with one glyph's ink (and its anti-aliased edge, not
  /// its neighbours') at the centre, as a tile shows a letter.
  static func glyphTile(_ glyph: Glyph, in bubble: Image, labels: [Int32], capitalHeight: Int)
    -> Image
  {
    let bounds = glyph.bounds
    let side = max(
      Int(glyphTileSide * Double(capitalHeight)),
      max(bounds.width, bounds.height) + 2 * minimumFrame)
    let originX = bounds.x + bounds.width / 2 - side / 2
    let originY = bounds.y + bounds.height / 2 - side / 2
    var tile = Image(width: side, height: side, filledWith: white)
    let xs = max(0, bounds.x - inkMargin)..<min(bubble.width, bounds.x + bounds.width + inkMargin)
    let ys =
      max(0, bounds.y - inkMargin)..<min(bubble.height, bounds.y + bounds.height + inkMargin)
    for y in ys {
      for x in xs {
        let label = labels[y * bubble.width + x]
        guard label == 0 || label == glyph.label else { continue }
        tile[x - originX, y - originY] = bubble[x, y]
      }
    }
    return tile
  }
}
