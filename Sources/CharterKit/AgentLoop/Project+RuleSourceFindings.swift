import CharterLint
import CharterProject
import CharterReports
import CharterRules

extension Project {
  /// What the `agent-file` checks in force for each of `sources` (root-relative rule sources;
  /// built-in packs and the user layer are passed over) report in it, by source: the sentences
  /// `charter explain` and `rules_for_path` mark. A source that cannot be
  /// linted (a broken rule file, already reported) has none.
  public func ruleSourceFindings(_ sources: [String]) async -> [String: [RuleSourceFinding]] {
    let files = sources.filter {
      !$0.hasPrefix("charter:") && !$0.hasPrefix("pack:") && !$0.hasPrefix("~") && !$0.hasPrefix("$")
    }
    guard !files.isEmpty, let report = try? await Linter(project: self).lint(files: files) else { return [:] }
    var agentChecks: [String: Set<String>] = [:]
    for path in files {
      let resolved = RuleResolver.resolve(path: path, files: ruleFiles(governing: path).files)
      agentChecks[path] = Set(resolved.checks.filter { if case .agentFile = $0.declaration.kind { true } else { false } }.map(\.id))
    }
    var found: [String: [RuleSourceFinding]] = [:]
    for finding in report.findings where agentChecks[finding.path]?.contains(finding.rule) == true {
      found[finding.path, default: []].append(
        RuleSourceFinding(
          source: finding.path, line: finding.range.start.line, column: finding.range.start.column, rule: finding.rule,
          message: finding.message))
    }
    return found
  }
}
