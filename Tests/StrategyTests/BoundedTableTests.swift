import Letterpress
import Testing
import Words

@testable import Strategy

/// The search's memory limit: tables that empty themselves when full, and
/// searches that prove the same with tiny tables as with the default ones.
@Suite struct BoundedTableTests {
  @Test func aFullTableEmptiesBeforeTakingANewKey() {
    var table = BoundedTable<Int, String>(capacity: 3)
    for key in 0..<10 {
      table[key] = "\(key)"
      #expect(table.count <= 3)
      #expect(table[key] == "\(key)")
    }
    #expect(table.clears == 3)
    // Replacing a held key never empties the table.
    let held = table.count
    table[9] = "nine"
    #expect(table.count == held && table[9] == "nine")
    table[9] = nil
    #expect(table.count == held - 1)
  }

  @Test func theLimitsShareTheMemory() {
    let limits = TableLimits(bytes: SearchLimits.defaultTableMemory)
    let bytes =
      2 * limits.transpositionEntries * TableLimits.transpositionEntryBytes + 4
      * limits.proofEntries * TableLimits.proofEntryBytes + 2 * limits.wordCacheEntries
      * TableLimits.wordCacheEntryBytes
    #expect(bytes <= SearchLimits.defaultTableMemory)
    #expect(bytes > SearchLimits.defaultTableMemory * 9 / 10)
  }

  @Test func aWorkerStaysWithinItsTable() throws {
    var random = SplitMix64(seed: 9)
    let (position, words) = SearchTests().midGame(&random)
    let generator = MoveGenerator(letters: position.letters, words: words)
    let limits = TableLimits(bytes: 20_000)
    var worker = AlphaBetaWorker(
      context: SearchContext(
        generator: generator, blocking: WordBlocking(words: words), width: 4, deadline: nil,
        tableLimits: limits))
    worker.isTimed = false
    let root = SearchState(
      ownership: position.ownership, toMove: position.toMove, passes: 0,
      blocked: BlockedWords(wordCount: words.count))
    _ = try worker.search(root, depth: 4, ply: 0, alpha: -1_000_000, beta: 1_000_000)
    #expect(worker.nodes > limits.transpositionEntries)
    #expect(worker.tableEntries <= limits.transpositionEntries)
  }

  @Test func tinyTablesProveWhatLargeOnesProve() {
    var random = SplitMix64(seed: 44)
    var proved = 0
    for _ in 0..<12 {
      let (position, words) = SearchTests().lateGame(&random)
      let searcher = Searcher(generator: MoveGenerator(letters: position.letters, words: words))
      var tiny = SearchLimits(depth: 5, threads: 1)
      tiny.tableMemory = 20_000
      let small = searcher.search(position, limits: tiny)
      let large = searcher.search(position, limits: SearchLimits(depth: 5, threads: 1))
      #expect(small.outcome?.result == large.outcome?.result)
      #expect(small.outcome?.plies == large.outcome?.plies)
      #expect(small.moves.first?.value == large.moves.first?.value)
      if large.proven { proved += 1 }
    }
    #expect(proved > 3)
  }
}
