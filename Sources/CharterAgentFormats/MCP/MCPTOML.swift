/// MCP servers as Codex CLI reads them from `config.toml`: one `[mcp_servers.NAME]` table each.
enum MCPTOML {
  /// The table for `server`, ending with a newline.
  static func table(_ server: MCPServer) -> String {
    var lines = ["[mcp_servers.\(server.name)]"]
    switch server.transport {
    case .stdio:
      lines.append("command = " + TOMLText.quoted(server.command ?? ""))
      if !server.args.isEmpty { lines.append("args = [" + server.args.map(TOMLText.quoted).joined(separator: ", ") + "]") }
      if !server.env.isEmpty { lines.append("env = " + inlineTable(server.env)) }
    case .http, .sse:
      lines.append("url = " + TOMLText.quoted(server.url ?? ""))
      if !server.headers.isEmpty { lines.append("http_headers = " + inlineTable(server.headers)) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{ KEY = "value", … }`, keys sorted.
  private static func inlineTable(_ map: [String: String]) -> String {
    "{ " + map.keys.sorted().map { key(of: $0) + " = " + TOMLText.quoted(map[$0]!) }.joined(separator: ", ") + " }"
  }

  /// A key as TOML needs it: bare when it is letters, digits, `-` and `_`, else quoted.
  private static func key(of text: String) -> String {
    TOMLText.isBareKey(text) ? text : TOMLText.quoted(text)
  }
}
