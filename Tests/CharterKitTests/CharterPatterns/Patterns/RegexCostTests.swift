import Testing

@testable import CharterKit
@testable import CharterPatterns

/// A counted repetition has a cost bound checked when the pattern is compiled: the size of
/// its compiled program. Past it, the pattern is refused at the repetition's `{`.
@Suite struct RegexCostTests {
  private static func tooCostly(_ written: String, _ size: String) -> String {
    "the repetition `\(written)` compiles to \(size) instructions, over the limit of \(RegexParser.maxRepetitionCost) "
      + "for one repetition (matching may take a step per instruction per byte); use a smaller count, "
      + "or `+` or `*` when the exact number does not matter"
  }

  static let refused: [InvalidRegexCase] = [
    InvalidRegexCase("a{1000}", 1, tooCostly("{1000}", "1000")),
    InvalidRegexCase("a{257}", 1, tooCostly("{257}", "257")),
    InvalidRegexCase("xa{2,200}", 2, tooCostly("{2,200}", "398")),
    InvalidRegexCase("x(ab{20}){20}", 9, tooCostly("{20}", "420")),
    InvalidRegexCase("é.{300}", 2, tooCostly("{300}", "7198")),
    InvalidRegexCase("é.{1000}", 2, tooCostly("{1000}", "more than 20000")),
  ]

  @Test(arguments: refused)
  func refusedAtTheRepetition(_ testCase: InvalidRegexCase) {
    #expect(throws: RegexSyntaxError(offset: testCase.offset, message: testCase.message)) {
      _ = try RegexPattern(testCase.pattern)
    }
  }

  @Test(arguments: ["a{256}", "[0-9a-f]{40}", #"\w{1,64}"#, #"\d{1,3}(\.\d{1,3}){3}"#, "(<{7}|={7}|>{7})", "x{2,}"])
  func everydayCountsAreAccepted(_ source: String) throws {
    _ = try RegexPattern(source)
  }

  @Test func theBoundIsOnTheCompiledSize() throws {
    let pattern = try RegexPattern("a{256}")
    #expect(pattern.program.instructions.count == 257, "256 byte steps and the match")
  }
}
