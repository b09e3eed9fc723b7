import Foundation
import Testing

@testable import CharterAgentFormats

/// Documentation/schemas/hooks.schema.json and permissions.schema.json accept what
/// `.charter/hooks.json` and `.charter/permissions.json` accept, reject what they reject, and
/// list the events and targets the code knows.
@Suite struct HooksSchemaTests {
  @Test func theHooksSchemaAndCharterAgree() throws {
    let cases = [
      (
        "{\"$schema\": \"x\", \"hooks\": {\"PostToolUse\": [{\"matcher\": \"Edit\", \"hooks\": [{\"type\": \"command\", "
          + "\"command\": \"fmt\", \"timeout\": 30}], \"targets\": [\"claude\"]}], \"Stop\": [{\"hooks\": "
          + "[{\"type\": \"prompt\", \"prompt\": \"check\"}], \"exclude-targets\": [\"codex\"]}]}}", true
      ),
      ("{\"hooks\": {\"PostToolUs\": []}}", false),
      ("{\"hoks\": {}}", false),
      ("{\"hooks\": {\"Stop\": {}}}", false),
      ("{\"hooks\": {\"Stop\": [{\"matcher\": \"x\"}]}}", false),
      ("{\"hooks\": {\"Stop\": [{\"hooks\": []}]}}", false),
      ("{\"hooks\": {\"Stop\": [{\"hooks\": [{\"command\": \"x\"}]}]}}", false),
      ("{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\"}]}]}}", false),
      ("{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"a\\nb\"}]}]}}", false),
      (
        "{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"x\"}], \"targets\": [\"zed\"]}]}}",
        false
      ),
    ]
    for (index, (text, valid)) in cases.enumerated() {
      #expect((HookSource.parse(text).groups != nil) == valid, "Charter: \(text)")
      let result = try SchemaValidator.validate(["hooks-\(index)": text], against: "hooks")
      #expect((result.status == 0) == valid, "schema: \(text) \(result.errors)")
    }
  }

  @Test func thePermissionsSchemaAndCharterAgree() throws {
    let cases = [
      (
        "{\"permissions\": {\"allow\": [\"Bash(git:*)\", {\"rule\": \"Read(./src/**)\", \"targets\": [\"claude\"]}], "
          + "\"ask\": [\"mcp__github__create_issue\"], \"deny\": [\"WebFetch\"]}}", true
      ),
      ("{\"permissions\": {\"alow\": []}}", false),
      ("{\"permissions\": {\"allow\": [1]}}", false),
      ("{\"permissions\": {\"allow\": [\"Bash(x\"]}}", false),
      ("{\"permissions\": {\"allow\": [\"Bash()\"]}}", false),
      ("{\"permissions\": {\"allow\": [\"rm -rf\"]}}", false),
      ("{\"permissions\": {\"allow\": [{\"targets\": [\"claude\"]}]}}", false),
      ("{\"permissions\": {\"allow\": [{\"rule\": \"Bash\", \"targets\": [\"gemini\"]}]}}", false),
      ("{\"permissions\": {\"defaultMode\": \"plan\"}}", false),
      ("{\"rules\": {}}", false),
    ]
    for (index, (text, valid)) in cases.enumerated() {
      #expect((PermissionSource.parse(text).rules != nil) == valid, "Charter: \(text)")
      let result = try SchemaValidator.validate(["permissions-\(index)": text], against: "permissions")
      #expect((result.status == 0) == valid, "schema: \(text) \(result.errors)")
    }
  }

  /// The names an array schema's items enumerate.
  static func items(_ schema: Any?) -> [String]? {
    ((schema as? [String: Any])?["items"] as? [String: Any])?["enum"] as? [String]
  }

  @Test func theSchemasNameTheEventsAndTargetsTheCodeKnows() throws {
    let hooks = try SchemaValidator.schemaObject("hooks")
    let properties = hooks["properties"] as? [String: Any] ?? [:]
    let names = ((properties["hooks"] as? [String: Any])?["propertyNames"] as? [String: Any])?["enum"] as? [String]
    #expect(names == HookGroup.claudeEvents)
    let group = (hooks["$defs"] as? [String: Any])?["group"] as? [String: Any] ?? [:]
    #expect(
      Self.items((group["properties"] as? [String: Any])?["targets"])
        == AgentTargets.all.filter { $0.hooksFile != nil }.map(\.name))
    let permissions = try SchemaValidator.schemaObject("permissions")
    let rule = ((permissions["$defs"] as? [String: Any])?["rule"] as? [String: Any])?["oneOf"] as? [[String: Any]] ?? []
    #expect(
      Self.items((rule.last?["properties"] as? [String: Any])?["targets"])
        == AgentTargets.all.filter { $0.permissionsFile != nil }.map(\.name))
  }
}
