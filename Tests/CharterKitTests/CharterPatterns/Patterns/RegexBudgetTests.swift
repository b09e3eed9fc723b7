import Testing

@testable import CharterKit
@testable import CharterPatterns

/// A regex is linear in the input, at a cost per byte of the threads it keeps alive: one that
/// takes more than its budget on an input is stopped there (its earlier matches stand), and
/// reported; everyday patterns never come near it.
@Suite struct RegexBudgetTests {
  /// 600 `.*` keep 1,200 threads alive at every byte (about 50 s per MB before the budget).
  @Test func manyUnboundedRepetitionsAreStopped() throws {
    let costly = try RegexPattern(String(repeating: ".*", count: 600) + "x")
    let cheap = try RegexPattern(#"\bprint\("#)
    let text =
      Array(String(repeating: "let value = 12345678901234567890 // no letter after\n", count: 2_000).utf8)
      + Array("print(1)\n".utf8)
    let set = PatternSet([.regex(costly, id: 7), .regex(cheap, id: 8)])
    let (matches, stopped) = text.withUnsafeBufferPointer { set.matchesReportingStops(in: $0) }
    #expect(stopped == [7])
    #expect(matches.map(\.patternID) == [8], "the other regex runs to the end of the input")
  }

  @Test(arguments: [#"\w+\s*=\s*\w+"#, "TODO.*", #"(foo|bar)\d+"#, #"[A-Za-z_][A-Za-z0-9_]*\("#, #"\bprint\("#])
  func everydayPatternsAreNeverStopped(_ source: String) throws {
    let text = Array(String(repeating: "let foo12 = bar(baz) // TODO: print(x) = y\n", count: 2_000).utf8)
    let set = PatternSet([.regex(try RegexPattern(source), id: 0)])
    let stopped = text.withUnsafeBufferPointer { set.matchesReportingStops(in: $0).stopped }
    #expect(stopped.isEmpty)
  }

  @Test func theBudgetGrowsWithTheInputAndDoesNotOverflow() {
    #expect(PikeVM.budget(forBytes: 0) == PatternSet.RegexBudget.freeSteps)
    #expect(
      PikeVM.budget(forBytes: 1_000) == 1_000 * PatternSet.RegexBudget.stepsPerByte + PatternSet.RegexBudget.freeSteps)
    #expect(PikeVM.budget(forBytes: Int.max) == Int.max)
  }
}
