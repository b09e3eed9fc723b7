import CharterAgentFormats
import CharterDocuments
import CharterProject
import CharterRules
import CharterSupport
import Foundation

/// `charter init --from-existing`: moves the rules in a repository's agent files into
/// `.charter/rules` fragments, keeping their scopes, and takes the files over so that
/// `charter compose` reproduces their content from then on.
public struct ExistingRulesImporter: Sendable {
  /// What an import found and did.
  public struct Outcome: Sendable {
    /// The fragments written.
    public var fragments: [ImportedFragment] = []
    /// The config, when one was written.
    public var configWritten = false
    /// The targets found.
    public var targets: [String] = []
    /// Problems in the agent files (files with errors are not imported).
    public var diagnostics: [Diagnostic] = []
    /// Agent files that are symbolic links to other agent files: imported once, through the
    /// file, and kept.
    public var links: [LinkedAgentFile] = []
    /// The ignore files whose patterns became `.charter/ignore` (empty when none did).
    public var ignoreFiles: [String] = []
    /// The MCP servers that became `.charter/mcp.json`, by name (empty when none did).
    public var mcpServers: [String] = []
    /// The MCP files they came from.
    public var mcpFiles: [String] = []
    /// How many hook groups became `.charter/hooks.json`, and the files they came from.
    public var hooks: (count: Int, files: [String]) = (0, [])
    /// How many permission rules became `.charter/permissions.json`, and the files they came
    /// from.
    public var permissions: (count: Int, files: [String]) = (0, [])
    /// The files of `.charter/commands` and `.charter/agents` written, by kind.
    public var prompts: [PromptKind: [String]] = [:]
    /// The agents' files they came from, by kind.
    public var promptSources: [PromptKind: [String]] = [:]
    /// The files of `.charter/commands` written.
    public var commands: [String] { prompts[.command] ?? [] }
  }

  /// What an import would write: the fragments, the targets found, the problems in the agent
  /// files, and the agent files read once because links join them.
  public struct Plan: Sendable {
    /// The fragments.
    public var fragments: [ImportedFragment]
    /// The targets whose files hold the rules imported.
    public var targets: [String]
    /// Problems in the agent files.
    public var diagnostics: [Diagnostic]
    /// The links between agent files.
    public var links: [LinkedAgentFile]
  }

  /// The repository.
  public let project: Project

  /// Creates an importer.
  public init(project: Project) { self.project = project }

  /// The fragments an import would write, and the diagnostics about the agent files.
  public func plan() -> Plan {
    let repository = project.repositoryFiles
    var read: [AgentRule] = []
    var diagnostics: [Diagnostic] = []
    for format in AgentFormats.all {
      let found = format.read(repository)
      // CLAUDE.local.md is one person's, not the team's: it is not imported.
      read += found.rules.filter { !$0.path.hasSuffix("CLAUDE.local.md") }
      diagnostics += found.diagnostics
    }
    // A file several agents read through links is imported once, through the file.
    let (rules, links) = LinkedAgentFile.deduplicated(read, root: repository.confinement.rootPath) {
      if case .success(let real) = repository.confinement.resolve($0) { real } else { nil }
    }
    var fragments: [ImportedFragment] = []
    var names = UniqueNames()
    var paths = UniqueNames()
    // The same folder, description, scope and text in two agents' files → one fragment for
    // both; two files of one agent stay two fragments, each written back into its file.
    var seen: [String: Int] = [:]
    for var rule in rules {
      // A stray marker line (a block someone cut in half) is compose's, not a rule.
      rule.body = GeneratedMarkers.withoutMarkerLines(rule.body)
      let key = [rule.directory, rule.description ?? "", "\(rule.activation)", rule.body.trimmingBlankLines()]
        .joined(separator: "\u{0}")
      if let index = seen[key], !fragments[index].targets.contains(rule.target) {
        fragments[index].add(rule)
        continue
      }
      let name = uniqueName(Self.identifier(rule.name.isEmpty ? rule.target : rule.name), rule, &names)
      var fragment = ImportedFragment(rule, name: name, sources: [rule.path])
      fragment.path = Self.unique(fragment.path, among: &paths)
      if seen[key] == nil { seen[key] = fragments.count }
      fragments.append(fragment)
    }
    let targets = AgentFormats.names.filter { name in rules.contains { $0.target == name } }
    return Plan(fragments: fragments, targets: targets, diagnostics: diagnostics.sorted(), links: links)
  }

