import Foundation
import Testing

@testable import CharterAgentFormats
@testable import CharterCompose
@testable import CharterKit
@testable import CharterProject
@testable import CharterSupport

/// `.charter/mcp.json` composed into each target's MCP file, member by member.
@Suite struct MCPComposeTests {
  static let source = """
    {
      "mcpServers": {
        "github": {"command": "npx", "args": ["-y", "server-github"], "env": {"TOKEN": "${GITHUB_TOKEN}"}},
        "docs": {"url": "https://example.com/mcp", "exclude-targets": ["gemini"]},
        "old": {"type": "sse", "url": "https://example.com/sse", "targets": ["claude", "codex"]}
      }
    }

    """

  static func sandbox(config: String, files: [String: String] = [:]) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write(".charter/config.yml", "packs: []\n" + config)
    try directory.write(".charter/rules/general.md", "---\nid: general\n---\n- Run the tests.\n")
    try directory.write(".charter/mcp.json", source)
    for (path, text) in files { try directory.write(path, text) }
    return directory
  }

  static func composer(_ directory: TemporaryDirectory) -> Composer {
    Composer(project: Project(root: directory.url, options: ProjectOptions(useUserRules: false)))
  }

  static func text(_ directory: TemporaryDirectory, _ path: String) throws -> String? {
    try? String(contentsOf: directory.url.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func eachTargetGetsItsServersInItsOwnFileAndShape() throws {
    let directory = try Self.sandbox(config: "targets: [claude, cursor, gemini, codex, zed]\n")
    let composer = Self.composer(directory)
    let plan = try composer.plan()
    _ = try composer.apply(plan)
    #expect(
      try Self.text(directory, ".mcp.json")
        == """
        {
          "mcpServers": {
            "docs": {
              "url": "https://example.com/mcp",
              "type": "http"
            },
            "github": {
              "command": "npx",
              "args": ["-y", "server-github"],
              "env": {
                "TOKEN": "${GITHUB_TOKEN}"
              }
            },
            "old": {
              "type": "sse",
              "url": "https://example.com/sse"
            }
          }
        }

        """.replacingOccurrences(
          of: "\"url\": \"https://example.com/mcp\",\n      \"type\": \"http\"",
          with: "\"type\": \"http\",\n      \"url\": \"https://example.com/mcp\""))
    let cursor = try #require(try Self.text(directory, ".cursor/mcp.json"))
    #expect(cursor.contains("\"TOKEN\": \"${env:GITHUB_TOKEN}\""), "Cursor's spelling of a reference")
    #expect(!cursor.contains("\"old\""), "targets: [claude, codex]")
    let gemini = try #require(try Self.text(directory, ".gemini/settings.json"))
    #expect(gemini.contains("\"github\"") && !gemini.contains("\"docs\""), "exclude-targets")
    #expect(
      try Self.text(directory, ".codex/config.toml")
        == MarkerStyle.toml.begin + "\n[mcp_servers.github]\ncommand = \"npx\"\nargs = [\"-y\", \"server-github\"]\n"
        + "env = { TOKEN = \"${GITHUB_TOKEN}\" }\n\n[mcp_servers.docs]\nurl = \"https://example.com/mcp\"\n# charter:end\n"
    )
    #expect(plan.warnings.contains { $0.code == "mcp-transport-unsupported" && $0.message.contains("'codex'") })
    #expect(try Self.text(directory, ".zed/settings.json")?.contains("context_servers") == true)
    #expect(try composer.plan().drift.isEmpty, "a second compose changes nothing")
  }

  @Test func thePersonsMembersCommentsAndSpacingAreKept() throws {
    let mine = """
      {
          // my servers
          "inputs": [{"id": "key", "type": "promptString"}],
          "servers": {
              "mine": {"type": "stdio", "command": "mine"}, // keep this
          },
      }

      """
    let directory = try Self.sandbox(config: "targets: [copilot]\n", files: [".vscode/mcp.json": mine])
    let composer = Self.composer(directory)
    _ = try composer.apply(composer.plan())
    let written = try #require(try Self.text(directory, ".vscode/mcp.json"))
    #expect(
      written.hasPrefix(mine.components(separatedBy: "\n    },")[0] + "\n"),
      "everything before the new members is byte for byte")
    #expect(
      written.contains(
        "\n        \"docs\": {\n            \"type\": \"http\",\n            \"url\": \"https://example.com/mcp\"\n        },"
      ))
    #expect(written.hasSuffix("        },\n    },\n}\n"), "the trailing-comma style is followed")
    // Without the source, compose's members go and the person's file stays as it was.
    try FileManager.default.removeItem(at: directory.url.appendingPathComponent(".charter/mcp.json"))
    _ = try composer.apply(composer.plan())
    #expect(try Self.text(directory, ".vscode/mcp.json") == mine)
  }

  @Test func aFileComposeCreatedGoesWithItsLastServer() throws {
    let directory = try Self.sandbox(config: "targets: [cursor]\n")
    let composer = Self.composer(directory)
    _ = try composer.apply(composer.plan())
    #expect(try Self.text(directory, ".cursor/mcp.json") != nil)
    try directory.write(".charter/mcp.json", "{\"mcpServers\": {}}\n")
    let outcome = try composer.apply(composer.plan())
    #expect(outcome.deleted == [".cursor/mcp.json"])
  }

  @Test func aHandEditIsRefusedAndAPersonsServerOfTheSameNameIsNeverReplaced() throws {
    let directory = try Self.sandbox(config: "targets: [claude]\n")
    let composer = Self.composer(directory)
    _ = try composer.apply(composer.plan())
    let written = try #require(try Self.text(directory, ".mcp.json"))
    try directory.write(".mcp.json", written.replacingOccurrences(of: "server-github", with: "server-github@2"))
    try directory.write(
      ".charter/mcp.json",
      Self.source.replacingOccurrences(of: "https://example.com/mcp", with: "https://example.com/v2"))
    #expect(try composer.plan().items.first { $0.path == ".mcp.json" }?.status == .handEdited)
    let forced = try composer.apply(composer.plan(), force: true)
    #expect(forced.written.contains(".mcp.json"))
    #expect(try Self.text(directory, ".mcp.json")?.contains("server-github@2") == false)

    // A server the person wrote under a name compose would write is theirs.
    let other = try Self.sandbox(
      config: "targets: [claude]\n", files: [".mcp.json": "{\"mcpServers\": {\"github\": {\"command\": \"gh-mcp\"}}}\n"]
    )
    let item = try Self.composer(other).plan().items.first { $0.path == ".mcp.json" }
    #expect(item?.status == .notOwned)
    let outcome = try Self.composer(other).apply(Self.composer(other).plan(), force: true)
    #expect(outcome.refused.map(\.path) == [".mcp.json"])
    #expect(try Self.text(other, ".mcp.json") == "{\"mcpServers\": {\"github\": {\"command\": \"gh-mcp\"}}}\n")
  }

  @Test func aFileThatIsNotJSONIsAnErrorAtItsLineAndColumn() throws {
    let directory = try Self.sandbox(
      config: "targets: [gemini]\n", files: [".gemini/settings.json": "{\n  \"theme\": \"dark\"\n  \"x\": 1\n}\n"])
    #expect {
      _ = try Self.composer(directory).plan()
    } throws: { error in
      let diagnostic = (error as? DiagnosticsError)?.diagnostics.first
      return diagnostic?.path == ".gemini/settings.json" && diagnostic?.position == SourcePosition(line: 3, column: 3)
    }
  }

  @Test func aCodexTableThePersonWroteIsKept() throws {
    let mine = "model = \"o3\"\n\n[mcp_servers.github]\ncommand = \"my-github\"\n"
    let directory = try Self.sandbox(config: "targets: [codex]\n", files: [".codex/config.toml": mine])
    let composer = Self.composer(directory)
    let plan = try composer.plan()
    #expect(plan.warnings.contains { $0.code == "mcp-server-kept" && $0.path == ".codex/config.toml" })
    _ = try composer.apply(plan)
    let written = try #require(try Self.text(directory, ".codex/config.toml"))
    #expect(written.hasPrefix(mine + "\n" + MarkerStyle.toml.begin + "\n[mcp_servers.docs]\n"))
    #expect(!written.contains("command = \"npx\""))
  }

  @Test func aForgedManifestEntryForAnMCPFileIsNotTrusted() throws {
    let mine = "{\"mcpServers\": {\"mine\": {\"command\": \"x\"}}}\n"
    let forged =
      "{\"files\": {\".mcp.json\": {\"target\": \"claude\", \"ownership\": \"file\", \"sha256\": \"\(SHA256.hex(mine))\"}}}"
    let directory = try Self.sandbox(
      config: "targets: [claude]\n", files: [".mcp.json": mine, ".charter/generated.json": forged])
    try directory.write(".charter/mcp.json", "{\"mcpServers\": {}}\n")
    let plan = try Self.composer(directory).plan()
    #expect(plan.warnings.contains { $0.code == "untrusted-manifest-entry" && $0.path == ".mcp.json" })
    _ = try Self.composer(directory).apply(plan, force: true)
    #expect(try Self.text(directory, ".mcp.json") == "{\"mcpServers\": {\"mine\": {\"command\": \"x\"}}}\n")
  }

  /// The import takes the servers every file's agent would write back as it is, and a compose
  /// after it leaves every MCP file byte for byte.
  @Test func importTakesServersAndTheFilesStayByteForByte() throws {
    let directory = try TemporaryDirectory()
    try directory.write(".git/HEAD", "ref: refs/heads/main\n")
    try directory.write("CLAUDE.md", "- Tabs.\n")
    try directory.write(".cursor/rules/style.mdc", "---\nalwaysApply: true\n---\n- Tabs.\n")
    let claude = """
      {
        "mcpServers": {
          "github": {"type": "stdio", "command": "npx", "args": ["-y", "server-github"], "env": {}},
          "linear": {"type": "sse", "url": "https://mcp.linear.app/sse"},
          "custom": {"command": "x", "alwaysAllow": ["tool"]},
          "clash": {"command": "a"}
        }
      }

      """
    let cursor = """
      {
          "mcpServers": {
              "github": {"command": "npx", "args": ["-y", "server-github"]},
              "linear": {"url": "https://mcp.linear.app/sse"},
              "local": {"command": "./tool", "env": {"TOKEN": "${env:TOKEN}"}},
              "clash": {"command": "b"}
          }
      }
      """
    try directory.write(".mcp.json", claude)
    try directory.write(".cursor/mcp.json", cursor)
    let project = Project(root: directory.url, options: ProjectOptions(useUserRules: false))
    let importer = ExistingRulesImporter(project: project)
    let outcome = try importer.run()
    _ = try Composer(project: importer.project).apply(importer.composePlan())
    // `clash` goes to the agent of the first file that holds it as compose writes it; the
    // other keeps its own.
    #expect(outcome.mcpServers == ["clash", "github", "linear", "local"])
    let kept = outcome.diagnostics.filter { $0.code == "mcp-not-imported" }
    #expect(kept.count == 2)
    #expect(
      kept.contains { $0.path == ".mcp.json" && $0.message.contains("'alwaysAllow', which compose does not write") })
    #expect(
      kept.contains {
        $0.path == ".cursor/mcp.json" && $0.message.contains("defined differently here than in .mcp.json")
      })
    #expect(kept.first { $0.path == ".mcp.json" }?.position == SourcePosition(line: 5, column: 5))
    #expect(try Self.text(directory, ".mcp.json") == claude)
    #expect(try Self.text(directory, ".cursor/mcp.json") == cursor)
    let source = try #require(try Self.text(directory, ".charter/mcp.json"))
    let servers = try #require(MCPSource.parse(source).servers)
    #expect(servers.first { $0.name == "local" }?.targets == ["cursor"])
    #expect(servers.first { $0.name == "local" }?.env == ["TOKEN": "${TOKEN}"])
    #expect(servers.first { $0.name == "linear" }?.transport == .sse)
    #expect(servers.first { $0.name == "github" }?.targets == nil)
    #expect(servers.first { $0.name == "clash" }?.targets == ["claude"])
    #expect(try Self.composer(directory).plan().drift.isEmpty)
  }
}

