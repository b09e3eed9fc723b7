import Testing

@testable import CharterKit
@testable import CharterDocuments
@testable import CharterSupport

/// Columns count Unicode scalars, not bytes; lines count in the whole file.
@Suite struct MarkdownPositionTests {
  /// `prefix` before a code span: where the span must start, in scalars.
  @Test(arguments: [
    ("", 1), ("é ", 3), ("e\u{301} ", 4), ("日本語 ", 5), ("😀 ", 3), ("👍🏽 ", 4),
    ("🇫🇷 ", 4), ("ü\tö ", 5),
  ])
  func codeSpanColumnAfterMultiByteText(prefix: String, column: Int) {
    let document = MarkdownParser.parse("\(prefix)`code` after")
    let span = document.paragraphs.first?.codeSpans.first
    #expect(span?.text == "code")
    #expect(span?.range == range(1, column, 1, column + 6))
  }

  @Test(arguments: ["é", "😀", "日本"])
  func listItemAndCodeSpanAfterMultiByteText(prefix: String) {
    let document = MarkdownParser.parse("- \(prefix) `x`\n  - \(prefix)\(prefix) `y`\n")
    let width = prefix.unicodeScalars.count
    let items = document.listItems
    #expect(
      items.map(\.codeSpans.first?.range) == [
        range(1, 4 + width, 1, 7 + width), range(2, 6 + 2 * width, 2, 9 + 2 * width),
      ])
    #expect(items.first?.range.end == SourcePosition(line: 2, column: 9 + 2 * width))
  }

  @Test func byteOrderMarkIsSkipped() {
    let document = MarkdownParser.parse("\u{FEFF}# Title `x`\n")
    #expect(document.headings.first?.text == "Title x")
    #expect(document.headings.first?.range == range(1, 1, 1, 12))
    #expect(document.headings.first?.codeSpans.first?.range == range(1, 9, 1, 12))
  }

  @Test func endOfLineWithMultiByteLastCharacter() {
    let document = MarkdownParser.parse("# Café\n\nNaïve 😀\n")
    #expect(document.headings.first?.range == range(1, 1, 1, 7))
    #expect(document.paragraphs.first?.range == range(3, 1, 3, 8))
  }

  @Test(arguments: [0, 1, 7, 120])
  func lineOffsetShiftsEveryLine(offset: Int) {
    let text = "Intro `a`\n\n## Title\n\n- item `b`\n\n```swift\n// WRONG\n```\n"
    let document = MarkdownParser.parse(text, lineOffset: offset)
    #expect(document.lineOffset == offset)
    #expect(document.paragraphs.first?.codeSpans.first?.range == range(1 + offset, 7, 1 + offset, 10))
    #expect(document.sections[1].range.start.line == 3 + offset)
    #expect(document.listItems.first?.range == range(5 + offset, 1, 5 + offset, 11))
    let block = document.codeBlocks.first
    #expect(block?.range == range(7 + offset, 1, 9 + offset, 4))
    #expect(block?.codeStartLine == 8 + offset)
  }

  @Test func bodyAfterFrontMatterCountsFileLines() {
    let file = "---\nid: x\n---\n# Rules\n\n- Use `let`.\n"
    let body = file.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3)
      .joined(separator: "\n")
    let document = MarkdownParser.parse(body, lineOffset: 3)
    #expect(document.headings.first?.range.start == SourcePosition(line: 4, column: 1))
    #expect(document.listItems.first?.codeSpans.first?.range == range(6, 7, 6, 12))
  }

  @Test func continuationLinesWithStrippedIndentation() {
    let text = "Para `a`\n   lazy   `b`\n\n> - q\n>   cont `c`\n> lazy `d`\n"
    let spans = MarkdownParser.parse(text).blocks.flatMap { block -> [MarkdownInlineCode] in
      switch block {
      case .paragraph(let paragraph): paragraph.codeSpans
      case .listItem(let item): item.codeSpans
      default: []
      }
    }
    #expect(
      spans.map(\.range) == [
        range(1, 6, 1, 9), range(2, 11, 2, 14), range(5, 10, 5, 13), range(6, 8, 6, 11),
      ])
  }

  @Test func backslashHardBreaksKeepLinesRight() {
    let text = "one `a`\\\ntwo `b`\\\nthree `c`\nfour `d`\n"
    let spans = MarkdownParser.parse(text).paragraphs.first?.codeSpans ?? []
    #expect(spans.map(\.text) == ["a", "b", "c", "d"])
    #expect(
      spans.map(\.range) == [
        range(1, 5, 1, 8), range(2, 5, 2, 8), range(3, 7, 3, 10), range(4, 6, 4, 9),
      ])
  }

  @Test func multiLineCodeSpan() {
    let span = MarkdownParser.parse("a `b\nc` d\n").paragraphs.first?.codeSpans.first
    #expect(span?.text == "b c")
    #expect(span?.range == range(1, 3, 2, 3))
  }

  private func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
    SourceRange(
      start: SourcePosition(line: line, column: column),
      end: SourcePosition(line: endLine, column: endColumn))
  }
}
