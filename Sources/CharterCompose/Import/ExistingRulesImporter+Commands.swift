import CharterAgentFormats
import CharterSupport

extension ExistingRulesImporter {
  /// What the import takes from the command folders of the imported agents.
  struct ImportedCommands {
    /// The files of `.charter/commands` to write, by path.
    var files: [(path: String, text: String)] = []
    /// The agents' command files they came from.
    var sources: [String] = []
    /// Why a command file stays only the person's.
    var warnings: [Diagnostic] = []
  }

  /// The commands in the command folders of `targets` (`.claude/commands/*.md`,
  /// `.cursor/commands/*.md`, `.github/prompts/*.prompt.md` …), when there is no
  /// `.charter/commands` yet. Each command is taken as the file that the most agents' files are
  /// exactly what compose would write from it (so the compose that ends the import leaves each
  /// byte for byte), with `targets` naming those agents unless all of them have it. Files that
  /// differ from it, or hold keys no agent reads, stay the person's, with a warning. Gemini CLI's
  /// TOML commands are not read.
  func importedCommands(targets: [String]) -> ImportedCommands {
    var result = ImportedCommands()
    guard !project.repositoryFiles.exists(CommandSource.folder) else { return result }
    let agents = targets.compactMap(AgentTargets.named).filter { $0.commandFile.map { !$0.isTOML } ?? false }
    var found: [String: [(agent: AgentTarget, path: String, text: String)]] = [:]
    for agent in agents {
      let file = agent.commandFile!
      for entry in project.repositoryFiles.names(inFolder: file.folder) ?? [] {
        let path = file.folder + "/" + entry
        guard let name = file.name(of: path), let text = try? project.repositoryFiles.text(path) else { continue }
        found[name, default: []].append((agent, path, text))
      }
    }
    let everyone = Set(targets.compactMap(AgentTargets.named).filter { $0.commandFile != nil }.map(\.name))
    for (name, places) in found.sorted(by: { $0.key < $1.key }) {
      // Each file is a candidate source; the one whose writing gives the most files wins.
      var best: (command: AgentCommand, holders: [String])?
      for place in places {
        guard let command = CommandSource.parse(place.text, name: name, path: place.path).command,
          command.targets == nil, command.excludeTargets.isEmpty
        else { continue }
        let holders = places.filter { $0.agent.commandFile!.write(command) == $0.text }.map(\.path)
        if holders.count > (best?.holders.count ?? 0) { best = (command, holders) }
      }
      for place in places where !(best?.holders.contains(place.path) ?? false) {
        let reason =
          best == nil
          ? "the command '\(name)' has front matter compose cannot write back as it is (a key no agent reads, "
            + "or invalid YAML)"
          : "the command '\(name)' differs here from " + best!.holders.joined(separator: ", ")
            + " (or has keys this agent does not read)"
        result.warnings.append(
          Diagnostic(
            path: place.path, position: SourcePosition(line: 1, column: 1), severity: .warning,
            code: "command-not-imported",
            message: reason + "; the file stays as it is, and compose leaves it alone"))
      }
      guard let best else { continue }
      let agentsHolding = Set(places.filter { best.holders.contains($0.path) }.map(\.agent.name))
      var text = best.command.text
      if agentsHolding != everyone {
        let field = CommandText.Field(
          key: "targets", text: "targets: [" + agentsHolding.sorted().joined(separator: ", ") + "]" + text.lineBreak,
          line: 0)
        if text.hasFrontMatter {
          text.fields.append(field)
        } else {
          text = CommandText(fields: [field], hasFrontMatter: true, lineBreak: "\n", leading: "", body: text.body)
        }
      }
      result.files.append((CommandSource.folder + "/" + name + ".md", text.text { _ in true }))
      result.sources += best.holders
    }
    return result
  }
}
