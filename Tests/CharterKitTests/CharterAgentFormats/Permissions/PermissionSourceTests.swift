import Testing

@testable import CharterAgentFormats
@testable import CharterSupport

/// `.charter/permissions.json` read against its schema, and each agent's spelling of a rule.
@Suite struct PermissionSourceTests {
  @Test func rulesAreReadListByListWithTheirTargets() throws {
    let result = PermissionSource.parse(
      """
      {
        "permissions": {
          "allow": ["Bash(swift build:*)", {"rule": "Read(./src/**)", "targets": ["claude"]}],
          "deny": ["Read(./.env)", "WebFetch"]
        }
      }
      """)
    #expect(result.diagnostics.isEmpty)
    let rules = try #require(result.rules)
    #expect(rules[.allow]?.map(\.text) == ["Bash(swift build:*)", "Read(./src/**)"])
    #expect(rules[.deny]?.map(\.text) == ["Read(./.env)", "WebFetch"])
    #expect(rules[.allow]?[1].isWritten(for: "claude") == true && rules[.allow]?[1].isWritten(for: "qwen") == false)
    #expect(rules[.allow]?[0].position == SourcePosition(line: 3, column: 15))
  }

  @Test(arguments: [
    ("{\"permissions\": {\"alow\": []}}", 1, 18, "unknown-key", "did you mean 'allow'"),
    ("{\"permissions\": {\"allow\": [1]}}", 1, 28, "invalid-permissions", "must be a string"),
    ("{\"permissions\": {\"allow\": [\"Bash(x\"]}}", 1, 28, "invalid-permissions", "is not a rule"),
    ("{\"permissions\": {\"allow\": [\"rm -rf\"]}}", 1, 28, "invalid-permissions", "is not a rule"),
    ("{\"permissions\": {\"allow\": [{\"targets\": [\"claude\"]}]}}", 1, 28, "invalid-permissions", "needs \"rule\""),
    (
      "{\"permissions\": {\"allow\": [{\"rule\": \"Bash\", \"targets\": [\"gemini\"]}]}}", 1, 57, "unknown-target",
      "no permissions file"
    ),
    ("{\"permissions\": {\"defaultMode\": \"plan\"}}", 1, 18, "unknown-key", "allow, ask and deny"),
  ])
  func aWrongShapeIsAnErrorAtItsLineAndColumn(text: String, line: Int, column: Int, code: String, message: String) {
    let result = PermissionSource.parse(text)
    #expect(result.rules == nil)
    let diagnostic = result.diagnostics.first { $0.code == code }
    #expect(diagnostic?.position == SourcePosition(line: line, column: column), "\(result.diagnostics)")
    #expect(diagnostic?.message.contains(message) == true, "\(result.diagnostics)")
  }

  /// Cursor CLI gets a rule only when its syntax covers exactly what Claude Code's does.
  @Test(arguments: [
    ("Bash(git:*)", "Shell(git)"), ("Bash(git *)", "Shell(git)"), ("Bash", "Shell"), ("Bash(npm run test:*)", nil),
    ("Bash(git)", nil), ("Bash(rm -rf:*)", nil), ("Read(./src/**)", "Read(./src/**)"),
    ("Edit(docs/**)", "Write(docs/**)"),
    ("WebFetch(domain:swift.org)", "WebFetch(swift.org)"), ("WebFetch(https://x)", nil),
    ("mcp__github__create_issue", "Mcp(github:create_issue)"),
    ("mcp__github", "Mcp(github:*)"), ("mcp__xcode__*", "Mcp(xcode:*)"), ("Glob", nil),
  ])
  func cursorSaysARuleOnlyExactly(rule: String, cursor: String?) {
    #expect(PermissionDialect.cursor.spelled(PermissionRule(rule)) == cursor)
    #expect(PermissionDialect.qwen.spelled(PermissionRule(rule)) == rule)
  }
}
