import CharterSupport

/// Follows the `@path` imports of CLAUDE.md and GEMINI.md files, inside the repository only.
///
/// Paths are relative to the importing file. Imports nest up to ``maxDepth`` levels, as in
/// Claude Code and Gemini CLI; a deeper import, a cycle, a missing file, and a path outside the
/// repository (`../…` above the root, an absolute path or `~/…`) are errors at the `@`.
/// Charter never reads outside the repository.
struct ImportResolver {
  /// How many levels of imports are followed: a file imported by the memory file is level 1.
  static let maxDepth = 5

  private let repository: RepositoryFiles
  private let agent: String
  /// The files found, root-relative, in the order first imported.
  private var found: [String] = []
  /// The shallowest level at which each file has been expanded.
  private var expanded: [String: Int] = [:]
  private var diagnostics: [Diagnostic] = []

  /// The files `text` (the file at `path`) imports, directly or not, in order, and every
  /// problem on the way. `agent` names the agent in messages ("Claude Code").
  static func imports(
    of text: String, at path: String, in repository: RepositoryFiles, agent: String
  ) -> (imports: [String], diagnostics: [Diagnostic]) {
    var resolver = ImportResolver(repository: repository, agent: agent)
    resolver.expand(text, chain: [path])
    return (resolver.found, Array(Set(resolver.diagnostics)).sorted())
  }

  private init(repository: RepositoryFiles, agent: String) {
    self.repository = repository
    self.agent = agent
  }

  /// Follows the imports of `text`, the file at the end of `chain`.
  private mutating func expand(_ text: String, chain: [String]) {
    let path = chain[chain.count - 1]
    for token in ImportScanner.imports(in: text) {
      guard let target = resolve(token, from: path) else { continue }
      if let start = chain.firstIndex(of: target) {
        let cycle = (chain[start...] + [target]).joined(separator: " → ")
        error(path, token, "import-cycle", "import cycle: \(cycle)")
        continue
      }
      if let name = GitMetadataName.component(in: target) {
        error(
          path, token, "git-metadata",
          "'@\(token.path)' imports from git's metadata folder ('\(name)'), which Charter never reads, so it is not followed")
        continue
      }
      guard repository.exists(target) else {
        if token.namesFile { error(path, token, "import-missing", "imported file '\(target)' does not exist") }
        continue
      }
      guard !repository.isDirectory(target) else {
        error(path, token, "import-missing", "imported path '\(target)' is a folder, not a file")
        continue
      }
      if chain.count > Self.maxDepth {
        error(
          path, token, "import-too-deep",
          "import of '\(target)' is \(chain.count) levels deep; \(agent) follows imports only \(Self.maxDepth) levels")
        continue
      }
      if !found.contains(target) { found.append(target) }
      if let depth = expanded[target], depth <= chain.count { continue }
      expanded[target] = chain.count
      guard let imported = AgentRuleFile.text(target, in: repository, diagnostics: &diagnostics) else { continue }
      expand(imported, chain: chain + [target])
    }
  }

  /// The root-relative path `token` names from the file at `path`, or `nil` (with an error)
  /// when it lies outside the repository.
  private mutating func resolve(_ token: ImportToken, from path: String) -> String? {
    if token.path.hasPrefix("~") || token.path.hasPrefix("/") {
      let kind = token.path.hasPrefix("~") ? "a file in the home folder" : "an absolute path"
      error(
        path, token, "import-outside-repository",
        "'@\(token.path)' imports \(kind); Charter reads only files inside the repository, so it is not followed")
      return nil
    }
    var components = AgentRuleFile.directory(of: path).split(separator: "/").map(String.init)
    for component in token.path.split(separator: "/") {
      switch component {
      case ".": continue
      case "..":
        guard !components.isEmpty else {
          error(
            path, token, "import-outside-repository",
            "'@\(token.path)' leads outside the repository; Charter reads only files inside it, so it is not followed")
          return nil
        }
        components.removeLast()
      default: components.append(String(component))
      }
    }
    return components.joined(separator: "/")
  }

  private mutating func error(_ path: String, _ token: ImportToken, _ code: String, _ message: String) {
    diagnostics.append(Diagnostic(path: path, position: token.position, code: code, message: message))
  }
}
