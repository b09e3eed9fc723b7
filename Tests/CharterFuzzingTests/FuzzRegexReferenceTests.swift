import CharterKit
import Testing

@testable import CharterFuzzing

/// The regex target's reference comparison is live: the seeds' patterns fall in the syntax both
/// engines share, and there the engines agree.
@Suite struct FuzzRegexReferenceTests {
  @Test(arguments: [
    (#"\bprint\("#, "print(x)\nfootprint(y)\n"), ("(ab|a)(bc|c)?", "abc ac abbc\n"), ("x{2,3}", "xxxxxxx x xx\n"),
    ("a.*?b", "axxbyyb ab\n"), (#"^\s*import"#, "import A\n  import B\nlet a\n"), ("[0-9]+$", "line 12\nline 3 x\n99\n"),
  ])
  func sharedSyntaxIsComparedAndAgrees(_ source: String, _ text: String) throws {
    #expect(FuzzRegex.isComparable(source))
    #expect(FuzzRegex.isComparable(Array(text.utf8)))
    let reference = try #require(FuzzRegex.reference(source, Array(text.utf8)))
    let ours = PatternSet([.regex(try RegexPattern(source), id: 0)]).matches(in: text).map(\.range)
    #expect(ours == reference)
    #expect(!reference.isEmpty)
  }

  @Test(arguments: ["(?i)a", "[[a]]", #"\p{L}"#, "a{", "[a&&b]"])
  func otherSyntaxIsNotCompared(_ source: String) {
    #expect(!FuzzRegex.isComparable(source))
  }
}