  /// Writes the fragments (never over an existing file) and, when there is none, a config
  /// naming the targets found; then empties the imported text out of single files and adopts
  /// the whole files, and composes.
  /// - Throws: ``DiagnosticsError`` when a fragment file already exists or a write fails.
  public func run() throws(DiagnosticsError) -> Outcome {
    let planned = plan()
    let (fragments, targets) = (planned.fragments, planned.targets)
    let existing = fragments.filter { project.files.exists($0.path) }
    if !existing.isEmpty {
      throw DiagnosticsError(
        existing.map {
          Diagnostic(
            path: $0.path, position: SourcePosition(line: 1, column: 1), code: "fragment-exists",
            message: "a fragment is already here; the import would overwrite it, so nothing was imported")
        })
    }
    var outcome = Outcome(
      fragments: fragments, targets: targets, diagnostics: planned.diagnostics, links: planned.links)
    // Nothing half-done: a failure undoes every file this run wrote, and the repository is as
    // it was, so running the import again works.
    let undo = ImportUndo(project: project)
    do {
      try write(fragments, targets: targets, outcome: &outcome, undo: undo)
    } catch {
      undo.run()
      throw error
    }
    return outcome
  }

  private func write(_ fragments: [ImportedFragment], targets: [String], outcome: inout Outcome, undo: ImportUndo)
    throws(DiagnosticsError)
  {
    try undo.remember(ComposeManifest.path)
    for fragment in fragments {
      try undo.remember(fragment.path)
      try project.files.write(fragment.text, to: fragment.path)
    }
    let config = try project.files.location(of: ProjectConfig.path)
    try undo.remember(ProjectConfig.path)
    // The targets the compose after the import writes for: a config already here names them.
    let composeTargets =
      FileSystem.exists(atPath: config)
      ? targets + project.config.targets.map(\.value).filter { !targets.contains($0) } : targets
    if !FileSystem.exists(atPath: config) {
      let text = """
        # Written by `charter init --from-existing`. Targets are the agent files found.
        targets: [\(targets.joined(separator: ", "))]
        # Lint keeps enforcing the built-in packs it did before the import (no `packs:` key: the
        # defaults for the repository's languages); `compose-packs: false` keeps their prose out
        # of the agent files, which stay as they were. Set it to true, or list packs, to compose them.
        compose-packs: false

        """
      try project.files.write(text, to: ProjectConfig.path)
      outcome.configWritten = true
    }
    var sources = fragments.flatMap(\.sources)
    if let ignore = importedIgnore(targets: targets) {
      try undo.remember(IgnoreSource.path)
      try project.files.write(ignore.text, to: IgnoreSource.path)
      outcome.ignoreFiles = ignore.files
      sources += ignore.files
    }
    let mcp = importedMCP(targets: targets)
    outcome.diagnostics += mcp.warnings
    if let text = mcp.text {
      try undo.remember(MCPSource.path)
      try project.files.write(text, to: MCPSource.path)
      outcome.mcpServers = mcp.names
      outcome.mcpFiles = mcp.files
    }
    for (source, imported) in [
      (HookSource.path, importedHooks(targets: composeTargets)),
      (PermissionSource.path, importedPermissions(targets: composeTargets)),
    ] {
      outcome.diagnostics += imported.warnings
      guard let text = imported.text else { continue }
      try undo.remember(source)
      try project.files.write(text, to: source)
      if source == HookSource.path {
        outcome.hooks = (imported.count, imported.files)
      } else {
        outcome.permissions = (imported.count, imported.files)
      }
    }
    outcome.diagnostics += unreadSurfaces(targets: targets)
    for kind in PromptKind.allCases {
      let prompts = importedPrompts(kind, targets: targets)
      outcome.diagnostics += prompts.warnings
      for file in prompts.files {
        try undo.remember(file.path)
        try project.files.write(file.text, to: file.path)
      }
      outcome.prompts[kind] = prompts.files.map(\.path)
      outcome.promptSources[kind] = prompts.sources
    }
    try takeOver(sources, undo: undo)
  }

  /// The compose that finishes an import: it writes the imported text back into the files it
  /// came from. A file past what its agent reads (an `AGENTS.md` over Codex's 32 KiB, a Windsurf
  /// rule over 12,000 characters, before the import or by the markers it adds) is written back
  /// anyway, with a warning — refusing it would leave the text only in its fragment; later
  /// composes warn while it stays that long and refuse to make it longer.
  public func composePlan() throws(DiagnosticsError) -> ComposePlan {
    let composer = Composer(project: Project(root: project.root, options: project.options))
    var plan = try composer.plan()
    for index in plan.items.indices {
      guard let reason = plan.items[index].overBudget else { continue }
      plan.items[index].overBudget = nil
      plan.warnings.append(
        Diagnostic(
          path: plan.items[index].path, position: SourcePosition(line: 1, column: 1), severity: .warning,
          code: "budget",
          message: "written back with the text it held, though that is past what its agent reads ("
            + (reason.components(separatedBy: "; ").first ?? reason)
            + "); shorten its fragment: compose warns while it is this long and refuses to make it longer"))
    }
    return plan
  }

