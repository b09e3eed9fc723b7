import Testing

@testable import CharterKit

/// A misindented line is reported once: the lines of the block it opens are judged against
/// where it should have been, not against the line itself.
@Suite struct IndentationCascadeTests {
  let tabs = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: tabs}")
  let fourSpaces = CheckHarness(checkYAML: "- id: indent\n  indentation: {style: spaces, width: 4}")

  /// The real-app case: one line indented with spaces in a tab file made every line of its
  /// block "Indent this line with 5 tabs, not 2".
  @Test(arguments: ["    ", "  ", "        ", " \t"])
  func aBlockOpenedWithSpacesInATabFileIsOneFinding(opener: String) throws {
    let source = "struct A {\n\(opener)func f() {\n\t\tlet a = 1\n\t\tif a {\n\t\t\tb()\n\t\t}\n\t}\n}\n"
    let findings = try tabs.findings(source)
    #expect(findings.map(\.range.start.line) == [2])
    #expect(findings.map(\.message) == ["Indent with tabs, not spaces"])
  }

  @Test func aTabInASpaceFileIsOneFinding() throws {
    let source = "struct A {\n\tfunc f() {\n        let a = 1\n    }\n}\n"
    #expect(try fourSpaces.findings(source).map(\.range.start.line) == [2])
  }

  /// One line off in a block: one finding, whether the block's other lines are right or
  /// followed the line that is off.
  @Test(arguments: [
    "func f() {\n    if a {\n          b()\n        c()\n    }\n}\n",
    "func f() {\n      if a {\n        b()\n        c()\n    }\n}\n",
    "func f() {\n      if a {\n          b()\n          c()\n      }\n}\n",
  ])
  func oneLineOffIsOneFinding(source: String) throws {
    #expect(try fourSpaces.findings(source).count == 1)
  }

  @Test func tabsThenFewSpacesAlignWhereTheDepthIsDecided() throws {
    #expect(try tabs.findings("func f() {\n\t  a()\n}\n").isEmpty)
    #expect(try tabs.findings("func f() {\n\t\t  a()\n}\n").map(\.message) == ["Indent this line with 1 tab, not 2"])
    #expect(try tabs.findings("func f() {\n\t    a()\n}\n").map(\.message) == ["Indent with tabs, not spaces"])
  }

  /// `--fix` re-indents with tabs and keeps the spaces that align after them; a block opened
  /// with spaces in a tab file is fixed in one line.
  @Test func fixKeepsAlignmentAfterTabs() throws {
    #expect(
      try tabs.fixed("func f() {\n\t\tlet x = foo(a,\n\t\t            b)\n}\n")
        == "func f() {\n\tlet x = foo(a,\n\t\t            b)\n}\n")
    #expect(
      try tabs.fixed("struct A {\n    func f() {\n\t\ta()\n\t}\n}\n") == "struct A {\n\tfunc f() {\n\t\ta()\n\t}\n}\n")
  }
}
