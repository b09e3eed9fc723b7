import CharterLint
import CharterRules
import CharterSupport

/// `--format junit`: JUnit XML, for CI systems that show test results (Jenkins, GitLab,
/// Azure Pipelines, CircleCI …).
///
/// One `<testsuite>` per file that has findings or diagnostics, named by its path and in path
/// order; files with neither are left out, since a report does not list them. Each finding is
/// a `<testcase>` (name `RULE at LINE:COL`, classname the path) with a `<failure>` whose
/// `type` is the severity and whose body is the compiler-style line and the source line. Each
/// diagnostic is a test case with an `<error>`: Charter could not check something fully. A
/// report with neither gives one suite, `charter`, with one passing test case, so that CI
/// shows a pass rather than "no tests found". Attribute values and text are escaped by
/// ``XMLText``.
public struct JUnitReporter: Reporter {
  public static let name = "junit"

  /// Creates a reporter.
  public init() {}

  public func write(_ report: LintReport, to output: inout some TextOutputStream) {
    // The totals come first, so they are counted before any suite is written; each suite is
    // then made and written in turn.
    let findings = Dictionary(grouping: report.findings.indices, by: { report.findings[$0].path })
    let diagnostics = Dictionary(grouping: report.diagnostics, by: \.path)
    let paths = Set(findings.keys).union(diagnostics.keys).sorted()
    let clean = paths.isEmpty
    let (failures, errors) = (report.findings.count, report.diagnostics.count)
    output.write(XMLText.declaration)
    output.write("<testsuites name=\"\(LintReporters.toolName)\" tests=\"\(clean ? 1 : failures + errors)\"")
    output.write(" failures=\"\(failures)\" errors=\"\(errors)\">\n")
    if clean { output.write(cleanSuite(report)) }
    for path in paths {
      let found = (findings[path] ?? []).map { report.findings[$0] }
      output.write(suite(path, findings: found, diagnostics: diagnostics[path] ?? []))
    }
    output.write("</testsuites>\n")
  }

  /// A `<testsuite>` element.
  private func suite(_ path: String, findings: [Finding], diagnostics: [Diagnostic]) -> String {
    var cases = ""
    for finding in findings {
      let start = finding.range.start
      cases += testCase(path, "\(finding.rule) at \(start)")
      cases += "      <failure message=\"\(XMLText.attribute(finding.message))\""
      cases += " type=\"\(finding.severity.rawValue)\">"
      var body = "\(path):\(start): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"
      if !finding.lineText.isEmpty { body += "\n" + finding.lineText }
      if let source = finding.source { body += "\n" + Self.declaredAt(source) }
      cases += XMLText.content(body) + "</failure>\n    </testcase>\n"
    }
    for diagnostic in diagnostics {
      cases += testCase(path, "\(diagnostic.code) at \(diagnostic.position)")
      cases += "      <error message=\"\(XMLText.attribute(diagnostic.message))\""
      cases += " type=\"\(diagnostic.severity.rawValue)\">"
      cases += XMLText.content(diagnostic.description) + "</error>\n    </testcase>\n"
    }
    let tests = findings.count + diagnostics.count
    var xml = "  <testsuite name=\"\(XMLText.attribute(path))\" tests=\"\(tests)\""
    xml += " failures=\"\(findings.count)\" errors=\"\(diagnostics.count)\">\n"
    xml += cases + "  </testsuite>\n"
    return xml
  }

  private func testCase(_ path: String, _ name: String) -> String {
    "    <testcase name=\"\(XMLText.attribute(name))\" classname=\"\(XMLText.attribute(path))\">\n"
  }

  private func cleanSuite(_ report: LintReport) -> String {
    let name = XMLText.attribute(LintReporters.toolName)
    var xml = "  <testsuite name=\"\(name)\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
    xml += "    <testcase name=\"\(XMLText.attribute(report.summary.sentence))\" classname=\"\(name)\"/>\n"
    xml += "  </testsuite>\n"
    return xml
  }

  // MARK: - Messages

  private static func declaredAt(_ source: SourceReference) -> String {
    "declared at \(source.path):\(source.line)"
  }
}
