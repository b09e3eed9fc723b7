import Testing

@testable import CharterKit
@testable import CharterDocuments
@testable import CharterSupport

/// Any text is Markdown: nothing here may crash, hang or lose positions.
@Suite struct MarkdownRobustnessTests {
  @Test(arguments: ["", " ", "\n\n\n", "\r\n", "---\n", "---\nid: x\n---\n", "```", "> ", "- ", "|"])
  func tinyInputs(text: String) {
    let document = MarkdownParser.parse(text, lineOffset: 2)
    #expect(document.sections.first?.isRoot == true)
    for block in document.blocks {
      #expect(block.range.start.line >= 3)
      #expect(block.range.start <= block.range.end)
    }
  }

  @Test func emptyInputHasAnEmptyRootSection() {
    let document = MarkdownParser.parse("", lineOffset: 4)
    #expect(document.sections.count == 1)
    #expect(document.root.blocks.isEmpty)
    #expect(document.root.range.start == SourcePosition(line: 5, column: 1))
  }

  @Test func twentyThousandNestedQuotes() {
    let text = String(repeating: ">", count: 20_000) + " deep `x`\n"
    let document = MarkdownParser.parse(text)
    #expect(document.blocks.count <= 1)
  }

  @Test func deeplyNestedListsAndInlines() {
    var text = ""
    for depth in 0..<2_000 { text += String(repeating: "  ", count: depth) + "- item `\(depth)`\n" }
    text += String(repeating: "- ", count: 5_000) + "x\n\n"
    text += String(repeating: "*", count: 20_000) + "x" + String(repeating: "*", count: 20_000)
    text += "\n\n" + String(repeating: "[", count: 20_000) + "`x`" + String(repeating: "]", count: 20_000)
    let document = MarkdownParser.parse(text)
    let items = document.listItems
    #expect(items.prefix(3).map(\.depth) == [0, 1, 2])
    #expect(items[5].codeSpans.first?.range.start == SourcePosition(line: 6, column: 18))
    #expect(document.paragraphs.last?.codeSpans.first?.range.start.column == 20_001)
  }

  @Test func twoMegabyteDocument() throws {
    let fixture = try Fixtures.text("Markdown/agents.md")
    let copies = 2_000_000 / fixture.utf8.count + 1
    let text = String(repeating: fixture + "\n", count: copies)
    let document = MarkdownParser.parse(text)
    let fixtureDocument = MarkdownParser.parse(fixture)
    #expect(document.codeBlocks.count == fixtureDocument.codeBlocks.count * copies)
    #expect(document.listItems.count == fixtureDocument.listItems.count * copies)
    let lastSpan = document.listItems.last?.codeSpans.last?.range
    let lines = fixture.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(lastSpan?.start.line == (copies - 1) * lines + 127)
  }

  @Test func twoMegabyteSingleLineWithManyCodeSpans() {
    let text = String(repeating: "é `x` ", count: 300_000)
    let spans = MarkdownParser.parse(text).paragraphs.first?.codeSpans ?? []
    #expect(spans.count == 300_000)
    #expect(spans.last?.range.start.column == 299_999 * 6 + 3)
  }

  @Test func nulAndLoneCarriageReturns() {
    let document = MarkdownParser.parse("a\u{0}b `c`\rnext `d`\r\r- item `e`\r")
    #expect(document.paragraphs.first?.text == "a\u{FFFD}b c next d")
    #expect(
      document.paragraphs.first?.codeSpans.map(\.range.start) == [
        SourcePosition(line: 1, column: 5), SourcePosition(line: 2, column: 6),
      ])
    #expect(document.listItems.first?.codeSpans.first?.range.start == SourcePosition(line: 4, column: 8))
  }

  @Test func parsingConcurrentlyIsSafe() async {
    let text = "# A\n\n- `x`\n\n| a |\n|---|\n| b |\n\n- [x] t\n\n~~s~~ www.example.com\n"
    let expected = MarkdownParser.parse(text)
    await withTaskGroup(of: MarkdownDocument.self) { group in
      for _ in 0..<32 { group.addTask { MarkdownParser.parse(text) } }
      for await document in group { #expect(document == expected) }
    }
  }
}
