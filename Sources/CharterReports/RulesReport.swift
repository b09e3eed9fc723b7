import CharterProject
import CharterRules
import CharterSupport

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
        "extracted": .int(set.files.reduce(0) { $0 + $1.checks.filter(\.isExtracted).count }),
        "errors": .int(errors),
        "warnings": .int(set.diagnostics.filter { $0.severity == .warning }.count),
      ]),
    ]).pretty
  }

  private static func json(_ file: RuleFile) -> JSONValue {
    var members = fileMembers(file)
    if let targets = file.targets { members["targets"] = .array(targets.map { .string($0.value) }) }
    if !file.excludedTargets.isEmpty { members["excludeTargets"] = .array(file.excludedTargets.map { .string($0.value) }) }
    return .object(members)
  }

  private static func fileMembers(_ file: RuleFile) -> [String: JSONValue] {
    [
      "path": .string(file.path),
      "kind": .string(file.origin.rawValue),
      "id": .optional(file.id, JSONValue.string),
      "directory": .string(file.baseDirectory),
      "linkedFrom": .optional(file.linkedFrom, JSONValue.string),
      "globs": .array(file.globs.patterns.map(JSONValue.string)),
      "checks": .array(
        file.checks.map {
          .object([
            "id": .string($0.id), "kind": .string($0.kind.name.rawValue),
            "summary": .string($0.summary), "line": .int($0.position.line),
            "extracted": .bool($0.isExtracted),
            "scope": .optional($0.paths.summary, JSONValue.string),
            "enabled": .bool($0.isEnabledByDefault),
          ])
        }),
      "conventions": .array(file.extraction.map(json)),
      "disable": .array(file.disabled.map { .string($0.value) }),
      "enable": .array(file.enabled.map { .string($0.value) }),
    ]
  }

  private static func json(_ bullet: ConventionBullet) -> JSONValue {
    var members: [String: JSONValue] = [
      "line": .int(bullet.position.line), "column": .int(bullet.position.column), "text": .string(bullet.text),
      "extracted": .bool(bullet.checkID != nil),
    ]
    switch bullet.outcome {
    case .extracted(let id): members["check"] = .string(id)
    case .enabled(let id):
      members["check"] = .string(id)
      members["enables"] = .bool(true)
    case .skipped(let reason):
      members["reason"] = .string(reason.description)
      members["reasonCode"] = .string(reason.code)
    }
    return .object(members)
  }

  /// A listing of sources; diagnostics are rendered separately by ``DiagnosticRenderer``.
  public func text() -> String {
    var output = "rule sources, lowest precedence first (\(set.files.count)):\n"
    let files = set.files.sorted(by: RuleResolver.precedes)
    for file in files {
      var line = "  \(file.path)  [\(file.origin.rawValue)"
      if let linker = file.linkedFrom { line += ", linked from \(linker)" }
      if !file.baseDirectory.isEmpty { line += ", governs \(file.baseDirectory)/" }
      if file.isPathScoped { line += ", globs \(file.globs.patterns.joined(separator: " "))" }
      if let targets = file.targets { line += ", composed into \(targets.map(\.value).joined(separator: " "))" }
      if !file.excludedTargets.isEmpty { line += ", not into \(file.excludedTargets.map(\.value).joined(separator: " "))" }
      line += "]"
      output += line + "\n"
      for check in file.checks {
        let extracted = check.isExtracted ? " (extracted from line \(check.position.line))" : ""
        let scope = check.paths.summary.map { ", for \($0)" } ?? ""
        let off = check.isEnabledByDefault ? "" : " (off by default)"
        output += "    \(check.id): \(check.summary)\(scope)\(extracted)\(off)\n"
      }
      for bullet in file.extraction { output += "    " + Self.text(bullet) + "\n" }
      for entry in file.disabled { output += "    disables \(entry.value)\n" }
      for entry in file.enabled { output += "    enables \(entry.value)\n" }
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

  /// "line 7 became never-use-print: Never use `print(`" or
  /// "line 9 stays prose (no code span …): Avoid force unwraps".
  private static func text(_ bullet: ConventionBullet) -> String {
    let text = bullet.text.count > 72 ? bullet.text.prefix(71) + "…" : Substring(bullet.text)
    switch bullet.outcome {
    case .extracted(let id): return "line \(bullet.position.line) became \(id): \(text)"
    case .enabled(let id): return "line \(bullet.position.line) turns on \(id): \(text)"
    case .skipped(let reason): return "line \(bullet.position.line) stays prose (\(reason)): \(text)"
    }
  }
}
