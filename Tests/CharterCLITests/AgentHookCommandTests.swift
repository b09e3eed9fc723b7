import Foundation
import Testing

/// `charter hook install --agent`, `hook uninstall --agent` and `charter lint --agent-hook`,
/// fed the JSON the agents send.
@Suite struct AgentHookCommandTests {
  static let rules = """
    ---
    id: style
    globs: ["**/*.swift"]
    checks:
      - id: no-print
        ban: "print("
        message: Log with os.Logger instead of print
        severity: error
    ---
    # Style
    """

  /// The settings a person already has: other hooks, other keys, an order of their own.
  static let settings = """
    {
      "permissions": {
        "allow": [
          "Bash(npm run test:*)"
        ]
      },
      "hooks": {
        "PreToolUse": [
          {
            "matcher": "Bash",
            "hooks": [
              {
                "type": "command",
                "command": "./guard.sh"
              }
            ]
          }
        ]
      },
      "model": "opus",
      "cleanupPeriodDays": 20
    }

    """

  /// Claude Code's `PostToolUse` input for a `Write`.
  static func claudeInput(_ file: String, cwd: URL) -> Data {
    let input: [String: Any] = [
      "session_id": "abc123", "transcript_path": "/tmp/transcript.jsonl", "cwd": cwd.path,
      "permission_mode": "default", "hook_event_name": "PostToolUse", "tool_name": "Write",
      "tool_input": ["file_path": cwd.appendingPathComponent(file).path, "content": "…"],
      "tool_response": ["filePath": cwd.appendingPathComponent(file).path, "success": true],
    ]
    return try! JSONSerialization.data(withJSONObject: input)
  }

