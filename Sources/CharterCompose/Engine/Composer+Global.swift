import CharterAgentFormats
import CharterProject
import CharterRules
import CharterSupport
import Foundation

/// `charter compose --global`: the person's rules for every repository
/// (`~/.config/charter/rules`) written into each agent's home file (`~/.claude/CLAUDE.md`,
/// `~/.codex/AGENTS.md`, `~/.gemini/GEMINI.md` …), as a managed block with the guarantees of a
/// repository's files: the rest of the file is the person's and kept byte for byte, hand edits
/// to the block are refused without `--force`, `--check` and `--dry-run` change nothing. The
/// home folder is the root: nothing is written outside it, and a home file that is a link out
/// of it is refused. The manifest is `~/.config/charter/generated.json`.
extension Composer {
  /// A composer for the agents' home files in `home`, with `environment` for
  /// `XDG_CONFIG_HOME` (where the person's rules and the manifest are, and some agents' files)
  /// and `CODEX_HOME`.
  public static func global(home: URL, environment: [String: String]) -> Composer {
    let project = Project(root: home, options: ProjectOptions(useUserRules: true, environment: environment))
    var composer = Composer(project: project)
    composer.isGlobal = true
    composer.environment = environment
    let config = environment["XDG_CONFIG_HOME"].flatMap { AgentTarget.relative($0, to: home.path) } ?? ".config"
    composer.manifestPath = (config.isEmpty ? "" : config + "/") + "charter/generated.json"
    return composer
  }

  /// What `compose --global` would do for `targets`; by default every agent with a home file
  /// whose folder exists (the agent is installed: `~/.claude`, `~/.codex`, `~/.config/opencode` …).
  /// - Throws: ``DiagnosticsError`` when a rule file or the manifest is invalid, or a target is
  ///   unknown or has no home file.
  public func planGlobal(targets requested: [String]? = nil) throws(DiagnosticsError) -> ComposePlan {
    let rules = project.userRuleFiles()
    if rules.hasErrors { throw DiagnosticsError(rules.diagnostics) }
    let fragments = ComposeSources.fragments(from: rules.files, origins: [.user])
      .sorted { ($0.name, $0.sourcePath) < ($1.name, $1.sourcePath) }
    var outputs: [String: ComposedOutput] = [:]
    let selected = try globalTargets(requested)
    var warnings = rules.diagnostics
    // The person's MCP servers, beside their rules, go into each agent's own MCP file.
    let charterFolder = manifestPath.lastIndex(of: "/").map { String(manifestPath[..<$0]) + "/" } ?? ""
    let mcpSource = charterFolder + "mcp.json"
    let servers = MCPSource.read(project.repositoryFiles, file: mcpSource)
    if servers.diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(servers.diagnostics) }
    warnings += servers.diagnostics
    for (target, _, file) in selected {
      guard let file, let list = servers.servers else { continue }
      let result = mcpOutput(list, for: target, in: file, recordedAs: target.name, source: mcpSource)
      warnings += result.warnings
      if let output = result.output { outputs[output.path] = output }
    }
    for (target, rulesPath, _) in selected {
      guard let path = rulesPath else { continue }
      let names: Set = [target.name, target.format.target]
      let given = fragments.filter { fragment in
        (fragment.targets.map { !$0.isDisjoint(with: names) } ?? true) && fragment.excludedTargets.isDisjoint(with: names)
      }
      guard !given.isEmpty else { continue }
      outputs[path] = ComposedOutput(
        path: path, target: target.name, ownership: .managedBlock,
        content: ComposeText.block(of: given, scopeNote: true))
    }
    let manifest = try readManifest()
    let paths = Confinement(root: project.root)
    // A home file compose may not touch (behind a link out of the home folder, a pipe) is
    // that agent's problem alone: it is skipped, with a warning, and the others are written.
    var items: [ComposeItem] = []
    for output in outputs.values.sorted(by: { $0.path < $1.path }) {
      do {
        items.append(try classify(output, manifest: manifest, paths: paths))
      } catch {
        warnings += error.diagnostics.map { refusal in
          var skipped = refusal
          skipped.severity = .warning
          skipped.message += "; compose --global leaves '\(output.target)' out"
          return skipped
        }
      }
    }
    let scope = requested.map { _ in Set(selected.map { $0.target.name }) }
    for (path, entry) in manifest.entries.sorted(by: { $0.key < $1.key })
    where outputs[path] == nil && (scope == nil || scope!.contains(entry.target)) {
      if let distrust = distrust(path, entry, paths: paths) {
        warnings.append(distrust)
        continue
      }
      if let item = try orphan(path, entry: entry, paths: paths) { items.append(item) }
    }
    return ComposePlan(items: items, manifest: manifest, warnings: warnings)
  }

  /// The targets `compose --global` writes, with their home file for rules and their MCP file
  /// (each `nil` when the agent has none); by default those installed: the folder of either
  /// file exists (for a file at the top of the home folder, such as Claude Code's
  /// `.claude.json`, the file itself).
  private func globalTargets(_ requested: [String]?) throws(DiagnosticsError) -> [(
    target: AgentTarget, rules: String?, mcp: MCPFile?
  )] {
    let home = project.root.path
    func files(_ target: AgentTarget) -> (rules: String?, mcp: MCPFile?) {
      (target.userFile(home: home, environment: environment), target.userMCPFile(home: home, environment: environment))
    }
    func installed(_ path: String) -> Bool {
      guard let slash = path.lastIndex(of: "/") else { return FileSystem.exists(atPath: home + "/" + path) }
      return FileSystem.isDirectory(atPath: home + "/" + path[..<slash])
    }
    guard let requested else {
      return AgentTargets.all.compactMap { target in
        let (rules, mcp) = files(target)
        let rulesInstalled = rules.map(installed) ?? false
        let mcpInstalled = mcp.map { installed($0.path) } ?? false
        guard rulesInstalled || mcpInstalled else { return nil }
        return (target, rulesInstalled ? rules : nil, mcpInstalled ? mcp : nil)
      }
    }
    var selected: [(target: AgentTarget, rules: String?, mcp: MCPFile?)] = []
    var diagnostics: [Diagnostic] = []
    let known = AgentTargets.all.filter { $0.userFile != nil || $0.userMCPFile != nil }.map(\.name)
    for name in requested where !selected.contains(where: { $0.target.name == name }) {
      guard let target = AgentTargets.named(name), case let (rules, mcp) = files(target), rules != nil || mcp != nil
      else {
        let target = AgentTargets.named(name)
        let reason =
          target.map { $0.userFile != nil || $0.userMCPFile != nil } == true
          ? "its home file is outside the home folder (CODEX_HOME or XDG_CONFIG_HOME)"
          : target != nil ? "the agent has no home file compose can write" : "no such target"
        diagnostics.append(
          Diagnostic(
            path: "--target", position: SourcePosition(line: 1, column: 1), code: "unknown-target",
            message: "cannot compose '\(name)' with --global: \(reason); targets with a home file are "
              + known.joined(separator: ", ") + Suggestion.didYouMean(name, among: known)))
        continue
      }
      selected.append((target, rules, mcp))
    }
    if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
    return selected
  }
}
