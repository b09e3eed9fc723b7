import Foundation
import Testing

/// `charter explain` and the MCP server's `rules_for_path` and `explain` mark the sentences of a
/// rule source in force that an `agent-file` check reports, so an agent asking what applies is
/// told which instruction is stale; a rule source without findings is not marked.
@Suite struct StaleRuleSourceTests {
  static func repository() throws -> Sandbox {
    try Sandbox([
      ".charter/config.yml": "packs: [agent-files]\n",
      ".charter/rules/on.md": "---\nid: on\nenable: [agent-dead-reference, agent-contradicts-project]\n---\n# On\n",
      "AGENTS.md": "# Agents\n\n- Run `make lnt` before pushing.\n- Deployment target: iOS 16.0\n- Keep views small.\n",
      "Makefile": "lint:\n\tswiftlint\n",
      "Package.swift":
        "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v17)], targets: [.target(name: \"App\")])\n",
      "Sources/App/App.swift": "struct App {}\n",
    ])
  }

  @Test func explainListsTheStaleSentencesUnderTheirSource() throws {
    let sandbox = try Self.repository()
    let text = try CharterProcess.run(["explain", "Sources/App/App.swift", "--no-user-rules"], in: sandbox.url)
    #expect(text.status == 0)
    #expect(
      text.stdout.contains(
        """
          AGENTS.md
            problem, line 3: Makefile defines no make target 'lnt' (did you mean 'lint'?) [agent-dead-reference]
            problem, line 4: says iOS 16.0, but Package.swift:3 builds App for iOS 17.0 [agent-contradicts-project]
          .charter/rules/on.md

        """), "\(text.stdout)")
    let json = try CharterProcess.run(
      ["explain", "Sources/App/App.swift", "--no-user-rules", "--format", "json"], in: sandbox.url)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["sourceFindings"] as? [[String: Any]])
    #expect(findings.map { "\($0["source"]!):\($0["line"]!):\($0["column"]!) \($0["rule"]!)" } == [
      "AGENTS.md:3:13 agent-dead-reference", "AGENTS.md:4:22 agent-contradicts-project",
    ])
  }

  @Test func rulesForPathMarksTheStaleSentencesAfterTheirProse() throws {
    let sandbox = try Self.repository()
    let results = try MCPClient.run(
      [
        ["call": "rules_for_path", "arguments": ["path": "Sources/App/App.swift"]],
        ["call": "explain", "arguments": ["path": "Sources/App/App.swift"]],
      ], in: sandbox.url)
    let text = try #require(results[0]["text"] as? String)
    #expect(
      text.contains(
        """
        - Keep views small.

        > **Charter found 2 problems in AGENTS.md:** do not follow these sentences as written.
        > - line 3: Makefile defines no make target 'lnt' (did you mean 'lint'?) [agent-dead-reference]
        > - line 4: says iOS 16.0, but Package.swift:3 builds App for iOS 17.0 [agent-contradicts-project]
        """), "\(text)")
    #expect(text.components(separatedBy: "Charter found").count == 2, "only AGENTS.md is marked")
    let explain = try #require(results[1]["text"] as? String)
    #expect(explain.contains("\"sourceFindings\""))
  }
}
