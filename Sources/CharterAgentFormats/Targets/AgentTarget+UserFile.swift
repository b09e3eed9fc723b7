extension AgentTarget {
  /// Where the agent reads a person's rules for every project, relative to `home`: its
  /// ``userFile``, moved by `XDG_CONFIG_HOME` for the files under `.config` and by `CODEX_HOME`
  /// for Codex's, as the agents read them. `nil` when it has none, or when the variable points
  /// outside `home` (`charter compose --global` writes inside the home folder only).
  public func userFile(home: String, environment: [String: String]) -> String? {
    guard let userFile else { return nil }
    if name == "codex", let codexHome = environment["CODEX_HOME"], !codexHome.isEmpty {
      return Self.relative(codexHome, to: home).map { $0.isEmpty ? "AGENTS.md" : $0 + "/AGENTS.md" }
    }
    if userFile.hasPrefix(".config/"), let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
      let inside = userFile.dropFirst(".config/".count)
      return Self.relative(config, to: home).map { $0.isEmpty ? String(inside) : $0 + "/" + inside }
    }
    return userFile
  }

  /// Where the agent reads a person's MCP servers, relative to `home`: its ``userMCPFile``,
  /// moved by `XDG_CONFIG_HOME` and `CODEX_HOME` as ``userFile(home:environment:)`` is; `nil`
  /// when it has none or the variable points outside `home`.
  public func userMCPFile(home: String, environment: [String: String]) -> MCPFile? {
    guard let file = userMCPFile else { return nil }
    var path: String? = file.path
    if name == "codex", let codexHome = environment["CODEX_HOME"], !codexHome.isEmpty {
      path = Self.relative(codexHome, to: home).map { $0.isEmpty ? "config.toml" : $0 + "/config.toml" }
    } else if file.path.hasPrefix(".config/"), let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
      let inside = file.path.dropFirst(".config/".count)
      path = Self.relative(config, to: home).map { $0.isEmpty ? String(inside) : $0 + "/" + inside }
    }
    return path.map { MCPFile($0, keyPath: file.keyPath, dialect: file.dialect) }
  }

  /// `path` relative to `folder` (`""` for the folder itself), when it is inside it.
  package static func relative(_ path: String, to folder: String) -> String? {
    let parts = path.split(separator: "/").filter { $0 != "." }
    let base = folder.split(separator: "/").filter { $0 != "." }
    guard path.hasPrefix("/"), !parts.contains(".."), parts.starts(with: base) else { return nil }
    return parts.dropFirst(base.count).joined(separator: "/")
  }
}
