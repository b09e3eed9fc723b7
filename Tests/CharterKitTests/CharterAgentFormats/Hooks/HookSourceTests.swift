import Foundation
import Testing

@testable import CharterAgentFormats
@testable import CharterSupport

/// `.charter/hooks.json` read against its schema, and each agent's spelling of a group.
@Suite struct HookSourceTests {
  static let format = JSONValue.object(["type": .string("command"), "command": .string("fmt.sh"), "timeout": .int(30)])

  @Test func groupsAreReadEventByEventWithTheirTargets() throws {
    let result = HookSource.parse(
      """
      {
        "$schema": "https://example.com/hooks.schema.json",
        "hooks": {
          // comments are fine
          "PostToolUse": [
            {"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "fmt.sh", "timeout": 30}]},
            {"hooks": [{"type": "prompt", "prompt": "Check it"}], "targets": ["claude"]}
          ],
          "Stop": [{"hooks": [{"type": "command", "command": "say done"}], "exclude-targets": ["cursor"]}]
        }
      }
      """)
    #expect(result.diagnostics.isEmpty)
    let groups = try #require(result.groups)
    #expect(groups.map(\.event) == ["PostToolUse", "PostToolUse", "Stop"])
    #expect(groups[0].matcher == "Edit|Write" && groups[0].handlers == [Self.format])
    #expect(groups[0].value == .object(["matcher": .string("Edit|Write"), "hooks": .array([Self.format])]))
    #expect(groups[1].isWritten(for: "claude") && !groups[1].isWritten(for: "gemini"))
    #expect(groups[2].isWritten(for: "gemini") && !groups[2].isWritten(for: "cursor"))
    #expect(groups[0].position == SourcePosition(line: 6, column: 7))
  }

  @Test(arguments: [
    ("{\"hooks\": {\"PostToolUs\": []}}", 1, 12, "unknown-key", "did you mean 'PostToolUse'"),
    ("{\"hoks\": {}}", 1, 2, "unknown-key", "did you mean 'hooks'"),
    ("{\"hooks\": {\"Stop\": {}}}", 1, 20, "invalid-hooks", "array of matcher groups"),
    ("{\"hooks\": {\"Stop\": [{\"matcher\": \"x\"}]}}", 1, 21, "invalid-hooks", "needs \"hooks\""),
    ("{\"hooks\": {\"Stop\": [{\"hooks\": []}]}}", 1, 31, "invalid-hooks", "non-empty array"),
    ("{\"hooks\": {\"Stop\": [{\"hooks\": [{\"command\": \"x\"}]}]}}", 1, 32, "invalid-hooks", "with \"type\""),
    ("{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\"}]}]}}", 1, 32, "invalid-hooks", "needs \"command\""),
    (
      "{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"a\\nb\"}]}]}}", 1, 63,
      "invalid-hooks", "one line"
    ),
    (
      "{\"hooks\": {\"Stop\": [{\"matcher\": 1, \"hooks\": [{\"type\": \"command\", \"command\": \"x\"}]}]}}", 1, 33,
      "invalid-hooks", "string"
    ),
    (
      "{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"x\"}], \"targets\": [\"zed\"]}]}}",
      1, 82,
      "unknown-target", "no hooks file"
    ),
    ("[1]", 1, 1, "invalid-hooks", "object with \"hooks\""),
    (
      "{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"x\", \"timeout\": 1e300}]}]}}", 1,
      79, "invalid-hooks", "at most 86400"
    ),
    (
      "{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"x\", \"timeout\": 0}]}]}}", 1, 79,
      "invalid-hooks", "above 0"
    ),
    (
      "{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"x\", \"timeout\": \"5\"}]}]}}", 1,
      79, "invalid-hooks", "number of seconds"
    ),
    ("{\"hooks\": {\"Stop\": [", 1, 20, "invalid-json", "valid JSON"),
  ])
  func aWrongShapeIsAnErrorAtItsLineAndColumn(text: String, line: Int, column: Int, code: String, message: String) {
    let result = HookSource.parse(text)
    #expect(result.groups == nil)
    let diagnostic = result.diagnostics.first { $0.code == code }
    #expect(diagnostic?.position == SourcePosition(line: line, column: column), "\(result.diagnostics)")
    #expect(diagnostic?.message.contains(message) == true, "\(result.diagnostics)")
  }

  static func group(_ event: String, _ matcher: String?, targets: [String]? = nil) -> HookGroup {
    var group = HookGroup(event: event, matcher: matcher, handlers: [format])
    group.targets = targets
    return group
  }

