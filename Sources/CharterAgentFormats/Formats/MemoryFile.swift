import CharterSupport

/// A memory file that holds plain Markdown, and `@path` imports where its agent follows them:
/// `CLAUDE.md`, `CLAUDE.local.md`, `GEMINI.md`, `QWEN.md` ….
enum MemoryFile {
  /// The rule the memory file at `path` states for `directory`, named after `target`, with
  /// its imports followed; `nil` when it is empty or holds only Charter's managed block.
  static func read(
    _ path: String, directory: String, in repository: RepositoryFiles, target: String, agent: String,
    followsImports: Bool = true
  ) -> (rule: AgentRule?, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    guard let text = AgentRuleFile.text(path, in: repository, diagnostics: &diagnostics) else {
      return (nil, diagnostics)
    }
    if AgentRuleFile.isBlank(text) { return (nil, diagnostics + [AgentRuleFile.emptyFileWarning(path)]) }
    guard let body = AgentRuleFile.personText(text) else { return (nil, diagnostics) }
    guard followsImports else {
      return (AgentRule(path: path, target: target, name: target, directory: directory, body: body), diagnostics)
    }
    let imports = ImportResolver.imports(of: body, at: path, in: repository, agent: agent)
    let rule = AgentRule(
      path: path, target: target, name: target, directory: directory, body: body, imports: imports.imports)
    return (rule, diagnostics + imports.diagnostics)
  }
}
