import CharterLint
import CharterSupport

/// `--format sarif`: SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers.
///
/// One run. `tool.driver.rules` describes every check that ran, plus any check a finding names
/// that the report does not describe, one descriptor per id (when a report describes an id
/// twice, the one declared first); each result points at its rule by `ruleId` and `ruleIndex`.
/// Locations are relative, percent-encoded URIs against `%SRCROOT%`, and regions count columns
/// in Unicode code points (`columnKind: unicodeCodePoints`), as findings do. Each result
/// carries a `primaryLocationLineHash` (see ``LineFingerprint``) so that code scanning can
/// follow a finding when lines move. Diagnostics become `toolExecutionNotifications` of the
/// one invocation, which is successful: Charter did its job and reported what it could not
/// check. The output validates against the official SARIF 2.1.0 schema
/// (`scripts/validate-sarif.py`). Every rule has a `helpUri` into Charter's documentation
/// (``CharterLinks``), and rules of checks in force carry help from ``CheckCatalog``.
public struct SARIFReporter: Reporter {
  public static let name = "sarif"

  /// Creates a reporter.
  public init() {}

  public func write(_ report: LintReport, to output: inout some TextOutputStream) {
    let rules = Self.descriptors(report)
    let indices = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
    let fingerprints = LineFingerprint.fingerprints(report.findings)
    // Each result is made as it is written (``JSONStream``).
    let results = JSONStream.elements(count: report.findings.count) { index in
      let finding = report.findings[index]
      return Self.result(finding, ruleIndex: indices[finding.rule], fingerprint: fingerprints[index])
    }
    let run: JSONStream = .object([
      "tool": .value(.object(["driver": Self.driver(rules)])),
      "invocations": .value(
        .array([
          .object([
            "executionSuccessful": .bool(true),
            "toolExecutionNotifications": .array(report.diagnostics.map(Self.notification)),
          ])
        ])),
      "columnKind": .value(.string("unicodeCodePoints")),
      "results": results,
    ])
    JSONStream.object([
      "$schema": .value(.string(Self.schemaURI)),
      "version": .value(.string(Self.sarifVersion)),
      "runs": .array([run]),
    ]).writeDocument(to: &output)
  }

  // MARK: - Rules

  /// The report's descriptors, one per id, plus one for each id only findings name, described
  /// by its first finding. Help is Markdown as rule files write it, so it is given both ways.
  private static func descriptors(_ report: LintReport) -> [RuleDescriptor] {
    var byID: [String: RuleDescriptor] = [:]
    for rule in report.rules where byID[rule.id].map({ precedes(rule, $0) }) ?? true {
      byID[rule.id] = rule
    }
    for finding in report.findings where byID[finding.rule] == nil {
      byID[finding.rule] = RuleDescriptor(
        id: finding.rule, shortDescription: finding.rule, fullDescription: finding.message, help: "",
        severity: finding.severity, source: finding.source)
    }
    return byID.values.sorted { $0.id < $1.id }
  }

  /// Which of two descriptors with one id to keep, whatever order the report lists them in:
  /// the one declared first by source path and line, then by its texts.
  private static func precedes(_ lhs: RuleDescriptor, _ rhs: RuleDescriptor) -> Bool {
    let left = (lhs.source?.path ?? "", lhs.source?.line ?? 0, lhs.shortDescription, lhs.fullDescription)
    let right = (rhs.source?.path ?? "", rhs.source?.line ?? 0, rhs.shortDescription, rhs.fullDescription)
    if left != right { return left < right }
    return (lhs.help, lhs.helpMarkdown, lhs.helpURI ?? "", lhs.severity)
      < (rhs.help, rhs.helpMarkdown, rhs.helpURI ?? "", rhs.severity)
  }

  private static func driver(_ rules: [RuleDescriptor]) -> JSONValue {
    .object([
      "name": .string(LintReporters.toolName),
      "version": .string(CharterVersion.current),
      "semanticVersion": .string(CharterVersion.current),
      "informationUri": .string(CharterLinks.repository),
      "rules": .array(rules.map(rule)),
    ])
  }

  private static func rule(_ rule: RuleDescriptor) -> JSONValue {
    var members: [String: JSONValue] = [
      "id": .string(rule.id),
      "shortDescription": text(rule.shortDescription),
      "defaultConfiguration": .object(["level": .string(level(rule.severity))]),
    ]
    if !rule.fullDescription.isEmpty { members["fullDescription"] = text(rule.fullDescription) }
    if !rule.help.isEmpty {
      members["help"] = .object(["text": .string(rule.help), "markdown": .string(rule.helpMarkdown)])
    }
    members["helpUri"] = .string(rule.helpURI ?? RuleHelp.checksPage.url)
    return .object(members)
  }

  // MARK: - Results

  private static func result(_ finding: Finding, ruleIndex: Int?, fingerprint: String) -> JSONValue {
    var members: [String: JSONValue] = [
      "ruleId": .string(finding.rule),
      "level": .string(level(finding.severity)),
      "message": text(finding.message),
      "locations": .array([location(finding.path, finding.range)]),
      "partialFingerprints": .object([LineFingerprint.key: .string(fingerprint)]),
    ]
    if let ruleIndex { members["ruleIndex"] = .int(ruleIndex) }
    return .object(members)
  }

  private static func notification(_ diagnostic: Diagnostic) -> JSONValue {
    let range = SourceRange(start: diagnostic.position, end: diagnostic.position)
    return .object([
      "level": .string(level(diagnostic.severity)),
      "message": text(diagnostic.message),
      "descriptor": .object(["id": .string(diagnostic.code)]),
      "locations": .array([location(diagnostic.path, range, hasEnd: false)]),
    ])
  }

  /// A `location` with its physical location; `hasEnd: false` gives a region that is only a
  /// start position.
  private static func location(_ path: String, _ range: SourceRange, hasEnd: Bool = true) -> JSONValue {
    var region: [String: JSONValue] = [
      "startLine": .int(max(range.start.line, 1)),
      "startColumn": .int(max(range.start.column, 1)),
    ]
    if hasEnd {
      region["endLine"] = .int(max(range.end.line, range.start.line, 1))
      region["endColumn"] = .int(max(range.end.column, 1))
    }
    return .object([
      "physicalLocation": .object([
        "artifactLocation": .object([
          "uri": .string(URIPath.encode(path)), "uriBaseId": .string(sourceRootBase),
        ]),
        "region": .object(region),
      ])
    ])
  }

  private static func text(_ text: String) -> JSONValue { .object(["text": .string(text)]) }

  /// SARIF's `level` for a severity: error, warning, note.
  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }

  // MARK: - Constants

  private static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
  private static let sarifVersion = "2.1.0"
  private static let sourceRootBase = "%SRCROOT%"
}