  /// Empties the imported text out of files compose writes a managed block into (the text now
  /// lives in a fragment and comes back inside the block), and adopts the rest.
  private func takeOver(_ sources: [String], undo: ImportUndo) throws(DiagnosticsError) {
    let reloaded = Project(root: project.root, options: project.options)
    let composer = Composer(project: reloaded)
    let blocks = Set(try composer.plan().items.filter { $0.ownership == .managedBlock }.map(\.path))
    var wholeFiles: [String] = []
    for path in Set(sources).sorted() {
      let location = try project.files.location(of: path)
      if blocks.contains(path) {
        try undo.remember(path)
        let text = try FileSystem.text(atPath: location, displayPath: path)
        let block =
          GeneratedMarkers.managedBlock(in: text, style: MarkerStyle(path: path)).map { String(text[$0.whole]) } ?? ""
        try project.files.write(Self.frontMatterKept(text, path: path) + block, to: path)
      } else {
        wholeFiles.append(path)
      }
    }
    let targets = try Dictionary(
      composer.plan().items.map { ($0.path, $0.target) }, uniquingKeysWith: { first, _ in first })
    try composer.adopt(wholeFiles) { targets[$0] ?? Self.target(of: $0) }
  }

  /// The front matter of an `AGENTS.md` (where Charter reads checks, and which is not part of
  /// the rule's text), which stays in the file above the block; `""` for other files.
  static func frontMatterKept(_ text: String, path: String) -> String {
    guard AgentsFormat.isMemoryFile(path), let split = try? FrontMatter.split(text, path: path), split.yaml != nil
    else { return "" }
    return text.lines.prefix(split.bodyLineOffset).map { $0 + "\n" }.joined()
  }

  private func uniqueName(_ base: String, _ rule: AgentRule, _ names: inout UniqueNames) -> String {
    let name = names.contains(base) ? Self.identifier(rule.target + "-" + base) : base
    return names.claim(name) { "\(name)-\($0)" }
  }

  /// `path`, or `STEM-2.md`, `STEM-3.md` … when another fragment of the import has it.
  static func unique(_ path: String, among paths: inout UniqueNames) -> String {
    let stem = path.hasSuffix(".md") ? String(path.dropLast(3)) : path
    return paths.claim(path) { "\(stem)-\($0).md" }
  }

  /// Names handed out so far (compared in lower case), and for each the next number to try:
  /// ten thousand `.goosehints` files take ten thousand steps, not fifty million.
  struct UniqueNames {
    private var taken: Set<String> = []
    private var next: [String: Int] = [:]

    func contains(_ name: String) -> Bool { taken.contains(name.lowercased()) }

    /// `name` when it is free, else the first free `numbered(n)` for n from 2; taken from now on.
    mutating func claim(_ name: String, numbered: (Int) -> String) -> String {
      var candidate = name
      var counter = next[name.lowercased()] ?? 2
      while taken.contains(candidate.lowercased()) {
        candidate = numbered(counter)
        counter += 1
      }
      next[name.lowercased()] = counter
      taken.insert(candidate.lowercased())
      return candidate
    }
  }

  /// `name` as a fragment id: letters, digits, `-`, `_`, `.`; anything else becomes `-`.
  static func identifier(_ name: String) -> String {
    let mapped = name.unicodeScalars.map { scalar -> Character in
      scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-_.".unicodeScalars.contains(scalar)
        ? Character(scalar) : "-"
    }
    let text = String(mapped).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    return text.isEmpty ? "imported" : text.lowercased()
  }

  /// The target whose files live at `path`, for files no target writes any more.
  static func target(of path: String) -> String {
    let known: [(String, String)] = [
      (".cursor", "cursor"), (".cursorrules", "cursor"), (".windsurf", "windsurf"), (".windsurfrules", "windsurf"),
      (".clinerules", "cline"), (".kiro", "kiro"), (".claude", "claude"), (".github", "copilot"), (".junie", "junie"),
      (".devin", "devin"), (".agents", "antigravity"), (".augment", "augment"), (".augment-guidelines", "augment"),
      (".continue", "continue"), (".roo", "roo"), (".roorules", "roo"), (".aiassistant", "jetbrains"),
      (".amazonq", "amazonq"), (".trae", "trae"), (".idx", "firebase"), (".rules", "zed"), (".goosehints", "goose"),
      ("QWEN.md", "qwen"), ("CONVENTIONS.md", "aider"), ("CRUSH.md", "crush"), ("replit.md", "replit"),
    ]
    // Nested rule folders (`Sources/Net/.cursor/rules/…`) belong to the same agent.
    let components = path.split(separator: "/")
    return known.first { entry in components.contains { $0 == entry.0 } }?.1 ?? "agents"
  }
}
