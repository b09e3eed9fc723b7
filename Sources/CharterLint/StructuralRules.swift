import CharterRules
import CharterSwiftChecks

/// The structural (`swift:`) checks in force for a set of files, ready to run.
struct StructuralRules: Sendable {
  private let checks: [EffectiveCheck]
  private let runner: StructuralRunner

  /// The structural checks among `checks`, or `nil` when there are none.
  init?(_ checks: [EffectiveCheck]) {
    var kept: [EffectiveCheck] = []
    var instances: [any StructuralCheck] = []
    for check in checks {
      guard case .swift(let name) = check.declaration.kind,
        let type = StructuralCheckCatalog.check(withID: name)
      else { continue }
      kept.append(check)
      instances.append(type.init(options: StructuralOptionValues(check.declaration.options)))
    }
    guard !kept.isEmpty else { return nil }
    self.checks = kept
    runner = StructuralRunner(instances)
  }

  /// Whether the checks would parse a Swift file of `bytes`, of a module with `settings` (it
  /// holds a text one of them needs, or facts its module's findings rely on).
  func wouldParse(_ bytes: UnsafeBufferPointer<UInt8>, settings: SwiftSettings) -> Bool {
    runner.wouldParse(bytes, settings: settings)
  }

  /// The findings in a Swift `file`, some of which may still depend on module facts
  /// (``Finding/requirement``), and the facts the file contributes; or why the file is
  /// not parsed (``SwiftParseGuard``).
  func run(
    on file: borrowing LintedFile, settings: SwiftSettings
  ) -> Result<(findings: [Finding], facts: ModuleFacts), SwiftParseGuard.Problem> {
    let result: StructuralRunner.FileResult
    switch runner.run(on: file.bytes, settings: settings, spans: file.regions?.spans ?? []) {
    case .success(let found): result = found
    case .failure(let problem): return .failure(problem)
    }
    var findings: [Finding] = []
    for (check, found) in zip(checks, result.findings) {
      for structural in found {
        var finding = file.finding(check, structural.range, message: check.declaration.message ?? structural.message)
        if !structural.requirement.isEmpty { finding.requirement = structural.requirement }
        findings.append(finding)
      }
    }
    return .success((findings, result.facts))
  }
}

extension ModuleFacts {
  /// Keeps the findings that hold given these facts, and marks them settled.
  func settle(_ findings: [Finding]) -> [Finding] {
    // Most runs have no such finding: the array is handed back, not copied (a million findings
    // take hundreds of megabytes).
    guard findings.contains(where: { $0.requirement != nil }) else { return findings }
    return findings.compactMap { finding in
      guard let requirement = finding.requirement else { return finding }
      guard holds(requirement) else { return nil }
      var settled = finding
      settled.requirement = nil
      return settled
    }
  }
}
