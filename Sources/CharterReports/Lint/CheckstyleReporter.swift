import CharterLint
import CharterSupport

/// `--format checkstyle`: Checkstyle XML, which many code-review tools read (reviewdog,
/// Jenkins Warnings, Danger, SonarQube importers …).
///
/// ```xml
/// <checkstyle version="4.3">
///   <file name="Sources/App/Model.swift">
///     <error line="3" column="20" severity="error" message="…" source="charter.no-observable-object"/>
///   </file>
/// </checkstyle>
/// ```
///
/// One `<file>` per path with findings or diagnostics, in path order; files with neither are
/// left out. Severity is `error`, `warning` or `info`; `source` is `charter.RULE` for a
/// finding and `charter.diagnostic.CODE` for a diagnostic, so the two cannot be confused.
/// Attribute values are escaped by ``XMLText``.
public struct CheckstyleReporter: Reporter {
  public static let name = "checkstyle"

  /// Creates a reporter.
  public init() {}

  public func write(_ report: LintReport, to output: inout some TextOutputStream) {
    let findings = Dictionary(grouping: report.findings.indices, by: { report.findings[$0].path })
    let diagnostics = Dictionary(grouping: report.diagnostics, by: \.path)
    output.write(XMLText.declaration + "<checkstyle version=\"\(Self.formatVersion)\">\n")
    for path in Set(findings.keys).union(diagnostics.keys).sorted() {
      output.write("  <file name=\"\(XMLText.attribute(path))\">\n")
      for finding in (findings[path] ?? []).lazy.map({ report.findings[$0] }) {
        output.write(
          Self.error(finding.range.start, finding.severity, finding.message, source: "\(Self.prefix)\(finding.rule)"))
      }
      for diagnostic in diagnostics[path] ?? [] {
        output.write(
          Self.error(
            diagnostic.position, diagnostic.severity, diagnostic.message,
            source: "\(Self.diagnosticPrefix)\(diagnostic.code)"))
      }
      output.write("  </file>\n")
    }
    output.write("</checkstyle>\n")
  }

  private static func error(
    _ position: SourcePosition, _ severity: Severity, _ message: String, source: String
  ) -> String {
    var element = "    <error line=\"\(position.line)\" column=\"\(position.column)\""
    element += " severity=\"\(severity.rawValue)\" message=\"\(XMLText.attribute(message))\""
    element += " source=\"\(XMLText.attribute(source))\"/>\n"
    return element
  }

  // MARK: - Constants

  private static let formatVersion = "4.3"
  private static let prefix = "charter."
  private static let diagnosticPrefix = "charter.diagnostic."
}
