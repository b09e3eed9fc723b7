import ArgumentParser
import CharterKit
import Foundation

/// `charter init [--from-existing]`: starts `.charter/` in a repository.
struct InitCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "init",
    abstract: "Start .charter/ in this repository.",
    discussion: """
      Without options, writes .charter/config.yml and a first fragment. With --from-existing, \
      imports the rules in the repository's agent files (AGENTS.md, CLAUDE.md, Cursor rules, \
      Copilot instructions …) into .charter/rules fragments, keeping their scopes, and composes: \
      the agent files then hold the same text, generated. Nothing that exists is overwritten.

      .charter/config.yml (every key optional): `targets`, the agent files `charter compose` \
      writes (\(AgentTargets.names.joined(separator: ", "))); `use-agents-md`, targets whose agents \
      read AGENTS.md and take their rules from it instead of files of their own; `packs`, the built-in rule packs \
      in force (\(BuiltinPacks.names.joined(separator: ", "))); `exclude`, globs of paths \
      `charter lint` skips; `skills: {install-to: [folders]}`, where compose installs \
      .charter/skills; `extract: true`, to read text checks from the agent files' bullets too \
      (by default only the built-in checks they name), or `false`, to read none.
      """)

  @Flag(name: .customLong("from-existing"), help: "Import the rules of the agent files already here.")
  var fromExisting = false

  @OptionGroup var projectOptions: DirectoryOptionGroup

  func run() async throws {
    let project = projectOptions.openProject()
    do {
      let lock = try ComposeLock.acquire(root: project.root)
      defer { withExtendedLifetime(lock) {} }
      if fromExisting {
        try importExisting(project)
      } else {
        try start(project)
      }
    } catch let error as DiagnosticsError {
      Terminal.report(error.diagnostics, project: project)
      throw ExitCode(2)
    }
  }

  private func importExisting(_ project: Project) throws {
    let outcome = try ExistingRulesImporter(project: project).run()
    Terminal.report(outcome.diagnostics, project: project)
    guard !outcome.fragments.isEmpty else {
      Terminal.standardOutput.write("init: no agent files with rules were found; nothing imported\n")
      return
    }
    for fragment in outcome.fragments {
      Terminal.standardOutput.write("wrote \(fragment.path) (from \(fragment.sources.joined(separator: ", ")))\n")
    }
    if !outcome.mcpServers.isEmpty {
      Terminal.standardOutput.write(
        "wrote \(MCPSource.path) (servers \(outcome.mcpServers.joined(separator: ", ")) from "
          + "\(outcome.mcpFiles.joined(separator: ", ")))\n")
    }
    for (path, imported, noun) in [
      (HookSource.path, outcome.hooks, "hook group"), (PermissionSource.path, outcome.permissions, "permission rule"),
    ] where imported.count > 0 {
      Terminal.standardOutput.write(
        "wrote \(path) (\(imported.count) \(noun)\(imported.count == 1 ? "" : "s") from "
          + "\(imported.files.joined(separator: ", ")))\n")
    }
    for kind in PromptKind.allCases {
      let written = outcome.prompts[kind] ?? []
      guard !written.isEmpty else { continue }
      Terminal.standardOutput.write(
        "wrote \(written.count) \(kind.noun)\(written.count == 1 ? "" : "s") in \(kind.folder) "
          + "(from \((outcome.promptSources[kind] ?? []).sorted().joined(separator: ", ")))\n")
    }
    if !outcome.ignoreFiles.isEmpty {
      Terminal.standardOutput.write(
        "wrote \(IgnoreSource.path) (from \(outcome.ignoreFiles.joined(separator: ", ")))\n")
    }
    for link in outcome.links {
      Terminal.standardOutput.write(
        "kept \(link.link), a symbolic link to \(link.file): imported once, from \(link.file); "
          + "\(link.target) reads what compose writes there\n")
    }
    if outcome.configWritten {
      Terminal.standardOutput.write(
        "wrote \(ProjectConfig.path) (targets: \(outcome.targets.joined(separator: ", ")))\n")
    }
    let importer = ExistingRulesImporter(project: Project(root: project.root, options: project.options))
    let plan = try importer.composePlan()
    Terminal.report(plan.warnings, project: project)
    let applied = try Composer(project: importer.project).apply(plan)
    Terminal.standardOutput.write(ComposeReport.applied(plan, applied))
    if !applied.refused.isEmpty { throw ExitCode(1) }
  }

  private func start(_ project: Project) throws {
    guard try !FileSystem.exists(atPath: project.files.location(of: ProjectConfig.path)) else {
      throw UsageError(
        "\(ProjectConfig.path) already exists; nothing was changed (edit it, or import agent files with --from-existing)",
        command: Self.self)
    }
    let found = ExistingRulesImporter(project: project).plan()
    let targets = found.targets.isEmpty ? ["agents", "claude"] : found.targets
    try project.files.write(
      """
      # Charter's project config. Every key is optional; `charter help init` describes them.
      targets: [\(targets.joined(separator: ", "))]
      packs: [\(project.enabledPacks.joined(separator: ", "))]
      exclude: []

      """, to: ProjectConfig.path)
    Terminal.standardOutput.write("wrote \(ProjectConfig.path)\n")
    if try !FileSystem.exists(atPath: project.files.location(of: ".charter/rules/project.md")) {
      try project.files.write(Self.starterFragment, to: ".charter/rules/project.md")
      Terminal.standardOutput.write("wrote .charter/rules/project.md\n")
    }
    if !found.fragments.isEmpty {
      Terminal.standardOutput.write(
        "note: agent files with rules exist here; `charter init --from-existing` imports them instead\n")
    }
  }

  static let starterFragment = """
    ---
    id: project
    description: How code in this repository is written
    checks:
      - id: no-trailing-whitespace
        trailing-whitespace: true
    ---
    # Project conventions

    - Describe the conventions agents must follow here; `charter compose` writes them into
      every agent's file, and `checks:` above declares what `charter lint` enforces.

    """
}
