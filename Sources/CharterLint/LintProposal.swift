import CharterSupport
import CharterSwiftChecks

/// What a lint run found and the corrections it proposes, before anything is written.
///
/// The linter only reads: with ``FixMode/write`` it proposes each file's corrected text, and
/// ``FixWriter`` writes them. ``report(after:)`` then makes the report of what happened: a file
/// whose correction was written reports the findings left in the corrected text, a file that
/// could not be written keeps its findings and gains a diagnostic saying why.
public struct LintProposal: Sendable {
  /// The corrections proposed, one a file, sorted by path.
  public var fixes: [ProposedFix]
  /// The findings of the files without a proposed correction (unsorted, not yet settled).
  var findings: [Finding]
  /// How many files were checked.
  var filesChecked: Int
  /// Problems met while checking (unsorted).
  var diagnostics: [Diagnostic]
  /// The checks that ran (and not yet the unused-suppression check, which the report adds
  /// when it has such findings).
  var rules: [RuleDescriptor]
  /// The checks the descriptors describe, for ``LintReport/quoteRuleExamples()``.
  var described = DescribedChecks()
  /// What the Swift files told about their modules' types, which settles some findings.
  var facts: GatheredFacts
  /// The folders of the files checked (root-relative, `""` for the root) when the run writes
  /// corrections, whose temporary files from killed runs ``Linter`` removes; else empty.
  var folders: Set<String> = []
  /// The diagnostics that are not about one checked file: the rule files' problems and the
  /// folders that could not be read (a kept run's, ``LintRunRecord``).
  var sharedDiagnostics: [Diagnostic] = []
  /// The warnings about the project files that decided the checked files' modules.
  var moduleDiagnostics: [Diagnostic] = []
  /// Each file's part, when the run is to be kept (``LintOptions/keptRun``).
  var outcomes: [FileOutcome] = []
  /// The warnings about the result cache itself (an unreadable entry, a folder it cannot write).
  var cacheDiagnostics: [Diagnostic] = []

  /// The report after `outcome`: a written correction counts as a fix and its file reports
  /// what is left; a failed one leaves its file's findings and adds the write's diagnostics.
  /// Without an outcome (``FixMode/preview``, ``FixMode/none``) every proposal counts, as a
  /// preview shows what a write would do.
  public func report(after outcome: FixWriteOutcome? = nil) -> LintReport {
    var proposal = self
    return proposal.takeReport(after: outcome)
  }

  /// ``report(after:)``, taking the findings out of the proposal instead of copying them: a run
  /// of a million findings holds them once.
  mutating func takeReport(after outcome: FixWriteOutcome? = nil) -> LintReport {
    var findings: [Finding] = []
    swap(&findings, &self.findings)
    var diagnostics = diagnostics
    var applied: [FileFix] = []
    let failed = outcome.map { Dictionary($0.failed.map { ($0.path, $0.diagnostics) }, uniquingKeysWith: +) } ?? [:]
    for proposal in fixes {
      if let reasons = failed[proposal.fix.path] {
        findings += proposal.findingsBefore
        diagnostics += reasons
      } else {
        findings += proposal.findingsAfter
        applied.append(proposal.fix)
      }
    }
    var rules = rules
    if findings.contains(where: { $0.rule == SuppressionFilter.unusedRule }) {
      rules.append(LintRuleCache.unusedSuppressionDescriptor)
    }
    var report = LintReport(
      findings: WidthSurvey.summarised(facts.settle(consume findings)), filesChecked: filesChecked,
      diagnostics: diagnostics, rules: rules)
    report.fixes = applied
    report.describedChecks = described
    return report
  }
}

/// One file's proposed correction, and its findings with and without it.
public struct ProposedFix: Hashable, Sendable {
  /// The file and its text before and after.
  public var fix: FileFix
  /// The findings in the text as it is.
  public var findingsBefore: [Finding]
  /// The findings left in the corrected text.
  public var findingsAfter: [Finding]
}
