import CharterSupport

extension Linter {
  /// What a worker found in its files, or in one file, before the run joins the parts.
  struct FileResults: Sendable {
    var findings: [Finding] = []
    var diagnostics: [Diagnostic] = []
    var checked = 0
    var fixes: [ProposedFix] = []
    var facts = GatheredFacts()
    /// Each file's part, when the run is to be kept (``LintOptions/keptRun``).
    var outcomes: [FileOutcome] = []
    /// The module facts of the one file these results are of, encoded, when it has any.
    var encodedFacts: [UInt8]?

    mutating func absorb(_ part: consuming FileResults) {
      // The larger list takes the smaller: a run of a million findings is not copied whole
      // each time a worker's part joins it.
      if part.findings.count > findings.count { swap(&findings, &part.findings) }
      findings += part.findings
      diagnostics += part.diagnostics
      checked += part.checked
      fixes += part.fixes
      facts.merge(part.facts)
      outcomes += part.outcomes
    }

    /// These results, of the one file `path`, as a kept run holds them.
    func outcome(of path: String) -> FileOutcome {
      FileOutcome(
        path: path, checked: checked > 0, findings: findings, diagnostics: diagnostics, facts: encodedFacts)
    }
  }
}
