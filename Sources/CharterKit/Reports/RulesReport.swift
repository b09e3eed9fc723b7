/// `charter rules`: every rule source found, what each declares, and every diagnostic.
public struct RulesReport: Sendable {
  /// The files and diagnostics.
  public var set: RuleFileSet

  /// Creates a report.
  public init(_ set: RuleFileSet) { self.set = set }

  /// JSON: `{"sources": [...], "diagnostics": [...]}`; diagnostics carry the same fields as
  /// lint findings (`path`, `line`, `column`, `rule`, `severity`, `message`).
  public func json() -> String {
    let errors = set.diagnostics.filter { $0.severity == .error }.count
    return JSONValue.object([
      "sources": .array(set.files.map(Self.json)),
      "shadowed": .array(set.shadowed.map(JSONValue.string)),
      "diagnostics": .array(set.diagnostics.sorted().map(\.json)),
      "summary": .object([
        "sources": .int(set.files.count),
        "checks": .int(set.files.reduce(0) { $0 + $1.checks.count }),
        "errors": .int(errors),
        "warnings": .int(set.diagnostics.filter { $0.severity == .warning }.count),
      ]),
    ]).pretty
  }

  private static func json(_ file: RuleFile) -> JSONValue {
    .object([
      "path": .string(file.path),
      "kind": .string(file.origin.rawValue),
      "id": .optional(file.id, JSONValue.string),
      "directory": .string(file.baseDirectory),
      "globs": .array(file.globs.patterns.map(JSONValue.string)),
      "checks": .array(
        file.checks.map {
          .object([
            "id": .string($0.id), "kind": .string($0.kind.name),
            "summary": .string($0.kind.summary), "line": .int($0.position.line),
          ])
        }),
      "disable": .array(file.disabled.map { .string($0.value) }),
    ])
  }

  /// A listing of sources; diagnostics are rendered separately by ``DiagnosticRenderer``.
  public func text() -> String {
    var output = "rule sources, lowest precedence first (\(set.files.count)):\n"
    let files = set.files.sorted(by: RuleResolver.precedes)
    for file in files {
      var line = "  \(file.path)  [\(file.origin.rawValue)"
      if !file.baseDirectory.isEmpty { line += ", governs \(file.baseDirectory)/" }
      if file.isPathScoped { line += ", globs \(file.globs.patterns.joined(separator: " "))" }
      line += "]"
      output += line + "\n"
      for check in file.checks {
        output += "    \(check.id): \(check.kind.summary)\n"
      }
      for entry in file.disabled { output += "    disables \(entry.value)\n" }
      for entry in file.severityOverrides {
        output += "    sets \(entry.value.checkID) to \(entry.value.severity.rawValue)\n"
      }
    }
    for path in set.shadowed { output += "  \(path)  [replaced by AGENTS.override.md beside it]\n" }
    let errors = set.diagnostics.filter { $0.severity == .error }.count
    let warnings = set.diagnostics.filter { $0.severity == .warning }.count
    output += "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
    return output
  }
}
