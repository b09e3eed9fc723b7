import CharterAgentFormats
import CharterSupport

extension Composer {
  /// The MCP files of the agents `names` (`.mcp.json`, `.cursor/mcp.json`, `.vscode/mcp.json`,
  /// `.codex/config.toml` …), each holding the servers of `.charter/mcp.json` meant for it: as
  /// members of its servers object, which compose owns key by key, or, in Codex's TOML, as a
  /// block. None when the repository has no `.charter/mcp.json`. Each is recorded for the
  /// agent's own format, so that it stays compose's when the agent takes its rules from
  /// `AGENTS.md`. Warnings say which server an agent cannot use.
  /// - Throws: ``DiagnosticsError`` when `.charter/mcp.json` is not valid.
  func mcpOutputs(for names: [String]) throws(DiagnosticsError) -> (outputs: [ComposedOutput], warnings: [Diagnostic]) {
    let source = MCPSource.read(project.repositoryFiles)
    if source.diagnostics.contains(where: { $0.severity == .error }) { throw DiagnosticsError(source.diagnostics) }
    guard let servers = source.servers else { return ([], source.diagnostics) }
    var outputs: [String: ComposedOutput] = [:]
    var warnings = source.diagnostics
    for name in names {
      guard let target = AgentTargets.named(name), let file = target.mcpFile, outputs[file.path] == nil,
        formats.contains(where: { $0.target == target.format.target })
      else { continue }
      let result = mcpOutput(servers, for: target, in: file, recordedAs: target.format.target, source: MCPSource.path)
      warnings += result.warnings
      if let output = result.output { outputs[file.path] = output }
    }
    return (outputs.values.sorted { $0.path < $1.path }, warnings)
  }

  /// The output holding `servers` meant for `target` in its MCP file `file` (`nil` when none
  /// is meant for it), recorded for `recordedAs`, and warnings about the servers it leaves out
  /// (`source` names the file they come from).
  func mcpOutput(
    _ servers: [MCPServer], for target: AgentTarget, in file: MCPFile, recordedAs: String, source: String
  ) -> (output: ComposedOutput?, warnings: [Diagnostic]) {
    var warnings: [Diagnostic] = []
    var written: [MCPServer] = []
    for server in servers where server.isWritten(for: target.name) {
      guard file.dialect.transports.contains(server.transport) else {
        warnings.append(
          Diagnostic(
            path: source, position: server.position, severity: .warning, code: "mcp-transport-unsupported",
            message:
              "the target '\(target.name)' cannot reach the server '\(server.name)' over \(server.transport.rawValue); "
              + "it is left out of \(file.path) (add \"exclude-targets\": [\"\(target.name)\"] to say so)"))
        continue
      }
      written.append(server)
    }
    if file.isBlock {
      let kept = personsServers(in: file, among: written.map(\.name))
      for (name, line) in kept {
        warnings.append(
          Diagnostic(
            path: file.path, position: SourcePosition(line: line, column: 1), severity: .warning,
            code: "mcp-server-kept",
            message: "this file defines the MCP server '\(name)' itself; compose keeps that definition and leaves "
              + "the server of \(source) out of its block (TOML allows one definition)"))
      }
      written.removeAll { server in kept.contains { $0.name == server.name } }
      guard !written.isEmpty else { return (nil, warnings) }
      return (
        ComposedOutput(path: file.path, target: recordedAs, ownership: .managedBlock, content: file.block(written)),
        warnings
      )
    }
    var members: [String: JSONValue] = [:]
    for server in written { members[server.name] = file.dialect.value(for: server) }
    guard !members.isEmpty else { return (nil, warnings) }
    var values = OwnedValues()
    values.members[file.keyPath] = members
    let output = ComposedOutput(
      path: file.path, target: recordedAs,
      ownership: .entries([OwnedPart(keyPath: file.keyPath, kind: .members, names: members.keys.sorted())]),
      content: OwnedEntries.content(values))
    return (output, warnings)
  }

  /// The servers among `names` the TOML file's own part (outside compose's block) defines, with
  /// the line where (``MCPFile/serversDefined(in:among:)``).
  private func personsServers(in file: MCPFile, among names: [String]) -> [(name: String, line: Int)] {
    guard let text = try? project.repositoryFiles.text(file.path) else { return [] }
    guard let range = GeneratedMarkers.managedBlock(in: text, style: MarkerStyle(path: file.path)) else {
      return file.serversDefined(in: text, among: names)
    }
    // The block's lines are blanked, not removed, so that lines keep their numbers.
    let block = String(text[range.whole])
    let blank = String(repeating: "\n", count: block.filter { $0 == "\n" || $0 == "\r\n" }.count)
    return file.serversDefined(
      in: String(text[..<range.whole.lowerBound]) + blank + String(text[range.whole.upperBound...]), among: names)
  }
}
