import CharterAgentFormats
import CharterProject
import CharterRules
import CharterSupport
import Foundation

/// `charter compose`: writes every configured agent's files from `.charter/rules`.
///
/// Planning is separate from writing: ``plan(targets:)`` compares what the rules produce with
/// what is on disk and in the manifest, and ``apply(_:force:)`` carries a plan out. `--check`
/// and `--dry-run` only plan.
public struct Composer: Sendable {
  /// The repository.
  public let project: Project
  /// The formats that may be composed.
  public let formats: [any AgentFormat.Type]
  /// The manifest's path, relative to the root: `.charter/generated.json` in a repository,
  /// `.config/charter/generated.json` in the home folder (``global(home:environment:)``).
  public var manifestPath = ComposeManifest.path
  /// Whether this composer writes the agents' home files from the person's rules
  /// (`charter compose --global`) rather than a repository's files from its fragments.
  public internal(set) var isGlobal = false
  /// The environment, for where the agents' home files are (`XDG_CONFIG_HOME`, `CODEX_HOME`).
  var environment: [String: String] = [:]

  /// Creates a composer.
  public init(project: Project, formats: [any AgentFormat.Type] = AgentFormats.all) {
    self.project = project
    self.formats = formats
  }

  /// What compose would do for `targets` (default: the config's `targets`).
  /// - Throws: ``DiagnosticsError`` when a rule file, the config or the manifest is invalid,
  ///   or a target is unknown.
  public func plan(targets requested: [String]? = nil) throws(DiagnosticsError) -> ComposePlan {
    // Compose's sources are fragments and packs; other agents' files are its outputs.
    let rules = project.fragmentsAndPacks()
    if rules.hasErrors { throw DiagnosticsError(rules.diagnostics) }
    let markerWarnings = ComposeSources.markerLines(in: rules.files)
    let selected = try selectedFormats(requested)
    let usesAgentsMD = Set(project.config.usesAgentsMD.map(\.value))
    // A fragment's `targets:` may name agents (`codex`); each stands for the format writing for it.
    let fragments = ComposeSources.fragments(from: rules.files) {
      AgentTargets.format(of: $0, usesAgentsMD: usesAgentsMD)?.target ?? $0
    }
    var outputs: [String: ComposedOutput] = [:]
    // Each target writes the fragments meant for it (`targets:`, `exclude-targets:`).
    for written in selected.concurrentMap({ format in
      format.write(fragments.filter { $0.isComposed(into: format.target) })
    }) {
      for output in written {
        if let other = outputs[output.path], other.content != output.content || other.ownership != output.ownership {
          throw DiagnosticsError([
            Diagnostic(
              path: output.path, position: SourcePosition(line: 1, column: 1), code: "compose-conflict",
              message: "targets '\(other.target)' and '\(output.target)' would both write this file differently")
          ])
        }
        if output.ownership == .managedBlock, let line = GeneratedMarkers.markerLines(in: output.content).first {
          throw DiagnosticsError([
            Diagnostic(
              path: output.path, position: SourcePosition(line: 1, column: 1), code: "reserved-marker",
              message: "line \(line) of the block target '\(output.target)' would write starts like compose's own "
                + "marker comment; compose refuses to write a block it could not find again")
          ])
        }
        outputs[output.path] = output
      }
    }
    let selectedNames = requested ?? project.config.targets.map(\.value)
    let ignore = try ignoreOutputs(for: selectedNames)
    for output in ignore.outputs where outputs[output.path] == nil { outputs[output.path] = output }
    let mcp = try mcpOutputs(for: selectedNames)
    for output in mcp.outputs where outputs[output.path] == nil { outputs[output.path] = output }
    // Hooks and permission rules share settings files with MCP servers and each other.
    let hooks = try hookOutputs(for: selectedNames)
    let permissions = try permissionOutputs(for: selectedNames)
    for output in hooks.outputs + permissions.outputs {
      outputs[output.path] = Self.joined(outputs[output.path], output)
    }
    var promptWarnings: [Diagnostic] = []
    for kind in PromptKind.allCases {
      let prompts = try promptOutputs(kind, for: selectedNames)
      for output in prompts.outputs where outputs[output.path] == nil { outputs[output.path] = output }
      promptWarnings += prompts.warnings
    }
    let setupWarnings =
      ignore.warnings + mcp.warnings + hooks.warnings + permissions.warnings + promptWarnings
      + agentsMDShadowedByClaude(Array(outputs.values), usesAgentsMD: usesAgentsMD)
      + aiderConventionsUnread(Array(outputs.values))
      + sharedFileWarnings(rules.files, selected: selectedNames, usesAgentsMD: usesAgentsMD)
    // Skills of .charter/skills are installed whenever compose runs for the config's targets
    // (or when `--target skills` asks for them).
    var skillDiagnostics: [Diagnostic] = []
    let installsSkills = requested == nil || requested?.contains("skills") == true
    let paths = Confinement(root: project.root)
    if installsSkills {
      let skills = SkillInstallation.outputs(
        root: project.root, directories: project.config.skillInstallDirectories, confinement: paths)
      for output in skills.outputs { outputs[output.path] = output }
      skillDiagnostics = skills.diagnostics
    }
    let manifest = try readManifest()
    // Reading, comparing and hashing each file is most of a plan: done on every core.
    var items = try outputs.values.sorted(by: { $0.path < $1.path }).concurrentMap { output throws(DiagnosticsError) in
      try classify(output, manifest: manifest, paths: paths)
    }
    let linked = Self.oneWriterPerFile(items, root: paths.rootPath)
    items = linked.items
    // `--target claude` under `use-agents-md: [claude]` also clears what compose wrote in
    // Claude's own files.
    let ownFormats = (requested ?? []).compactMap { AgentTargets.named($0)?.format.target }
    let targets = Set(selected.map { $0.target } + ownFormats + (installsSkills ? ["skills"] : []))
    let scope = requested == nil ? nil : targets
    var ignored: [Diagnostic] = []
    for (path, entry) in manifest.entries.sorted(by: { $0.key < $1.key })
    where outputs[path] == nil && (scope == nil || scope!.contains(entry.target)) {
      if let distrust = distrust(path, entry, paths: paths) {
        ignored.append(distrust)
        continue
      }
      if let item = try orphan(path, entry: entry, paths: paths) { items.append(item) }
    }
    let budgetWarnings = ComposeBudgets.enforce(&items, root: project.root, config: project.config)
    return ComposePlan(
      items: items, manifest: manifest,
      warnings: linked.warnings + budgetWarnings + skillDiagnostics + ignored + markerWarnings + setupWarnings)
  }

