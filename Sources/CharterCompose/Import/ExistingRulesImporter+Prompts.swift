import CharterAgentFormats
import CharterSupport

extension ExistingRulesImporter {
  /// What the import takes from the command or subagent folders of the imported agents.
  struct ImportedPrompts {
    /// The files of `.charter/commands` or `.charter/agents` to write, by path.
    var files: [(path: String, text: String)] = []
    /// The agents' files they came from.
    var sources: [String] = []
    /// Why a file stays only the person's.
    var warnings: [Diagnostic] = []
  }

  /// The commands or subagents (`kind`) in the folders of `targets` (`.claude/commands/*.md`,
  /// `.github/prompts/*.prompt.md`, `.claude/agents/*.md` …), when there is no source folder
  /// for them yet. Each is taken as the file that the most agents' files are exactly what
  /// compose would write from it (so the compose that ends the import leaves each byte for
  /// byte), with `targets` naming those agents unless all of them have it. Files that differ
  /// from it, or hold keys no agent reads, stay the person's, with a warning. TOML files
  /// (Gemini CLI's commands, Codex CLI's agents) are not read.
  func importedPrompts(_ kind: PromptKind, targets: [String]) -> ImportedPrompts {
    var result = ImportedPrompts()
    guard !project.repositoryFiles.exists(kind.folder) else { return result }
    let agents = targets.compactMap(AgentTargets.named).filter { kind.folder(of: $0).map { !$0.isTOML } ?? false }
    var found: [String: [(agent: AgentTarget, path: String, text: String)]] = [:]
    for agent in agents {
      let folder = kind.folder(of: agent)!
      for entry in project.repositoryFiles.names(inFolder: folder.folder) ?? [] {
        // A file per name (`review.md`), or a folder per name (Devin's `reviewer/AGENT.md`).
        let path = folder.folder + "/" + entry + (folder.suffix.hasPrefix("/") ? folder.suffix : "")
        guard path.hasSuffix(folder.suffix), project.repositoryFiles.exists(path), !project.repositoryFiles.isDirectory(path)
        else { continue }
        guard let name = folder.name(of: path) else {
          result.warnings.append(
            Diagnostic(
              path: path, position: SourcePosition(line: 1, column: 1), severity: .warning,
              code: "\(kind.noun)-not-imported",
              message: "this name cannot name a \(kind.noun) (letters, digits, '-', '_' and '.'); the file stays as it "
                + "is, and compose leaves it alone"))
          continue
        }
        guard let text = try? project.repositoryFiles.text(path) else { continue }
        found[name, default: []].append((agent, path, text))
      }
    }
    let everyone = Set(targets.compactMap(AgentTargets.named).filter { kind.folder(of: $0) != nil }.map(\.name))
    for (name, places) in found.sorted(by: { $0.key < $1.key }) {
      // Each file is a candidate source; the one whose writing gives the most files wins.
      var best: (document: PromptDocument, holders: [String])?
      for place in places {
        guard let document = PromptSource.parse(place.text, as: kind, name: name, path: place.path).document,
          document.targets == nil, document.excludeTargets.isEmpty
        else { continue }
        let holders = places.filter { kind.folder(of: $0.agent)!.write(document) == $0.text }.map(\.path)
        if holders.count > (best?.holders.count ?? 0) { best = (document, holders) }
      }
      for place in places where !(best?.holders.contains(place.path) ?? false) {
        let reason =
          best == nil
          ? "the \(kind.noun) '\(name)' has front matter compose cannot write back as it is (a key no agent "
            + "reads, a key it needs missing, or invalid YAML)"
          : "the \(kind.noun) '\(name)' differs here from " + best!.holders.joined(separator: ", ")
            + " (or has keys this agent does not read)"
        result.warnings.append(
          Diagnostic(
            path: place.path, position: SourcePosition(line: 1, column: 1), severity: .warning,
            code: "\(kind.noun)-not-imported",
            message: reason + "; the file stays as it is, and compose leaves it alone"))
      }
      guard let best else { continue }
      let agentsHolding = Set(places.filter { best.holders.contains($0.path) }.map(\.agent.name))
      var text = best.document.text
      if agentsHolding != everyone {
        let field = PromptText.Field(
          key: "targets", text: "targets: [" + agentsHolding.sorted().joined(separator: ", ") + "]" + text.lineBreak,
          line: 0)
        if text.hasFrontMatter {
          text.fields.append(field)
        } else {
          text = PromptText(fields: [field], hasFrontMatter: true, lineBreak: "\n", leading: "", body: text.body)
        }
      }
      result.files.append((kind.folder + "/" + name + ".md", text.whole))
      result.sources += best.holders
    }
    return result
  }
}
