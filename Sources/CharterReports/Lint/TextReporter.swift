import CharterLint
import CharterSupport

/// The default `charter lint` output: compiler-style lines that editors and CI logs recognise.
///
/// ```
/// Sources/App/Model.swift:3:20: error: Use @Observable instead of ObservableObject [no-observable-object]
/// final class Model: ObservableObject {
///                    ^~~~~~~~~~~~~~~~
/// 1 error, 0 warnings in 41 files
/// ```
///
/// Findings come most important first (``LintReport/findingsMostImportantFirst``): errors,
/// then the findings of checks that guard against a crash or a data race at run time, then the
/// rest, each group in path and line order. Each finding is one
/// `path:line:col: severity: message [rule]` line, then the source line and a caret under the
/// column, with `~` up to the end column on the same line (or to the end
/// of the line for a finding that spans lines). Diagnostics follow in the same form, without a
/// quoted line; after more than ``breakdownThreshold`` findings, the count for each check (most
/// frequent first) and, without a baseline, a hint to adopt the rules with one; then a summary
/// line. A line break in a message becomes a space and other control characters and
/// bidirectional overrides are shown escaped (`\u{1B}`, ``PrintableText``), so every finding
/// stays one line, its caret under the column it means, and no escape sequence from a rule
/// file or the linted code reaches the terminal.
public struct TextReporter: Reporter {
  public static let name = "text"

  /// Whether to colour the severity label and embolden the path with ANSI escapes. The CLI
  /// turns it on only on a terminal, and never with `NO_COLOR`.
  public var useColor: Bool
  /// Whether to print the findings and diagnostics only: no counts per check, no summary line
  /// (`charter lint --quiet`).
  public var quiet: Bool

  /// Creates a reporter.
  public init(useColor: Bool = false, quiet: Bool = false) {
    self.useColor = useColor
    self.quiet = quiet
  }

  public func write(_ report: LintReport, to output: inout some TextOutputStream) {
    for finding in report.findingsMostImportantFirst {
      output.write(headline(finding.path, finding.range.start, finding.severity, finding.message))
      output.write(" [\(finding.rule)]\n")
      output.write(quote(finding))
    }
    for diagnostic in report.diagnostics {
      output.write(headline(diagnostic.path, diagnostic.position, diagnostic.severity, diagnostic.message))
      output.write(" [\(diagnostic.code)]\n")
    }
    if quiet { return }
    if report.findings.count > Self.breakdownThreshold { output.write(Self.breakdown(report)) }
    output.write(report.summarySentence + "\n")
  }

  /// More findings than this end with counts per check and, without a baseline, how to adopt
  /// Charter on existing code.
  public static let breakdownThreshold = 20

  /// `findings by check:` and one line a check, most frequent first; then the baseline hint.
  private static func breakdown(_ report: LintReport) -> String {
    let counts = report.countsByRule
    let width = String(counts.first?.count ?? 0).count
    var output = "findings by check:\n"
    for (rule, count) in counts {
      output += "  " + String(repeating: " ", count: width - String(count).count) + "\(count)  \(rule)\n"
    }
    if report.baseline == nil { output += baselineHint + "\n" }
    return output
  }

  private static let baselineHint =
    "hint: to adopt these rules on existing code, record today's findings with "
    + "`charter lint --write-baseline .charter/baseline.json`, then lint with "
    + "`--baseline .charter/baseline.json` to see only new ones"

  private func headline(
    _ path: String, _ position: SourcePosition, _ severity: Severity, _ message: String
  ) -> String {
    let shownPath = PrintableText.line(path, lineBreaks: .escaped)
    return "\(style(shownPath, Self.bold)):\(position): \(label(severity)) \(PrintableText.line(message))"
  }

  /// The source line and the caret line, or nothing when the line text is unknown.
  private func quote(_ finding: Finding) -> String {
    guard !finding.lineText.isEmpty else { return "" }
    // A long line is cut around the finding, as compiler-style diagnostics are.
    let startColumn = max(finding.range.start.column - finding.lineTextColumn, 0)
    let sameLine = finding.range.end.line == finding.range.start.line
    let endColumn = sameLine ? startColumn + finding.range.end.column - finding.range.start.column : Int.max
    let (escaped, columns) = PrintableText.quoted(
      finding.lineText, columns: [startColumn, sameLine ? endColumn : startColumn])
    let (shown, start) = DiagnosticRenderer.cut(Substring(escaped), around: columns[0], width: DiagnosticRenderer.maximumLine)
    let line = shown.unicodeScalars
    let end = sameLine ? start + columns[1] - columns[0] : line.count
    let indent = line.prefix(start).map { $0 == "\t" ? "\t" : " " }.joined()
    let tildes = max(min(end, line.count) - start - 1, 0)
    return String(line) + "\n" + indent + "^" + String(repeating: "~", count: tildes) + "\n"
  }

  private func label(_ severity: Severity) -> String {
    let text = "\(severity.rawValue):"
    return switch severity {
    case .error: style(text, Self.red)
    case .warning: style(text, Self.yellow)
    case .info: style(text, Self.cyan)
    }
  }

  private func style(_ text: String, _ code: String) -> String {
    useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  // MARK: - Constants

  private static let bold = "1"
  private static let red = "1;31"
  private static let yellow = "1;33"
  private static let cyan = "1;36"
}
