import Testing

@testable import CharterDocuments
@testable import CharterKit
@testable import CharterRules

/// A table row wider than ``MarkdownParser/maximumTableColumns`` cells (cmark-gfm's table
/// extension is quadratic in them: one 16,000-column row took over 10 s) makes the document's
/// tables plain text, and a rule file says so at the line.
@Suite struct MarkdownTableBoundsTests {
  static func table(columns: Int) -> String {
    let row = "|" + String(repeating: " a |", count: columns)
    return "# T\n\n" + row + "\n|" + String(repeating: "---|", count: columns) + "\n" + row + "\n"
  }

  @Test func aTableAtTheLimitIsATable() {
    #expect(MarkdownParser.overwideTableLine(in: Self.table(columns: MarkdownParser.maximumTableColumns - 1)) == nil)
    #expect(MarkdownParser.parse(Self.table(columns: 20)).tables.count == 1)
  }

  @Test func aWiderTableIsText() {
    let text = Self.table(columns: 16_000)
    #expect(MarkdownParser.overwideTableLine(in: text) == 3)
    let document = MarkdownParser.parse(text)
    #expect(document.tables.isEmpty)
    #expect(!document.paragraphs.isEmpty)
  }

  @Test func aRuleFileWarnsAtTheLine() {
    let text = "---\nid: t\n---\n" + Self.table(columns: MarkdownParser.maximumTableColumns + 1)
    let result = RuleFileParser.parse(
      text, as: RuleFile(path: ".charter/rules/t.md", origin: .fragment, baseDirectory: ""))
    let warning = result.diagnostics.first { $0.code == "table-too-wide" }
    #expect(warning?.position == SourcePosition(line: 6, column: 1))
    #expect(warning?.severity == .warning)
  }
}