  /// `items` with one item per file: when a symbolic link (`CLAUDE.md` → `AGENTS.md`) makes
  /// two outputs one file, the file is written once, through the path that is not the link
  /// (or, when both are links, the first target's), and the link is kept. When the two would
  /// write different texts, a `linked-agent-file` warning says which one is written and why.
  private static func oneWriterPerFile(_ items: [ComposeItem], root: String) -> (
    items: [ComposeItem], warnings: [Diagnostic]
  ) {
    var writers: [String: ComposeItem] = [:]
    var warnings: [Diagnostic] = []
    var joined: Set<String> = []
    for item in items {
      guard let location = item.location, !item.isBrokenLink else { continue }
      guard let other = writers[location] else {
        writers[location] = item
        continue
      }
      // The link is the item whose location is not its own path; the file's writer wins.
      let itemIsLink = location != root + "/" + item.path
      let (link, file) = itemIsLink ? (item, other) : (other, item)
      joined.insert(link.path)
      writers[location] = file
      let same = item.newText != nil && item.newText == other.newText && item.ownership == other.ownership
      guard !same else { continue }
      warnings.append(
        Diagnostic(
          path: link.path, position: SourcePosition(line: 1, column: 1), severity: .warning, code: "linked-agent-file",
          message: "'\(link.path)' is a symbolic link to '\(file.path)', which compose writes for '\(file.target)'; "
            + "'\(link.target)' reads that text through the link, so its own text for this file is not written "
            + "(remove the link, or the target '\(link.target)', to write it)"))
    }
    return (items.filter { !joined.contains($0.path) }, warnings)
  }

  private func selectedFormats(_ requested: [String]?) throws(DiagnosticsError) -> [any AgentFormat.Type] {
    var diagnostics: [Diagnostic] = []
    let names: [Located<String>] =
      requested.map { $0.map { Located($0, at: SourcePosition(line: 1, column: 1)) } } ?? project.config.targets
    var selected: [any AgentFormat.Type] = []
    let usesAgentsMD = Set(project.config.usesAgentsMD.map(\.value))
    for name in names where name.value != "skills" {
      // An agent that reads another's files (Codex, `AGENTS.md`) is composed as that format.
      let formatName = AgentTargets.format(of: name.value, usesAgentsMD: usesAgentsMD)?.target ?? name.value
      if let format = formats.first(where: { $0.target == formatName }) {
        if !selected.contains(where: { $0.target == formatName }) { selected.append(format) }
      } else {
        let known = knownTargets()
        diagnostics.append(
          Diagnostic(
            path: requested == nil ? ProjectConfig.path : "--target", position: name.position, code: "unknown-target",
            message: "unknown compose target '\(name.value)'; targets are \(known.joined(separator: ", "))"
              + Suggestion.didYouMean(name.value, among: known)))
      }
    }
    if !diagnostics.isEmpty { throw DiagnosticsError(diagnostics) }
    return selected
  }

  /// The names `targets:` may use: the formats', and the agents composed as one of them.
  private func knownTargets() -> [String] {
    var names = formats.map { $0.target }
    for agent in AgentTargets.all where !names.contains(agent.name) {
      if formats.contains(where: { $0.target == agent.format.target }) { names.append(agent.name) }
    }
    return names
  }

  /// The manifest, read only where ``Confinement`` allows (`.charter` may be a link that
  /// leaves the repository).
  func readManifest() throws(DiagnosticsError) -> ComposeManifest {
    let location = try project.files.location(of: manifestPath, doing: "read")
    guard FileSystem.exists(atPath: location) else { return ComposeManifest() }
    return try ComposeManifest(parsing: FileSystem.text(atPath: location, displayPath: manifestPath))
  }
}

/// What compose would do: one item per output path or orphan, and budget warnings.
public struct ComposePlan: Sendable {
  /// Every path compose looked at, sorted by path.
  public var items: [ComposeItem]
  /// The manifest as it was before.
  public var manifest: ComposeManifest
  /// Warnings: files longer than the agent reading them will take, skill files that cannot
  /// be installed.
  public var warnings: [Diagnostic]

  /// The items that are not current.
  public var drift: [ComposeItem] { items.filter(\.isDrift) }
}
