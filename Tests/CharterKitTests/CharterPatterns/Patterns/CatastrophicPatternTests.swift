import Testing
@testable import CharterKit
@testable import CharterPatterns

/// Patterns that make backtracking engines take exponential time. The Pike VM is linear, so
/// these only have to finish; there is deliberately no timing assertion.
@Suite struct CatastrophicPatternTests {
  static let hundredKB = 100_000

  @Test(arguments: [
    (#"(a+)+$"#, String(repeating: "a", count: hundredKB) + "!", 0),
    (#"(a|a)*b"#, String(repeating: "a", count: hundredKB), 0),
    (#"(.*)*x"#, String(repeating: "y", count: hundredKB), 0),
    (#"(a*)*(b+)+c"#, String(repeating: "ab", count: hundredKB / 2), 0),
    (#"(\w+\s?)+$"#, String(repeating: "word ", count: hundredKB / 5) + "!", 0),
    (#"(x+x+)+y"#, String(repeating: "x", count: hundredKB), 0),
  ])
  func finishes(pattern: String, input: String, expectedMatches: Int) throws {
    let set = PatternSet([.regex(try RegexPattern(pattern), id: 0)])
    #expect(set.matches(in: input).count == expectedMatches)
  }

  @Test func finishesOnManyShortLines() throws {
    let input = String(repeating: String(repeating: "a", count: 60) + "\n", count: 1_700)
    let set = PatternSet([.regex(try RegexPattern(#"(a+)+b"#), id: 0),
                          .regex(try RegexPattern(#"(a|aa)+$"#), id: 1)])
    #expect(set.matches(in: input).count == 1_700)
  }
}
