/// `charter explain FILE`: the checks in force for one file and where each came from.
public struct ExplainReport: Sendable {
  /// What the resolver decided.
  public var resolved: ResolvedRules

  /// Creates a report.
  public init(_ resolved: ResolvedRules) { self.resolved = resolved }

  /// The JSON contract of DESIGN.md: `{"file", "rules": [{"id", "severity", "kind",
  /// "source", "overrides", "extracted"}]}`, plus `disabled`, `sources` and a `summary` per
  /// rule.
  public func json() -> String {
    JSONOutput.encode(
      Document(
        file: resolved.path,
        rules: resolved.checks.map(Rule.init),
        disabled: resolved.disabled.map {
          Disabled(id: $0.id, source: $0.source, disabledBy: $0.disabledBy)
        },
        sources: resolved.sources))
  }

  /// A readable listing for a terminal.
  public func text() -> String {
    var output = "\(resolved.path)\n"
    if resolved.sources.isEmpty {
      output += "  no rule file applies to this file\n"
      return output
    }
    output += "\nrule sources, lowest precedence first:\n"
    for source in resolved.sources { output += "  \(source)\n" }
    output += "\nchecks in force (\(resolved.checks.count)):\n"
    let width = (resolved.checks.map(\.id.count) + resolved.disabled.map(\.id.count)).max() ?? 0
    for check in resolved.checks {
      let id = check.id.padding(toLength: width, withPad: " ", startingAt: 0)
      let severity = check.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
      output += "  \(id)  \(severity)  \(check.declaration.kind.summary)\n"
      output += "  \(String(repeating: " ", count: width))           from \(check.source)"
      if check.declaration.isExtracted { output += " (extracted from prose)" }
      output += "\n"
      for replaced in check.overrides.reversed() {
        output += "  \(String(repeating: " ", count: width))           overrides \(replaced)\n"
      }
      if let severitySource = check.severitySource {
        output += "  \(String(repeating: " ", count: width))           severity set by \(severitySource)\n"
      }
    }
    if !resolved.disabled.isEmpty {
      output += "\ndisabled:\n"
      for check in resolved.disabled {
        output += "  \(check.id)  from \(check.source), disabled by \(check.disabledBy)\n"
      }
    }
    return output
  }

  // MARK: - JSON shape

  private struct Document: Encodable {
    var file: String
    var rules: [Rule]
    var disabled: [Disabled]
    var sources: [String]
  }

  private struct Rule: Encodable {
    var id: String
    var severity: Severity
    var kind: String
    var summary: String
    var message: String?
    var fragment: String?
    var source: SourceReference
    var overrides: [SourceReference]
    var severitySource: SourceReference?
    var extracted: Bool

    init(_ check: EffectiveCheck) {
      id = check.id
      severity = check.severity
      kind = check.declaration.kind.name
      summary = check.declaration.kind.summary
      message = check.declaration.message
      fragment = check.fragmentID
      source = check.source
      overrides = check.overrides
      severitySource = check.severitySource
      extracted = check.declaration.isExtracted
    }
  }

  private struct Disabled: Encodable {
    var id: String
    var source: SourceReference
    var disabledBy: SourceReference
  }
}
