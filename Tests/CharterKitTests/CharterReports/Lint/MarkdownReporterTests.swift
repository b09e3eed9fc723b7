import Testing

@testable import CharterKit
@testable import CharterDocuments
@testable import CharterLint
@testable import CharterReports

/// The Markdown report read back with cmark-gfm (Charter's own parser): the table has one row
/// per finding and four cells each, whatever the message holds, and shows the text as written.
@Suite struct MarkdownReporterTests {
  @Test func tableReadsBackAsWritten() throws {
    let document = MarkdownParser.parse(MarkdownReporter().render(CannedLintReport.report))
    #expect(document.tables.count == 2)
    let table = try #require(document.tables.last)
    #expect(table.header == ["Location", "Rule", "Severity", "Message"])
    #expect(table.rows.count == CannedLintReport.findings.count)
    #expect(table.rows.allSatisfy { $0.count == 4 })
    let tricky = try #require(table.rows.first { $0[1] == "todo-owner" })
    #expect(tricky[0] == "Sources/App/Résumé View.swift:14:10")
    #expect(tricky[3].hasPrefix(#"Say "who" owns <this> & 100% of it, per: A|B x|y or ` alone; café 🚀"#))
    #expect(tricky[3].hasSuffix("see CONTRIBUTING.md"))
  }

  @Test func longReportsAreCut() throws {
    let findings = (1...7).map {
      CannedLintReport.finding("a.swift", ($0, 1), ($0, 2), "rule", .warning, "message", "x")
    }
    let output = MarkdownReporter(rowLimit: 5).render(LintReport(findings: findings, filesChecked: 1))
    let document = MarkdownParser.parse(output)
    #expect(try #require(document.tables.last).rows.count == 5)
    #expect(output.contains("…and 2 more findings not shown; see the full report.\n"))
    let one = MarkdownReporter(rowLimit: 6).render(LintReport(findings: findings, filesChecked: 1))
    #expect(one.contains("…and 1 more finding not shown"))
    let all = MarkdownReporter(rowLimit: 7).render(LintReport(findings: findings, filesChecked: 1))
    #expect(!all.contains("more finding"))
  }

  /// The report opens with how many findings each check reported, most first.
  @Test func countsPerCheckComeFirst() throws {
    let findings = [("b", 1), ("a", 2), ("b", 3), ("c", 4), ("b", 5), ("c", 6)].map {
      CannedLintReport.finding("a.swift", ($0.1, 1), ($0.1, 2), $0.0, .warning, "message", "x")
    }
    let document = MarkdownParser.parse(MarkdownReporter().render(LintReport(findings: findings, filesChecked: 1)))
    let counts = try #require(document.tables.first)
    #expect(counts.header == ["Rule", "Findings"])
    #expect(counts.rows == [["b", "3"], ["c", "2"], ["a", "1"]])
  }

  @Test func cleanReportHasNoTable() {
    let output = MarkdownReporter().render(CannedLintReport.clean)
    #expect(MarkdownParser.parse(output).tables.isEmpty)
    #expect(output.contains("no findings in 41 files"))
  }
}
