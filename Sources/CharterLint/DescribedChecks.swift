import CharterRules

/// The checks a lint run described in its report (the first in force for each id) and the rule
/// files that declare them: what ``LintReport/quoteRuleExamples()`` reads to quote each rule
/// file's tested examples in the rule help, for a reporter that shows help (SARIF).
struct DescribedChecks: Hashable, Sendable {
  /// The checks, sorted by id.
  var checks: [EffectiveCheck] = []
  /// The rule files that declare them, by path.
  var files: [String: RuleFile] = [:]
}

extension LintReport {
  /// The report with each rule's help quoting the WRONG/RIGHT examples of the rule file that
  /// declares it (``RuleFileExamples``), which runs those examples once per rule file: what a
  /// reporter that shows rule help (SARIF) calls before rendering. The linter does not; the
  /// other formats show no help and are spared the work.
  public mutating func quoteRuleExamples() {
    var examples: [String: RuleFileExamples] = [:]
    var quoted: [String: RuleDescriptor] = [:]
    for check in describedChecks.checks {
      let path = check.source.path
      if examples[path] == nil, let file = describedChecks.files[path] { examples[path] = RuleFileExamples(file) }
      quoted[check.id] = LintRuleCache.descriptor(check, examples: examples[path]?.pair(for: check.id))
    }
    rules = rules.map { quoted[$0.id] ?? $0 }
  }
}
