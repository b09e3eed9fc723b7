import CharterLint
import CharterSupport

/// `--format github`: GitHub Actions workflow commands, which the runner turns into
/// annotations on the pull request's changed lines.
///
/// ```
/// ::error file=Sources/App/Model.swift,line=3,col=20,endLine=3,endColumn=36,title=no-observable-object::Use @Observable
/// ```
///
/// One command per finding: `::error` for errors, `::warning` for warnings, `::notice` for
/// info. Findings come most important first (``LintReport/findingsMostImportantFirst``): GitHub
/// shows only the first 10 error and 10 warning annotations of a step on the pull request, so
/// the first warnings should be those of checks that guard against a crash or a data race,
/// not trailing whitespace. Diagnostics follow, each with its code as the title and only a start position. A
/// last plain line carries the summary, which the log shows as it is. Escaping is GitHub's
/// (`toolkit/packages/core/src/command.ts`): in the message `%`, CR and LF become `%25`,
/// `%0D`, `%0A`; property values also have `:` and `,` encoded as `%3A` and `%2C`.
public struct GitHubReporter: Reporter {
  public static let name = "github"

  /// Creates a reporter.
  public init() {}

  public func write(_ report: LintReport, to output: inout some TextOutputStream) {
    for finding in report.findingsMostImportantFirst {
      let range = finding.range
      output.write(Self.command(
        finding.severity,
        [
          ("file", finding.path), ("line", "\(range.start.line)"), ("col", "\(range.start.column)"),
          ("endLine", "\(range.end.line)"), ("endColumn", "\(range.end.column)"),
          ("title", finding.rule),
        ],
        finding.message))
    }
    for diagnostic in report.diagnostics {
      let position = diagnostic.position
      output.write(Self.command(
        diagnostic.severity,
        [
          ("file", diagnostic.path), ("line", "\(position.line)"), ("col", "\(position.column)"),
          ("title", diagnostic.code),
        ],
        diagnostic.message))
    }
    output.write("\(LintReporters.toolName): \(report.summarySentence)\n")
  }

  /// `::command key=value,…::message` and a line feed.
  static func command(_ severity: Severity, _ properties: [(String, String)], _ message: String) -> String {
    let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
    return "::\(commandName(severity)) \(list)::\(escapeData(message))\n"
  }

  /// A message, escaped as GitHub's `escapeData` does.
  static func escapeData(_ text: String) -> String {
    escape(text, dataEscapes)
  }

  /// A property value, escaped as GitHub's `escapeProperty` does.
  static func escapeProperty(_ text: String) -> String {
    escape(text, propertyEscapes)
  }

  /// Escapes by Unicode scalar: a `String` sees `\r\n`, or `:` with a combining mark, as one
  /// character that a character-wise replacement would miss.
  private static func escape(_ text: String, _ escapes: [Unicode.Scalar: String]) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      if let escaped = escapes[scalar] { output += escaped } else { output.unicodeScalars.append(scalar) }
    }
    return output
  }

  private static func commandName(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "notice"
    }
  }

  // MARK: - Constants

  private static let dataEscapes: [Unicode.Scalar: String] = ["%": "%25", "\r": "%0D", "\n": "%0A"]
  private static let propertyEscapes = dataEscapes.merging([":": "%3A", ",": "%2C"]) { $1 }
}
