import CharterSupport

/// `.charter/mcp.json`: the MCP servers compose writes into every target's MCP file
/// (`.mcp.json`, `.cursor/mcp.json`, `.vscode/mcp.json`, `.codex/config.toml` …).
///
/// The shape is the one Claude Code, Cursor and rulesync share — `{"mcpServers": {name:
/// server}}` — with `targets` and `exclude-targets` per server; the schema is
/// Documentation/schemas/mcp.schema.json.
public enum MCPSource {
  /// The file's path relative to the repository root.
  public static let path = ".charter/mcp.json"

  /// The servers (`nil` when the repository has no `.charter/mcp.json`) and a diagnostic for
  /// everything in the file that is not a server as the schema describes it.
  /// `file` is where it is below the root (the person's `~/.config/charter/mcp.json` for
  /// `compose --global`).
  public static func read(_ repository: RepositoryFiles, file: String = path) -> (
    servers: [MCPServer]?, diagnostics: [Diagnostic]
  ) {
    SourceReader.read(repository, file: file) { parse($0, path: $1) }
  }

  /// The servers `text` declares, in the order written, and its diagnostics, at `path`.
  public static func parse(_ text: String, path: String = path) -> (servers: [MCPServer]?, diagnostics: [Diagnostic]) {
    let document: JSONDocument
    do {
      document = try JSONDocument(parsing: text, path: path)
    } catch {
      return (nil, error.diagnostics)
    }
    var reader = MCPSourceReader(text: text, path: path)
    let servers = reader.servers(in: document.root)
    return (reader.diagnostics.contains { $0.severity == .error } ? nil : servers, reader.diagnostics)
  }
}

/// Checks `.charter/mcp.json` against its schema, collecting an error at the line and column
/// of each thing that does not fit.
private struct MCPSourceReader {
  let text: String
  let path: String
  var diagnostics: [Diagnostic] = []

  private static let serverKeys = ["type", "command", "args", "env", "url", "headers", "targets", "exclude-targets"]

  mutating func servers(in root: JSONDocument.Node) -> [MCPServer] {
    guard case .object(let members) = root.value else {
      error(at: root, "the file must hold an object with \"mcpServers\"", code: "invalid-mcp")
      return []
    }
    var servers: [MCPServer] = []
    var found = false
    for member in members {
      switch member.key {
      case "$schema": continue
      case "mcpServers":
        if found {
          error(
            at: member.keyRange, "\"mcpServers\" is given twice; JSON readers keep only the last", code: "duplicate-key"
          )
        }
        found = true
        guard case .object(let entries) = member.node.value else {
          error(at: member.node, "\"mcpServers\" must be an object of servers by name", code: "invalid-mcp")
          continue
        }
        var seen = Set<String>()
        for entry in entries {
          if !seen.insert(entry.key).inserted {
            error(at: entry.keyRange, "the server '\(entry.key)' is declared twice", code: "duplicate-key")
          }
          if let server = server(entry) { servers.append(server) }
        }
      default:
        error(
          at: member.keyRange,
          "unknown key '\(member.key)'; the file holds \"mcpServers\" (and \"$schema\")"
            + Suggestion.didYouMean(member.key, among: ["mcpServers", "$schema"]),
          code: "unknown-key")
      }
    }
    if !found { error(at: root, "the file has no \"mcpServers\" object", code: "invalid-mcp") }
    return servers
  }

