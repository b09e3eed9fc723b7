import Testing

@testable import CharterKit
@testable import CharterDocuments

@Suite struct CodeExampleLabelTests {
  @Test(arguments: [
    // Plain words, any case, with markup and punctuation.
    ("WRONG", CodeExampleLabel.wrong), ("Right", .right), ("**Wrong:**", .wrong),
    ("_Right_:", .right), ("Bad", .wrong), ("good", .right), ("Incorrect", .wrong),
    ("Correct:", .right), ("Don't", .wrong), ("Don’t do this", .wrong), ("Do not:", .wrong),
    ("Dont", .wrong), ("Do", .right), ("Do this instead:", .right),
    // Emoji, alone or with words.
    ("❌", .wrong), ("✅", .right), ("❌ Bad", .wrong), ("✅ Good example", .right),
    ("✔️ Right", .right), ("✗ wrong", .wrong), ("Wrong ❌", .wrong),
    ("❌ Blocks the main thread:", .wrong), ("✅ Use an actor for shared state", .right),
    // Filler words and a separator before an explanation.
    ("The right way", .right), ("Bad example 2", .wrong), ("Good code:", .right),
    ("Example (wrong)", .wrong), ("(Bad)", .wrong), ("Correct (immutable):", .right),
    ("Wrong — mutates shared state:", .wrong), ("Bad - forces a crash", .wrong),
    ("Wrong. Use a guard instead:", .wrong), ("Bad: this is a bad idea", .wrong),
  ])
  func labelLines(line: String, expected: CodeExampleLabel) {
    #expect(CodeExampleLabel(labelLine: line) == expected)
  }

  @Test(arguments: [
    "", "Goodness:", "Goodbye", "This is a bad idea, see below:", "Good luck!", "Not good:",
    "Bad vs good", "Wrong ❌ / Right ✅", "❌ Bad ✅ Good", "Do's and don'ts",
    "Doing it right takes time", "All right", "Correctly handles errors:", "Badge",
    "Use a guard:", "Example:", "Here is the right approach to take:", "Wrongly",
    "Do the following:", "The code below is bad:",
  ])
  func notLabelLines(line: String) {
    #expect(CodeExampleLabel(labelLine: line) == nil)
  }

  @Test(arguments: [
    ("// WRONG", CodeExampleLabel.wrong), ("// ✅ RIGHT", .right), ("# Bad", .wrong),
    ("/* wrong */", .wrong), ("-- good", .right), ("<!-- bad -->", .wrong),
    ("  // Wrong: blocks the main thread", .wrong), ("/// Good", .right), ("; incorrect", .wrong),
    ("% correct", .right), ("(* bad *)", .wrong), ("//❌", .wrong), ("# ✅", .right),
  ])
  func commentLines(line: String, expected: CodeExampleLabel) {
    #expect(CodeExampleLabel(commentLine: line) == expected)
  }

  @Test(arguments: [
    "let wrong = 1", "Bad()", "// good luck", "#if DEBUG", "#!/bin/sh", "// Do something",
    "print(\"wrong\")", "wrong // comment after code", "// TODO: fix",
  ])
  func notCommentLabels(line: String) {
    #expect(CodeExampleLabel(commentLine: line) == nil)
  }
}
