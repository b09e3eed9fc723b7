import CharterPatterns
import CharterProject
import CharterRules
import CharterSupport
import CharterSwiftChecks
import Synchronization

/// The checks in force for each linted file, compiled on demand by the workers and shared
/// between them.
///
/// Which checks are in force is the project's to say (``Project/rulesInForce(for:)``, one
/// resolution per ``RulesInForce/Key``); this compiles each key's checks once. Doing this
/// inside the workers keeps it off the serial path.
final class LintRuleCache: Sendable {
  private struct State {
    var compiled: [RulesInForce.Key: CompiledRules] = [:]
    /// The first check in force for each id, and the rule files they are declared in.
    var described: [String: EffectiveCheck] = [:]
    var declaringFiles: [String: RuleFile] = [:]
    var diagnostics: Set<Diagnostic> = []
    /// The stable digest of each check met, for ``CompiledRules/fingerprint``.
    var checkDigests: [EffectiveCheck: [UInt8]] = [:]
  }

  private let project: Project
  private let state = Mutex(State())
  /// What `agent-file` checks read of the repository, shared by every compiled set.
  private let agentFiles: AgentFileContext
  /// Whether compiled rules get a ``CompiledRules/fingerprint``: only when results are cached.
  private let fingerprints: Bool

  init(project: Project, fingerprints: Bool = false) {
    self.project = project
    self.fingerprints = fingerprints
    agentFiles = AgentFileContext(project: project)
  }

  /// The compiled checks for `path`, or `nil` when no check applies to it.
  func rules(for path: String) -> CompiledRules? {
    let (key, folder) = project.rulesInForceKey(for: path)
    // The problems in the rule files of every folder the run consulted; nearly always none.
    let diagnostics = folder.set.diagnostics
    if !diagnostics.isEmpty { state.withLock { $0.diagnostics.formUnion(diagnostics) } }
    if let cached = state.withLock({ $0.compiled[key] }) { return cached.isEmpty ? nil : cached }
    let inForce = project.rulesInForce(for: path, key: key, folder: folder)
    let checks = inForce.rules.checks
    var rules = CompiledRules(checks, sources: inForce.rules.sources, agentFiles: agentFiles)
    if fingerprints { rules.fingerprint = fingerprint(of: checks, sources: inForce.rules.sources) }
    let byPath = Dictionary(inForce.ruleFiles.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    state.withLock { state in
      state.compiled[key] = rules
      for check in checks where state.described[check.id] == nil {
        state.described[check.id] = check
        if let file = byPath[check.source.path] { state.declaringFiles[file.path] = file }
      }
    }
    return rules.isEmpty ? nil : rules
  }

  /// The ``CompiledRules/fingerprint`` of `checks` from the rule files `sources`.
  private func fingerprint(of checks: [EffectiveCheck], sources: [String]) -> [UInt8]? {
    guard !checks.contains(where: { if case .agentFile = $0.declaration.kind { true } else { false } }) else {
      return nil
    }
    var hash = SHA256()
    hash.update(count: checks.count)
    for check in checks {
      if let known = state.withLock({ $0.checkDigests[check] }) {
        hash.update(known)
        continue
      }
      guard let digest = StableDigest.of(check) else { return nil }
      state.withLock { $0.checkDigests[check] = digest }
      hash.update(digest)
    }
    hash.update(count: sources.count)
    for source in sources { hash.update(field: source) }
    return hash.finalize()
  }

  /// Whether a rule file a team wrote names `path` in its `globs` by one of `words`
  /// (``GlobNaming/teamFile(_:names:spelling:)``): such a file is checked even in a vendored folder.
  func teamRuleFileNames(_ path: String, spelling words: [String]) -> Bool {
    project.rulesInForceFolder(of: path).set.files.contains {
      GlobNaming.teamFile($0, names: path, spelling: words)
    }
  }

  /// Everything learnt while linting: the rule files' diagnostics (throwing when one is an
  /// error, since then the run means nothing), the descriptors of every check that ran (their
  /// help without the rule files' examples: ``LintReport/quoteRuleExamples()`` adds those) and
  /// the checks they describe.
  func finish() throws(DiagnosticsError) -> (
    diagnostics: [Diagnostic], descriptors: [RuleDescriptor], described: DescribedChecks
  ) {
    let state = state.withLock { $0 }
    let diagnostics = state.diagnostics.sorted()
    if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(diagnostics) }
    let checks = state.described.values.sorted { $0.id < $1.id }
    return (diagnostics, checks.map { Self.descriptor($0) }, DescribedChecks(checks: checks, files: state.declaringFiles))
  }

  static func descriptor(_ check: EffectiveCheck, examples: RuleFileExamples.Pair? = nil) -> RuleDescriptor {
    let summary = check.declaration.summary
    let help = RuleHelp(check, examples: examples)
    return RuleDescriptor(
      id: check.id, shortDescription: summary,
      fullDescription: check.declaration.message ?? summary.prefix(1).uppercased() + summary.dropFirst(),
      help: help.text, severity: check.severity, source: check.source, helpMarkdown: help.markdown,
      helpURI: help.link.url, risk: risk(of: check))
  }

  /// The run-time risk of a structural check's findings; `nil` for any other kind.
  private static func risk(of check: EffectiveCheck) -> RunTimeRisk? {
    guard case .swift(let name) = check.declaration.kind else { return nil }
    return StructuralCheckCatalog.check(withID: name)?.risk
  }

  static let unusedSuppressionDescriptor = RuleDescriptor(
    id: SuppressionFilter.unusedRule, shortDescription: "a charter: suppression that silences nothing",
    fullDescription: "A charter:disable comment names a check that reports nothing where it applies.",
    help: "Remove the comment, or correct the check id it names.", severity: .warning,
    helpURI: DocumentationLink(page: "Documentation/Checks.md", anchor: "suppressions").url)
}
