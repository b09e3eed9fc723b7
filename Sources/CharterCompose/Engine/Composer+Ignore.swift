import CharterAgentFormats
import CharterSupport

extension Composer {
  /// The ignore files of the agents `names` (`.cursorignore`, `.geminiignore` …), each a block
  /// holding `.charter/ignore`; none when the repository has no `.charter/ignore`. Each is
  /// recorded for the agent's own format, so that it stays compose's when the agent takes its
  /// rules from `AGENTS.md`.
  /// Warnings for patterns Charter cannot read come with them.
  /// - Throws: ``DiagnosticsError`` when `.charter/ignore` has a line that would read as
  ///   compose's markers, or cannot be read.
  func ignoreOutputs(for names: [String]) throws(DiagnosticsError) -> (
    outputs: [ComposedOutput], warnings: [Diagnostic]
  ) {
    let source = IgnoreSource.read(project.repositoryFiles)
    if source.diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(source.diagnostics) }
    guard let text = source.text else { return ([], source.diagnostics) }
    var outputs: [String: ComposedOutput] = [:]
    for name in names {
      guard let target = AgentTargets.named(name), let file = target.ignoreFile, outputs[file] == nil,
        formats.contains(where: { $0.target == target.format.target })
      else { continue }
      outputs[file] = ComposedOutput(path: file, target: target.format.target, ownership: .managedBlock, content: text)
    }
    return (outputs.values.sorted { $0.path < $1.path }, source.diagnostics)
  }
}
