/// Tricky Swift, each case with its expected regions marked: `⟪…⟫` string, `⟨…⟩` comment.
///
/// Shared (by symlink) with `RegionAgreementTests`, which checks every expectation here
/// against swift-syntax as well.
enum SwiftRegionCases {
  static let comments = [
    "let a = 1 ⟨// trailing⟩\nlet b = 2",
    "⟨/// doc comment⟩\nfunc f() {}",
    "a ⟨/* outer /* inner */ still outer */⟩ b",
    "a ⟨/* /* */ */⟩ b ⟨/**/⟩ c",
    "x ⟨/* unterminated /* nested */ to the end⟩",
    "let s = ⟪\"// not a comment\"⟫",
    "⟨// \"not a string\"⟩\nlet t = ⟪\"/* nor this */\"⟫",
    "⟨#!/usr/bin/env swift⟩\nprint(1)",
    "a+⟨/* after an operator */⟩b",
    "x = y ⟨// c⟩⟨/* d */⟩",
  ]

  static let strings = [
    "let s = ⟪\"a \\\" b \\\\\"⟫ + c",
    "let s = ⟪\"\\u{1F600} \\n \\t \\0\"⟫",
    "let s = ⟪\"\"\"\n  a \"quoted\" \"\" line\n  \"\"\"⟫\nlet t = 1",
    "let s = ⟪\"\"\"\n  no end \\\"\"\" here\n  \"\"\"⟫",
    "let r = ⟪#\"a \\(not) \"b\" \\\"#⟫ + x",
    "let r = ⟪##\"a \"# still \"##⟫",
    "let r = ⟪#\"\"\"\n  raw \"\"\" inside\n  \"\"\"#⟫",
    "let r = ⟪#\"\"\"#⟫",
    "let c = ⟪'a'⟫",
    "let s = ⟪\"unterminated⟫\nlet code = 1",
    "let s = ⟪\"\"⟫ + ⟪\"\"⟫",
  ]

  static let interpolations = [
    "let s = ⟪\"a⟫\\(b)⟪c\"⟫",
    "let s = ⟪\"a⟫\\(f(x, ⟪\"y\"⟫))⟪\"⟫",
    "let s = ⟪\"a⟫\\(⟪\"b⟫\\(c + ⟪\"d\"⟫)⟪e\"⟫)⟪f\"⟫",
    "let s = ⟪\"⟫\\(x ⟨/* c */⟩ + (y))⟪\"⟫",
    "let s = ⟪#\"a⟫\\#(b)⟪c\"#⟫",
    "let s = ⟪##\"a \\#(b) c⟫\\##(d)⟪\"##⟫",
    "let s = ⟪\"\"\"\n  ⟫\\(a.map { ⟪\"⟫\\($0)⟪\"⟫ } ⟨// inside⟩\n  )⟪\n  \"\"\"⟫",
    "let s = ⟪\"a⟫\\(b⟪\nlet c = 1",
    "let s = ⟪\"⟫\\(⟪\"\"\"\n  x\n  \"\"\"⟫)⟪\"⟫",
  ]

  static let regexes = [
    "let r = ⟪/a+b/⟫",
    "let r = ⟪/[a-z]+(?<word>x)/⟫.ignoresCase()",
    "let q = a / b / c",
    "let q = a/b/c",
    "x /= 2; y = x / 2",
    "let r = ⟪#/a / b/#⟫",
    "let r = ⟪##/a/# b/##⟫",
    "let r = ⟪#/\n  a  # comment\n  /#⟫",
    "let r = [1, 2].reduce(1, /)",
    "let r = try? ⟪/x/⟫.wholeMatch(in: s)",
    "if s.contains(⟪/^ +(\\d+)$/⟫) {}",
    "let m = s.firstMatch(of: ⟪/(\\d+) calls with/⟫)",
    "prefix operator /^/",
    "static func / (lhs: A, rhs: A) -> A { lhs }",
    "let r = (⟪/a/⟫, ⟪/b/⟫)",
    "let r = x\n  .filter { $0 / 2 > 1 }",
    "let r = foo(⟪/\\)/⟫)",
    "return ⟪/x/⟫",
    "let s = ⟪\"a⟫\\(⟪/b/⟫)⟪\"⟫",
  ]

  static let all = comments + strings + interpolations + regexes
}
