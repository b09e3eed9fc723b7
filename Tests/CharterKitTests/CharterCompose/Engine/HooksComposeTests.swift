import Foundation
import Testing

@testable import CharterAgentFormats
@testable import CharterCompose
@testable import CharterKit
@testable import CharterProject
@testable import CharterSupport

/// `.charter/hooks.json` and `.charter/permissions.json` composed into each target's settings,
/// element by element among the person's own.
@Suite struct HooksComposeTests {
  static let hooks = """
    {
      "hooks": {
        "PostToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "fmt.sh", "timeout": 30}]}],
        "Stop": [{"hooks": [{"type": "command", "command": "say done"}]}]
      }
    }

    """
  static let permissions = """
    {"permissions": {"allow": ["Bash(git:*)", "Bash(swift build:*)"], "ask": ["Bash(git push:*)"], "deny": ["Read(./.env)"]}}

    """

  static func sandbox(targets: String, files: [String: String] = [:]) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".charter/config.yml", "packs: []\ntargets: [\(targets)]\n")
    try directory.write(".charter/rules/general.md", "---\nid: general\n---\n- Run the tests.\n")
    try directory.write(".charter/hooks.json", hooks)
    try directory.write(".charter/permissions.json", permissions)
    for (path, text) in files { try directory.write(path, text) }
    return directory
  }

  static func composer(_ directory: TemporaryDirectory) -> Composer {
    Composer(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
  }

  static func text(_ directory: TemporaryDirectory, _ path: String) -> String? {
    try? String(contentsOf: directory.url.appendingPathComponent(path), encoding: .utf8)
  }

  static func json(_ directory: TemporaryDirectory, _ path: String) throws -> JSONValue {
    try JSONDocument(parsing: #require(text(directory, path)), path: path).root.plain
  }

  @Test func thePersonsSettingsCommentsAndHooksAreKeptAndARecomposeChangesNothing() throws {
    let mine = """
      {
        // mine
        "model": "opus",
        "permissions": {
          "allow": ["Bash(ls:*)"]
        },
        "hooks": {
          "Stop": [
            { "hooks": [{ "type": "command", "command": "mine.sh" }] }
          ]
        }
      }

      """
    let directory = try Self.sandbox(targets: "claude", files: [".claude/settings.json": mine])
    let composer = Self.composer(directory)
    _ = try composer.apply(composer.plan())
    let written = try #require(Self.text(directory, ".claude/settings.json"))
    #expect(written.hasPrefix("{\n  // mine\n  \"model\": \"opus\",\n  \"permissions\": {\n"))
    #expect(written.contains("\"allow\": [\"Bash(ls:*)\", \"Bash(git:*)\", \"Bash(swift build:*)\"]"))
    #expect(written.contains("      { \"hooks\": [{ \"type\": \"command\", \"command\": \"mine.sh\" }] },\n      {\n"))
    let value = try Self.json(directory, ".claude/settings.json")
    guard case .object(let root) = value, case .object(let hooks)? = root["hooks"],
      case .array(let stop)? = hooks["Stop"]
    else {
      Issue.record("no hooks")
      return
    }
    #expect(stop.count == 2)
    #expect(try composer.plan().items.allSatisfy { $0.status == .current })
    // Taken out again, exactly what compose wrote goes: the person's file is as it was.
    try directory.write(".charter/hooks.json", "{\"hooks\": {}}\n")
    try directory.write(".charter/permissions.json", "{\"permissions\": {}}\n")
    _ = try composer.apply(composer.plan())
    #expect(Self.text(directory, ".claude/settings.json") == mine)
  }

  @Test func eachTargetGetsItsOwnFileEventsAndToolNames() throws {
    let directory = try Self.sandbox(targets: "claude, gemini, codex, factory, cursor, copilot, qwen")
    let composer = Self.composer(directory)
    let plan = try composer.plan()
    _ = try composer.apply(plan)
    #expect(
      Self.text(directory, ".github/hooks/charter.json")
        == """
        {
          "version": 1,
          "hooks": {
            "agentStop": [
              {
                "type": "command",
                "bash": "say done"
              }
            ]
          }
        }

        """)
    #expect(
      Self.text(directory, ".cursor/hooks.json")
        == "{\n  \"version\": 1,\n  \"hooks\": {\n    \"stop\": [\n      {\n        \"command\": \"say done\"\n      }\n    ]\n  }\n}\n"
    )
    #expect(Self.text(directory, ".gemini/settings.json")?.contains("\"AfterAgent\": [") == true)
    #expect(Self.text(directory, ".gemini/settings.json")?.contains("\"matcher\": \"replace|write_file\"") == true)
    #expect(Self.text(directory, ".gemini/settings.json")?.contains("\"timeout\": 30000") == true)
    #expect(
      Self.text(directory, ".factory/hooks.json")?.hasPrefix(
        "{\n  \"PostToolUse\": [\n    {\n      \"matcher\": \"Edit|Create\"") == true)
    #expect(Self.text(directory, ".codex/hooks.json")?.contains("\"matcher\": \"Edit|Write\"") == true)
    #expect(
      Self.text(directory, ".cursor/cli.json")
        == "{\n  \"permissions\": {\n    \"allow\": [\"Shell(git)\"],\n    \"deny\": [\"Read(./.env)\"]\n  }\n}\n")
    // What an agent cannot take is named, where it is written.
    let left = plan.warnings.filter { $0.code == "hook-not-written" }.map { $0.message }
    #expect(left.contains { $0.contains(".cursor/hooks.json") && $0.contains("PostToolUse") })
    #expect(left.contains { $0.contains(".github/hooks/charter.json") && $0.contains("every tool") })
    #expect(left.contains { $0.contains(".qwen/settings.json") })
    let rules = plan.warnings.filter { $0.code == "permission-not-written" }.map(\.message)
    #expect(
      rules.sorted() == [
        "'Bash(git push:*)' is left out of .cursor/cli.json: Cursor has no \"ask\" list",
        "'Bash(swift build:*)' is left out of .cursor/cli.json: Cursor cannot say exactly what it covers",
      ])
    #expect(try composer.plan().items.allSatisfy { $0.status == .current })
    // Every hooks file compose created goes with its last group.
    try directory.write(".charter/hooks.json", "{\"hooks\": {}}\n")
    try directory.write(".charter/permissions.json", "{\"permissions\": {}}\n")
    let outcome = try composer.apply(composer.plan())
    for path in [
      ".github/hooks/charter.json", ".cursor/hooks.json", ".cursor/cli.json", ".gemini/settings.json",
      ".factory/hooks.json", ".codex/hooks.json", ".qwen/settings.json",
    ] {
      #expect(outcome.deleted.contains(path), "\(path)")
    }
  }

  @Test func mcpServersHooksAndRulesShareOneSettingsFile() throws {
    let directory = try Self.sandbox(
      targets: "gemini, qwen", files: [".charter/mcp.json": "{\"mcpServers\": {\"gh\": {\"command\": \"gh-mcp\"}}}\n"])
    let composer = Self.composer(directory)
    _ = try composer.apply(composer.plan())
    let qwen = try Self.json(directory, ".qwen/settings.json")
    guard case .object(let root) = qwen else {
      Issue.record("not an object")
      return
    }
    #expect(Set(root.keys) == ["mcpServers", "hooks", "permissions"])
    let manifest = try #require(Self.text(directory, ".charter/generated.json"))
    #expect(manifest.contains("\"parts\""))
    #expect(try composer.plan().items.allSatisfy { $0.status == .current })
    // The servers go; the hooks stay.
    try directory.write(".charter/mcp.json", "{\"mcpServers\": {}}\n")
    _ = try composer.apply(composer.plan())
    guard case .object(let after) = try Self.json(directory, ".qwen/settings.json") else { return }
    #expect(after["mcpServers"] == .object([:]) && after["hooks"] != nil)
  }

  @Test func anEditedGroupIsRefusedAndWithForceBecomesThePersons() throws {
    let directory = try Self.sandbox(targets: "claude")
    let composer = Self.composer(directory)
    _ = try composer.apply(composer.plan())
    let written = try #require(Self.text(directory, ".claude/settings.json"))
    try directory.write(
      ".claude/settings.json", written.replacingOccurrences(of: "\"timeout\": 30", with: "\"timeout\": 45"))
    try directory.write(".charter/hooks.json", Self.hooks.replacingOccurrences(of: "say done", with: "say finished"))
    #expect(try composer.plan().items.first { $0.path == ".claude/settings.json" }?.status == .handEdited)
    #expect(try composer.apply(composer.plan()).refused.map(\.path) == [".claude/settings.json"])
    _ = try composer.apply(composer.plan(), force: true)
    let forced = try #require(Self.text(directory, ".claude/settings.json"))
    // The person's edit stays as theirs; compose's group is written beside it.
    #expect(forced.contains("\"timeout\": 45") && forced.contains("\"timeout\": 30"))
    #expect(forced.contains("say finished") && !forced.contains("say done"))
  }

  @Test func aPersonsGroupEqualToOneComposeWritesIsTakenAsItStands() throws {
    let mine = "{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"say done\"}]}]}}\n"
    let directory = try Self.sandbox(targets: "claude", files: [".claude/settings.json": mine])
    try directory.write(
      ".charter/hooks.json",
      "{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"say done\"}]}]}}\n")
    try directory.write(".charter/permissions.json", "{\"permissions\": {}}\n")
    let composer = Self.composer(directory)
    #expect(try composer.plan().items.first { $0.path == ".claude/settings.json" }?.status == .current)
    _ = try composer.apply(composer.plan())
    #expect(Self.text(directory, ".claude/settings.json") == mine)
  }

  /// A person's list compose wrote into stays, with its comment, when compose's elements go;
  /// a rule after a `//` comment is never written into the comment.
  @Test func aPersonsListAndItsCommentsStayWhenComposesElementsGo() throws {
    let mine =
      "{\n  \"hooks\": {\n    \"Stop\": [\n      // only a comment\n    ]\n  },\n  \"permissions\": {\"deny\": [\"Read(x)\", // mine\n  ]}\n}\n"
    let directory = try Self.sandbox(targets: "claude", files: [".claude/settings.json": mine])
    let composer = Self.composer(directory)
    _ = try composer.apply(composer.plan())
    let written = try #require(Self.text(directory, ".claude/settings.json"))
    #expect(written.contains("\"deny\": [\"Read(x)\", // mine\n"))
    guard case .object(let root) = try Self.json(directory, ".claude/settings.json"),
      case .object(let permissions)? = root["permissions"]
    else {
      Issue.record("not settings")
      return
    }
    #expect(permissions["deny"] == .array([.string("Read(x)"), .string("Read(./.env)")]))
    try directory.write(".charter/hooks.json", "{\"hooks\": {}}\n")
    try directory.write(".charter/permissions.json", "{\"permissions\": {}}\n")
    _ = try composer.apply(composer.plan())
    let after = try #require(Self.text(directory, ".claude/settings.json"))
    #expect(after.contains("// only a comment") && after.contains("\"deny\": [\"Read(x)\", // mine"))
  }

  @Test func aForgedPartAtAKeyComposeNeverWritesOwnsNothing() throws {
    let mine = "{\"env\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"mine\"}]}]}}\n"
    let hash = OwnedEntries.elementName(
      .object(["hooks": .array([.object(["type": .string("command"), "command": .string("mine")])])]), array: "Stop")
    let forged = """
      {"files": {".claude/settings.json": {"target": "claude", "ownership": "entries", "sha256": "x",
        "parts": [{"key-path": ["env"], "elements": ["\(hash)"]}]}}}
      """
    let directory = try Self.sandbox(
      targets: "claude", files: [".claude/settings.json": mine, ".charter/generated.json": forged])
    try directory.write(".charter/permissions.json", "{\"permissions\": {}}\n")
    _ = try Self.composer(directory).apply(Self.composer(directory).plan(), force: true)
    let written = try #require(Self.text(directory, ".claude/settings.json"))
    #expect(written.hasPrefix("{\"env\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"mine\"}]}]}"))
  }

  @Test func aSettingsValueOfTheWrongTypeIsAnErrorAtItsPlace() throws {
    let directory = try Self.sandbox(
      targets: "claude", files: [".claude/settings.json": "{\n  \"hooks\": {\n    \"Stop\": {}\n  }\n}\n"])
    #expect {
      _ = try Self.composer(directory).plan()
    } throws: { error in
      let diagnostic = (error as? DiagnosticsError)?.diagnostics.first
      return diagnostic?.path == ".claude/settings.json" && diagnostic?.position == SourcePosition(line: 3, column: 13)
        && diagnostic?.code == "invalid-settings"
    }
  }

  @Test func aForgedManifestEntryForASettingsFileIsNotTrusted() throws {
    let mine = "{\"hooks\": {\"Stop\": [{\"hooks\": [{\"type\": \"command\", \"command\": \"mine\"}]}]}}\n"
    let hash = OwnedEntries.elementName(
      .object(["hooks": .array([.object(["type": .string("command"), "command": .string("mine")])])]), array: "Stop")
    let forged = """
      {"files": {".claude/settings.json": {"target": "claude", "ownership": "entries", "sha256": "x",
        "parts": [{"key-path": ["model"], "elements": ["\(hash)"]}]}}}
      """
    let directory = try Self.sandbox(
      targets: "claude", files: [".claude/settings.json": mine, ".charter/generated.json": forged])
    try directory.write(".charter/hooks.json", "{\"hooks\": {}}\n")
    try directory.write(".charter/permissions.json", "{\"permissions\": {}}\n")
    let plan = try Self.composer(directory).plan()
    #expect(plan.warnings.contains { $0.code == "untrusted-manifest-entry" && $0.path == ".claude/settings.json" })
    _ = try Self.composer(directory).apply(plan, force: true)
    #expect(Self.text(directory, ".claude/settings.json") == mine)
  }

  /// The import takes what compose would write back as it is, and every settings file stays
  /// byte for byte.
  @Test func importTakesHooksAndRulesAndTheFilesStayByteForByte() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write("CLAUDE.md", "- Tabs.\n")
    try directory.write("GEMINI.md", "- Tabs.\n")
    try directory.write(".cursor/rules/style.mdc", "---\nalwaysApply: true\n---\n- Tabs.\n")
    let files = [
      ".claude/settings.json": """
      {
        "permissions": {"allow": ["Bash(npm run test:*)", "Read(./src/**)"], "deny": ["Read(./.env)"]},
        "hooks": {
          "PostToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "prettier", "timeout": 30}]}],
          "Stop": [{"hooks": [{"type": "command", "command": "say done"}]}]
        },
        "model": "sonnet"
      }

      """,
      ".gemini/settings.json": """
      {"hooks": {
        "AfterTool": [{"matcher": "replace|write_file", "hooks": [{"type": "command", "command": "prettier", "timeout": 30000}]}],
        "BeforeTool": [{"matcher": "run_shell_command", "hooks": [{"type": "command", "command": "./guard.sh"}]}]
      }}

      """,
      ".cursor/hooks.json":
        "{\"version\": 1, \"hooks\": {\"afterFileEdit\": [{\"command\": \"fmt\"}], \"stop\": [{\"command\": \"say done\"}]}}\n",
      ".cursor/cli.json": "{\"permissions\": {\"allow\": [\"Shell(git)\"]}}\n",
    ]
    for (path, text) in files { try directory.write(path, text) }
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let importer = ExistingRulesImporter(project: project)
    let outcome = try importer.run()
    #expect(outcome.hooks.count == 3 && outcome.permissions.count == 3)
    let warnings = outcome.diagnostics.map(\.code)
    #expect(warnings.contains("hook-not-imported") && warnings.contains("permission-not-imported"))
    let composer = Composer(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
    _ = try composer.apply(try importer.composePlan())
    for (path, text) in files { #expect(Self.text(directory, path) == text, "\(path)") }
    #expect(try composer.plan().items.allSatisfy { $0.status == .current })
    let source = try #require(Self.text(directory, ".charter/hooks.json"))
    #expect(source.contains("\"targets\": [\"gemini\"]") && source.contains("\"exclude-targets\": [\"gemini\"]"))
  }
}
