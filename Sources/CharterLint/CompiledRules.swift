import CharterProject
import CharterRules
import CharterSupport
import CharterSwiftChecks

/// The checks in force for a set of files, compiled once and shared by every file with the
/// same resolved rules.
package struct CompiledRules: Sendable {
  let patterns: PatternCheckGroup?
  let textChecks: [any TextCheck]
  /// Structural Swift checks, run on `.swift` files only.
  let structural: StructuralRules?
  /// Keeps one finding per violation when several checks report it.
  let deduplicator: FindingDeduplicator
  /// The SwiftLint rules each check Charter brought stands for, by check id: a
  /// `swiftlint:disable` command silences the check too.
  let swiftLintNames: [String: [String]]

  /// Whether a `secret` check is in force: the lines shown with findings are then masked.
  let masksSecrets: Bool

  /// A digest of the checks in force and the rule files they come from, the same in every
  /// process (``StableDigest``), which keys the lint result cache; `nil` when the results do
  /// not depend on a file's bytes and settings alone (`agent-file` checks read the rest of the
  /// repository), or when the cache is off.
  var fingerprint: [UInt8]?

  package init(_ checks: [EffectiveCheck], sources: [String] = [], agentFiles: AgentFileContext? = nil) {
    patterns = PatternCheckGroup(checks)
    textChecks = TextCheckCatalog.textChecks(for: checks, context: agentFiles)
    masksSecrets = checks.contains { $0.declaration.kind == .agentFile(.secret) }
    structural = StructuralRules(checks)
    deduplicator = FindingDeduplicator(checks, sources: sources)
    swiftLintNames = TeamSettings.swiftLintNames(of: checks)
  }

  var isEmpty: Bool { patterns == nil && textChecks.isEmpty && structural == nil }

  /// Whether `bytes`, the file at `path` of a module with `settings`, can have no finding and
  /// nothing to report about skipped checks, known without classifying them into code,
  /// comments and strings: no `charter:` directive (which could be reported unused) is written
  /// in them, no `ban` or `prefer` pattern occurs anywhere in them, the structural checks would
  /// not parse the file, and the other checks in force read no classification
  /// (``TextCheck/readsRegions``) and find nothing in it. Most files of most runs are such
  /// files; classifying them was the largest part of a run's time.
  func findsNothing(in bytes: UnsafeBufferPointer<UInt8>, path: String, settings: SwiftSettings, findingLimit: Int) -> Bool {
    guard findingLimit > 0, !SuppressionScanner.mayHoldDirective(bytes), !textChecks.contains(where: \.readsRegions)
    else { return false }
    if let patterns, !patterns.findsNothing(in: bytes) { return false }
    if let structural, path.hasSuffix(".swift"), structural.wouldParse(bytes, settings: settings) { return false }
    guard !textChecks.isEmpty else { return true }
    let file = LintedFile(path: path, bytes: bytes, regions: nil, findingLimit: findingLimit)
    var findings: [Finding] = []
    for check in textChecks {
      check.run(on: file, into: &findings)
      guard findings.isEmpty else { return false }
    }
    return true
  }

  /// What ``runReportingSkips(on:settings:)`` says the file at `path` tells about its module's
  /// types when ``findsNothing(in:path:settings:findingLimit:)`` is true: nothing, from a Swift
  /// file the structural checks looked at; no answer from any other file.
  func factsOfFileThatFindsNothing(path: String) -> ModuleFacts? {
    structural != nil && path.hasSuffix(".swift") ? ModuleFacts() : nil
  }

  /// Every finding in `file`, before suppressions, and what a Swift file tells about the
  /// module's types.
  /// Whether any structural check, or a pattern check that depends on the deployment targets,
  /// is in force: only then do a file's module settings matter.
  var needsModuleSettings: Bool { structural != nil || patterns?.needsDeploymentTargets == true }

  func run(on file: borrowing LintedFile, settings: SwiftSettings) -> (findings: [Finding], facts: ModuleFacts?) {
    let result = runReportingSkips(on: file, settings: settings)
    return (result.findings, result.facts)
  }

  /// ``run(on:settings:)``, and why the structural checks did not run on a Swift file that
  /// swift-syntax should not be given (``SwiftParseGuard``: unbalanced brackets, nesting or a
  /// syntax tree too deep), why findings are missing (the file's
  /// ``LintedFile/findingLimit`` was reached), and each regex check stopped for its cost
  /// (``PatternSet/RegexBudget``).
  func runReportingSkips(
    on file: borrowing LintedFile, settings: SwiftSettings
  ) -> (findings: [Finding], facts: ModuleFacts?, skipped: [Diagnostic]) {
    var findings: [Finding] = []
    var skipped: [Diagnostic] = []
    patterns?.run(on: file, settings: settings, into: &findings, stopped: &skipped)
    for check in textChecks where !file.isFull(findings) {
      check.run(on: file, into: &findings)
      // A check that does not stop by itself is cut back, so the next one sees it full.
      if findings.count > file.findingLimit { findings.removeLast(findings.count - file.findingLimit) }
    }
    // A secret is never shown whole, whichever check's finding quotes its line.
    if masksSecrets {
      for index in findings.indices { findings[index].lineText = SecretScanner.mask(findings[index].lineText) }
    }
    if file.isFull(findings) { return (deduplicator.apply(findings), nil, skipped + [Self.limitReached(in: file)]) }
    guard let structural, file.path.hasSuffix(".swift") else { return (deduplicator.apply(findings), nil, skipped) }
    switch structural.run(on: file, settings: settings) {
    case .success(let (found, facts)):
      findings += found.prefix(max(file.findingLimit - findings.count, 0))
      if file.isFull(findings) { skipped.append(Self.limitReached(in: file)) }
      return (deduplicator.apply(findings), facts, skipped)
    case .failure(let problem):
      skipped.append(
        Diagnostic(
          path: file.path, position: file.lines.position(of: problem.offset, in: file.bytes), severity: .warning,
          code: "structural-skipped",
          message: "structural checks skipped: \(problem.message); the text checks still ran"))
      return (deduplicator.apply(findings), nil, skipped)
    }
  }

  /// The warning that `file` reached its finding limit.
  private static func limitReached(in file: borrowing LintedFile) -> Diagnostic {
    Diagnostic(
      path: file.path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: "too-many-findings",
      message: "the file has \(file.findingLimit) findings or more; only the first \(file.findingLimit) are reported "
        + "and the checks stopped there (fix those, or exclude the file)")
  }
}
