import CharterAgentFormats
import CharterSupport

extension ExistingRulesImporter {
  /// What the import takes from the MCP files of the imported agents.
  struct ImportedMCP {
    /// The text of `.charter/mcp.json` (`nil` when no server was taken).
    var text: String?
    /// The servers taken, by name.
    var names: [String] = []
    /// The MCP files they came from.
    var files: [String] = []
    /// Why a server stays only in the person's file.
    var warnings: [Diagnostic] = []
  }

  /// The servers in the MCP files of `targets` (`.mcp.json`, `.cursor/mcp.json`,
  /// `.vscode/mcp.json` …), when there is no `.charter/mcp.json` yet. A server is taken when
  /// one definition is written back by every file's agent as that file has it (so compose
  /// leaves each file byte for byte), with `targets` naming the agents whose files hold it
  /// unless that is all of them. Anything else — a key compose does not write, definitions
  /// that differ, a file that is not JSON — stays in the person's file, with a warning.
  /// Codex's `config.toml` is not read: its servers stay the person's.
  func importedMCP(targets: [String]) -> ImportedMCP {
    var result = ImportedMCP()
    guard (try? project.files.text(MCPSource.path)) == nil else { return result }
    let agents = targets.compactMap(AgentTargets.named).filter { $0.mcpFile.map { !$0.isBlock } ?? false }
    // For each server name, the agents' files that hold it, and the value each holds.
    var found: [String: [(agent: AgentTarget, value: JSONValue, position: SourcePosition)]] = [:]
    var files: Set<String> = []
    for agent in agents {
      guard let file = agent.mcpFile, let text = try? project.files.text(file.path) else { continue }
      guard let document = try? JSONDocument(parsing: text, path: file.path) else {
        result.warnings.append(
          skipped(file.path, at: SourcePosition(line: 1, column: 1), "it is not JSON compose can read"))
        continue
      }
      guard let servers = document.object(at: file.keyPath), case .object(let members) = servers.value else { continue }
      files.insert(file.path)
      for member in members {
        let position = JSONDocument.position(of: member.keyRange.lowerBound, in: text)
        found[member.key, default: []].append((agent, member.node.plain, position))
      }
    }
    var imported: [(MCPServer, [String])] = []
    for (name, places) in found.sorted(by: { $0.key < $1.key }) {
      let candidates = places.compactMap { $0.agent.mcpFile!.dialect.server(named: name, from: $0.value) }
      let fits = candidates.first { server in
        places.allSatisfy { place in
          place.agent.mcpFile!.dialect.value(for: server).map(MCPServer.normalized) == MCPServer.normalized(place.value)
        }
      }
      guard let server = fits else {
        let reason =
          candidates.isEmpty
          ? "the server '\(PrintableText.line(name))' has keys or values compose does not write"
          : "the server '\(name)' is defined differently in "
            + places.map { $0.agent.mcpFile!.path }.sorted().joined(separator: ", ")
        for place in places { result.warnings.append(skipped(place.agent.mcpFile!.path, at: place.position, reason)) }
        continue
      }
      imported.append((server, places.map(\.agent.name)))
    }
    guard !imported.isEmpty else { return result }
    // Every target that would get a server listed without `targets` (Codex's TOML too).
    let everyone = Set(targets.compactMap(AgentTargets.named).filter { $0.mcpFile != nil }.map(\.name))
    var members: [(key: String, value: JSONValue?)] = []
    for (server, holders) in imported {
      var object: [String: JSONValue] = [:]
      switch server.transport {
      case .stdio:
        object["command"] = .string(server.command ?? "")
        if !server.args.isEmpty { object["args"] = .array(server.args.map(JSONValue.string)) }
        if !server.env.isEmpty { object["env"] = .object(server.env.mapValues(JSONValue.string)) }
      case .http, .sse:
        if server.transport == .sse { object["type"] = .string("sse") }
        object["url"] = .string(server.url ?? "")
        if !server.headers.isEmpty { object["headers"] = .object(server.headers.mapValues(JSONValue.string)) }
      }
      if Set(holders) != everyone { object["targets"] = .array(holders.sorted().map(JSONValue.string)) }
      members.append((server.name, .object(object)))
      result.names.append(server.name)
    }
    let empty = try? JSONDocument(parsing: "{}\n", path: MCPSource.path)
    result.text = try? empty?.setting(
      members, at: ["mcpServers"], keyOrder: ["type", "command", "args", "env", "url", "headers", "targets"])
    result.files = files.sorted()
    return result
  }

  private func skipped(_ path: String, at position: SourcePosition, _ reason: String) -> Diagnostic {
    Diagnostic(
      path: path, position: position, severity: .warning, code: "mcp-not-imported",
      message: "\(reason); it stays in the file as it is, compose leaves it alone, and \(MCPSource.path) does not list it")
  }
}