extension MCPComposeTests {
  @Test func anMCPFileLinkedOutOfTheRepositoryIsNotWritten() throws {
    let outside = try TemporaryDirectory()
    try outside.write("settings.json", "{}\n")
    let directory = try Self.sandbox(config: "targets: [cursor]\n")
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent(".cursor"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: directory.url.appendingPathComponent(".cursor/mcp.json"),
      withDestinationURL: outside.url.appendingPathComponent("settings.json"))
    let composer = Self.composer(directory)
    #expect(throws: DiagnosticsError.self) { _ = try composer.apply(composer.plan(), force: true) }
    #expect(try String(contentsOf: outside.url.appendingPathComponent("settings.json"), encoding: .utf8) == "{}\n")
  }
}

extension MCPComposeTests {
  /// However the person's part of `config.toml` defines a server — a header in any spelling, a
  /// dotted key, an inline table — compose leaves that server out of its block, so the file
  /// never defines a table twice.
  @Test(arguments: [
    ("[mcp_servers]\ngit = { command = \"mine\" }\n", 2),
    ("mcp_servers.git.command = \"mine\"\n", 1),
    ("model = \"o3\"\n[ mcp_servers . 'git' ]\ncommand = \"mine\"\n", 2),
    ("[mcp_servers.\"\\u0067it\"]\ncommand = \"mine\"\n", 1),
    ("mcp_servers = { other = { command = \"x\" } }\n", 1),
    ("[mcp_servers.git.env]\nA = \"b\"\n", 1),
  ])
  func aServerThePersonDefinesInTOMLIsTheirs(toml: String, line: Int) throws {
    let directory = try Self.sandbox(config: "targets: [codex]\n", files: [".codex/config.toml": toml])
    try directory.write(".charter/mcp.json", "{\"mcpServers\": {\"git\": {\"command\": \"npx\"}}}\n")
    let plan = try Self.composer(directory).plan()
    let kept = plan.warnings.first { $0.code == "mcp-server-kept" }
    #expect(kept?.position == SourcePosition(line: line, column: 1), "\(toml)")
    #expect(
      !plan.items.contains { $0.path == ".codex/config.toml" && $0.newText?.contains("[mcp_servers.git]") == true })
  }

  /// Text inside a multi-line string defines nothing.
  @Test func aHeaderInsideAMultilineStringDefinesNothing() throws {
    let toml = "notes = \"\"\"\n[mcp_servers.git]\n\"\"\"\nother = '''\n[mcp_servers.git]'''\n"
    let directory = try Self.sandbox(config: "targets: [codex]\n", files: [".codex/config.toml": toml])
    try directory.write(".charter/mcp.json", "{\"mcpServers\": {\"git\": {\"command\": \"npx\"}}}\n")
    let plan = try Self.composer(directory).plan()
    #expect(!plan.warnings.contains { $0.code == "mcp-server-kept" })
    #expect(
      plan.items.first { $0.path == ".codex/config.toml" }?.newText?.hasPrefix(toml + "\n# charter:begin") == true)
  }

  @Test func aByteOrderMarkCRLFAndThePersonsServersAreKept() throws {
    let mine = "\u{FEFF}{\r\n  \"servers\": {\r\n    \"x\": {\"command\": \"x\"}\r\n  }\r\n}\r\n"
    let directory = try Self.sandbox(config: "targets: [copilot]\n")
    try FileManager.default.createDirectory(
      at: directory.url.appendingPathComponent(".vscode"), withIntermediateDirectories: true)
    try Data(mine.utf8).write(to: directory.url.appendingPathComponent(".vscode/mcp.json"))
    try directory.write(".charter/mcp.json", "{\"mcpServers\": {\"docs\": {\"url\": \"https://example.com/mcp\"}}}\n")
    let composer = Self.composer(directory)
    _ = try composer.apply(composer.plan())
    let written = try Data(contentsOf: directory.url.appendingPathComponent(".vscode/mcp.json"))
    #expect(written.starts(with: [0xEF, 0xBB, 0xBF]), "the byte-order mark stays")
    let text = String(decoding: written.dropFirst(3), as: UTF8.self)
    #expect(text.contains("\"docs\""))
    #expect(
      !text.replacingOccurrences(of: "\r\n", with: "").contains("\n"),
      "every new line ends in CRLF: \(text.debugDescription)")
    try directory.write(".charter/mcp.json", "{\"mcpServers\": {}}\n")
    _ = try composer.apply(composer.plan())
    #expect(try Data(contentsOf: directory.url.appendingPathComponent(".vscode/mcp.json")) == Data(mine.utf8))
  }
}

extension MCPComposeTests {
  /// A file compose created stays when the person wrote a comment in it.
  @Test func aCommentMakesAFileThePersons() {
    #expect(OwnedEntries.isEmpty("{\n  \"mcpServers\": {}\n}\n"))
    #expect(!OwnedEntries.isEmpty("{\n  \"mcpServers\": {} // mine\n}\n"))
    #expect(!OwnedEntries.isEmpty("{\n  \"mcpServers\": {},\n  \"theme\": 1\n}\n"))
  }
}
