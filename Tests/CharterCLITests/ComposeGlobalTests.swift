import Foundation
import Testing

/// `charter compose --global`: the person's rules written into each installed agent's home
/// file, with `HOME` pointed at a temporary folder.
@Suite struct ComposeGlobalTests {
  /// A home folder with Claude Code and Codex installed, one rule, and a CLAUDE.md of the person's.
  static func home() throws -> Sandbox {
    try Sandbox([
      ".claude/CLAUDE.md": "# My memory\n\n- Keep answers short.\n",
      ".codex/config.toml": "model = \"o4\"\n",
      ".config/charter/rules/english.md": "---\nid: english\n---\n- Answer in British English.\n",
      ".config/charter/rules/swift.md": "---\nid: swift\nglobs: [\"**/*.swift\"]\n---\n- Prefer value types.\n",
    ])
  }

  static func run(_ arguments: [String], _ home: Sandbox, environment: [String: String] = [:]) throws
    -> CharterProcess.Result
  {
    // Run from a repository of its own: --global must not touch it.
    let repository = home.url.appendingPathComponent("work/app")
    try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
    return try CharterProcess.run(["compose", "--global"] + arguments, in: repository, environment: environment)
  }

  @Test func writesEachInstalledAgentsHomeFileAndKeepsThePersonsText() throws {
    let home = try Self.home()
    let result = try Self.run([], home, environment: ["HOME": home.url.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "wrote .claude/CLAUDE.md\nwrote .codex/AGENTS.md\ncompose: 2 written, 0 deleted, 0 current\n")
    let claude = try home.read(".claude/CLAUDE.md")
    #expect(claude.hasPrefix("# My memory\n\n- Keep answers short.\n\n<!-- charter:begin"))
    #expect(claude.contains("- Answer in British English."))
    #expect(claude.contains("**Applies only to files matching `**/*.swift`.**\n\n- Prefer value types."))
    #expect(try home.read(".codex/AGENTS.md").contains("- Answer in British English."))
    #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent(".gemini").path), "not installed")
    #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("work/app/AGENTS.md").path))
    #expect(FileManager.default.fileExists(atPath: home.url.appendingPathComponent(".config/charter/generated.json").path))
    let check = try Self.run(["--check"], home, environment: ["HOME": home.url.path])
    #expect(check.status == 0)
    #expect(check.stdout == "compose: every generated file is current (2 checked)\n")
  }

  @Test func aHandEditIsRefusedUntilForcedAndARemovedRuleLeavesThePersonsText() throws {
    let home = try Self.home()
    let environment = ["HOME": home.url.path]
    _ = try Self.run([], home, environment: environment)
    let edited = try home.read(".codex/AGENTS.md").replacingOccurrences(of: "British", with: "American")
    try home.write(".codex/AGENTS.md", edited)
    let check = try Self.run(["--check"], home, environment: environment)
    #expect(check.status == 1)
    #expect(check.stdout.contains(".codex/AGENTS.md: hand-edited"), "\(check.stdout)")
    #expect(try Self.run([], home, environment: environment).status == 1, "refused")
    #expect(try home.read(".codex/AGENTS.md") == edited)
    #expect(try Self.run(["--force"], home, environment: environment).status == 0)
    #expect(try home.read(".codex/AGENTS.md").contains("British"))
    // No rules left: compose takes its blocks out and leaves the person's text.
    try FileManager.default.removeItem(at: home.url.appendingPathComponent(".config/charter/rules"))
    try FileManager.default.createDirectory(
      at: home.url.appendingPathComponent(".config/charter/rules"), withIntermediateDirectories: true)
    #expect(try Self.run([], home, environment: environment).status == 0)
    #expect(try home.read(".claude/CLAUDE.md") == "# My memory\n\n- Keep answers short.\n")
    #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent(".codex/AGENTS.md").path))
  }

  @Test func targetsAndTheEnvironmentChooseTheFiles() throws {
    let home = try Self.home()
    let environment = [
      "HOME": home.url.path, "XDG_CONFIG_HOME": home.url.appendingPathComponent("xdg").path,
      "CODEX_HOME": home.url.appendingPathComponent("codex-home").path,
    ]
    try home.write("xdg/charter/rules/one.md", "- One rule.\n")
    let result = try Self.run(["--target", "codex", "opencode", "gemini"], home, environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "wrote .gemini/GEMINI.md\nwrote codex-home/AGENTS.md\nwrote xdg/opencode/AGENTS.md\n"
        + "compose: 3 written, 0 deleted, 0 current\n")
    #expect(FileManager.default.fileExists(atPath: home.url.appendingPathComponent("xdg/charter/generated.json").path))
    let unknown = try Self.run(["--target", "copilot"], home, environment: environment)
    #expect(unknown.status == 64 || unknown.status == 2)
    #expect(unknown.stderr.contains("cannot compose 'copilot' with --global: the agent has no home file"))
    let outside = try Self.run(
      ["--target", "codex"], home, environment: ["HOME": home.url.path, "CODEX_HOME": "/etc/codex"])
    #expect(outside.stderr.contains("its home file is outside the home folder"))
    #expect(!FileManager.default.fileExists(atPath: "/etc/codex/AGENTS.md"))
  }

  /// The home folder's manifest is trusted only for each agent's own home file, as a block:
  /// a glob in an environment variable or a whole-file entry deletes nothing.
  @Test func aForgedManifestDeletesNothing() throws {
    let home = try Self.home()
    try FileManager.default.createDirectory(
      at: home.url.appendingPathComponent("**"), withIntermediateDirectories: true)
    try home.write("proj/AGENTS.md", "repo agents\n")
    try home.write(".claude/CLAUDE.md", "my notes\n")
    func sha(_ text: String) throws -> String {
      let result = try CharterProcess.run(URL(fileURLWithPath: "/usr/bin/sha256sum"), [], in: home.url, input: Data(text.utf8))
      return String(result.stdout.prefix(64))
    }
    try home.write(
      ".config/charter/generated.json",
      #"{"files":{"proj/AGENTS.md":{"created":true,"ownership":"file","sha256":""# + (try sha("repo agents\n"))
        + #"","target":"codex"},".claude/CLAUDE.md":{"created":true,"ownership":"file","sha256":""#
        + (try sha("my notes\n")) + #"","target":"claude"}},"generator":"charter compose","version":1}"#)
    try FileManager.default.removeItem(at: home.url.appendingPathComponent(".config/charter/rules"))
    let result = try Self.run(
      ["--target", "claude", "codex"], home,
      environment: ["HOME": home.url.path, "CODEX_HOME": home.url.appendingPathComponent("**").path])
    #expect(result.stdout == "compose: 0 written, 0 deleted, 0 current\n", "\(result.stdout)")
    #expect(try home.read("proj/AGENTS.md") == "repo agents\n")
    #expect(try home.read(".claude/CLAUDE.md") == "my notes\n")
    #expect(result.stderr.contains("untrusted-manifest-entry") || result.stderr.contains("compose leaves it alone"))
  }

  @Test func aHomeFileThatLinksOutOfTheHomeFolderIsRefused() throws {
    let home = try Self.home()
    let elsewhere = try Sandbox()
    try FileManager.default.removeItem(at: home.url.appendingPathComponent(".codex"))
    try FileManager.default.createSymbolicLink(
      at: home.url.appendingPathComponent(".codex"), withDestinationURL: elsewhere.url)
    let result = try Self.run([], home, environment: ["HOME": home.url.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("compose --global leaves 'codex' out"))
    #expect(result.stdout.contains("wrote .claude/CLAUDE.md"), "the other agents are written")
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path).isEmpty)
  }
}

extension Sandbox {
  /// The text of the file at `path` below the sandbox.
  func read(_ path: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
  }
}

extension ComposeGlobalTests {
  /// The person's `~/.config/charter/mcp.json` goes into each installed agent's own MCP file —
  /// Claude Code's `.claude.json` beside what the app keeps there, Cursor's `~/.cursor/mcp.json`
  /// (Cursor has no home file for rules), Codex's `config.toml` as a block — and leaves with
  /// its servers.
  @Test func writesThePersonsMCPServersIntoEachInstalledAgent() throws {
    let home = try Self.home()
    try home.write(".claude.json", "{\n  \"numStartups\": 42,\n  \"projects\": {}\n}\n")
    try home.write(".cursor/argv.json", "{}\n")
    try home.write(
      ".config/charter/mcp.json",
      "{\"mcpServers\": {\"github\": {\"command\": \"npx\", \"args\": [\"-y\", \"server-github\"], \"env\": {\"T\": \"${T}\"}}}}\n")
    let result = try Self.run([], home, environment: ["HOME": home.url.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("wrote .claude.json\n") && result.stdout.contains("wrote .cursor/mcp.json\n"))
    let claude = try home.read(".claude.json")
    #expect(claude.hasPrefix("{\n  \"numStartups\": 42,\n  \"projects\": {},\n  \"mcpServers\": {\n    \"github\": {"))
    #expect(try home.read(".cursor/mcp.json").contains("\"T\": \"${env:T}\""))
    let codex = try home.read(".codex/config.toml")
    #expect(codex.hasPrefix("model = \"o4\"\n\n# charter:begin") && codex.contains("[mcp_servers.github]\n"))
    #expect(try Self.run(["--check"], home, environment: ["HOME": home.url.path]).status == 0)
    // Only Cursor, by name, though it has no home file for rules.
    #expect(try Self.run(["--check", "--target", "cursor"], home, environment: ["HOME": home.url.path]).status == 0)
    // Without the servers, compose takes them out again (the emptied `mcpServers` object stays);
    // the app's settings stay as they were.
    try FileManager.default.removeItem(at: home.url.appendingPathComponent(".config/charter/mcp.json"))
    #expect(try Self.run([], home, environment: ["HOME": home.url.path]).status == 0)
    #expect(try home.read(".claude.json") == "{\n  \"numStartups\": 42,\n  \"projects\": {},\n  \"mcpServers\": {}\n}\n")
    #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent(".cursor/mcp.json").path))
    #expect(try home.read(".codex/config.toml") == "model = \"o4\"\n")
  }
}

extension ComposeGlobalTests {
  /// A malformed `~/.config/charter/mcp.json` is an error at its own line and column, and
  /// nothing is written.
  @Test func aMalformedPersonalMCPFileIsAnErrorAtItsPlace() throws {
    let home = try Self.home()
    try home.write(".config/charter/mcp.json", "{\"mcpServers\": {\"git\": {\"comand\": \"npx\"}}}\n")
    let result = try Self.run([], home, environment: ["HOME": home.url.path])
    #expect(result.status == 2)
    #expect(result.stderr.contains(".config/charter/mcp.json:1:25: error: unknown key 'comand'"), "\(result.stderr)")
    #expect(!(try home.read(".claude/CLAUDE.md")).contains("charter:begin"), "nothing written")
  }
}
