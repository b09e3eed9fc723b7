import Testing
@testable import CharterKit
@testable import CharterPatterns

@Suite struct PatternSetTests {
  private func found(_ set: PatternSet, _ text: String) -> [String] {
    set.matches(in: text).map { "\($0.patternID)@\($0.range.lowerBound)..<\($0.range.upperBound)" }
  }

  @Test func overlappingLiteralsAreAllReported() {
    let set = PatternSet([.literal("he", id: 1), .literal("she", id: 2), .literal("hers", id: 3),
                          .literal("his", id: 4)])
    #expect(found(set, "ushers") == ["2@1..<4", "1@2..<4", "3@2..<6"])
  }

  @Test func aLiteralDoesNotOverlapItself() {
    let set = PatternSet([.literal("aa", id: 1), .literal("a", id: 2)])
    #expect(found(set, "aaaaa") == ["1@0..<2", "2@0..<1", "2@1..<2", "1@2..<4", "2@2..<3",
                                    "2@3..<4", "2@4..<5"])
  }

  @Test func duplicatePatternsReportUnderEachID() {
    let set = PatternSet([.literal("try!", id: 5), .literal("try!", id: 3)])
    #expect(found(set, "x try!") == ["3@2..<6", "5@2..<6"])
  }

  @Test func literalsAndRegexesTogether() throws {
    let text = """
      final class Model: ObservableObject {
        @Published  var name = ""
        func f() { DispatchQueue.main.async { print("x") } }
      }
      """
    let set = PatternSet([
      .literal("ObservableObject", id: 1),
      .literal("DispatchQueue.main.async", id: 2),
      .regex(try RegexPattern(#"@Published\s+var"#), id: 3),
      .regex(try RegexPattern(#"\bprint\("#), id: 4),
      .regex(try RegexPattern(#"(?i)model"#), id: 5),
    ])
    #expect(found(set, text) == ["5@12..<17", "1@19..<35", "3@40..<55", "2@79..<103", "4@106..<112"])
  }

  @Test func emptyInputAndEmptyLiteral() throws {
    let set = PatternSet([.literal("", id: 1), .literal("x", id: 2), .regex(try RegexPattern("y+"), id: 3)])
    #expect(found(set, "").isEmpty)
    #expect(found(set, "xy") == ["2@0..<1", "3@1..<2"])
    #expect(PatternSet([]).matches(in: "abc").isEmpty)
  }

  @Test func matchesAtTheVeryStartAndEnd() throws {
    let set = PatternSet([.literal("ab", id: 1), .regex(try RegexPattern("^a|b$"), id: 2)])
    #expect(found(set, "ab") == ["1@0..<2", "2@0..<1", "2@1..<2"])
  }

  @Test func anchorsAroundLineBreaks() throws {
    let set = PatternSet([.regex(try RegexPattern("^x"), id: 1), .regex(try RegexPattern("x$"), id: 2)])
    #expect(found(set, "x\nx\r\nax\rx") == ["1@0..<1", "2@0..<1", "1@2..<3", "2@2..<3", "2@8..<9"])
  }

  @Test func multiByteText() throws {
    let set = PatternSet([.literal("ünïcode", id: 1), .regex(try RegexPattern("[^ ]+é"), id: 2)])
    #expect(found(set, "ça ünïcode café") == ["1@4..<13", "2@14..<19"])
  }

  // MARK: - Cross-checks against simple references

  @Test(arguments: 0..<20)
  func literalsAgreeWithNaiveSearch(seed: UInt64) {
    var random = SplitMix(seed: seed)
    let literals = (0..<12).map { _ in random.string(alphabet: "abc", length: 1 + random.below(4)) }
    let text = random.string(alphabet: "abcd", length: 400)
    let set = PatternSet(literals.enumerated().map { .literal($1, id: $0) })
    var expected: [PatternMatch] = []
    let bytes = Array(text.utf8)
    for (id, literal) in literals.enumerated() {
      let needle = Array(literal.utf8)
      var index = 0
      while index + needle.count <= bytes.count {
        if Array(bytes[index..<index + needle.count]) == needle {
          expected.append(PatternMatch(patternID: id, range: index..<index + needle.count))
          index += needle.count
        } else {
          index += 1
        }
      }
    }
    expected.sort { ($0.range.lowerBound, $0.patternID) < ($1.range.lowerBound, $1.patternID) }
    #expect(set.matches(in: text) == expected)
  }

  /// Running many regexes in one pass must give exactly what running each alone gives.
  @Test(arguments: 0..<100)
  func combinedRegexesAgreeWithEachAlone(seed: UInt64) throws {
    let sources = ["a+", "ab*", "(a|b)c", "b+a?", #"\w+"#, "c*", "a.*b", "c$", "^b", "a+?b",
                   #"\bab\b"#, "(ab|a)(bc|c)?", "b{2,3}", "[^a\n]+", "x*", ".*"]
    var random = SplitMix(seed: seed)
    let text = random.string(alphabet: "abcé \n", length: 300)
    let entries = try sources.enumerated().map { PatternSet.Entry.regex(try RegexPattern($1), id: $0) }
    let combined = PatternSet(entries).matches(in: text)
    let separate = entries.flatMap { PatternSet([$0]).matches(in: text) }
      .sorted { ($0.range.lowerBound, $0.patternID) < ($1.range.lowerBound, $1.patternID) }
    #expect(combined == separate)
  }

  @Test func manyPatterns() throws {
    var entries = (0..<200).map { PatternSet.Entry.literal("name\($0);", id: $0) }
    entries += try (0..<20).map { .regex(try RegexPattern("value\($0)\\b"), id: 1000 + $0) }
    let text = (0..<300).map { "let name\($0); let value\($0 % 25)\n" }.joined()
    let ids = PatternSet(entries).matches(in: text).map(\.patternID)
    #expect(ids.filter { $0 < 1000 }.count == 200)
    #expect(ids.filter { $0 >= 1000 }.count == 240)  // value0…value19 in 12 of 300 lines each
  }
}

/// A tiny deterministic random generator for test inputs.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

  mutating func string(alphabet: String, length: Int) -> String {
    let characters = Array(alphabet)
    return String((0..<length).map { _ in characters[below(characters.count)] })
  }
}
