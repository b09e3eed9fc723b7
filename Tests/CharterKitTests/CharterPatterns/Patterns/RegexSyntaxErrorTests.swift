import Testing
@testable import CharterKit
@testable import CharterPatterns

/// An invalid regex and the error it must produce.
struct InvalidRegexCase: CustomTestStringConvertible, Sendable {
  let pattern: String
  let offset: Int
  let message: String

  init(_ pattern: String, _ offset: Int, _ message: String) {
    self.pattern = pattern
    self.offset = offset
    self.message = message
  }

  var testDescription: String { "/\(pattern)/" }
}

@Suite struct RegexSyntaxErrorTests {
  static let cases: [InvalidRegexCase] = [
    InvalidRegexCase("", 0, "empty pattern"),
    InvalidRegexCase(#"(a)\1"#, 3, "backreferences like `\\1` are not supported"),
    InvalidRegexCase(#"\k<a>"#, 0, "backreferences like `\\k` are not supported"),
    InvalidRegexCase("a(?=b)", 1, "lookahead `(?=` is not supported"),
    InvalidRegexCase("a(?!b)", 1, "lookahead `(?!` is not supported"),
    InvalidRegexCase("(?<=a)b", 0, "lookbehind `(?<=` is not supported"),
    InvalidRegexCase("(?<!a)b", 0, "lookbehind `(?<!` is not supported"),
    InvalidRegexCase("(?>a)", 0, "atomic groups `(?>…)` are not supported"),
    InvalidRegexCase("a*+", 2, "possessive quantifiers are not supported"),
    InvalidRegexCase("x(ab", 1, "unbalanced `(`: this group is never closed"),
    InvalidRegexCase("ab)", 2, "unbalanced `)`: no group is open here"),
    InvalidRegexCase("*a", 0, "quantifier `*` has nothing to repeat"),
    InvalidRegexCase("a|+", 2, "quantifier `+` has nothing to repeat"),
    InvalidRegexCase("{2}", 0, "quantifier `{` has nothing to repeat; write `\\{` for a literal brace"),
    InvalidRegexCase("a**", 2, "quantifier `*` follows another quantifier; group the repeated part"),
    InvalidRegexCase("[]", 0, "empty character class; write `\\]` for a literal `]`"),
    InvalidRegexCase("[^]", 0, "empty character class; write `\\]` for a literal `]`"),
    InvalidRegexCase("x[abc", 1, "unclosed character class: expected `]`"),
    InvalidRegexCase("x[z-a]", 2, "invalid class range `z-a`: the start is after the end"),
    InvalidRegexCase(#"[\d-z]"#, 1, "a class like `\\d` cannot start a range"),
    InvalidRegexCase("[[:alpha:]]", 1,
                     "POSIX classes like `[:alpha:]` are not supported; use `\\w`, `\\d`, `\\s` or a range"),
    InvalidRegexCase("a{3,1}", 1, "invalid repetition `{3,1}`: the minimum exceeds the maximum"),
    InvalidRegexCase("a{1001}", 2, "repetition count exceeds the limit of 1000"),
    InvalidRegexCase("a{2", 1, "invalid repetition: expected `{m}`, `{m,}` or `{m,n}`"),
    InvalidRegexCase("a{,2}", 1, "invalid repetition: expected `{m}`, `{m,}` or `{m,n}`"),
    InvalidRegexCase(#"\q"#, 0, "unknown escape `\\q`"),
    InvalidRegexCase(#"ab\"#, 2, "the pattern ends with a lone `\\`"),
    InvalidRegexCase(#"\p{L}"#, 0, "Unicode property classes `\\p{…}` are not supported"),
    InvalidRegexCase(#"\<"#, 0, "word-edge assertion `\\<` is not supported; use `\\b`"),
    InvalidRegexCase("(?x)a", 2, "unknown group flag `x`; only `i` (case-insensitive) is supported"),
    InvalidRegexCase(#"é\x{D800}"#, 1, "invalid escape: U+D800 is not a Unicode scalar value"),
    InvalidRegexCase(#"\xZ"#, 0, "invalid escape: expected `\\xHH` with hexadecimal digits"),
    InvalidRegexCase(#"[\b]"#, 1, "`\\b` is not allowed inside a class"),
    InvalidRegexCase((0..<7000).map { "x\($0)y" }.joined(separator: "|"), 0,
                     "the pattern is too large: it compiles to more than 20000 instructions"),
    InvalidRegexCase(String(repeating: "(", count: 201) + String(repeating: ")", count: 201), 200,
                     "groups nest deeper than 200 levels"),
  ]

  @Test(arguments: cases)
  func rejected(_ testCase: InvalidRegexCase) {
    #expect(throws: RegexSyntaxError(offset: testCase.offset, message: testCase.message)) {
      _ = try RegexPattern(testCase.pattern)
    }
  }

  @Test func offsetsCountScalarsNotBytes() {
    #expect(throws: RegexSyntaxError(offset: 3, message: "quantifier `*` follows another quantifier; group the repeated part")) {
      _ = try RegexPattern("éé**")
    }
  }
}
