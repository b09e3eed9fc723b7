import Testing

@testable import CharterKit

/// What the kind's examples (`IndentationCheck+Kind.swift`) do not show: messages, and
/// languages without braces.
@Suite struct IndentationCheckTests {
  let twoSpaces = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: spaces, width: 2}")
  let tabs = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: tabs}")

  @Test func messagesSayWhatToDo() throws {
    #expect(
      try twoSpaces.findings("func f() {\n    a()\n}\n").map(\.message)
        == ["Indent this line by 2 spaces, not 4 (2 per level)"])
    #expect(try twoSpaces.findings("func f() {\n\ta()\n}\n").map(\.message) == ["Indent with spaces, not tabs"])
    #expect(try tabs.findings("func f() {\n\t\ta()\n}\n").map(\.message) == ["Indent this line with 1 tab, not 2"])
  }

  @Test func otherLanguagesCheckOnlyTheCharacter() throws {
    let python = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: spaces, width: 4}", fileName: "a.py")
    #expect(try python.findings("def f():\n  return 1\n").isEmpty)
    #expect(try python.findings("def f():\n\treturn 1\n").count == 1)
  }
}

@Suite struct IndentationRegionTests {
  let twoSpaces = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: spaces, width: 2}")

  /// A line of a multi-line string that starts with an interpolation is string content, even
  /// though the interpolation itself is code.
  @Test func interpolationAtTheStartOfAStringLine() throws {
    #expect(try twoSpaces.findings("let s = \"\"\"\n      \\(value)\n    \"\"\"\n").isEmpty)
    #expect(try twoSpaces.findings("let s = #\"\"\"\n      \\#(value)\n    \"\"\"#\n").isEmpty)
  }
}
