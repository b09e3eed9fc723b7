/// What to check in each file: rule files read, checks resolved and compiled, before any
/// file is opened.
struct LintPlan: Sendable {
  struct Item: Sendable {
    let path: String
    let rules: CompiledRules
  }

  /// The files that have at least one check in force.
  let items: [Item]
  /// Warnings from rule files and the config, and notes about checks not run.
  let diagnostics: [Diagnostic]
  /// Every check that ran somewhere, for reporters.
  let descriptors: [RuleDescriptor]

  init(project: Project, files: [String]) throws {
    var diagnostics: [Diagnostic] = []
    var compiled: [[String]: (rules: CompiledRules, checks: [EffectiveCheck])] = [:]
    var descriptors: [String: RuleDescriptor] = [:]
    var items: [Item] = []
    var structural: [String: EffectiveCheck] = [:]
    var folderSets: [Substring: RuleFileSet] = [:]
    for path in files {
      let folder = path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
      let set: RuleFileSet
      if let cached = folderSets[folder] {
        set = cached
      } else {
        set = project.ruleFiles(governing: path)
        folderSets[folder] = set
        diagnostics += set.diagnostics
      }
      // Files governed by the same rule files get the same checks: resolve and compile once.
      let applicable = set.files.filter { RuleResolver.applies($0, to: path) }
      let key = applicable.map(\.path)
      let entry: (rules: CompiledRules, checks: [EffectiveCheck])
      if let cached = compiled[key] {
        entry = cached
      } else {
        let checks = RuleResolver.resolve(path: path, files: applicable).checks
        entry = (CompiledRules(checks), checks)
        compiled[key] = entry
        for check in checks where descriptors[check.id] == nil {
          descriptors[check.id] = Self.descriptor(check)
        }
        for check in entry.rules.structural { structural[check.id] = check }
      }
      if !entry.rules.isEmpty { items.append(Item(path: path, rules: entry.rules)) }
    }
    diagnostics = Array(Set(diagnostics)).sorted()
    if diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(diagnostics) }
    for check in structural.values.sorted(by: { $0.id < $1.id }) {
      guard case .swift(let name) = check.declaration.kind else { continue }
      diagnostics.append(
        Diagnostic(
          path: check.source.path, position: SourcePosition(line: check.source.line, column: 1),
          severity: .warning, code: "structural-check-unavailable",
          message: "check '\(check.id)' names the structural Swift check '\(name)', "
            + "which this version of charter does not have; it was not run"))
    }
    self.items = items
    self.diagnostics = diagnostics
    self.descriptors = descriptors.values.sorted { $0.id < $1.id }
  }

  static func descriptor(_ check: EffectiveCheck) -> RuleDescriptor {
    let summary = check.declaration.kind.summary
    return RuleDescriptor(
      id: check.id, shortDescription: summary,
      fullDescription: check.declaration.message ?? summary.prefix(1).uppercased() + summary.dropFirst(),
      help: "Declared at \(check.source). Silence one line with `charter:disable-next-line \(check.id)` in a comment.",
      severity: check.severity, source: check.source)
  }

  static let unusedSuppressionDescriptor = RuleDescriptor(
    id: SuppressionFilter.unusedRule, shortDescription: "a charter: suppression that silences nothing",
    fullDescription: "A charter:disable comment names a check that reports nothing where it applies.",
    help: "Remove the comment, or correct the check id it names.", severity: .warning)
}