  /// Each agent's events, tool names and handler spelling.
  @Test func eachAgentGetsAGroupInItsOwnWords() {
    let group = Self.group("PostToolUse", "Edit|Write")
    #expect(
      HookDialect.claude.translate(group, for: "claude", agent: "A")
        == .written(event: "PostToolUse", elements: [group.value]))
    #expect(
      HookDialect.gemini.translate(group, for: "gemini", agent: "A")
        == .written(
          event: "AfterTool",
          elements: [
            .object([
              "matcher": .string("replace|write_file"),
              "hooks": .array([
                .object(["type": .string("command"), "command": .string("fmt.sh"), "timeout": .int(30000)])
              ]),
            ])
          ]))
    #expect(
      HookDialect.factory.translate(group, for: "factory", agent: "A")
        == .written(
          event: "PostToolUse",
          elements: [.object(["matcher": .string("Edit|Create"), "hooks": .array([Self.format])])]))
    #expect(
      HookDialect.cursor.translate(Self.group("Stop", nil), for: "cursor", agent: "A")
        == .written(event: "stop", elements: [.object(["command": .string("fmt.sh"), "timeout": .int(30)])]))
    #expect(
      HookDialect.copilot.translate(Self.group("UserPromptSubmit", nil), for: "copilot", agent: "A")
        == .written(
          event: "userPromptSubmitted",
          elements: [.object(["type": .string("command"), "bash": .string("fmt.sh"), "timeoutSec": .int(30)])]))
  }

  /// A group an agent cannot take whole is left out, with a reason; never cut down.
  @Test(arguments: [
    (HookDialect.gemini, "SubagentStop", "Edit", "no hook event"),
    (.cursor, "PostToolUse", "Edit", "cannot write in"),
    (.qwen, "PostToolUse", "Bash", "cannot write in"),
    (.copilot, "PostToolUse", "Bash", "every tool"),
    (.codex, "PreToolUse", "Read", "cannot write in"),
    (.gemini, "PreToolUse", "Bash.*", "cannot write in"),
  ])
  func aGroupAnAgentCannotTakeIsLeftOutWithAReason(dialect: HookDialect, event: String, matcher: String, reason: String)
  {
    guard case .leftOut(let why) = dialect.translate(Self.group(event, matcher), for: "x", agent: "A") else {
      Issue.record("written")
      return
    }
    #expect(why.contains(reason))
  }

  @Test func aGroupWrittenForAnAgentByNameKeepsAMatcherInItsToolNames() {
    let group = Self.group("PostToolUse", "edit_file", targets: ["qwen"])
    #expect(
      HookDialect.qwen.translate(group, for: "qwen", agent: "A")
        == .written(
          event: "PostToolUse", elements: [.object(["matcher": .string("edit_file"), "hooks": .array([Self.format])])]))
    var prompt = Self.group("Stop", nil)
    prompt.handlers = [.object(["type": .string("prompt"), "prompt": .string("check")])]
    prompt.value = .object(["hooks": .array(prompt.handlers)])
    #expect(
      HookDialect.codex.translate(prompt, for: "codex", agent: "A")
        == .leftOut(reason: "A does not run hooks of type 'prompt'"))
  }
}

/// The examples in Documentation/Hooks.md are files Charter reads as the page says.
@Suite struct HooksDocumentationTests {
  @Test func theExamplesAreValidAndBehaveAsDocumented() throws {
    let page = try String(
      contentsOf: Fixtures.packageRoot.appendingPathComponent("Documentation/Hooks.md"), encoding: .utf8)
    let blocks = page.components(separatedBy: "```json\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    #expect(blocks.count == 2)
    let hooks = HookSource.parse(blocks[0])
    #expect(hooks.diagnostics.isEmpty, "\(hooks.diagnostics)")
    let groups = try #require(hooks.groups)
    // Gemini CLI gets the Bash-free group by its own tool name; Copilot none with a matcher.
    let guardHook = JSONValue.object(["type": .string("command"), "command": .string("./scripts/guard.sh")])
    #expect(
      HookDialect.gemini.translate(groups[1], for: "gemini", agent: "G")
        == .written(
          event: "BeforeTool",
          elements: [.object(["matcher": .string("run_shell_command"), "hooks": .array([guardHook])])]))
    #expect(!groups[1].isWritten(for: "claude") && !groups[2].isWritten(for: "copilot"))
    if case .leftOut = HookDialect.copilot.translate(groups[0], for: "copilot", agent: "C") {
    } else {
      Issue.record("Copilot takes no group with a matcher")
    }
    let permissions = PermissionSource.parse(blocks[1])
    #expect(permissions.diagnostics.isEmpty, "\(permissions.diagnostics)")
    let rules = try #require(permissions.rules)
    #expect(rules[.allow]?.map { PermissionDialect.cursor.spelled($0) } == [nil, "Shell(git)", "Read(./Sources/**)"])
  }
}
