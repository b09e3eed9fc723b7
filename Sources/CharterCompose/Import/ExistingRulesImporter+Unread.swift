import CharterAgentFormats
import CharterSupport

extension ExistingRulesImporter {
  /// A warning for each MCP, hooks or permissions file, command or subagent folder of an agent whose rule files the
  /// import did not take (`targets`), so that none is skipped in silence: OpenCode's
  /// `.opencode/commands` beside a plain `AGENTS.md`, or Claude Code's `.claude/agents` beside a
  /// `CLAUDE.md` that links to `AGENTS.md`, stay as they are.
  func unreadSurfaces(targets: [String]) -> [Diagnostic] {
    var warnings: [Diagnostic] = []
    var seen: Set<String> = []
    for agent in AgentTargets.all where !targets.contains(agent.name) {
      var paths: [(String, String)] = []
      if let file = agent.mcpFile, project.repositoryFiles.exists(file.path) {
        paths.append((file.path, "MCP servers"))
      }
      if let file = agent.hooksFile, !file.isWhole, holdsObject(file.keyPath, in: file.path) {
        paths.append((file.path, "hooks"))
      }
      if let file = agent.permissionsFile, holdsObject(file.keyPath, in: file.path) {
        paths.append((file.path, "permission rules"))
      }
      for kind in PromptKind.allCases {
        guard let folder = kind.folder(of: agent), project.repositoryFiles.isDirectory(folder.folder),
          !(project.repositoryFiles.names(inFolder: folder.folder) ?? []).isEmpty
        else { continue }
        paths.append((folder.folder, kind.noun + "s"))
      }
      for (path, what) in paths where seen.insert(path + what).inserted {
        warnings.append(
          Diagnostic(
            path: path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: "surface-not-imported",
            message: "the import takes \(what) only from agents whose rule files it imports, and '\(agent.name)' is "
              + "not among them; this stays as it is, and compose leaves it alone"))
      }
    }
    return warnings
  }

  /// Whether the JSON file at `path` holds a non-empty object at `keyPath`.
  private func holdsObject(_ keyPath: [String], in path: String) -> Bool {
    guard let text = try? project.repositoryFiles.text(path),
      let document = try? JSONDocument(parsing: text, path: path),
      let object = document.object(at: keyPath), case .object(let members) = object.value
    else { return false }
    return !members.isEmpty
  }
}