  @Test func installMergesIntoExistingSettingsIsIdempotentAndUninstallRestoresThem() throws {
    let repo = try Sandbox([".claude/settings.json": Self.settings])
    let settings = repo.url.appendingPathComponent(".claude/settings.json")
    let install = try CharterProcess.run(["hook", "install", "--agent", "claude"], in: repo.url)
    #expect(install.status == 0, "\(install.stderr)")
    let installed = try String(contentsOf: settings, encoding: .utf8)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(installed.utf8)) as? [String: Any])
    #expect(json["model"] as? String == "opus")
    #expect(json["cleanupPeriodDays"] as? Int == 20)
    #expect((json["permissions"] as? [String: Any])?["allow"] as? [String] == ["Bash(npm run test:*)"])
    let hooks = try #require(json["hooks"] as? [String: Any])
    #expect((hooks["PreToolUse"] as? [Any])?.count == 1)
    let post = try #require(hooks["PostToolUse"] as? [[String: Any]])
    #expect(post.count == 1)
    #expect(post[0]["matcher"] as? String == "Edit|Write|MultiEdit")
    let handler = (post[0]["hooks"] as? [[String: Any]])?.first
    #expect(handler?["type"] as? String == "command")
    #expect(handler?["command"] as? String == "charter lint --agent-hook claude")
    // Keys keep their order.
    let order = ["\"permissions\"", "\"hooks\"", "\"PreToolUse\"", "\"PostToolUse\"", "\"model\"", "\"cleanupPeriodDays\""]
    let positions = order.map { installed.range(of: $0)?.lowerBound }
    #expect(positions.allSatisfy { $0 != nil } && positions.map { $0! } == positions.map { $0! }.sorted())

    let again = try CharterProcess.run(["hook", "install", "--agent", "claude"], in: repo.url)
    #expect(again.status == 0)
    #expect(again.stdout.contains("already runs"))
    #expect(try String(contentsOf: settings, encoding: .utf8) == installed)

    let uninstall = try CharterProcess.run(["hook", "uninstall", "--agent", "claude"], in: repo.url)
    #expect(uninstall.status == 0, "\(uninstall.stderr)")
    #expect(try String(contentsOf: settings, encoding: .utf8) == Self.settings)
    let twice = try CharterProcess.run(["hook", "uninstall", "--agent", "claude"], in: repo.url)
    #expect(twice.status == 0)
    #expect(twice.stdout.contains("no hook of Charter's"))
  }

  @Test func withoutSettingsInstallCreatesTheFileAndUninstallRemovesIt() throws {
    let repo = try Sandbox(["README.md": "x\n"])
    let settings = repo.url.appendingPathComponent(".gemini/settings.json")
    #expect(try CharterProcess.run(["hook", "install", "--agent", "gemini"], in: repo.url).status == 0)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: settings)) as? [String: Any])
    let group = ((json["hooks"] as? [String: Any])?["AfterTool"] as? [[String: Any]])?.first
    #expect(group?["matcher"] as? String == "write_file|replace")
    #expect(((group?["hooks"] as? [[String: Any]])?.first?["command"] as? String) == "charter lint --agent-hook gemini")
    #expect(try CharterProcess.run(["hook", "uninstall", "--agent", "gemini"], in: repo.url).status == 0)
    #expect(!FileManager.default.fileExists(atPath: settings.path))
  }

  @Test func settingsThatAreNotJSONAreLeftAloneWithAnErrorAtTheirPosition() throws {
    let broken = "{\n  \"model\": \"opus\",\n  oops\n}\n"
    let repo = try Sandbox([".claude/settings.json": broken])
    let result = try CharterProcess.run(["hook", "install", "--agent", "claude"], in: repo.url)
    #expect(result.status == 2)
    #expect(result.stderr.contains(".claude/settings.json:3:3: error: the settings are not valid JSON"))
    #expect(try String(contentsOf: repo.url.appendingPathComponent(".claude/settings.json"), encoding: .utf8) == broken)
  }

  @Test func theHookExitsTwoWithTheFindingsForAViolatingFileAndZeroSilentlyForACleanOne() throws {
    let repo = try Sandbox([
      ".charter/rules/style.md": Self.rules,
      "Sources/Bad.swift": "func f() {\n  print(1)\n}\n",
      "Sources/Good.swift": "func f() {}\n",
    ])
    #expect(try CharterProcess.run(["hook", "install", "--agent", "claude"], in: repo.url).status == 0)
    let bad = try CharterProcess.run(
      ["lint", "--agent-hook", "claude"], in: repo.url, input: Self.claudeInput("Sources/Bad.swift", cwd: repo.url))
    #expect(bad.status == 2)
    #expect(bad.stdout.isEmpty)
    #expect(bad.stderr.contains("Sources/Bad.swift does not follow this repository's rules"))
    #expect(bad.stderr.contains("Sources/Bad.swift:2:3: error: Log with os.Logger instead of print [no-print]"))
    let good = try CharterProcess.run(
      ["lint", "--agent-hook", "claude"], in: repo.url, input: Self.claudeInput("Sources/Good.swift", cwd: repo.url))
    #expect(good.status == 0)
    #expect(good.stdout.isEmpty && good.stderr.isEmpty)
    // A file outside the repository is not Charter's to judge.
    let outside = try CharterProcess.run(
      ["lint", "--agent-hook", "claude"], in: repo.url, input: Self.claudeInput("../elsewhere.swift", cwd: repo.url))
    #expect(outside.status == 0)
    let garbage = try CharterProcess.run(["lint", "--agent-hook", "claude"], in: repo.url, input: Data("nope".utf8))
    #expect(garbage.status == 1)
    #expect(garbage.stderr.contains("the hook input on standard input is not JSON"))
  }

  @Test func stdinFilenameChecksStandardInputWithTheRulesForThatPath() throws {
    let repo = try Sandbox([".charter/rules/style.md": Self.rules])
    let result = try CharterProcess.run(
      ["lint", "--stdin-filename", "Sources/New.swift"], in: repo.url, input: Data("print(2)\n".utf8))
    #expect(result.status == 1)
    #expect(result.stdout.contains("Sources/New.swift:1:1: error: Log with os.Logger instead of print [no-print]"))
    let markdown = try CharterProcess.run(
      ["lint", "--stdin-filename", "Notes.md"], in: repo.url, input: Data("print(2)\n".utf8))
    #expect(markdown.status == 0)
    let outside = try CharterProcess.run(
      ["lint", "--stdin-filename", "../x.swift"], in: repo.url, input: Data("print(2)\n".utf8))
    #expect(outside.status == 2)
    #expect(outside.stderr.contains("Error: '../x.swift' is outside the repository at "))
    let invalid = try CharterProcess.run(
      ["lint", "--stdin-filename", "A.swift"], in: repo.url, input: Data([0xFF, 0x0A]))
    #expect(invalid.status == 2)
    #expect(invalid.stderr.contains("'A.swift': the content is not valid UTF-8"))
    let both = try CharterProcess.run(["lint", "--stdin-filename", "A.swift", "--fix"], in: repo.url, input: Data())
    #expect(both.status == 2)
    #expect(both.stderr.contains("--stdin-filename checks one file; it does not go with --fix"))
  }

  /// `Documentation/AgentLoop.md` shows what the agent sees after writing the example's
  /// `Sources/App/Model.swift`; the hook prints exactly that.
  @Test func theDocumentedHookOutputIsWhatTheHookPrints() throws {
    let demo = try MCPClient.demo()
    let result = try CharterProcess.run(
      ["lint", "--agent-hook", "claude", "--no-user-rules"], in: demo.url,
      input: Self.claudeInput("Sources/App/Model.swift", cwd: demo.url))
    #expect(result.status == 2)
    let doc = try String(
      contentsOf: MCPClient.packageRoot.appendingPathComponent("Documentation/AgentLoop.md"), encoding: .utf8)
    let after = try #require(doc.range(of: "<!-- agent-hook-output -->\n```text\n"))
    let end = try #require(doc.range(of: "\n```\n", range: after.upperBound..<doc.endIndex))
    #expect(result.stderr == String(doc[after.upperBound..<end.lowerBound]) + "\n")
  }
}
