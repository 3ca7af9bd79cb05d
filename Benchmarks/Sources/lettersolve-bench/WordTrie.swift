import Letterpress
import Words

/// The word finder the design first named, kept here as the measured
/// alternative to `WordFinder`'s scan: a compact trie (per node a 26-bit
/// child mask and the index of its first child, children stored together in
/// letter order) walked depth-first with the board's remaining letter counts.
struct WordTrie {
  private var childMasks: [UInt32] = []
  private var firstChildren: [Int32] = []
  /// The word ending at each node, or -1.
  private var wordIDs: [Int32] = []

  /// The number of nodes.
  var nodeCount: Int { childMasks.count }

  /// Builds the trie of every word in `list`, breadth first, so that each
  /// node's children are allocated together.
  init(list: WordList) {
    let words = list.ids
      .map { (id: $0, letters: list.letters(of: $0).map(\.index)) }
      .sorted { $0.letters.lexicographicallyPrecedes($1.letters) }
    childMasks = [0]
    firstChildren = [0]
    wordIDs = [-1]
    var queue: [(node: Int, range: Range<Int>, depth: Int)] = [(0, words.indices, 0)]
    var next = 0
    while next < queue.count {
      let (node, range, depth) = queue[next]
      next += 1
      var start = range.lowerBound
      if start < range.upperBound && words[start].letters.count == depth {
        wordIDs[node] = Int32(words[start].id.index)
        start += 1
      }
      firstChildren[node] = Int32(childMasks.count)
      while start < range.upperBound {
        let letter = words[start].letters[depth]
        var end = start
        while end < range.upperBound && words[end].letters[depth] == letter { end += 1 }
        childMasks[node] |= 1 << UInt32(letter)
        queue.append((childMasks.count, start..<end, depth + 1))
        childMasks.append(0)
        firstChildren.append(0)
        wordIDs.append(-1)
        start = end
      }
    }
  }

  /// The words `letters` can spell, in list order (found in trie order,
  /// then sorted by identifier).
  func wordIDs(on letters: [Letter]) -> [WordID] {
    var counts = [Int32](repeating: 0, count: 26)
    var available: UInt32 = 0
    for letter in letters {
      counts[Int(letter.index)] += 1
      available |= 1 << UInt32(letter.index)
    }
    var found: [Int32] = []
    childMasks.withUnsafeBufferPointer { masks in
      firstChildren.withUnsafeBufferPointer { children in
        wordIDs.withUnsafeBufferPointer { ids in
          counts.withUnsafeMutableBufferPointer { counts in
            func visit(_ node: Int, _ available: UInt32) {
              if ids[node] >= 0 { found.append(ids[node]) }
              let mask = masks[node]
              var reachable = mask & available
              while reachable != 0 {
                let letter = reachable.trailingZeroBitCount
                reachable &= reachable - 1
                let below = mask & ((1 << UInt32(letter)) - 1)
                let child = Int(children[node]) + below.nonzeroBitCount
                counts[letter] -= 1
                visit(child, counts[letter] == 0 ? available & ~(1 << UInt32(letter)) : available)
                counts[letter] += 1
              }
            }
            visit(0, available)
          }
        }
      }
    }
    found.sort()
    return found.map { WordID(Int($0)) }
  }
}
