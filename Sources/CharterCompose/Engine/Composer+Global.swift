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
    for (target, path) in selected {
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
    var warnings = rules.diagnostics
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
    let scope = requested.map { _ in Set(selected.map(\.target.name)) }
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

  /// The targets `compose --global` writes, with their home files.
  private func globalTargets(_ requested: [String]?) throws(DiagnosticsError) -> [(target: AgentTarget, path: String)] {
    let home = project.root.path
    guard let requested else {
      return AgentTargets.all.compactMap { target in
        guard let path = target.userFile(home: home, environment: environment) else { return nil }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        return FileSystem.isDirectory(atPath: home + "/" + folder) ? (target, path) : nil
      }
    }
    var selected: [(target: AgentTarget, path: String)] = []
    var diagnostics: [Diagnostic] = []
    let known = AgentTargets.all.filter { $0.userFile != nil }.map(\.name)
    for name in requested where !selected.contains(where: { $0.target.name == name }) {
      guard let target = AgentTargets.named(name), let path = target.userFile(home: home, environment: environment)
      else {
        let reason =
          AgentTargets.named(name)?.userFile != nil
          ? "its home file is outside the home folder (CODEX_HOME or XDG_CONFIG_HOME)"
          : AgentTargets.named(name) != nil ? "the agent has no home file compose can write" : "no such target"
        diagnostics.append(
          Diagnostic(
            path: "--target", position: SourcePosition(line: 1, column: 1), code: "unknown-target",
            message: "cannot compose '\(name)' with --global: \(reason); targets with a home file are "
              + known.joined(separator: ", ") + Suggestion.didYouMean(name, among: known)))
        continue
      }
      selected.append((target, path))
    }
    if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
    return selected
  }
}
