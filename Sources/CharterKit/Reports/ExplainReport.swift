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
    var members: [String: JSONValue] = [
      "file": .string(resolved.path),
      "rules": .array(resolved.checks.map(Self.json)),
      "disabled": .array(
        resolved.disabled.map {
          .object(["id": .string($0.id), "source": $0.source.json, "disabledBy": $0.disabledBy.json])
        }),
      "sources": .array(resolved.sources.map(JSONValue.string)),
    ]
    if !resolved.exempt.isEmpty {
      members["exempt"] = .array(
        resolved.exempt.map { .object(["id": .string($0.id), "source": $0.source.json, "reason": .string($0.reason)]) })
    }
    return JSONValue.object(members).pretty
  }

  private static func json(_ check: EffectiveCheck) -> JSONValue {
    var members: [String: JSONValue] = [
      "id": .string(check.id),
      "severity": .string(check.severity.rawValue),
      "kind": .string(check.declaration.kind.name),
      "summary": .string(check.declaration.kind.summary),
      "source": check.source.json,
      "overrides": .array(check.overrides.map(\.json)),
      "extracted": .bool(check.declaration.isExtracted),
    ]
    if let message = check.declaration.message { members["message"] = .string(message) }
    if let fragment = check.fragmentID { members["fragment"] = .string(fragment) }
    if let severitySource = check.severitySource { members["severitySource"] = severitySource.json }
    return .object(members)
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
    if !resolved.exempt.isEmpty {
      output += "\nnot applied (the file is \(resolved.exempt[0].reason); name it in a rule's globs to check it):\n"
      for check in resolved.exempt { output += "  \(check.id)  from \(check.source)\n" }
    }
    return output
  }
}
