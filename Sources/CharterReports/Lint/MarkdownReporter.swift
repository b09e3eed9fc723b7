import CharterLint

/// `--format markdown`: a summary to post as a pull-request comment (GitHub Flavored Markdown).
///
/// A heading with the counts, a table of how many findings each check reported (most first),
/// then a table of findings — location (`path:line:col`), rule, severity, message — most
/// important first (``LintReport/findingsMostImportantFirst``: errors, then the findings of
/// checks that guard against a crash or a data race, then the rest), cut after ``rowLimit``
/// rows with a line saying how many more there are; then the diagnostics as a list. A clean report gets a friendly line
/// instead of the table. Paths and rule ids are code spans; in messages, code spans written in
/// the rule file are kept and everything else that Markdown or HTML would interpret is
/// escaped (see ``MarkdownText``), so a message shows as written.
public struct MarkdownReporter: Reporter {
  public static let name = "markdown"

  /// The most findings the table lists.
  public var rowLimit: Int

  /// Creates a reporter that lists at most `rowLimit` findings.
  public init(rowLimit: Int = 200) {
    self.rowLimit = max(rowLimit, 0)
  }

  public func write(_ report: LintReport, to stream: inout some TextOutputStream) {
    // At most `rowLimit` rows: small enough to make whole.
    var output = "### \(Self.heading(report.summarySentence))\n\n"
    if report.findings.isEmpty {
      output += Self.allClear + "\n"
    } else {
      output += "| Rule | Findings |\n| --- | ---: |\n"
      for (rule, count) in report.countsByRule {
        output += "| \(MarkdownText.code(rule, inTable: true)) | \(count) |\n"
      }
      output += "\n| Location | Rule | Severity | Message |\n| --- | --- | --- | --- |\n"
      for finding in report.findingsMostImportantFirst.prefix(rowLimit) {
        let location = MarkdownText.code("\(finding.path):\(finding.range.start)", inTable: true)
        let rule = MarkdownText.code(finding.rule, inTable: true)
        let message = MarkdownText.inline(finding.message, inTable: true)
        output += "| \(location) | \(rule) | \(finding.severity.rawValue) | \(message) |\n"
      }
      let hidden = report.findings.count - rowLimit
      if hidden > 0 { output += "\n" + Self.more(hidden) + "\n" }
    }
    if !report.diagnostics.isEmpty {
      output += "\n" + Self.diagnosticsHeading + "\n\n"
      for diagnostic in report.diagnostics {
        let location = MarkdownText.code("\(diagnostic.path):\(diagnostic.position)", inTable: false)
        let message = MarkdownText.inline(diagnostic.message, inTable: false)
        let code = MarkdownText.code(diagnostic.code, inTable: false)
        output += "- \(location) \(diagnostic.severity.rawValue): \(message) (\(code))\n"
      }
    }
    stream.write(output)
  }

  // MARK: - Messages

  private static func heading(_ sentence: String) -> String {
    "Charter: \(sentence)"
  }

  private static let allClear = "✅ Every checked file follows the rules."

  private static func more(_ count: Int) -> String {
    "…and \(count) more finding\(count == 1 ? "" : "s") not shown; see the full report."
  }

  private static let diagnosticsHeading = "**Diagnostics**"
}