  private mutating func server(_ entry: JSONDocument.Member) -> MCPServer? {
    guard MCPServer.isValidName(entry.key) else {
      error(
        at: entry.keyRange,
        "'\(PrintableText.line(entry.key))' cannot name a server: use letters, digits, '-' and '_' (Codex CLI "
          + "accepts no other), at most 64", code: "invalid-mcp")
      return nil
    }
    guard case .object(let fields) = entry.node.value else {
      error(at: entry.node, "the server '\(entry.key)' must be an object", code: "invalid-mcp")
      return nil
    }
    let errorsBefore = diagnostics.count
    var values: [String: JSONDocument.Member] = [:]
    for field in fields {
      guard Self.serverKeys.contains(field.key) else {
        error(
          at: field.keyRange,
          "unknown key '\(PrintableText.line(field.key))' in the server '\(entry.key)'; a server has "
            + Self.serverKeys.joined(separator: ", ") + Suggestion.didYouMean(field.key, among: Self.serverKeys),
          code: "unknown-key")
        continue
      }
      values[field.key] = field
    }
    let command = string(values["command"])
    let url = string(values["url"])
    var transport: MCPServer.Transport = url == nil ? .stdio : .http
    if let type = values["type"] {
      if case .string(let name) = type.node.value, let named = MCPServer.Transport(rawValue: name) {
        transport = named
      } else {
        error(at: type.node, "\"type\" is \"stdio\", \"http\" or \"sse\"", code: "invalid-mcp")
      }
    }
    switch transport {
    case .stdio:
      if command == nil, values["command"] == nil {
        error(
          at: entry.keyRange, "the server '\(entry.key)' needs \"command\" (or \"url\" for a remote server)",
          code: "invalid-mcp")
      }
      for key in ["url", "headers"] where values[key] != nil {
        error(
          at: values[key]!.keyRange, "\"\(key)\" is for a remote server; this one runs \"command\"", code: "invalid-mcp"
        )
      }
    case .http, .sse:
      if url == nil, values["url"] == nil {
        error(at: entry.keyRange, "the server '\(entry.key)' needs \"url\"", code: "invalid-mcp")
      }
      for key in ["command", "args", "env"] where values[key] != nil {
        error(
          at: values[key]!.keyRange, "\"\(key)\" is for a server started with \"command\"; this one is at \"url\"",
          code: "invalid-mcp")
      }
    }
    var server = MCPServer(name: entry.key, transport: transport)
    server.position = JSONDocument.position(of: entry.keyRange.lowerBound, in: text)
    server.command = command
    server.url = url
    server.args = strings(values["args"]) ?? []
    server.env = stringMap(values["env"]) ?? [:]
    server.headers = stringMap(values["headers"]) ?? [:]
    server.targets = targetNames(values["targets"])
    server.excludeTargets = targetNames(values["exclude-targets"]) ?? []
    return diagnostics.count == errorsBefore ? server : nil
  }

  private mutating func string(_ member: JSONDocument.Member?) -> String? {
    guard let member else { return nil }
    guard case .string(let value) = member.node.value, !value.isEmpty else {
      error(at: member.node, "\"\(member.key)\" must be a non-empty string", code: "invalid-mcp")
      return nil
    }
    return value
  }

  private mutating func strings(_ member: JSONDocument.Member?) -> [String]? {
    guard let member else { return nil }
    guard case .array(let items) = member.node.value else {
      error(at: member.node, "\"\(member.key)\" must be an array of strings", code: "invalid-mcp")
      return nil
    }
    var values: [String] = []
    for item in items {
      guard case .string(let value) = item.value else {
        error(at: item, "\"\(member.key)\" must hold only strings", code: "invalid-mcp")
        continue
      }
      values.append(value)
    }
    return values
  }

  private mutating func stringMap(_ member: JSONDocument.Member?) -> [String: String]? {
    guard let member else { return nil }
    guard case .object(let fields) = member.node.value else {
      error(at: member.node, "\"\(member.key)\" must be an object of strings", code: "invalid-mcp")
      return nil
    }
    var values: [String: String] = [:]
    for field in fields {
      guard case .string(let value) = field.node.value else {
        error(at: field.node, "\"\(member.key)\" must hold only strings", code: "invalid-mcp")
        continue
      }
      values[field.key] = value
    }
    return values
  }

  private mutating func targetNames(_ member: JSONDocument.Member?) -> [String]? {
    guard let member, let names = strings(member) else { return nil }
    let known = AgentTargets.all.filter { $0.mcpFile != nil }.map(\.name)
    guard case .array(let items) = member.node.value else { return names }
    for (name, item) in zip(names, items) where !known.contains(name) {
      let reason =
        AgentTargets.named(name) == nil
        ? "unknown target '\(PrintableText.line(name))'" : "'\(name)' has no MCP file in the repository"
      error(
        at: item,
        reason + "; the targets with one are " + known.joined(separator: ", ")
          + Suggestion.didYouMean(name, among: known), code: "unknown-target")
    }
    return names
  }

  private mutating func error(at node: JSONDocument.Node, _ message: String, code: String) {
    error(at: node.range, message, code: code)
  }

  private mutating func error(at range: Range<Int>, _ message: String, code: String) {
    diagnostics.append(
      Diagnostic(
        path: path, position: JSONDocument.position(of: range.lowerBound, in: text), code: code,
        message: message))
  }
}
