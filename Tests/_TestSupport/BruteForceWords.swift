import Foundation
import Letterpress

/// An independent reference for the word finder.
///
/// It reads a list with Foundation's string functions, sorts it once with the standard library,
/// and checks every word's letters against the board's counts, one tile at
/// a time. Written for speed in debug builds (flat arrays, no allocation per
/// word), since it runs over the full list for 1,000 boards.
package struct BruteForceWords {
  /// The words in reference order: longest first, then alphabetical.
  package let words: [String]
  /// Each word's letters (0 for a), back to back.
  private let letters: [Int]
  /// Where each word starts in `letters`; one extra entry for the end.
  private let starts: [Int]
  /// Each word's set of letters, bit 0 for a.
  private let letterSets: [UInt32]

  /// The distinct lines of `text` that are 2 to 25 lowercase letters a-z.
  package init(listText text: String) {
    var seen: Set<String> = []
    for line in text.split(whereSeparator: \.isNewline) {
      let word = line.trimmingCharacters(in: .whitespaces)
      if (2...25).contains(word.count), word.allSatisfy({ ("a"..."z").contains($0) }) {
        seen.insert(word)
      }
    }
    words = seen.sorted { (first: String, second: String) -> Bool in
      let (firstLength, secondLength) = (first.utf8.count, second.utf8.count)
      return firstLength != secondLength ? firstLength > secondLength : first < second
    }
    var letters: [Int] = []
    var starts: [Int] = []
    var letterSets: [UInt32] = []
    for word in words {
      starts.append(letters.count)
      var set: UInt32 = 0
      for scalar in word.unicodeScalars {
        letters.append(Int(scalar.value) - 97)
        set |= 1 << (scalar.value - 97)
      }
      letterSets.append(set)
    }
    starts.append(letters.count)
    self.letters = letters
    self.starts = starts
    self.letterSets = letterSets
  }

  /// Every word the tiles can spell, longest first, then alphabetical.
  package func words(on tiles: [Letter]) -> [String] {
    var available = Array(repeating: 0, count: 26)
    var onBoard: UInt32 = 0
    for tile in tiles {
      available[Int(tile.index)] += 1
      onBoard |= 1 << UInt32(tile.index)
    }
    var found: [String] = []
    letterSets.withUnsafeBufferPointer { letterSets in
      letters.withUnsafeBufferPointer { letters in
        for word in 0..<letterSets.count where letterSets[word] & ~onBoard == 0 {
          var remaining = available
          var fits = true
          for position in starts[word]..<starts[word + 1] {
            remaining[letters[position]] -= 1
            if remaining[letters[position]] < 0 {
              fits = false
              break
            }
          }
          if fits { found.append(words[word]) }
        }
      }
    }
    return found
  }
}
