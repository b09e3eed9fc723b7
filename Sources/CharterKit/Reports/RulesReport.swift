/// `charter rules`: every rule source found, what each declares, and every diagnostic.
public struct RulesReport: Sendable {
  /// The files and diagnostics.
  public var set: RuleFileSet

  /// Creates a report.
  public init(_ set: RuleFileSet) { self.set = set }

  /// JSON: `{"sources": [...], "diagnostics": [...]}`; diagnostics carry the same fields as
  /// lint findings (`path`, `line`, `column`, `rule`, `severity`, `message`).
  public func json() -> String {
    JSONOutput.encode(
      Document(
        sources: set.files.map(Source.init),
        shadowed: set.shadowed,
        diagnostics: set.diagnostics.sorted().map(Item.init),
        summary: Summary(
          sources: set.files.count,
          checks: set.files.reduce(0) { $0 + $1.checks.count },
          errors: set.diagnostics.filter { $0.severity == .error }.count,
          warnings: set.diagnostics.filter { $0.severity == .warning }.count)))
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

  // MARK: - JSON shape

  private struct Document: Encodable {
    var sources: [Source]
    var shadowed: [String]
    var diagnostics: [Item]
    var summary: Summary
  }

  private struct Summary: Encodable {
    var sources: Int
    var checks: Int
    var errors: Int
    var warnings: Int
  }

  private struct Source: Encodable {
    var path: String
    var kind: String
    var id: String?
    var directory: String
    var globs: [String]
    var checks: [Check]
    var disable: [String]

    init(_ file: RuleFile) {
      path = file.path
      kind = file.origin.rawValue
      id = file.id
      directory = file.baseDirectory
      globs = file.globs.patterns
      checks = file.checks.map {
        Check(id: $0.id, kind: $0.kind.name, summary: $0.kind.summary, line: $0.position.line)
      }
      disable = file.disabled.map(\.value)
    }
  }

  private struct Check: Encodable {
    var id: String
    var kind: String
    var summary: String
    var line: Int
  }

  private struct Item: Encodable {
    var path: String
    var line: Int
    var column: Int
    var rule: String
    var severity: Severity
    var message: String

    init(_ diagnostic: Diagnostic) {
      path = diagnostic.path
      line = diagnostic.position.line
      column = diagnostic.position.column
      rule = diagnostic.code
      severity = diagnostic.severity
      message = diagnostic.message
    }
  }
}
