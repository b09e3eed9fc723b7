/// MCP servers as Codex CLI reads them from `config.toml`: one `[mcp_servers.NAME]` table each.
enum MCPTOML {
  /// The table for `server`, ending with a newline.
  static func table(_ server: MCPServer) -> String {
    var lines = ["[mcp_servers.\(server.name)]"]
    switch server.transport {
    case .stdio:
      lines.append("command = " + quoted(server.command ?? ""))
      if !server.args.isEmpty { lines.append("args = [" + server.args.map(quoted).joined(separator: ", ") + "]") }
      if !server.env.isEmpty { lines.append("env = " + inlineTable(server.env)) }
    case .http, .sse:
      lines.append("url = " + quoted(server.url ?? ""))
      if !server.headers.isEmpty { lines.append("http_headers = " + inlineTable(server.headers)) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `{ KEY = "value", … }`, keys sorted.
  private static func inlineTable(_ map: [String: String]) -> String {
    "{ " + map.keys.sorted().map { key(of: $0) + " = " + quoted(map[$0]!) }.joined(separator: ", ") + " }"
  }

  /// A key as TOML needs it: bare when it is letters, digits, `-` and `_`, else quoted.
  private static func key(of text: String) -> String {
    MCPServer.isValidName(text) ? text : quoted(text)
  }

  /// Whether `scalar` is written as an escape: DEL, C1 controls, the line and paragraph
  /// separators and the bidirectional controls, which a terminal or an editor would act on.
  static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || (0x2028...0x202E).contains(scalar.value)
      || (0x2066...0x2069).contains(scalar.value)
  }

  /// `text` as a TOML basic string: quotes, backslashes and every control character escaped
  /// (nothing in a value can end the string, the line or the block).
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || isEscaped(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}

extension MCPTOML {
  /// `text` as a TOML multi-line string: literal (`'''`, nothing escaped) when it can be, else
  /// basic with escapes. A line break right after the opening quotes is not part of the value.
  static func multiline(_ text: String) -> String {
    let literalSafe =
      !text.contains("'''") && !text.hasSuffix("'")
      && !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || isEscaped($0) }
    if literalSafe { return "'''\n" + text + "'''" }
    // Basic: every quote and backslash escaped (so no `"""` ends it early), line breaks kept.
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n", "\t": escaped.unicodeScalars.append(scalar)
      case "\r": escaped += "\\r"
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      default: escaped += quoted(String(scalar)).dropFirst().dropLast()
      }
    }
    return "\"\"\"\n" + escaped + "\"\"\""
  }
}
