import CharterLint
import CharterSwiftChecks

extension LintReport {
  /// The findings in the order a person should read them: errors first, then the findings of
  /// checks that guard against a crash, a data race or a leak at run time
  /// (``RuleDescriptor/risk``), in that order, then the rest; within each group, report order
  /// (path, line, column, rule).
  ///
  /// The formats people read (`text`, `markdown`, the step summary, `github`'s annotations, of
  /// which GitHub shows only the first few) list findings in this order, so the ones that
  /// crash an app are not buried under thousands of style findings. Formats programs read keep
  /// report order.
  public var findingsMostImportantFirst: [Finding] {
    let risks = risksByRule
    var errors: [Finding] = []
    var risky: [RunTimeRisk: [Finding]] = [:]
    var others: [Finding] = []
    for finding in findings {
      if finding.severity == .error {
        errors.append(finding)
      } else if let risk = Self.risk(of: finding, in: risks) {
        risky[risk, default: []].append(finding)
      } else {
        others.append(finding)
      }
    }
    return errors + RunTimeRisk.allCases.flatMap { risky[$0] ?? [] } + others
  }

  /// What `finding` puts at risk at run time: its check's risk, or that of a check it stands
  /// for (``Finding/alsoReportedBy``) — a team's `ban` that reports the very construct a
  /// pack's crash check reports carries the crash.
  public func risk(of finding: Finding) -> RunTimeRisk? {
    Self.risk(of: finding, in: risksByRule)
  }

  private static func risk(of finding: Finding, in risks: [String: RunTimeRisk]) -> RunTimeRisk? {
    if let risk = risks[finding.rule] { return risk }
    return finding.alsoReportedBy.lazy.compactMap { risks[$0] }.first
  }

  /// The risk of each check that has one. A check id declared twice (in two folders' rule
  /// files) has a risk if either declaration has.
  private var risksByRule: [String: RunTimeRisk] {
    var risks: [String: RunTimeRisk] = [:]
    for rule in rules {
      if let risk = rule.risk, risks[rule.id] == nil { risks[rule.id] = risk }
    }
    return risks
  }
}
