import Foundation
import Testing

@testable import CharterAgentFormats

/// Documentation/schemas/mcp.schema.json accepts what `.charter/mcp.json` accepts, rejects what
/// it rejects, and lists the targets that have an MCP file.
@Suite struct MCPSchemaTests {
  static let valid = """
    {
      "$schema": "https://raw.githubusercontent.com/charter-tools/charter/main/Documentation/schemas/mcp.schema.json",
      "mcpServers": {
        "github": {"command": "npx", "args": ["-y", "server"], "env": {"TOKEN": "${TOKEN}"}, "exclude-targets": ["zed"]},
        "docs": {"type": "sse", "url": "https://example.com/sse", "headers": {"A": "b"}, "targets": ["claude"]},
        "remote": {"url": "https://example.com/mcp"},
        "local_2": {"type": "stdio", "command": "./tool"}
      }
    }
    """

  static let invalid = [
    "{\"mcpServers\": {\"a\": {\"comand\": \"x\"}}}",
    "{\"servers\": {}}",
    "{\"mcpServers\": {\"a\": {\"command\": \"x\", \"url\": \"u\"}}}",
    "{\"mcpServers\": {\"a\": {\"type\": \"ws\", \"url\": \"u\"}}}",
    "{\"mcpServers\": {\"a b\": {\"command\": \"x\"}}}",
    "{\"mcpServers\": {\"a\": {\"args\": [\"x\"]}}}",
    "{\"mcpServers\": {\"a\": {\"command\": \"x\", \"args\": [1]}}}",
    "{\"mcpServers\": {\"a\": {\"command\": \"x\", \"targets\": [\"cline\"]}}}",
    "{\"mcpServers\": {\"a\": {\"type\": \"sse\", \"command\": \"x\"}}}",
    "{\"mcpServers\": []}",
  ]

  @Test func theSchemaAndCharterAgree() throws {
    #expect(MCPSource.parse(Self.valid).diagnostics.isEmpty)
    let accepted = try SchemaValidator.validate(["valid": Self.valid], against: "mcp")
    #expect(accepted.status == 0, "\(accepted.errors)")
    for (index, text) in Self.invalid.enumerated() {
      #expect(MCPSource.parse(text).servers == nil, "Charter rejects \(text)")
      let result = try SchemaValidator.validate(["invalid-\(index)": text], against: "mcp")
      #expect(result.status != 0, "the schema rejects \(text)")
    }
  }

  @Test func theSchemaListsTheTargetsWithAnMCPFile() throws {
    let schema = try SchemaValidator.schemaObject("mcp")
    let server = (schema["$defs"] as? [String: Any])?["server"] as? [String: Any] ?? [:]
    let properties = server["properties"] as? [String: Any] ?? [:]
    let targets = ((properties["targets"] as? [String: Any])?["items"] as? [String: Any])?["enum"] as? [String]
    #expect(targets == AgentTargets.all.filter { $0.mcpFile != nil }.map(\.name))
  }
}

/// Documentation/schemas/command.schema.json names the keys and targets the code knows, and
/// accepts and rejects what Charter does.
@Suite struct CommandSchemaTests {
  @Test func theSchemaNamesWhatTheCodeKnows() throws {
    let schema = try SchemaValidator.schemaObject("command")
    let properties = schema["properties"] as? [String: Any] ?? [:]
    #expect(properties.keys.sorted() == PromptSource.knownKeys(.command))
    #expect(
      SchemaValidationTests.enumeration(properties["targets"])
        == AgentTargets.all.filter { $0.commandFile != nil }.map(\.name))
  }

  @Test func theSchemaAndCharterAgree() throws {
    let cases = [
      ("---\ndescription: Review\nallowed-tools: [Read]\ntargets: [claude]\n---\nBody\n", true),
      ("---\ndescriptin: Review\n---\nBody\n", false),
      ("---\ntargets: [cline]\n---\nBody\n", false),
    ]
    for (index, (text, valid)) in cases.enumerated() {
      #expect((PromptSource.parse(text, as: .command, name: "c", path: "c.md").document != nil) == valid, "\(text)")
      let json = try SchemaValidator.json(fromFragment: text, path: "c\(index).md")
      let result = try SchemaValidator.validate(["c\(index)": json], against: "command")
      #expect((result.status == 0) == valid, "\(text) \(result.errors)")
    }
  }
}

/// Documentation/schemas/subagent.schema.json names the keys and targets the code knows.
@Suite struct SubagentSchemaTests {
  @Test func theSchemaNamesWhatTheCodeKnows() throws {
    let schema = try SchemaValidator.schemaObject("subagent")
    let properties = schema["properties"] as? [String: Any] ?? [:]
    #expect(properties.keys.sorted() == PromptSource.knownKeys(.subagent))
    #expect(schema["required"] as? [String] == PromptKind.subagent.requiredKeys)
    #expect(
      SchemaValidationTests.enumeration(properties["targets"])
        == AgentTargets.all.filter { $0.subagentFile != nil }.map(\.name))
  }

  @Test func theSchemaAndCharterAgree() throws {
    let cases = [
      ("---\nname: r\ndescription: Reviews.\ntools: Read\n---\nBody\n", true),
      ("---\nname: r\n---\nBody\n", false),
      ("---\nname: r\ndescription: d\nargument-hint: x\n---\nBody\n", false),
    ]
    for (index, (text, valid)) in cases.enumerated() {
      #expect((PromptSource.parse(text, as: .subagent, name: "r", path: "r.md").document != nil) == valid, "\(text)")
      let json = try SchemaValidator.json(fromFragment: text, path: "s\(index).md")
      let result = try SchemaValidator.validate(["s\(index)": json], against: "subagent")
      #expect((result.status == 0) == valid, "\(text) \(result.errors)")
    }
  }
}
