import CharterProject
import CharterReports
import CharterRules
import CharterSupport
import Foundation

/// What an agent must follow when it writes one file: the prose of every rule file in force
/// for it, lowest precedence first, then the checks in force with provenance — what
/// `charter explain` shows. The answer of `charter mcp`'s `rules_for_path` tool.
public struct RulesForPath: Sendable {
  /// One rule file in force, and what agents read of it.
  public struct Source: Sendable, Equatable {
    /// Where the rules come from: a root-relative path, or `charter:rules/NAME.md` for a
    /// built-in pack.
    public var path: String
    /// The fragment's `description`, when it has one.
    public var description: String?
    /// The Markdown body: the prose agents read.
    public var prose: String
  }

  /// The file, relative to the repository root.
  public var path: String
  /// The rule files in force, lowest precedence first: where two disagree, the later wins.
  public var sources: [Source]
  /// The checks in force and where each came from.
  public var explain: ExplainReport

  /// The rules in force for the root-relative `path` of `project`.
  /// - Throws: ``AgentRequestError/invalidRules(diagnostics:)`` when a rule file that could
  ///   apply has an error.
  public init(path: String, in project: Project) throws(AgentRequestError) {
    let (report, ruleDiagnostics, _) = project.explainReport(for: path)
    if ruleDiagnostics.contains(where: { $0.severity == .error }) { throw .invalidRules(diagnostics: ruleDiagnostics) }
    var byPath: [String: RuleFile] = [:]
    for file in project.ruleFiles(governing: path).files { byPath[file.path] = file }
    self.path = path
    self.sources = report.resolved.sources.compactMap { source in
      byPath[source].map { Source(path: $0.path, description: $0.description, prose: $0.body) }
    }
    self.explain = report
  }

  /// Markdown for an agent: each source's prose under a heading naming its path, with the
  /// findings of the `agent-file` checks in it (``ExplainReport/sourceFindings``, when the
  /// caller filled them in), then the checks in force as `charter explain` lists them.
  public func text() -> String {
    guard !sources.isEmpty else { return "No rule file applies to \(path).\n\n" + explain.text() }
    var output = "# Rules in force for \(path)\n\n"
    output += "\(sources.count) rule file\(sources.count == 1 ? "" : "s"), lowest precedence first: "
    output += "where two disagree, the later one wins.\n"
    for source in sources {
      output += "\n## Rule file: \(source.path)\n\n"
      if let description = source.description { output += "_\(description)_\n\n" }
      let prose = source.prose.trimmingCharacters(in: .whitespacesAndNewlines)
      output += (prose.isEmpty ? "(no prose; checks only)" : prose) + "\n"
      let findings = explain.sourceFindings[source.path] ?? []
      if !findings.isEmpty {
        output += "\n> **Charter found \(findings.count) problem\(findings.count == 1 ? "" : "s") in \(source.path):** "
        output += "do not follow these sentences as written.\n"
        for finding in findings { output += "> - \(finding.text)\n" }
      }
    }
    output += "\n# Checks in force (what `charter lint` enforces)\n\n```\n" + explain.text() + "```\n"
    return output
  }

  /// `{"file", "sources": [{"path", "description", "prose", "findings"}], "explain": {…}}`,
  /// the explain object being `charter explain --format json`'s.
  public func json() -> JSONValue {
    .object([
      "file": .string(path),
      "sources": .array(
        sources.map {
          .object([
            "path": .string($0.path), "description": $0.description.map(JSONValue.string) ?? .null,
            "prose": .string($0.prose), "findings": .array((explain.sourceFindings[$0.path] ?? []).map(\.json)),
          ])
        }),
      "explain": explain.jsonValue,
    ])
  }
}
