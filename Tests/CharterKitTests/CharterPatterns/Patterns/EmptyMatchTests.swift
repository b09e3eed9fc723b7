import Testing

@testable import CharterKit
@testable import CharterRules

/// A rule's regex must not match the empty string: it would report at every position.
@Suite struct EmptyMatchTests {
  @Test(arguments: [
    ("x?", true), ("(|)*", true), ("^*", true), ("\\b", true), ("^$", true), ("a*", true), ("(a|)", true),
    ("a", false), ("a+", false), ("^a", false), ("a{1,3}", false), ("\\bfoo\\b", false), ("(a|b)c*", false),
    ("x{0,2}y", false), ("(?:a?)+b", false),
  ])
  func patternsThatCanMatchNothingAreRefused(_ pattern: String, _ refused: Bool) {
    #expect((RegexValidation.problem(in: pattern) != nil) == refused, "\(pattern)")
  }
}
