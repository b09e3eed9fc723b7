import Testing
@testable import CharterKit
@testable import CharterPatterns

@Suite struct RequiredLiteralTests {
  @Test(arguments: [
    (#"\bprint\("#, ["print("]),
    (#"@Published\s+var"#, ["@Published"]),
    (#"^\s*import\s+Foundation$"#, ["Foundation"]),
    ("foo|barbaz", ["barbaz", "foo"]),
    ("(?i)ab", ["AB", "Ab", "aB", "ab"]),
    ("x(ab)+y", ["ab"]),
    ("a[bc]d", ["abd", "acd"]),
    (#"\w+"#, []),
    ("a*b", []),
    ("ab|c", []),
    ("(ab)?cd", ["cd"]),
  ])
  func extracted(pattern: String, expected: [String]) throws {
    let literals = try RegexPattern(pattern).requiredLiterals ?? []
    #expect(literals.map { String(decoding: $0, as: UTF8.self) } == expected)
  }

  /// The prefilter only skips work: results equal a VM run with every regex active.
  @Test(arguments: 0..<40)
  func prefilterChangesNothing(seed: UInt64) throws {
    let sources = ["ab+c", "(?i)ba", "^a+b", "c(ab|ba)c", #"\bab\b"#, "b{2}", "a.*cb"]
    var random = SplitMix(seed: seed)
    let text = random.string(alphabet: "abcAB \n", length: 200)
    let set = PatternSet(try sources.enumerated().map { .regex(try RegexPattern($1), id: $0) })
    let machine = RegexMachine(try sources.map { try RegexPattern($0).program },
                               patternOf: sources.indices.map { Int32($0) })
    let unfiltered = Array(text.utf8).withUnsafeBufferPointer { bytes in
      let vm = PikeVM(machine, bytes: bytes, active: sources.map { _ in true })
      vm.run(from: 0)
      return vm.allMatches()
    }.map { PatternMatch(patternID: Int($0.pattern), range: $0.start..<$0.end) }
      .sorted { ($0.range.lowerBound, $0.patternID) < ($1.range.lowerBound, $1.patternID) }
    #expect(set.matches(in: text) == unfiltered)
  }
}
