import Testing

@testable import CharterKit
@testable import CharterSupport

@Suite struct TextCheckTests {
  /// Two or more spaces after text are Markdown's hard line break: kept in `.md` files, never
  /// reported; a tab, one space, or spaces on a blank line are still whitespace to remove.
  @Test func markdownHardBreaksAreKept() throws {
    var harness = CheckHarness(checkYAML: "- id: ws\n  trailing-whitespace: true")
    harness.fileName = "README.md"
    #expect(try harness.findings("First line  \nsecond line\n").isEmpty)
    #expect(try harness.findings("First line   \nsecond\n").isEmpty, "three spaces break too")
    #expect(try harness.findings("One space \nTab\t\n   \n").map(\.range.start.line) == [1, 2, 3])
    harness.fileName = "Example.swift"
    #expect(try harness.findings("let a = 1  \n").count == 1, "only Markdown has hard breaks")
  }

  @Test func finalNewlineMessages() throws {
    let harness = CheckHarness(checkYAML: "- id: nl\n  final-newline: true")
    #expect(try harness.findings("a\n\n\n").map(\.message) == ["The file ends with 2 blank lines; end it with exactly one newline"])
    #expect(try harness.findings("a").map(\.message) == ["The file does not end with a newline"])
  }

  @Test func maxLineLengthMessage() throws {
    let harness = CheckHarness(checkYAML: "- id: len\n  max-line-length: 10")
    #expect(try harness.findings("0123456789AB\n").map(\.message) == ["The line is 12 characters long; the limit is 10"])
  }
}

@Suite struct SuppressionTests {
  let harness = CheckHarness(checkYAML: "- id: no-foo\n  ban: foo")

  @Test func nextLineAndRegionAndFile() throws {
    #expect(try harness.findings("// charter:disable-next-line no-foo\nfoo()\nfoo()\n").map(\.range.start.line) == [3])
    #expect(try harness.findings("// charter:disable no-foo\nfoo()\nfoo()\n// charter:enable no-foo\nfoo()\n").map(\.range.start.line) == [5])
    #expect(try harness.findings("foo()\n/* charter:disable-file no-foo -- generated */\nfoo()\n").isEmpty)
    #expect(try harness.findings("// charter:disable-next-line\nfoo()\n").isEmpty, "no ids means every check")
    #expect(try harness.findings("# charter:disable-next-line no-foo\nfoo()\n").count == 2, "not a Swift comment")
  }

  @Test func unusedSuppressionIsReported() throws {
    let found = try harness.findings("// charter:disable-next-line no-foo, no-bar\nfoo()\nbar()\n")
    #expect(found.map(\.rule) == ["unused-suppression"])
    #expect(found.first?.message.contains("'no-bar'") == true)
    #expect(found.first?.range.start == SourcePosition(line: 1, column: 4))
  }

  @Test func suppressionInAStringIsNotADirective() throws {
    let found = try harness.findings("let s = \"charter:disable-next-line no-foo\"\nfoo()\n")
    #expect(found.map(\.rule) == ["no-foo"])
  }
}

@Suite struct SuppressionPlacementTests {
  let harness = CheckHarness(checkYAML: "- id: no-foo\n  ban: foo")

  @Test func aDirectiveOpensItsComment() throws {
    #expect(try harness.findings("/// Use `charter:disable-next-line no-foo` to silence it.\nfoo()\n").map(\.rule) == ["no-foo"])
    #expect(
      try harness.findings("/*\n * charter:disable-next-line no-foo\n */\nfoo()\n").map(\.rule) == ["unused-suppression", "no-foo"],
      "a directive on its own line inside a block comment counts, and here it silences the ` */` line")
    #expect(try harness.findings("/* charter:disable-next-line no-foo */\nfoo()\n").isEmpty)
    #expect(try harness.findings("let a = 1 // charter:disable-next-line no-foo\nfoo()\n").isEmpty)
  }

  @Test func markdownUsesHTMLComments() throws {
    let markdown = CheckHarness(checkYAML: "- id: word-check\n  ban: bar\n  in: any", fileName: "README.md")
    #expect(try markdown.findings("<!-- charter:disable-next-line word-check -->\nbar\nbar\n").map(\.range.start.line) == [3])
    #expect(try markdown.findings("Write `charter:disable-next-line word-check` here.\nbar\n").map(\.rule) == ["word-check"])
  }
}
