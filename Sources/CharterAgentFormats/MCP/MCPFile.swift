import CharterSupport

/// Where an agent reads a repository's MCP servers, and in which shape.
public struct MCPFile: Hashable, Sendable {
  /// The file, relative to the repository root (`.cursor/mcp.json`).
  public let path: String
  /// The keys leading to the object of servers by name (`["mcpServers"]`); empty for a TOML
  /// file, whose tables are written as a block.
  public let keyPath: [String]
  /// How a server is spelled there.
  public let dialect: MCPDialect

  /// An MCP file at `path` holding servers under `keyPath`, spelled as `dialect` spells them.
  public init(_ path: String, keyPath: [String] = ["mcpServers"], dialect: MCPDialect) {
    self.path = path
    self.keyPath = keyPath
    self.dialect = dialect
  }

  /// Whether compose owns only a block of the file (TOML, which has no object to merge into
  /// key by key) rather than members of its servers object.
  public var isBlock: Bool { dialect == .codex }

  /// The text of the block that holds `servers` in a TOML file (``isBlock``).
  public func block(_ servers: [MCPServer]) -> String {
    servers.map(MCPTOML.table).joined(separator: "\n")
  }
}

extension MCPFile {
  /// The servers among `names` that the person's part of a TOML file (``isBlock``; `text`
  /// without compose's block) defines itself — as a `[mcp_servers.NAME]` table in any
  /// spelling, a dotted key or an inline table — each with the line where; every name when
  /// `mcp_servers` itself is an inline value, which no table header may extend.
  public func serversDefined(in text: String, among names: [String]) -> [(name: String, line: Int)] {
    let definitions = TOMLTableScanner.definitions(in: text)
    if let whole = definitions.first(where: { $0.path == ["mcp_servers"] && $0.isInline }) {
      return names.map { ($0, whole.line) }
    }
    return names.compactMap { name in
      definitions.first { $0.path.count >= 2 && $0.path[0] == "mcp_servers" && $0.path[1] == name }
        .map { (name, $0.line) }
    }
  }
}
