import Testing

@testable import CharterAgentFormats
@testable import CharterSupport

/// `.charter/mcp.json` read against its schema, and each agent's spelling of a server.
@Suite struct MCPSourceTests {
  @Test func serversAreReadInOrderWithTheirTargets() throws {
    let result = MCPSource.parse(
      """
      {
        "$schema": "https://example.com/mcp.schema.json",
        // comments are fine
        "mcpServers": {
          "github": {"command": "npx", "args": ["-y", "server"], "env": {"TOKEN": "${TOKEN}"}},
          "docs": {"type": "sse", "url": "https://example.com/sse", "headers": {"A": "b"}, "targets": ["claude"]},
          "remote": {"url": "https://example.com/mcp", "exclude-targets": ["zed"]}
        }
      }
      """)
    #expect(result.diagnostics.isEmpty)
    let servers = try #require(result.servers)
    #expect(servers.map(\.name) == ["github", "docs", "remote"])
    #expect(servers.map(\.transport) == [.stdio, .sse, .http])
    #expect(servers[0].args == ["-y", "server"] && servers[0].env == ["TOKEN": "${TOKEN}"])
    #expect(servers[1].isWritten(for: "claude") && !servers[1].isWritten(for: "cursor"))
    #expect(servers[2].isWritten(for: "cursor") && !servers[2].isWritten(for: "zed"))
    #expect(servers[1].position == SourcePosition(line: 6, column: 5))
  }

  @Test(arguments: [
    ("{\"mcpServers\": {\"a\": {\"comand\": \"x\"}}}", 1, 23, "unknown-key", "did you mean 'command'"),
    ("{\"servers\": {}}", 1, 2, "unknown-key", "mcpServers"),
    ("{\"mcpServers\": {\"a\": {\"command\": \"x\", \"url\": \"u\"}}}", 1, 23, "invalid-mcp", "started with"),
    ("{\"mcpServers\": {\"a\": {\"type\": \"ws\", \"url\": \"u\"}}}", 1, 31, "invalid-mcp", "\"stdio\", \"http\""),
    ("{\"mcpServers\": {\"a b\": {\"command\": \"x\"}}}", 1, 17, "invalid-mcp", "letters, digits"),
    ("{\"mcpServers\": {\"a\": {\"args\": [\"x\"]}}}", 1, 17, "invalid-mcp", "needs \"command\""),
    ("{\"mcpServers\": {\"a\": {\"command\": \"x\", \"args\": [1]}}}", 1, 48, "invalid-mcp", "only strings"),
    (
      "{\"mcpServers\": {\"a\": {\"command\": \"x\", \"targets\": [\"cline\"]}}}", 1, 51, "unknown-target",
      "no MCP file"
    ),
    (
      "{\"mcpServers\": {\"a\": {\"command\": \"x\", \"targets\": [\"cursr\"]}}}", 1, 51, "unknown-target",
      "did you mean 'cursor'"
    ),
    ("{\"mcpServers\": {\"a\": {\"command\": \"x\"}, \"a\": {\"command\": \"y\"}}}", 1, 40, "duplicate-key", "twice"),
    ("{\"mcpServers\": []}", 1, 16, "invalid-mcp", "object of servers"),
    ("{\"mcpServers\": {}, \"mcpServers\": {}}", 1, 20, "duplicate-key", "only the last"),
  ])
  func aServerThatDoesNotFitTheSchemaIsAnErrorAtItsPlace(
    text: String, line: Int, column: Int, code: String, message: String
  ) {
    let result = MCPSource.parse(text)
    #expect(result.servers == nil)
    let diagnostic = result.diagnostics.first { $0.code == code }
    #expect(diagnostic?.position == SourcePosition(line: line, column: column), "\(result.diagnostics)")
    #expect(diagnostic?.message.contains(message) == true, "\(result.diagnostics)")
    #expect(diagnostic?.path == MCPSource.path)
  }

  static let servers: [MCPServer] = {
    var stdio = MCPServer(name: "github", transport: .stdio)
    stdio.command = "npx"
    stdio.args = ["-y", "server"]
    stdio.env = ["TOKEN": "${TOKEN}", "PLAIN": "x"]
    var bare = MCPServer(name: "bare", transport: .stdio)
    bare.command = "tool"
    var http = MCPServer(name: "docs", transport: .http)
    http.url = "https://example.com/mcp"
    http.headers = ["Authorization": "Bearer ${DOCS}"]
    var sse = MCPServer(name: "old", transport: .sse)
    sse.url = "https://example.com/sse"
    return [stdio, bare, http, sse]
  }()

