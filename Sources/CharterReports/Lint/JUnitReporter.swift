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

  public func render(_ report: LintReport) -> String {
    let findings = Dictionary(grouping: report.findings, by: \.path)
    let diagnostics = Dictionary(grouping: report.diagnostics, by: \.path)
    let paths = Set(findings.keys).union(diagnostics.keys).sorted()
    var suites = paths.map { path in
      suite(path, findings: findings[path] ?? [], diagnostics: diagnostics[path] ?? [])
    }
    if suites.isEmpty { suites = [cleanSuite(report)] }
    let tests = suites.reduce(0) { $0 + $1.tests }
    let failures = suites.reduce(0) { $0 + $1.failures }
    let errors = suites.reduce(0) { $0 + $1.errors }
    var output = XMLText.declaration
    output += "<testsuites name=\"\(LintReporters.toolName)\" tests=\"\(tests)\""
    output += " failures=\"\(failures)\" errors=\"\(errors)\">\n"
    output += suites.map(\.xml).joined()
    output += "</testsuites>\n"
    return output
  }

  /// A `<testsuite>` element and its counts.
  private struct Suite {
    var tests = 0
    var failures = 0
    var errors = 0
    var xml = ""
  }

  private func suite(_ path: String, findings: [Finding], diagnostics: [Diagnostic]) -> Suite {
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
    return Suite(tests: tests, failures: findings.count, errors: diagnostics.count, xml: xml)
  }

  private func testCase(_ path: String, _ name: String) -> String {
    "    <testcase name=\"\(XMLText.attribute(name))\" classname=\"\(XMLText.attribute(path))\">\n"
  }

  private func cleanSuite(_ report: LintReport) -> Suite {
    let name = XMLText.attribute(LintReporters.toolName)
    var xml = "  <testsuite name=\"\(name)\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
    xml += "    <testcase name=\"\(XMLText.attribute(report.summary.sentence))\" classname=\"\(name)\"/>\n"
    xml += "  </testsuite>\n"
    return Suite(tests: 1, xml: xml)
  }

  // MARK: - Messages

  private static func declaredAt(_ source: SourceReference) -> String {
    "declared at \(source.path):\(source.line)"
  }
}
