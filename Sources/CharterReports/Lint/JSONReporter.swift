import CharterLint
import CharterSupport

/// `--format json`: the report as one JSON document, for scripts.
///
/// The shape is a contract (DESIGN.md); keys may be added in later versions, never removed:
///
/// ```json
/// {"version": 1,
///  "tool": {"name": "charter", "version": "0.1.0"},
///  "findings": [{"path", "line", "column", "endLine", "endColumn", "rule", "severity",
///                "message", "source": {"path", "line"} or null,
///                "alsoReportedBy": [rule] only when other checks reported the same violation}],
///  "diagnostics": [{"path", "line", "column", "rule", "severity", "message"}],
///  "summary": {"files", "findings", "errors", "warnings", "infos", "diagnostics"},
///  "baseline": {"file", "recorded"} or {"file", "hidden", "gone"}}
/// ```
///
/// With a ``findingLimit`` (the MCP server's `lint`), only the first findings are listed and
/// `"truncated": {"shown", "total"}` says so; `summary` still counts them all.
///
/// `baseline` is present only when the run wrote (`recorded`) or applied (`hidden`: findings
/// left out, `gone`: recorded findings that no longer occur) a baseline.
///
/// Diagnostics carry the fields of ``Diagnostic/json``, with the diagnostic's code as `rule`,
/// as `charter rules --format json` lists them. Keys are sorted and the text is indented by
/// ``JSONValue``, so the bytes are the same on every platform.
public struct JSONReporter: Reporter {
  public static let name = "json"

  /// The most findings listed; `nil` lists them all.
  public var findingLimit: Int?

  /// Creates a reporter that lists at most `findingLimit` findings (all without one).
  public init(findingLimit: Int? = nil) {
    self.findingLimit = findingLimit
  }

  public func write(_ report: LintReport, to output: inout some TextOutputStream) {
    let summary = report.summary
    let shown = min(report.findings.count, findingLimit ?? .max)
    // The findings are made one at a time as they are written (``JSONStream``).
    var document: [String: JSONStream] = [
      "version": .value(.int(Self.formatVersion)),
      "tool": .value(.object(["name": .string(LintReporters.toolName), "version": .string(CharterVersion.current)])),
      "findings": .rendered(count: shown) { Self.text(of: report.findings[$0], indent: $1) },
      "diagnostics": .value(.array(report.diagnostics.map(\.json))),
      "summary": .value(
        .object([
          "files": .int(summary.files),
          "findings": .int(summary.findings),
          "errors": .int(summary.errors),
          "warnings": .int(summary.warnings),
          "infos": .int(summary.infos),
          "diagnostics": .int(report.diagnostics.count),
        ])),
    ]
    if shown < report.findings.count {
      document["truncated"] = .value(.object(["shown": .int(shown), "total": .int(report.findings.count)]))
    }
    switch report.baseline {
    case .none: break
    case .recorded(let count, let file):
      document["baseline"] = .value(.object(["file": .string(file), "recorded": .int(count)]))
    case .applied(let hidden, let gone, let file):
      document["baseline"] = .value(.object(["file": .string(file), "hidden": .int(hidden), "gone": .int(gone)]))
    }
    JSONStream.object(document).writeDocument(to: &output)
  }

  /// One finding; `source` is `null` when the check's declaration is unknown;
  /// `alsoReportedBy` lists the other checks that reported the same violation, when any did.
  public static func json(_ finding: Finding) -> JSONValue {
    var members: [String: JSONValue] = [
      "path": .string(finding.path),
      "line": .int(finding.range.start.line),
      "column": .int(finding.range.start.column),
      "endLine": .int(finding.range.end.line),
      "endColumn": .int(finding.range.end.column),
      "rule": .string(finding.rule),
      "severity": .string(finding.severity.rawValue),
      "message": .string(finding.message),
      "source": .optional(finding.source, \.json),
    ]
    if !finding.alsoReportedBy.isEmpty { members["alsoReportedBy"] = .array(finding.alsoReportedBy.map(JSONValue.string)) }
    return .object(members)
  }

  /// ``json(_:)`` of `finding` as ``JSONValue`` writes it at `indent`, written member by member
  /// in the sorted order of its keys: a report of a million findings built and sorted a
  /// dictionary for each, which took most of the time the report took.
  static func text(of finding: Finding, indent: String) -> String {
    let inner = indent + "  "
    var text = "{\n"
    func key(_ name: String) { text += inner + "\"" + name + "\": " }
    if !finding.alsoReportedBy.isEmpty {
      key("alsoReportedBy")
      JSONValue.array(finding.alsoReportedBy.map(JSONValue.string)).write(to: &text, indent: inner)
      text += ",\n"
    }
    for (name, number) in [
      ("column", finding.range.start.column), ("endColumn", finding.range.end.column),
      ("endLine", finding.range.end.line), ("line", finding.range.start.line),
    ] {
      key(name)
      text += String(number) + ",\n"
    }
    for (name, value) in [
      ("message", finding.message), ("path", finding.path), ("rule", finding.rule),
      ("severity", finding.severity.rawValue),
    ] {
      key(name)
      JSONValue.quote(value, into: &text)
      text += ",\n"
    }
    key("source")
    if let source = finding.source {
      // `{"line", "path"}`, as ``SourceReference/json`` is written.
      text += "{\n" + inner + "  \"line\": " + String(source.line) + ",\n" + inner + "  \"path\": "
      JSONValue.quote(source.path, into: &text)
      text += "\n" + inner + "}"
    } else {
      text += "null"
    }
    return text + "\n" + indent + "}"
  }

  // MARK: - Constants

  /// The `version` of the document's shape; raised only if a key had to change meaning.
  private static let formatVersion = 1
}
