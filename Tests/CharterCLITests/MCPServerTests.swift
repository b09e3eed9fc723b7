import Foundation
import Testing

/// `charter mcp` driven by the official MCP Python SDK on a copy of `Examples/Demo`: the tools
/// are listed with schemas, each answers, bad arguments are MCP errors with the command line's
/// message, and nothing goes stale between calls.
@Suite struct MCPServerTests {
  static let tools = ["explain", "fix", "lint", "list_skills", "read_skill", "rules_for_path"]

  /// `charter mcp` replaces itself with `charter-mcp` from its own folder; without it, a
  /// message says what to install, and the exit is non-zero.
  @Test func withoutTheServerProgramTheMessageSaysWhatToInstall() throws {
    let demo = try MCPClient.demo()
    let solo = demo.url.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: solo, withIntermediateDirectories: true)
    let copy = solo.appendingPathComponent("charter")
    try FileManager.default.copyItem(at: CharterProcess.executable, to: copy)
    let result = try CharterProcess.run(copy, ["mcp"], in: demo.url)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("charter mcp: the MCP server program charter-mcp is not beside charter"))
    #expect(result.stderr.contains("swift build -c release --product charter-mcp"))
  }

  /// `charter-mcp` takes what `charter mcp` passes it; anything else is a usage message.
  @Test func theServerProgramRefusesOtherArguments() throws {
    let demo = try MCPClient.demo()
    let server = CharterProcess.executable.deletingLastPathComponent().appendingPathComponent("charter-mcp")
    for arguments in [[], ["--bogus", "a", "b"]] {
      let result = try CharterProcess.run(server, arguments, in: demo.url)
      #expect(result.status == 64)
      #expect(result.stderr.contains("usage: charter-mcp [--no-user-rules] [--tool-timeout SECONDS] DIRECTORY (run it as `charter mcp`)"))
    }
  }

  @Test func everyToolIsListedWithADescriptionAndASchema() throws {
    let demo = try MCPClient.demo()
    let listed = try MCPClient.run([["list": true]], in: demo.url)[0]["tools"] as? [[String: Any]] ?? []
    #expect(listed.compactMap { $0["name"] as? String }.sorted() == Self.tools)
    for tool in listed {
      #expect(((tool["description"] as? String)?.count ?? 0) > 80, "\(tool["name"] ?? "")")
      let schema = tool["inputSchema"] as? [String: Any]
      #expect(schema?["type"] as? String == "object")
    }
    let lint = listed.first { $0["name"] as? String == "lint" }?["inputSchema"] as? [String: Any]
    #expect(lint?["required"] as? [String] == ["path"])
    #expect((lint?["properties"] as? [String: Any])?.keys.sorted() == ["content", "path"])
  }

  @Test func rulesForANestedFileAreItsLayeredProseWithSourcesThenTheChecks() throws {
    let demo = try MCPClient.demo()
    let result = try MCPClient.run(
      [["call": "rules_for_path", "arguments": ["path": "Sources/Legacy/OldModel.swift"]]], in: demo.url)[0]
    let text = try #require(result["text"] as? String)
    let headings = text.split(separator: "\n").filter { $0.hasPrefix("## Rule file: ") }.map(String.init)
    #expect(
      headings == [
        "## Rule file: charter:rules/general.md", "## Rule file: charter:rules/swift-concurrency.md",
        "## Rule file: AGENTS.md", "## Rule file: .charter/rules/swift-style.md",
        "## Rule file: Sources/Legacy/.charter/rules/legacy.md",
      ])
    #expect(text.contains("This folder predates the 2-space rule; keep 4 spaces here until it is rewritten."))
    #expect(text.contains("- Use 2-space indentation."))
    // Then the checks, as explain lists them, with their provenance.
    #expect(text.contains("from Sources/Legacy/.charter/rules/legacy.md:8"))
    #expect(text.contains("overrides .charter/rules/swift-style.md:11"))
  }

  @Test func lintChecksUnsavedContentAsIfItWereAtThePath() throws {
    let demo = try MCPClient.demo()
    let unsaved = "final class Fresh: ObservableObject {\n  var count = 0\n}\n"
    let results = try MCPClient.run(
      [
        ["call": "lint", "arguments": ["path": "Sources/App/Fresh.swift", "content": unsaved]],
        ["call": "lint", "arguments": ["path": "Sources/Legacy/Fresh.swift", "content": unsaved]],
        ["call": "lint", "arguments": ["path": "Sources/App/Model.swift"]],
      ], in: demo.url)
    let app = try findings(results[0])
    #expect(app.map { "\($0["line"]!):\($0["column"]!) \($0["rule"]!) \($0["severity"]!)" } == ["1:20 no-observable-object error"])
    #expect((app.first?["source"] as? [String: Any])?["path"] as? String == ".charter/rules/swift-style.md")
    // In Sources/Legacy the same content is held to that folder's rules: a warning, 4 spaces.
    let legacy = try findings(results[1]).map { "\($0["rule"]!) \($0["severity"]!)" }
    #expect(legacy == ["no-observable-object warning", "indentation warning"])
    // Without content, the file on disk.
    #expect(try findings(results[2]).map { $0["rule"] as? String }.contains("no-print"))
  }

  @Test func fixReturnsTheFixedContentAndWhatWasFixedWithoutWriting() throws {
    let demo = try MCPClient.demo()
    let before = try String(contentsOf: demo.url.appendingPathComponent("Sources/App/Model.swift"), encoding: .utf8)
    let results = try MCPClient.run(
      [
        ["call": "fix", "arguments": ["path": "Sources/App/Model.swift"]],
        ["call": "fix", "arguments": ["path": "Sources/App/New.swift", "content": "let a = 1   \n"]],
      ], in: demo.url)
    let onDisk = try json(results[0])
    let fixed = try #require(onDisk["content"] as? String)
    #expect(fixed.contains("\n  var count = 0\n"))
    #expect(onDisk["changed"] as? Bool == true)
    #expect((onDisk["fixed"] as? [[String: Any]])?.contains { $0["rule"] as? String == "indentation" } == true)
    #expect((onDisk["remaining"] as? [[String: Any]])?.contains { $0["rule"] as? String == "no-observable-object" } == true)
    #expect(try String(contentsOf: demo.url.appendingPathComponent("Sources/App/Model.swift"), encoding: .utf8) == before)
    let unsaved = try json(results[1])
    #expect(unsaved["content"] as? String == "let a = 1\n")
    #expect(!FileManager.default.fileExists(atPath: demo.url.appendingPathComponent("Sources/App/New.swift").path))
  }

  @Test func explainAndSkillsAnswer() throws {
    let demo = try MCPClient.demo()
    let results = try MCPClient.run(
      [
        ["call": "explain", "arguments": ["path": "Sources/Legacy/OldModel.swift"]],
        ["call": "list_skills", "arguments": [:]],
        ["call": "read_skill", "arguments": ["name": "swift-concurrency"]],
      ], in: demo.url)
    let explain = try json(results[0])
    #expect(explain["file"] as? String == "Sources/Legacy/OldModel.swift")
    let disabled = (explain["disabled"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
    #expect(disabled.contains("no-print"))
    let skills = try json(results[1])
    #expect((skills["builtin"] as? [String])?.contains("swift-concurrency") == true)
    let skill = try #require(results[2]["text"] as? String)
    #expect(skill.hasPrefix("---\nname: swift-concurrency\n"))
  }

  @Test func badArgumentsAreMCPErrorsWithTheCommandLinesMessage() throws {
    let demo = try MCPClient.demo()
    try demo.write("Sources/App/Binary.swift", "")
    try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0x0A]).write(to: demo.url.appendingPathComponent("Sources/App/Binary.swift"))
    let results = try MCPClient.run(
      [
        ["call": "lint", "arguments": ["path": "../elsewhere.swift"]],
        ["call": "rules_for_path", "arguments": ["path": "/etc/passwd"]],
        ["call": "lint", "arguments": ["path": "Sources/App/Missing.swift"]],
        ["call": "lint", "arguments": ["path": "Sources/App/Binary.swift"]],
        ["call": "fix", "arguments": ["path": ".git/config", "content": "x"]],
        ["call": "read_skill", "arguments": ["name": "no-such-skill"]],
        ["call": "lint", "arguments": [:]],
        ["call": "lint", "arguments": ["path": 3]],
        ["call": "no_such_tool", "arguments": [:]],
      ], in: demo.url)
    let errors = results.map { ($0["error"] as? [String: Any]) ?? [:] }
    #expect(errors.allSatisfy { $0["code"] as? Int == -32602 }, "\(results)")
    let messages = errors.map { $0["message"] as? String ?? "" }
    #expect(messages[0].contains("'../elsewhere.swift' is outside the repository at "))
    #expect(messages[1].contains("'/etc/passwd' is outside the repository at "))
    #expect(messages[2].contains("'Sources/App/Missing.swift' does not exist"))
    #expect(messages[3].contains("'Sources/App/Binary.swift': the content is not valid UTF-8"))
    #expect(messages[4].contains("Charter will not read here"))
    #expect(messages[5].contains("no skill named 'no-such-skill'; there are: "))
    #expect(messages[5].contains("swift-concurrency"))
    #expect(messages[6].contains("missing argument 'path'"))
    #expect(messages[7].contains("argument 'path' must be a string"))
    #expect(messages[8].contains("unknown tool 'no_such_tool'"))
  }

  @Test func aRuleFileEditedBetweenTwoCallsIsHonouredOnTheSecond() throws {
    let demo = try MCPClient.demo()
    let legacy = "Sources/Legacy/.charter/rules/legacy.md"
    let edited = try String(contentsOf: demo.url.appendingPathComponent(legacy), encoding: .utf8)
      .replacingOccurrences(of: "width: 4", with: "width: 8")
      .replacingOccurrences(of: "keep 4 spaces", with: "use 8 spaces")
    let content = "final class Old {\n    var items: [String] = []\n}\n"
    let results = try MCPClient.run(
      [
        ["call": "lint", "arguments": ["path": "Sources/Legacy/Old.swift", "content": content]],
        ["call": "rules_for_path", "arguments": ["path": "Sources/Legacy/Old.swift"]],
        ["write": legacy, "content": edited],
        ["call": "lint", "arguments": ["path": "Sources/Legacy/Old.swift", "content": content]],
        ["call": "rules_for_path", "arguments": ["path": "Sources/Legacy/Old.swift"]],
      ], in: demo.url)
    #expect(try findings(results[0]).isEmpty)
    #expect((results[1]["text"] as? String)?.contains("keep 4 spaces") == true)
    #expect(try findings(results[3]).map { $0["rule"] as? String } == ["indentation"])
    #expect((results[4]["text"] as? String)?.contains("use 8 spaces") == true)
  }

  private func json(_ result: [String: Any]) throws -> [String: Any] {
    let text = try #require(result["text"] as? String, "\(result)")
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  private func findings(_ result: [String: Any]) throws -> [[String: Any]] {
    try #require(try json(result)["findings"] as? [[String: Any]])
  }
}
