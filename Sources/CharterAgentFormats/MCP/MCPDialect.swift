import CharterSupport

/// How an agent spells an MCP server in its settings. Each has a writer and, for the import,
/// its inverse, which reads back only what the writer would write. The shapes follow the
/// agents' documentation and rulesync's adapters (Documentation/AgentFormats.md).
public enum MCPDialect: String, Hashable, Sendable {
  /// Claude Code's `.mcp.json` (and Factory Droid's): `command`/`args`/`env`; `type` `http` or
  /// `sse` with `url` and `headers` for a remote server.
  case claude
  /// Cursor: as ``plain``, with `${VAR}` in `env` and `headers` written `${env:VAR}`, the
  /// reference Cursor expands.
  case cursor
  /// Kiro, Amp, Junie, Augment, Amazon Q, Devin: `command`/`args`/`env`, or `url`/`headers`
  /// (the transport found by connecting).
  case plain
  /// VS Code (GitHub Copilot), `.vscode/mcp.json` under `servers`: `type` always written
  /// (`stdio`, `http`, `sse`), as VS Code requires.
  case vscode
  /// Gemini CLI and Qwen Code, `settings.json`: `httpUrl` for streamable HTTP, `url` for SSE.
  case gemini
  /// Roo Code: `type` `streamable-http` or `sse` for a remote server.
  case roo
  /// OpenCode, `opencode.json` under `mcp`: `type` `local` with `command` as one array and
  /// `environment`, or `remote` with `url` and `headers`; `${VAR}` written `{env:VAR}`.
  case opencode
  /// Crush, `.crush.json` under `mcp`: `type` always written (`stdio`, `http`, `sse`).
  case crush
  /// Zed, `.zed/settings.json` under `context_servers`: as ``plain``, without SSE.
  case zed
  /// Google Antigravity, `.agents/mcp_config.json`: a remote server at `serverUrl`.
  case antigravity
  /// Codex CLI, `.codex/config.toml`: a `[mcp_servers.NAME]` table; stdio or streamable HTTP.
  case codex

  /// The transports the agent can use.
  public var transports: Set<MCPServer.Transport> {
    switch self {
    case .codex, .zed, .antigravity: [.stdio, .http]
    default: Set(MCPServer.Transport.allCases)
    }
  }

  /// `server` as the agent spells it (`nil` when the agent cannot use its transport).
  public func value(for server: MCPServer) -> JSONValue? {
    guard transports.contains(server.transport) else { return nil }
    var object: [String: JSONValue] = [:]
    func strings(_ map: [String: String]) -> JSONValue {
      .object(map.mapValues { JSONValue.string(MCPEnvironmentReference.written($0, for: self)) })
    }
    switch server.transport {
    case .stdio:
      if self == .opencode {
        object["type"] = .string("local")
        object["command"] = .array(([server.command ?? ""] + server.args).map(JSONValue.string))
        if !server.env.isEmpty { object["environment"] = strings(server.env) }
        return .object(object)
      }
      object["command"] = .string(server.command ?? "")
      if !server.args.isEmpty { object["args"] = .array(server.args.map(JSONValue.string)) }
      if !server.env.isEmpty { object["env"] = strings(server.env) }
      if self == .vscode || self == .crush { object["type"] = .string("stdio") }
    case .http, .sse:
      let url = JSONValue.string(server.url ?? "")
      switch self {
      case .gemini: object[server.transport == .http ? "httpUrl" : "url"] = url
      case .antigravity: object["serverUrl"] = url
      default: object["url"] = url
      }
      if !server.headers.isEmpty { object["headers"] = strings(server.headers) }
      switch self {
      case .claude, .vscode, .crush: object["type"] = .string(server.transport.rawValue)
      case .roo: object["type"] = .string(server.transport == .http ? "streamable-http" : "sse")
      case .opencode: object["type"] = .string("remote")
      case .cursor, .plain, .gemini, .zed, .antigravity, .codex: break
      }
    }
    return .object(object)
  }

  /// The server `value` spells, when this dialect's writer would write it back meaning the
  /// same (``MCPServer/normalized(_:)``); `nil` for anything else (a key the writer does not
  /// know, a value of another type), which the import leaves in the person's file.
  public func server(named name: String, from value: JSONValue) -> MCPServer? {
    guard MCPServer.isValidName(name), case .object(let object) = value else { return nil }
    var candidates: [MCPServer] = []
    func string(_ key: String) -> String? { if case .string(let text)? = object[key] { text } else { nil } }
    func strings(_ key: String) -> [String]? {
      guard case .array(let items)? = object[key] else { return nil }
      let texts = items.compactMap { if case .string(let text) = $0 { text } else { nil } }
      return texts.count == items.count ? texts : nil
    }
    func map(_ key: String) -> [String: String]? {
      guard case .object(let fields)? = object[key] else { return nil }
      let texts = fields.compactMapValues {
        if case .string(let text) = $0 { MCPEnvironmentReference.read(text, for: self) } else { nil }
      }
      return texts.count == fields.count ? texts : nil
    }
    if self == .opencode, let command = strings("command"), let program = command.first {
      var server = MCPServer(name: name, transport: .stdio)
      server.command = program
      server.args = Array(command.dropFirst())
      server.env = map("environment") ?? [:]
      candidates.append(server)
    } else if let command = string("command") {
      var server = MCPServer(name: name, transport: .stdio)
      server.command = command
      server.args = strings("args") ?? []
      server.env = map("env") ?? [:]
      candidates.append(server)
    }
    if let url = string("url") ?? string("httpUrl") ?? string("serverUrl") {
      for transport in [MCPServer.Transport.http, .sse] {
        var server = MCPServer(name: name, transport: transport)
        server.url = url
        server.headers = map("headers") ?? [:]
        candidates.append(server)
      }
    }
    // The one the writer spells as the file does.
    let meaning = MCPServer.normalized(value)
    return candidates.first { self.value(for: $0).map(MCPServer.normalized) == meaning }
  }
}
