import CharterSupport

extension Linter {
  /// ``lint(paths:options:)`` for a run that may be kept (``LintOptions/keptRun``): the kept
  /// run's report when nothing it read changed; when only files read for nothing but being
  /// linted changed, those files checked again and settled with the kept outcomes of the
  /// rest; otherwise a whole run. The result is kept for the next run unless it holds a
  /// warning about the cache itself, has more than ``LintResultCache/maximumFindingsPerRun``
  /// findings, or something it read had only just changed.
  func lint(paths: [String], options: LintOptions, keeping request: LintRunRequest, in cache: LintResultCache)
    async throws(DiagnosticsError) -> LintReport
  {
    var proposal: LintProposal?
    var earlier: [LintRunRecord.Input] = []
    if let kept = cache.keptRun(request.key, root: project.root.path) {
      if kept.changed.isEmpty, let report = kept.record.report() {
        cache.countKeptRun(reused: report.filesChecked, inputs: kept.record.inputs.count)
        return report
      }
      if let shared = kept.record.shared(), let files = kept.record.files() {
        proposal = try await reusing(files, shared: shared, checkingAgain: kept.changed, options: options, cache: cache)
        if proposal != nil { earlier = kept.record.inputs }
      } else {
        cache.discardUnreadable(request.key)
      }
    }
    var found: LintProposal
    if let proposal {
      found = proposal
    } else {
      found = try await propose(paths: paths, options: options)
    }
    let findingCount = found.findings.count
    let report = found.takeReport()
    let reads = Self.inputs(
      read: FileReadLog.stop(request.recording), checked: found.outcomes.map { project.root.path + "/" + $0.path },
      earlier: earlier)
    if found.cacheDiagnostics.isEmpty, findingCount <= LintResultCache.maximumFindingsPerRun {
      let shared = LintRunRecord.Shared(
        diagnostics: found.sharedDiagnostics, module: found.moduleDiagnostics, rules: found.rules)
      cache.keep(
        report, shared: shared, files: found.outcomes, ofRun: request.key, reading: reads, startedAt: request.startedAt)
    }
    return report
  }

  /// Every path a run read, each with whether it was read only to be linted: the files it
  /// checked (`checked`, absolute) that nothing else read (`read`, what ``FileReadLog`` noted),
  /// and for a run that used a kept one in part, what that one read (`earlier`).
  private static func inputs(read: Set<String>, checked: [String], earlier: [LintRunRecord.Input]) -> [String: Bool] {
    var inputs: [String: Bool] = [:]
    for path in read { inputs[path] = false }
    for input in earlier { inputs[input.path] = inputs[input.path] == nil ? input.lintedOnly : false }
    for path in checked where inputs[path] == nil { inputs[path] = true }
    return inputs
  }

  /// The proposal of a kept run's `files` and `shared` part with the files `changed` checked
  /// again; `nil` when that cannot give what a whole run would: a changed file the kept run
  /// did not check, or warnings that depend on which files consulted which modules (a changed
  /// file may have stopped consulting one), or a rule-file problem the kept run did not meet.
  private func reusing(
    _ files: [FileOutcome], shared: LintRunRecord.Shared, checkingAgain changed: [String], options: LintOptions,
    cache: LintResultCache
  ) async throws(DiagnosticsError) -> LintProposal? {
    let known = Set(files.map(\.path))
    guard changed.allSatisfy(known.contains), shared.module.isEmpty else { return nil }
    let fresh = try await propose(files: changed, options: options, excludeAlreadyApplied: true)
    guard fresh.moduleDiagnostics.isEmpty, Set(fresh.sharedDiagnostics).isSubset(of: shared.diagnostics) else {
      return nil
    }
    let replaced = Dictionary(fresh.outcomes.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    var merged = shared.proposal(files: files.map { replaced[$0.path] ?? $0 })
    merged.diagnostics += fresh.cacheDiagnostics
    merged.cacheDiagnostics = fresh.cacheDiagnostics
    cache.countKeptRun(reused: files.count - changed.count, inputs: nil)
    return merged
  }
}
