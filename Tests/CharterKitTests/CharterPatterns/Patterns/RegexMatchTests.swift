import Testing
@testable import CharterKit
@testable import CharterPatterns

/// One regex, one input, and the byte ranges `rg -o` semantics give (empty matches included).
struct RegexCase: CustomTestStringConvertible, Sendable {
  let pattern: String
  let input: String
  let expected: [Range<Int>]

  init(_ pattern: String, _ input: String, _ expected: [Range<Int>]) {
    self.pattern = pattern
    self.input = input
    self.expected = expected
  }

  var testDescription: String { "/\(pattern)/ on \(input.debugDescription)" }
}

@Suite struct RegexMatchTests {
  static let cases: [RegexCase] = [
    RegexCase("abc", "xabcabc", [1..<4, 4..<7]),
    RegexCase("a+", "baaab aa", [1..<4, 6..<8]),
    RegexCase("a*", "baaab", [0..<0, 1..<4, 5..<5]),
    RegexCase("colou?r", "color colour colouur", [0..<5, 6..<12]),
    RegexCase(#"\bprint\("#, "print(x) reprint(y) print (z)", [0..<6]),
    RegexCase(#"@Published\s+var"#, "@Published  var x\n@Published let", [0..<15]),
    RegexCase("^import", "import A\n  import B\nimport C", [0..<6, 20..<26]),
    RegexCase(#"\d+$"#, "a1\nb22\r\nc333", [1..<2, 4..<6, 9..<12]),
    RegexCase("a.c", "abc a\nc aéc", [0..<3, 8..<12]),
    RegexCase("[é]", "café é", [3..<5, 6..<8]),
    RegexCase("[^a-z]+", "abcXYZdef", [3..<6]),
    RegexCase("[a-z_]+", "foo_bar Baz", [0..<7, 9..<11]),
    RegexCase("x{2,3}", "xxxxxxx", [0..<3, 3..<6]),
    RegexCase("x{2}", "xxxxx", [0..<2, 2..<4]),
    RegexCase("x{2,}", "x xx xxxx", [2..<4, 5..<9]),
    RegexCase("a+?", "aaa", [0..<1, 1..<2, 2..<3]),
    RegexCase("<.+>", "<a><b>", [0..<6]),
    RegexCase("<.+?>", "<a><b>", [0..<3, 3..<6]),
    RegexCase("foo|foobar", "foobar", [0..<3]),
    RegexCase("foobar|foo", "foobar foo", [0..<6, 7..<10]),
    RegexCase("(?i)observableobject", "ObservableObject OBSERVABLEOBJECT", [0..<16, 17..<33]),
    RegexCase("(?:ab)+", "ababab abx", [0..<6, 7..<9]),
    RegexCase(#"\w+"#, "héllo wörld", [0..<1, 3..<6, 7..<8, 10..<13]),
    RegexCase(#"\Bb\B"#, "abc b ab", [1..<2]),
    RegexCase("try!", "try! x try!", [0..<4, 7..<11]),
    RegexCase(#"\.\(\)"#, "a.()b", [1..<4]),
    RegexCase(#"\u{1F600}"#, "x😀y", [1..<5]),
    RegexCase(#"\x41\t"#, "A\tB", [0..<2]),
    RegexCase("$", "ab\ncd", [2..<2, 5..<5]),
    RegexCase("^$", "a\n\nb\n", [2..<2, 5..<5]),
    RegexCase(".*", "ab\ncd", [0..<2, 3..<5]),
    RegexCase("(a+)+$", "aaaa\naab", [0..<4]),
    RegexCase(#"\s+"#, "a \t\nb", [1..<4]),
    RegexCase(#"[\d\s]+"#, "ab 12 3x", [2..<7]),
    RegexCase("[-a]+", "a-b", [0..<2]),
    RegexCase(#"\\"#, #"a\b"#, [1..<2]),
    RegexCase("é+", "éé e", [0..<4]),
    RegexCase("(?i)é", "É", [0..<2]),
    RegexCase(#"[^\n]+"#, "ab\ncd", [0..<2, 3..<5]),
    RegexCase(#"\bvar\b"#, "var avar vars var", [0..<3, 14..<17]),
    RegexCase("a{0}b", "ab", [1..<2]),
    RegexCase("(?i:a)b", "Ab AB", [0..<2]),
    RegexCase("x*?y", "xxy", [0..<3]),
    RegexCase("foo$", "foo\r\nfoo\rx", [0..<3]),
    RegexCase("[^a]", "aéa", [1..<3]),
    RegexCase("(?<name>a)(?P<other>b)", "xab", [1..<3]),
    RegexCase(#"\{\}"#, "f() {}", [4..<6]),
    RegexCase("a|", "ba", [0..<0, 1..<2]),
  ]

  @Test(arguments: cases)
  func matchRanges(_ testCase: RegexCase) throws {
    let pattern = try RegexPattern(testCase.pattern)
    let set = PatternSet([.regex(pattern, id: 7)])
    let found = set.matches(in: testCase.input)
    #expect(found.map(\.range) == testCase.expected)
    #expect(found.allSatisfy { $0.patternID == 7 })
  }
}