  /// Every dialect reads back what it writes, so an import keeps each file byte for byte.
  @Test(arguments: [
    MCPDialect.claude, .cursor, .plain, .vscode, .gemini, .roo, .opencode, .crush, .zed, .antigravity,
  ])
  func eachDialectReadsBackWhatItWrites(dialect: MCPDialect) throws {
    for server in Self.servers {
      guard let value = dialect.value(for: server) else {
        #expect(!dialect.transports.contains(server.transport))
        continue
      }
      let read = try #require(dialect.server(named: server.name, from: value), "\(dialect) \(value)")
      #expect(dialect.value(for: read) == value)
      #expect(
        read.transport == server.transport || dialect == .cursor || dialect == .plain || dialect == .zed
          || dialect == .opencode)
    }
  }

  @Test func eachAgentGetsItsOwnSpelling() {
    let (stdio, http, sse) = (Self.servers[0], Self.servers[2], Self.servers[3])
    #expect(
      MCPDialect.cursor.value(for: stdio)
        == .object([
          "command": .string("npx"), "args": .array([.string("-y"), .string("server")]),
          "env": .object(["TOKEN": .string("${env:TOKEN}"), "PLAIN": .string("x")]),
        ]))
    #expect(
      MCPDialect.opencode.value(for: stdio)
        == .object([
          "type": .string("local"), "command": .array([.string("npx"), .string("-y"), .string("server")]),
          "environment": .object(["TOKEN": .string("{env:TOKEN}"), "PLAIN": .string("x")]),
        ]))
    #expect(
      MCPDialect.vscode.value(for: stdio).flatMap { if case .object(let o) = $0 { o["type"] } else { nil } }
        == .string("stdio"))
    #expect(
      MCPDialect.gemini.value(for: http)
        == .object([
          "httpUrl": .string("https://example.com/mcp"),
          "headers": .object(["Authorization": .string("Bearer ${DOCS}")]),
        ]))
    #expect(MCPDialect.gemini.value(for: sse) == .object(["url": .string("https://example.com/sse")]))
    #expect(
      MCPDialect.roo.value(for: http).flatMap { if case .object(let o) = $0 { o["type"] } else { nil } }
        == .string("streamable-http"))
    #expect(
      MCPDialect.claude.value(for: sse) == .object(["type": .string("sse"), "url": .string("https://example.com/sse")]))
    #expect(MCPDialect.zed.value(for: sse) == nil, "Zed has no SSE")
    #expect(
      MCPDialect.antigravity.value(for: http).flatMap { if case .object(let o) = $0 { o["serverUrl"] } else { nil } }
        != nil)
  }

  @Test func codexGetsOneTablePerServerWithEverythingEscaped() {
    var server = Self.servers[0]
    server.env = ["A-B": "x\"\n# charter:end\u{1B}", "weird key": "y"]
    let file = MCPFile(".codex/config.toml", keyPath: [], dialect: .codex)
    #expect(
      file.block([server, Self.servers[2]])
        == """
        [mcp_servers.github]
        command = "npx"
        args = ["-y", "server"]
        env = { A-B = "x\\"\\n# charter:end\\u001B", "weird key" = "y" }

        [mcp_servers.docs]
        url = "https://example.com/mcp"
        http_headers = { Authorization = "Bearer ${DOCS}" }

        """)
  }

  @Test func aReferenceIsReadBackOnlyWhenTheWriterWouldWriteItSo() {
    #expect(MCPEnvironmentReference.read("${env:A} and ${env:B_2}", for: .cursor) == "${A} and ${B_2}")
    #expect(MCPEnvironmentReference.read("${A}", for: .cursor) == nil, "Cursor's file spells it ${env:A}")
    #expect(MCPEnvironmentReference.read("{env:A}", for: .opencode) == "${A}")
    #expect(MCPEnvironmentReference.written("${1A} ${} $${A}", for: .cursor) == "${1A} ${} $${env:A}")
  }

  @Test func anExtraKeyKeepsAServerOutOfTheImport() {
    #expect(
      MCPDialect.claude.server(named: "a", from: .object(["command": .string("x"), "alwaysAllow": .array([])])) == nil)
    #expect(MCPDialect.claude.server(named: "a", from: .object(["command": .int(1)])) == nil)
    #expect(
      MCPDialect.claude.server(
        named: "a",
        from: .object(["type": .string("stdio"), "command": .string("x"), "args": .array([]), "env": .object([:])]))
        != nil, "what `claude mcp add` writes")
    #expect(MCPDialect.claude.server(named: "a b", from: .object(["command": .string("x")])) == nil)
  }
}
