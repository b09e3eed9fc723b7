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
  /// locator reads with its front matter), read once, and the diagnostics about them.
  var nativeRules: (files: [RuleFile], diagnostics: [Diagnostic]) {
    if let cached = nativeCache.withLock({ $0 }) { return cached }
    let repository = RepositoryFiles(root: root)
    var files: [RuleFile] = []
    var diagnostics: [Diagnostic] = []
    for format in AgentFormats.all where format.target != "agents" {
      let read = format.read(repository)
      files += read.rules.map(RuleFile.init)
      diagnostics += read.diagnostics
    }
    let result = (files, diagnostics)
    nativeCache.withLock { $0 = result }
    return result
  }
}
