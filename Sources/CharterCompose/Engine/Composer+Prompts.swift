import CharterAgentFormats
import CharterSupport

extension Composer {
  /// The files of the agents `names` for the commands or subagents of `.charter/commands` or
  /// `.charter/agents` (`kind`): `.claude/commands/review.md`, `.github/prompts/review.prompt.md`,
  /// `.gemini/commands/review.toml`, `.claude/agents/reviewer.md`, `.codex/agents/reviewer.toml`
  /// … — one per document meant for the agent, each a whole file compose owns, with the
  /// front-matter keys the agent reads. None when the repository has no such folder. Each is
  /// recorded for the agent's own format, so that it stays compose's when the agent takes its
  /// rules from `AGENTS.md`.
  /// - Throws: ``DiagnosticsError`` when a document is not valid.
  func promptOutputs(_ kind: PromptKind, for names: [String]) throws(DiagnosticsError) -> (
    outputs: [ComposedOutput], warnings: [Diagnostic]
  ) {
    let source = PromptSource.read(kind, in: project.repositoryFiles)
    if source.diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(source.diagnostics) }
    guard let documents = source.documents else { return ([], source.diagnostics) }
    var outputs: [String: ComposedOutput] = [:]
    for name in names {
      guard let target = AgentTargets.named(name), let folder = kind.folder(of: target),
        formats.contains(where: { $0.target == target.format.target })
      else { continue }
      for document in documents where document.isWritten(for: target.name) {
        let path = folder.path(of: document.name)
        guard outputs[path] == nil else { continue }
        outputs[path] = ComposedOutput(
          path: path, target: target.format.target, ownership: .wholeFile, content: folder.write(document))
      }
    }
    return (outputs.values.sorted { $0.path < $1.path }, source.diagnostics)
  }
}
