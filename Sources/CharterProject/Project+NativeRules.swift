import CharterAgentFormats
import CharterRules
import CharterSupport

extension RuleFile {
  /// A native agent rule as a layering source: prose that governs its folder (and its globs),
  /// with no declared checks.
  init(_ rule: AgentRule) {
    self.init(path: rule.path, origin: .agentFile, baseDirectory: rule.directory)
    description = rule.description
    switch rule.activation {
    case .globs(let patterns):
      // Readers report invalid globs; an unusable one leaves the rule unscoped here.
      globs = (try? GlobList(patterns)) ?? .everything
    case .onRequest, .manual:
      agentActivation = rule.activation
    case .always:
      break
    }
    body = rule.body
    bodyLineOffset = rule.bodyLineOffset
  }
}

extension Project {
  /// Every other agent's native rule files (all formats but AGENTS.md, which the folder
  /// locator reads with its front matter), read once, the diagnostics about them, and the
  /// files each imports with `@path` (by the importing file's path).
  package var nativeRules: (files: [RuleFile], diagnostics: [Diagnostic], imports: [String: [String]]) {
    // Computed under the lock: lint's workers wait for one reading instead of each reading.
    reads.nativeRules.withLock { cached in
      if let cached { return cached }
      let result = readNativeRules()
      cached = result
      return result
    }
  }

  private func readNativeRules() -> (files: [RuleFile], diagnostics: [Diagnostic], imports: [String: [String]]) {
    let repository = repositoryFiles
    var files: [RuleFile] = []
    var diagnostics: [Diagnostic] = []
    var rules: [AgentRule] = []
    for format in AgentFormats.all where format.target != "agents" {
      let read = format.read(repository)
      rules += read.rules
      diagnostics += AgentFileProblems.demoted(read.diagnostics)
    }
    files = rules.map { rule in
      var file = RuleFile(rule)
      ConventionExtractor.extract(into: &file, enabled: config.extract, agentFileText: config.extractsAgentFileText)
      return file
    }
    diagnostics += Self.conflictingScopes(rules)
    var imports: [String: [String]] = [:]
    for rule in rules where !rule.imports.isEmpty { imports[rule.path] = rule.imports }
    return (files, diagnostics, imports)
  }
}

extension Project {
  /// A warning for each rule stated in two formats (same name and folder) with different
  /// scopes: agents then follow different rules depending on which one reads them.
  static func conflictingScopes(_ rules: [AgentRule]) -> [Diagnostic] {
    var first: [String: AgentRule] = [:]
    var warnings: [Diagnostic] = []
    for rule in rules.sorted(by: { $0.path < $1.path }) where rule.name != rule.target {
      let key = rule.directory + "/" + rule.name
      guard let earlier = first[key] else {
        first[key] = rule
        continue
      }
      guard earlier.target != rule.target, earlier.activation != rule.activation else { continue }
      warnings.append(
        Diagnostic(
          path: rule.path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: "conflicting-scope",
          message: "'\(rule.name)' applies \(describe(rule.activation)) here "
            + "but \(describe(earlier.activation)) in \(earlier.path); agents will disagree"))
    }
    return warnings
  }

  private static func describe(_ activation: AgentActivation) -> String {
    switch activation {
    case .always: "always"
    case .globs(let globs): "to " + globs.joined(separator: ", ")
    case .onRequest: "on request"
    case .manual: "only when asked"
    }
  }
}
