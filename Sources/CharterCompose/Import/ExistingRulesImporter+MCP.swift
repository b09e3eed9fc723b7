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
  /// `.vscode/mcp.json` …), when there is no `.charter/mcp.json` yet. A server is taken with
  /// the definition the most files hold exactly as compose would write it for their agent (so
  /// compose leaves each file byte for byte), with `targets` naming those agents unless that
  /// is all of them. Anything else — a key compose does not write, a definition that differs
  /// from the one taken, a file that is not JSON — stays in the person's file, with a warning.
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
      func fits(_ server: MCPServer, _ place: (agent: AgentTarget, value: JSONValue, position: SourcePosition)) -> Bool
      {
        place.agent.mcpFile!.dialect.value(for: server).map(MCPServer.normalized) == MCPServer.normalized(place.value)
      }
      // The definition that the most files hold as compose would write it; the others keep
      // theirs, and the server goes only to the agents whose files agree.
      let candidates = places.compactMap { $0.agent.mcpFile!.dialect.server(named: name, from: $0.value) }
      let best = candidates.max { first, second in
        places.filter { fits(first, $0) }.count < places.filter { fits(second, $0) }.count
      }
      let holders = best.map { server in places.filter { fits(server, $0) } } ?? []
      for place in places where !holders.contains(where: { $0.agent.name == place.agent.name }) {
        let file = place.agent.mcpFile!
        let reason: String
        if file.dialect.server(named: name, from: place.value) == nil {
          reason =
            "the server '\(PrintableText.line(name))' is not spelled as compose writes it for "
            + "'\(place.agent.name)'" + Self.unwritten(place.value, dialect: file.dialect)
        } else {
          reason =
            "the server '\(name)' is defined differently here than in "
            + holders.map { $0.agent.mcpFile!.path }.sorted().joined(separator: ", ")
        }
        result.warnings.append(skipped(file.path, at: place.position, reason))
      }
      if let best, !holders.isEmpty { imported.append((best, holders.map(\.agent.name))) }
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

  /// ` (it has KEY, KEY, which compose does not write)` for the keys of `value` no server of
  /// `dialect` has; `""` when there are none (the value is spelled otherwise).
  static func unwritten(_ value: JSONValue, dialect: MCPDialect) -> String {
    guard case .object(let object) = value else { return " (it is not an object)" }
    let written: Set<String> = [
      "type", "command", "args", "env", "environment", "url", "httpUrl", "serverUrl", "headers", "enabled",
    ]
    let extra = object.keys.filter { !written.contains($0) }.sorted()
    guard !extra.isEmpty else { return "" }
    return " (it has " + extra.map { "'\(PrintableText.line($0))'" }.joined(separator: ", ")
      + ", which compose does not write)"
  }

  private func skipped(_ path: String, at position: SourcePosition, _ reason: String) -> Diagnostic {
    Diagnostic(
      path: path, position: position, severity: .warning, code: "mcp-not-imported",
      message:
        "\(reason); it stays in the file as it is, compose leaves it alone, and \(MCPSource.path) does not list it")
  }
}
