import CharterAgentFormats
import CharterSupport

extension Composer {
  /// The command files of the agents `names` (`.claude/commands/review.md`,
  /// `.github/prompts/review.prompt.md`, `.gemini/commands/review.toml` …), one per command of
  /// `.charter/commands` meant for the agent, each a whole file compose owns, written with the
  /// front-matter keys the agent reads. None when the repository has no `.charter/commands`.
  /// Each is recorded for the agent's own format, so that it stays compose's when the agent
  /// takes its rules from `AGENTS.md`.
  /// - Throws: ``DiagnosticsError`` when a command is not valid.
  func commandOutputs(for names: [String]) throws(DiagnosticsError) -> (outputs: [ComposedOutput], warnings: [Diagnostic])
  {
    let source = CommandSource.read(project.repositoryFiles)
    if source.diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(source.diagnostics) }
    guard let commands = source.commands else { return ([], source.diagnostics) }
    var outputs: [String: ComposedOutput] = [:]
    for name in names {
      guard let target = AgentTargets.named(name), let file = target.commandFile,
        formats.contains(where: { $0.target == target.format.target })
      else { continue }
      for command in commands where command.isWritten(for: target.name) {
        let path = file.path(of: command.name)
        guard outputs[path] == nil else { continue }
        outputs[path] = ComposedOutput(
          path: path, target: target.format.target, ownership: .wholeFile, content: file.write(command))
      }
    }
    return (outputs.values.sorted { $0.path < $1.path }, source.diagnostics)
  }
}
